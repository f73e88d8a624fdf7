#!/usr/bin/env python3
"""Measure the headline figures once and write them everywhere they are shown.

Use (from anywhere in the package; one command):
    python3 scripts/update-figures.py            # build, measure, write
    python3 scripts/update-figures.py --render   # write again from docs/figures.json, no measuring

It builds `layout-bench` and `layout-solve` in release, runs one `layout-bench --json` on the
workloads the figures show (the conversation and the feed: both engines and the floor), and
solves the solver workloads' exported constraint files with both `layout-solve --time` and
kiwisolver through Python (Comparisons/kiwi/time_kiwi.py), the same file for both. Everything
measured goes to docs/figures.json, with the command, the machine and the date; from that one
file it writes:

  - the README's results tables, between `<!-- figures:begin -->` and `<!-- figures:end -->`;
  - the generated section of docs/PERFORMANCE.md, between the same markers;
  - the scaling plot, docs/images/scaling.svg (Comparisons/plot_scaling.py draws it).

kiwisolver comes from `pip install kiwisolver` or Debian's python3-kiwisolver; the script uses
the first Python that can import it (this one, then /usr/bin/python3) and stops with a message
when none can.
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE = os.path.join(ROOT, ".build", "release")
FIGURES = os.path.join(ROOT, "docs", "figures.json")
README = os.path.join(ROOT, "README.md")
PERFORMANCE = os.path.join(ROOT, "docs", "PERFORMANCE.md")
PLOT = os.path.join(ROOT, "docs", "images", "scaling.svg")
TIME_KIWI = os.path.join(ROOT, "Comparisons", "kiwi", "time_kiwi.py")
BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"

# How a solver's time is read and its values compared: as Comparisons/kiwi/compare.py does.
sys.path.insert(0, os.path.dirname(TIME_KIWI))
from compare import agree, solve_time  # noqa: E402

# What layout-bench runs: the scenario workloads the tables and the plot show.
BENCH_FILTERS = ["conversation", "feed"]
# The solver workloads solved from the same exported file by both solvers: W1 at every size
# (the plot), W2 and W4 at the sizes the README shows.
SOLVER_CASES = [("W1", 10), ("W1", 100), ("W1", 1000), ("W1", 10000), ("W2", 1000), ("W4", 100)]
SOLVER_NAMES = {
    "W1": "W1: {n} labels of one width",
    "W2": "W2: a {n}-view row chain, resized 1 000 times",
    "W4": "W4: a {n} × {n} grid, shared column widths and row heights",
}
KIWI_NAME = "kiwisolver {version} through Python"


def run(command, **kwargs):
    print("+ " + " ".join(command), file=sys.stderr, flush=True)
    return subprocess.run(command, cwd=ROOT, check=True, **kwargs)


def kiwi_python():
    """A Python that can import kiwisolver, and kiwisolver's version."""
    for python in [sys.executable, "/usr/bin/python3"]:
        if not os.path.exists(python):
            continue
        done = subprocess.run([python, "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                              capture_output=True, text=True)
        if done.returncode == 0:
            return python, done.stdout.strip()
    sys.exit("update-figures: kiwisolver is not installed: pip install kiwisolver "
             "(or apt-get install python3-kiwisolver)")


def machine():
    model = ""
    try:
        with open("/proc/cpuinfo") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), "")
    except OSError:
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return {
        "system": f"{platform.system()} {platform.machine()}",
        "processor": model or platform.processor(),
        "cores": os.cpu_count(),
        "swift": swift[0] if swift else "",
    }


def load_average():
    try:
        return round(os.getloadavg()[0], 1)
    except OSError:
        return None


def measure(runs):
    python, kiwi_version = kiwi_python()
    run(["swift", "build", "-c", "release", "--product", "layout-bench"])
    run(["swift", "build", "-c", "release", "--product", "layout-solve"])
    bench = os.path.join(RELEASE, "layout-bench")
    solve = os.path.join(RELEASE, "layout-solve")
    load_before = load_average()
    with tempfile.TemporaryDirectory() as scratch:
        json_path = os.path.join(scratch, "bench.json")
        command = [bench] + [arg for name in BENCH_FILTERS for arg in ("--filter", name)] + ["--json", json_path]
        run(command, stdout=subprocess.DEVNULL)
        with open(json_path) as f:
            results = json.load(f)["results"]
        solver = []
        for workload, n in SOLVER_CASES:
            path = os.path.join(scratch, f"{workload}-{n}.txt")
            run([bench, "export", workload, "--n", str(n), "--output", path])
            ours, theirs, same = [], [], True
            for _ in range(runs):
                t, our_values = solve_time([solve, "--time", path])
                ours.append(t)
                t, kiwi_values = solve_time([python, TIME_KIWI, path])
                theirs.append(t)
                same = same and agree(our_values, kiwi_values)
            solver.append({"workload": workload, "n": n, "layout_solve_ms": round(statistics.median(ours), 3),
                           "kiwisolver_ms": round(statistics.median(theirs), 3), "same_values": same})
    return {
        "command": "python3 scripts/update-figures.py",
        "layout_bench": " ".join(["layout-bench"] + command[1:-2] + ["--json"]),
        "date": datetime.date.today().isoformat(),
        "machine": machine(),
        "load_average": [load_before, load_average()],
        "kiwisolver": kiwi_version,
        "solver_runs": runs,
        "bench": [r for r in results if r["metric"] in ("cold", "resize-step", "text-changed")],
        "solver": solver,
    }


# MARK: Rendering


def readable(us):
    """Microseconds as people write them: 412 µs, 5.63 ms, 1.71 s (three significant digits)."""
    if us is None:
        return ""
    for unit, scale in (("s", 1e6), ("ms", 1e3)):
        if us >= scale:
            value = us / scale
            break
    else:
        unit, value = "µs", us
    digits = 0 if value >= 100 else (1 if value >= 10 else 2)
    return f"{value:.{digits}f} {unit}"


def bench_value(figures, workload, engine, n, metric):
    return next((r["median_us"] for r in figures["bench"]
                 if r["workload"] == workload and r["engine"] == engine and r["n"] == n and r["metric"] == metric), None)


def scenario_table(figures, workload, title, rows):
    lines = [f"| {title} | preference engine | constraint engine | floor |", "| --- | --- | --- | --- |"]
    for label, n, metric in rows:
        cells = [readable(bench_value(figures, workload, engine, n, metric)) for engine in ("preference", "constraint", "floor")]
        lines.append(f"| {label.format(n=f'{n:,}'.replace(',', ' '))} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def solver_table(figures, cases):
    kiwi = KIWI_NAME.format(version=figures["kiwisolver"])
    lines = [f"| the solver alone, the same constraint file | this solver (`layout-solve`) | {kiwi} |",
             "| --- | --- | --- |"]
    for entry in figures["solver"]:
        if (entry["workload"], entry["n"]) not in cases:
            continue
        name = SOLVER_NAMES[entry["workload"]].format(n=f"{entry['n']:,}".replace(",", " "))
        lines.append(f"| {name} | {readable(entry['layout_solve_ms'] * 1e3)} | {readable(entry['kiwisolver_ms'] * 1e3)} |")
    return "\n".join(lines)


def provenance(figures):
    m = figures["machine"]
    load = figures["load_average"]
    return (f"Measured by `{figures['command']}` on {figures['date']}: one `{figures['layout_bench']}` run "
            f"(release, medians over its repeated runs) and {figures['solver_runs']} runs of each solver on each "
            f"exported file (medians), on {m['system']}, {m['cores']} cores ({m['processor']}), {m['swift']}, "
            f"load average {load[0]} at the start and {load[1]} at the end.")


README_ROWS = {
    "conversation": ("the conversation, N messages at 480 pt", [
        ("cold, N = {n}", 1000, "cold"), ("cold, N = {n}", 10000, "cold"),
        ("resize step, N = {n}", 10000, "resize-step"), ("one text changed, N = {n}", 10000, "text-changed")]),
    "feed": ("the iOS layout benchmark's feed, N items at 375 pt", [
        ("cold, N = {n}", 100, "cold"), ("cold, N = {n}", 1000, "cold"),
        ("resize step, N = {n}", 1000, "resize-step"), ("one text changed, N = {n}", 1000, "text-changed")]),
}


def same_values(figures):
    return ("both gave the same values" if all(e["same_values"] for e in figures["solver"])
            else "they gave different values on " + ", ".join(
                f"{e['workload']} at {e['n']}" for e in figures["solver"] if not e["same_values"]))


def paragraph(text):
    return textwrap.fill(text, width=95, break_on_hyphens=False)


def readme_section(figures):
    parts = [paragraph(provenance(figures) + " *Cold* is a new engine and an empty text cache; the floor computes "
                       "the same frames with a hand-written loop. Both solvers' times include building the system "
                       "from the parsed file; kiwisolver's include Python building its expressions; "
                       + same_values(figures) + ".")]
    for workload, (title, rows) in README_ROWS.items():
        parts.append(scenario_table(figures, workload, title, rows))
    parts.append(solver_table(figures, {("W1", 10000), ("W2", 1000), ("W4", 100)}))
    parts.append("![Time against N, log-log: both engines and the floor on the conversation, and both solvers on W1]"
                 "(docs/images/scaling.svg)")
    return "\n\n".join(parts)


def performance_section(figures):
    parts = [paragraph("Written by `scripts/update-figures.py` from `docs/figures.json`; do not edit by hand. "
                       + provenance(figures) + " The solvers: " + same_values(figures) + "."),
             ""]
    for workload, title in (("conversation", "the conversation, N messages at 480 pt"),
                            ("feed", "the iOS layout benchmark's feed, N items at 375 pt")):
        sizes = sorted({r["n"] for r in figures["bench"] if r["workload"] == workload})
        rows = [(f"{metric.replace('-', ' ')}, N = {{n}}", n, metric)
                for metric in ("cold", "resize-step", "text-changed") for n in sizes]
        parts += [scenario_table(figures, workload, title, rows), ""]
    parts.append(solver_table(figures, {(e["workload"], e["n"]) for e in figures["solver"]}))
    parts += ["", "![Time against N, log-log](images/scaling.svg)"]
    return "\n".join(parts)


def replace_between(path, text):
    with open(path, encoding="utf-8") as f:
        content = f.read()
    start, end = content.find(BEGIN), content.find(END)
    if start < 0 or end < start:
        sys.exit(f"update-figures: {os.path.relpath(path, ROOT)} has no {BEGIN} … {END} section")
    content = content[:start + len(BEGIN)] + "\n" + text + "\n" + content[end:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(content)


def plot(figures):
    sys.path.insert(0, os.path.join(ROOT, "Comparisons"))
    import plot_scaling  # noqa: E402
    kiwi = KIWI_NAME.format(version=figures["kiwisolver"])
    plot_scaling.draw(plot_scaling.series(figures, kiwi), PLOT)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--render", action="store_true", help="write again from docs/figures.json, no measuring")
    parser.add_argument("--runs", type=int, default=3, help="runs of each solver on each file (default 3)")
    args = parser.parse_args()
    if args.render:
        with open(FIGURES) as f:
            figures = json.load(f)
    else:
        figures = measure(args.runs)
        with open(FIGURES, "w") as f:
            json.dump(figures, f, indent=1)
            f.write("\n")
    replace_between(README, readme_section(figures))
    replace_between(PERFORMANCE, performance_section(figures))
    plot(figures)
    written = "README.md, docs/PERFORMANCE.md and docs/images/scaling.svg"
    print(f"update-figures: wrote {written if args.render else 'docs/figures.json, ' + written}", file=sys.stderr)


if __name__ == "__main__":
    main()
