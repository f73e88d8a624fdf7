#!/usr/bin/env python3
"""Draw the headline figures as a log-log scaling plot (SVG, no dependencies).

scripts/update-figures.py calls it with docs/figures.json, the one run every figure of the
README and docs/PERFORMANCE.md comes from; on its own:
    python3 Comparisons/plot_scaling.py docs/figures.json docs/images/scaling.svg

Draws, against N: the conversation's cold layout through the preference engine, the
constraint engine and the hand-written floor (layout-bench, in process), and the W1 system
(N labels of one width) solved from the same exported file by layout-solve and by kiwisolver
through Python (each time includes building the system from the parsed file).
"""

import json
import math
import sys

COLORS = {"preference": "#d62728", "constraint": "#1f77b4", "floor": "#2ca02c",
          "solver": "#9467bd", "kiwi": "#ff7f0e"}


def series(figures, kiwi_name):
    """(label, colour, [(n, microseconds)]) for each line of the plot."""
    def pick(engine):
        return sorted((r["n"], r["median_us"]) for r in figures["bench"]
                      if r["workload"] == "conversation" and r["engine"] == engine and r["metric"] == "cold")
    w1 = sorted((e["n"], e["layout_solve_ms"] * 1e3, e["kiwisolver_ms"] * 1e3)
                for e in figures["solver"] if e["workload"] == "W1")
    return [
        ("conversation, preference engine (cold)", COLORS["preference"], pick("preference")),
        ("conversation, constraint engine (cold)", COLORS["constraint"], pick("constraint")),
        ("conversation, hand-written floor", COLORS["floor"], pick("floor")),
        ("W1 from its file, layout-solve", COLORS["solver"], [(n, ours) for n, ours, _ in w1]),
        (f"W1 from its file, {kiwi_name}", COLORS["kiwi"], [(n, theirs) for n, _, theirs in w1]),
    ]


def draw(lines, path):
    width, height, left, right, top, bottom = 980, 480, 80, 410, 30, 60
    xs = [n for _, _, pts in lines for n, _ in pts]
    ys = [t for _, _, pts in lines for _, t in pts if t > 0]
    x0, x1 = math.floor(math.log10(min(xs))), math.ceil(math.log10(max(xs)))
    y0, y1 = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
    def px(n): return left + (math.log10(n) - x0) / max(1, x1 - x0) * (width - left - right)
    def py(t): return height - bottom - (math.log10(t) - y0) / max(1, y1 - y0) * (height - top - bottom)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="DejaVu Sans, sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    for e in range(x0, x1 + 1):
        x = px(10 ** e)
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{height - bottom}" stroke="#ddd"/>')
        out.append(f'<text x="{x:.1f}" y="{height - bottom + 18}" text-anchor="middle">{10 ** e:,}</text>')
    for e in range(y0, y1 + 1):
        y = py(10 ** e)
        label = f"{10 ** e:g} µs" if e < 3 else (f"{10 ** (e - 3):g} ms" if e < 6 else f"{10 ** (e - 6):g} s")
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width - right}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
    out.append(f'<text x="{(left + width - right) / 2:.0f}" y="{height - 18}" text-anchor="middle">N (messages, or labels for W1)</text>')
    for k, (label, colour, pts) in enumerate(lines):
        if not pts:
            continue
        path_d = " ".join(f"{'M' if i == 0 else 'L'}{px(n):.1f},{py(t):.1f}" for i, (n, t) in enumerate(pts))
        out.append(f'<path d="{path_d}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for n, t in pts:
            out.append(f'<circle cx="{px(n):.1f}" cy="{py(t):.1f}" r="3" fill="{colour}"/>')
        ly = top + 16 + 20 * k
        out.append(f'<line x1="{width - right + 12}" y1="{ly - 4}" x2="{width - right + 32}" y2="{ly - 4}" stroke="{colour}" stroke-width="2"/>')
        out.append(f'<text x="{width - right + 38}" y="{ly}">{label}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    with open(argv[1]) as f:
        figures = json.load(f)
    draw(series(figures, f"kiwisolver {figures['kiwisolver']} through Python"), argv[2])


if __name__ == "__main__":
    main(sys.argv)
