#!/usr/bin/env python3
"""reference_frames.py OURS.json PREFIX: layout-compare's frames in a reference checker's form.

`layout-compare FILES --json OURS.json` writes one entry per scenario and proposal with every
engine's frames (docs/ARCHITECTURE.md, "layout-compare"). A checker that compares one engine with
an independent implementation (OpenSwiftUI's `osui-layout`, docs/PERFORMANCE.md, "Cross-check")
reads a list of `{"name", "proposal", "frames"}` objects, or `{"name", "proposal", "error"}`.
This writes that list for each engine, to PREFIX-ENGINE.json (PREFIX-preference.json,
PREFIX-constraint.json); a NaN coordinate, which JSON writes as null, becomes the string "nan".
"""
import json
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    report = json.load(open(sys.argv[1]))
    lists = {}
    for entry in report["scenarios"]:
        for engine, outcome in entry["engines"].items():
            item = {"name": entry["name"], "proposal": entry["proposal"]}
            if "error" in outcome:
                item["error"] = outcome["error"]
            else:
                item["frames"] = {identifier: ["nan" if value is None else value for value in frame]
                                  for identifier, frame in outcome["frames"].items()}
            lists.setdefault(engine, []).append(item)
    for engine, items in lists.items():
        with open("%s-%s.json" % (sys.argv[2], engine), "w") as output:
            json.dump(items, output)


if __name__ == "__main__":
    main()
