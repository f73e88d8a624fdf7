#!/usr/bin/env python3
"""Time layout-solve and kiwisolver side by side on the solver workloads of layout-bench.

Use (from the package root, after `pip install kiwisolver`):
    swift build -c release
    python3 Comparisons/kiwi/compare.py [--runs 5]

For each workload and size, `layout-bench export` writes the system in the text format; both
`layout-solve --time` and `time_kiwi.py` solve that same file. The table shows the median solve
time of each over the runs (milliseconds, parse excluded) and checks that both print the same
values (within 1e-6 relative). Both times include building the system from the parsed file, so
kiwisolver's include the cost of Python building kiwi's expressions.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = os.path.join(ROOT, ".build", "release")
CASES = [("W1", 1000), ("W1", 10000), ("W2", 100), ("W2", 1000), ("W4", 30), ("W4", 100), ("W5", 1000), ("W5", 4000)]


UNITS_MS = {"ns": 1e-6, "µs": 1e-3, "us": 1e-3, "ms": 1.0, "s": 1e3}


def solve_time(command):
    """Runs a solver command; returns (solve milliseconds, {name: value}). Both solvers print
    `solve: TIME UNIT` on standard error (layout-solve in readable units: `412 µs`, `1.71 s`)."""
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    value, unit = next(line.split(":", 1)[1].split() for line in done.stderr.splitlines() if line.startswith("solve:"))
    solve = float(value) * UNITS_MS[unit]
    values = {}
    for line in done.stdout.splitlines():
        name, _, value = line.partition(" = ")
        values[name] = float(value)
    return solve, values


def agree(a, b):
    return a.keys() == b.keys() and all(abs(a[k] - b[k]) <= 1e-6 * max(1.0, abs(a[k])) for k in a)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'workload':8} {'n':>6} {'layout-solve ms':>16} {'kiwisolver ms':>14} {'ratio':>7}  same values")
    with tempfile.TemporaryDirectory() as scratch:
        for workload, n in CASES:
            path = os.path.join(scratch, f"{workload}-{n}.txt")
            subprocess.run([os.path.join(BIN, "layout-bench"), "export", workload, "--n", str(n), "--output", path], check=True)
            ours, theirs = [], []
            for _ in range(args.runs):
                t, our_values = solve_time([os.path.join(BIN, "layout-solve"), "--time", path])
                ours.append(t)
                t, kiwi_values = solve_time([sys.executable, os.path.join(HERE, "time_kiwi.py"), path])
                theirs.append(t)
            a, b = statistics.median(ours), statistics.median(theirs)
            print(f"{workload:8} {n:>6} {a:>16.2f} {b:>14.2f} {b / a:>6.1f}×  {'yes' if agree(our_values, kiwi_values) else 'NO'}")


if __name__ == "__main__":
    main()
