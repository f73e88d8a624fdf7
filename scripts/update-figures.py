#!/usr/bin/env python3
"""Measure the headline figures once and write them everywhere they are shown.

Use (from anywhere in the package; one command):
    python3 scripts/update-figures.py            # build, measure, write
    python3 scripts/update-figures.py --render   # write again from docs/figures.json, no measuring

It builds `layout-bench` and `layout-solve` in release and runs, one after the other:

  - one `layout-bench --json` run of the three scenario workloads at their own sizes (the
    conversation, the feed and the form: both engines and the floor, and the form's `relation`
    layout up to 1 000 fields);
  - the solver workloads' exported constraint files (W1 up to 10 000 labels, W2, W4, and W5 at
    4 000 views), each solved with both `layout-solve --time` and kiwisolver through Python
    (Comparisons/kiwi/time_kiwi.py), the same file for both;
  - `layout-bench peak-memory --engine E` for the floor, the constraint engine and the
    preference engine, each in its own process (one cold conversation of 10 000 messages).

Everything measured goes to docs/figures.json, with the command, the machine and the date; from
that one file it writes:

  - the README's results tables, between `<!-- figures:begin -->` and `<!-- figures:end -->`;
  - the generated section of docs/PERFORMANCE.md, between the same markers: one table per
    workload (the engines, the floor and their ratios), the solver table, the peak resident
    sizes, and the issue's targets, each marked met or missed from these figures;
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
import re
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

# What layout-bench runs: the three scenario workloads, at their own sizes.
BENCH_FILTERS = ["conversation", "feed", "form"]
# The solver workloads solved from the same exported file by both solvers: W1 at every size
# (the plot), W2 and W4 at the sizes the README shows, W5 at 4 000 (with W1 at 10 000, the
# target against kiwisolver).
SOLVER_CASES = [("W1", 10), ("W1", 100), ("W1", 1000), ("W1", 10000), ("W2", 1000), ("W4", 100),
                ("W5", 4000)]
SOLVER_NAMES = {
    "W1": "W1: {n} labels of one width",
    "W2": "W2: a {n}-view row chain, resized 1 000 times",
    "W4": "W4: a {n} × {n} grid, shared column widths and row heights",
    "W5": "W5: {n} independent views",
}
# `layout-bench peak-memory --engine E`, each in its own process; what it prints.
PEAK_ENGINES = ["floor", "constraint", "preference"]
PEAK_LINE = re.compile(r"conversation n=(\d+) (\w+): peak resident ([\d.]+) MiB \(([\d.]+) MiB before the layout\)")
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
    memory = [peak_memory(bench, engine) for engine in PEAK_ENGINES]
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
        "peak_memory": memory,
    }


def peak_memory(bench, engine):
    """One `layout-bench peak-memory` process: its "peak resident X MiB (Y MiB before the layout)"."""
    done = run([bench, "peak-memory", "--engine", engine], capture_output=True, text=True)
    match = next((m for m in map(PEAK_LINE.search, done.stdout.splitlines()) if m), None)
    if match is None:
        sys.exit(f"update-figures: no peak resident size in what peak-memory --engine {engine} printed:\n"
                 + done.stdout)
    return {"engine": match.group(2), "n": int(match.group(1)), "peak_mib": float(match.group(3)),
            "before_layout_mib": float(match.group(4))}


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


def times(ratio):
    """A ratio to three significant digits (two decimals below 10, "< 0.01" below that); empty
    when not measured."""
    if ratio is None:
        return ""
    if ratio < 0.01:
        return "< 0.01"
    digits = 0 if ratio >= 100 else (1 if ratio >= 10 else 2)
    return f"{ratio:.{digits}f}"


def ratio(a, b):
    return a / b if a is not None and b else None


def spaced(n):
    """10000 as 10 000."""
    return f"{n:,}".replace(",", " ")


def bench_row(figures, workload, engine, n, metric):
    return next((r for r in figures["bench"]
                 if r["workload"] == workload and r["engine"] == engine and r["n"] == n and r["metric"] == metric), None)


def bench_value(figures, workload, engine, n, metric):
    row = bench_row(figures, workload, engine, n, metric)
    return row["median_us"] if row else None


def count(row, name):
    """One of a row's counts (layout-bench's `counts` column: body_evaluations, pivots, …)."""
    if row is None:
        return None
    return row.get("counts", row).get(name)


def scenario_table(figures, workload, title, rows):
    lines = [f"| {title} | preference engine | constraint engine | floor |", "| --- | --- | --- | --- |"]
    for label, n, metric in rows:
        cells = [readable(bench_value(figures, workload, engine, n, metric)) for engine in ("preference", "constraint", "floor")]
        lines.append(f"| {label.format(n=spaced(n))} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


METRIC_LABELS = {"cold": "cold", "resize-step": "resize step", "text-changed": "one text changed"}


def workload_table(figures, workload, title):
    """Every size and metric of one workload: the engines, the floor, and the ratios of this run.
    The form's `relation` layout, where measured, gets its own column and R/P."""
    rows = [r for r in figures["bench"] if r["workload"] == workload]
    relation = any(r["engine"] == "relation" for r in rows)
    engines = ["preference", "constraint"] + (["relation"] if relation else []) + ["floor"]
    ratios = [("P/floor", "preference", "floor"), ("C/floor", "constraint", "floor"), ("C/P", "constraint", "preference")]
    ratios += [("R/P", "relation", "preference")] if relation else []
    header = [title] + engines + [name for name, _, _ in ratios]
    lines = ["| " + " | ".join(header) + " |", "| --- |" + " ---: |" * (len(header) - 1)]
    for metric in ("cold", "resize-step", "text-changed"):
        for n in sorted({r["n"] for r in rows if r["metric"] == metric}):
            value = {engine: bench_value(figures, workload, engine, n, metric) for engine in engines}
            cells = [f"{METRIC_LABELS[metric]}, N = {spaced(n)}"] + [readable(value[engine]) for engine in engines]
            cells += [times(ratio(value[a], value[b])) for _, a, b in ratios]
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def solver_table(figures, cases, with_ratio=False):
    kiwi = KIWI_NAME.format(version=figures["kiwisolver"])
    lines = [f"| the solver alone, the same constraint file | this solver (`layout-solve`) | {kiwi} |"
             + (" kiwisolver / this solver |" if with_ratio else ""),
             "| --- | --- | --- |" + (" ---: |" if with_ratio else "")]
    for entry in figures["solver"]:
        if (entry["workload"], entry["n"]) not in cases:
            continue
        name = SOLVER_NAMES[entry["workload"]].format(n=spaced(entry["n"]))
        line = f"| {name} | {readable(entry['layout_solve_ms'] * 1e3)} | {readable(entry['kiwisolver_ms'] * 1e3)} |"
        if with_ratio:
            line += f" {times(ratio(entry['kiwisolver_ms'], entry['layout_solve_ms']))} |"
        lines.append(line)
    return "\n".join(lines)


def provenance(figures):
    m = figures["machine"]
    load = figures["load_average"]
    memory = (", one `layout-bench peak-memory --engine E` process for each of "
              + ", ".join(e["engine"] for e in figures["peak_memory"])
              if figures.get("peak_memory") else "")
    return (f"Measured by `{figures['command']}` on {figures['date']}: one `{figures['layout_bench']}` run "
            f"(release, medians over its repeated runs), {figures['solver_runs']} runs of each solver on each "
            f"exported file (medians){memory}, on {m['system']}, {m['cores']} cores ({m['processor']}), "
            f"{m['swift']}, load average {load[0]} at the start and {load[1]} at the end.")


README_ROWS = {
    "conversation": ("the conversation, N messages at 480 pt", [
        ("cold, N = {n}", 1000, "cold"), ("cold, N = {n}", 10000, "cold"),
        ("resize step, N = {n}", 10000, "resize-step"), ("one text changed, N = {n}", 10000, "text-changed")]),
    "feed": ("the iOS layout benchmark's feed, N items at 375 pt", [
        ("cold, N = {n}", 100, "cold"), ("cold, N = {n}", 1000, "cold"),
        ("resize step, N = {n}", 1000, "resize-step"), ("one text changed, N = {n}", 1000, "text-changed")]),
    "form": ("the login form, N fields at 480 pt", [("cold, N = {n}", 1000, "cold")]),
}

WORKLOADS = [
    ("conversation", "the conversation, N messages at 480 pt"),
    ("feed", "the iOS layout benchmark's feed, N items at 375 pt"),
    ("form", "the login form, N fields at 480 pt"),
]


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


# MARK: The targets (issue 23), judged from one run


def verdict(text, met, what=""):
    """`text: met` or `text: missed`; `what: not measured` when a figure is missing."""
    if met is None:
        return f"{what}: not measured" if what else "not measured"
    return f"{text}: {'met' if met else 'missed'}"


def cold_against_floor(figures, workload, sizes, engine, limit):
    found = [ratio(bench_value(figures, workload, engine, n, "cold"), bench_value(figures, workload, "floor", n, "cold"))
             for n in sizes]
    if None in found:
        return verdict("", None)
    return verdict(" and ".join(f"{times(r)}×" for r in found) + f" the floor (≤ {limit}×)", all(r <= limit for r in found))


def text_changed_targets(figures):
    row = bench_row(figures, "conversation", "preference", 10000, "text-changed")
    evaluations = count(row, "body_evaluations")
    p = bench_value(figures, "conversation", "preference", 10000, "text-changed")
    c, c_small = (bench_value(figures, "conversation", "constraint", n, "text-changed") for n in (10000, 1000))
    # The workload changes one text in one row, the widest label unchanged: one row's inputs changed.
    preference = "; ".join([
        verdict(f"{readable(p)} (≤ 1 ms)", None if p is None else p <= 1000, "time"),
        verdict(f"{evaluations} body evaluation{'s' if evaluations != 1 else ''} (≤ 1 + 1: one row changed)",
                None if evaluations is None else evaluations <= 2, "body evaluations")])
    growth = ratio(c, c_small)
    constraint = "; ".join([
        verdict(f"{readable(c)} (≤ 30 µs)", None if c is None else c <= 30, "time"),
        verdict(f"{times(growth)}× its {readable(c_small)} at N = 1 000 (≤ 2×)", None if growth is None else growth <= 2,
                "N = 1 000")])
    return preference, constraint


def within_50_us(c, floor):
    """The form's resize target for the constraint engine: at most 50 µs."""
    return verdict(f"{readable(c)} (≤ 50 µs)", None if c is None else c <= 50)


def within_floor(c, floor):
    """The conversation's resize target for the constraint engine: at most 1.5× the floor's step."""
    against_floor = ratio(c, floor)
    return verdict(f"{readable(c)}, {times(against_floor)}× the floor's {readable(floor)} (≤ 1.5×)",
                   None if against_floor is None else against_floor <= 1.5)


def resize_targets(figures, workload, judge_constraint):
    p, c, floor = (bench_value(figures, workload, engine, 1000, "resize-step") for engine in ("preference", "constraint", "floor"))
    against_c = ratio(p, c)
    preference = verdict(f"{readable(p)}, {times(against_c)}× the constraint engine (≤ 2×)",
                         None if against_c is None else against_c <= 2)
    return preference, judge_constraint(c, floor)


def growth_target(figures, engine):
    parts = []
    for workload in ("conversation", "form"):
        growth = ratio(bench_value(figures, workload, engine, 10000, "cold"), bench_value(figures, workload, engine, 1000, "cold"))
        parts.append(verdict(f"{workload} {times(growth)}× (≤ 11×)", None if growth is None else growth <= 11, workload))
    return "; ".join(parts)


def peak(figures, engine):
    return next((e for e in figures.get("peak_memory", []) if e["engine"] == engine), None)


def memory_target(figures, engine):
    mine, floor = peak(figures, engine), peak(figures, "floor")
    if mine is None or floor is None:
        return verdict("", None)
    r = mine["peak_mib"] / floor["peak_mib"]
    return verdict(f"{mine['peak_mib']:.1f} MiB, {times(r)}× the floor's {floor['peak_mib']:.1f} MiB (≤ 2×)", r <= 2)


def solver_target(figures):
    parts = []
    for workload, n in (("W1", 10000), ("W5", 4000)):
        entry = next((e for e in figures["solver"] if e["workload"] == workload and e["n"] == n), None)
        if entry is None:
            parts.append(f"{workload} N = {spaced(n)}: not measured")
            continue
        r = entry["kiwisolver_ms"] / entry["layout_solve_ms"]
        parts.append(verdict(f"{workload} N = {spaced(n)} {times(r)}× faster (≥ 25×)", r >= 25))
    return "; ".join(parts)


def targets_table(figures):
    text_p, text_c = text_changed_targets(figures)
    form_p, form_c = resize_targets(figures, "form", within_50_us)
    conversation_p, conversation_c = resize_targets(figures, "conversation", within_floor)
    rows = [
        ("conversation cold, N = 1 000 and 10 000",
         cold_against_floor(figures, "conversation", (1000, 10000), "preference", 3),
         cold_against_floor(figures, "conversation", (1000, 10000), "constraint", 2)),
        ("feed cold, N = 100 and 1 000",
         cold_against_floor(figures, "feed", (100, 1000), "preference", 3),
         cold_against_floor(figures, "feed", (100, 1000), "constraint", 2)),
        ("form cold, N = 1 000 and 10 000",
         cold_against_floor(figures, "form", (1000, 10000), "preference", 3),
         cold_against_floor(figures, "form", (1000, 10000), "constraint", 2)),
        ("one text changed, conversation N = 10 000, widest label unchanged", text_p, text_c),
        ("resize step, form N = 1 000", form_p, form_c),
        ("resize step, conversation N = 1 000", conversation_p, conversation_c),
        ("growth cold, t(10 000) / t(1 000) in wall-clock time (by work: \"The workloads\")", growth_target(figures, "preference"), growth_target(figures, "constraint")),
        ("peak resident size, conversation cold N = 10 000, its own process",
         memory_target(figures, "preference"), memory_target(figures, "constraint")),
        ("the solver against kiwisolver, the same files", "", solver_target(figures)),
    ]
    lines = ["| target | preference engine | constraint engine |", "| --- | --- | --- |"]
    lines += [f"| {name} | {p} | {c} |" for name, p, c in rows]
    return "\n".join(lines)


def memory_paragraph(figures):
    found = [peak(figures, engine) for engine in PEAK_ENGINES]
    if None in found:
        return "The peak resident sizes were not measured in this run."
    names = {"floor": "the floor", "constraint": "the constraint engine", "preference": "the preference engine"}
    return paragraph(
        f"Peak resident size of one cold conversation of {spaced(found[0]['n'])} messages, each alone in its process "
        "(`layout-bench peak-memory --engine E`, its frames checked after the peak is read): "
        + ", ".join(f"{names[e['engine']]} {e['peak_mib']:.1f} MiB" for e in found)
        + "; of which the process and the messages before any layout: "
        + ", ".join(f"{e['before_layout_mib']:.1f}" for e in found) + " MiB.")


def performance_section(figures):
    parts = [paragraph("Written by `scripts/update-figures.py` from `docs/figures.json`; do not edit by hand. "
                       + provenance(figures) + " The columns are defined under \"How it is measured\"; an empty "
                       "cell was not measured (no floor for one text changed; the form's relation layout only up "
                       "to N = 1 000). The solvers: " + same_values(figures) + "."),
             ""]
    for workload, title in WORKLOADS:
        parts += [workload_table(figures, workload, title), ""]
    parts += [solver_table(figures, {(e["workload"], e["n"]) for e in figures["solver"]}, with_ratio=True), ""]
    parts += [memory_paragraph(figures), ""]
    parts += ["Against the targets of issue 23, judged by the script from the figures above:", ""]
    parts += [targets_table(figures), ""]
    parts.append("![Time against N, log-log](images/scaling.svg)")
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
