#!/usr/bin/env python3
"""Build the line-break class table that LayoutModel's line breaker reads.

Reads Unicode's LineBreak.txt (UAX #14's Line_Break property), resolves the
classes the algorithm never sees (rule LB1: AI, SG and XX become AL, SA becomes
CM for marks and AL otherwise, CJ becomes ID -- the tailoring LB1 allows and CSS's
line-break: normal, a browser's default, uses: a line may start with a small kana
or the prolonged sound mark), splits OP into OP and "wide OP"
(East_Asian_Width F, W or H, from EastAsianWidth.txt, which rule LB30 tells
apart), splits off the ID code points that are unassigned (UnicodeData.txt) and
Extended_Pictographic (emoji/emoji-data.txt) as "IDX", which rule LB30b tells
apart, splits QU by general category into initial (Pi), final (Pf) and other
quotation marks, which rules LB19 and LB19a of Unicode 15.1 tell apart, fills the unlisted code points with the defaults LineBreak.txt's header
gives, and writes the result as runs -- (first code point, class) for each
stretch of one class -- packed in 32 bits each and base64 encoded into
Sources/LayoutModel/Text/LineBreakClass+Table.swift, with the ranges of East
Asian characters (East_Asian_Width F, W or H), which LB19a asks about, packed the
same way (first and last code point of each range).

Python standard library only; the output is deterministic.

Usage:
    python3 Unicode/generate_line_break_classes.py [--ucd /usr/share/unicode]
"""

import argparse
import base64
import hashlib
import os
import re
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SWIFT_OUTPUT = os.path.join(ROOT, "Sources", "LayoutModel", "Text", "LineBreakClass+Table.swift")
LINE_LENGTH = 76

# The classes after LB1, in the order of `LineBreakClass`'s raw values.
CLASSES = [
    "AL", "BA", "BB", "B2", "BK", "CB", "CL", "CM", "CP", "CR", "EB", "EM", "EX", "GL",
    "H2", "H3", "HL", "HY", "ID", "IN", "IS", "JL", "JT", "JV", "LF", "NL", "NS", "NU",
    "OP", "PO", "PR", "QU", "RI", "SP", "SY", "WJ", "ZW", "ZWJ", "OPW", "IDX", "QUPI", "QUPF",
]

# Defaults for code points LineBreak.txt does not list (its header, Unicode 15.0).
DEFAULTS = [
    (0x3400, 0x4DBF, "ID"),
    (0x4E00, 0x9FFF, "ID"),
    (0xF900, 0xFAFF, "ID"),
    (0x20000, 0x2FFFD, "ID"),
    (0x30000, 0x3FFFD, "ID"),
    (0x1F000, 0x1FAFF, "ID"),
    (0x1FC00, 0x1FFFD, "ID"),
    (0x20A0, 0x20CF, "PR"),
]

LINE = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*(\w+)\s*(?:#\s*(\w+))?")


def read_property(path):
    """Yields (first, last, value, general category or None) for each data line."""
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            match = LINE.match(line)
            if match:
                first = int(match.group(1), 16)
                last = int(match.group(2), 16) if match.group(2) else first
                yield first, last, match.group(3), match.group(4)


def version_of(path):
    with open(path, encoding="utf-8") as lines:
        first = lines.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    return match.group(1) if match else "unknown"


def build(ucd):
    line_break = os.path.join(ucd, "LineBreak.txt")
    east_asian_width = os.path.join(ucd, "EastAsianWidth.txt")
    classes = ["XX"] * 0x110000
    categories = [None] * 0x110000
    for first, last, value in DEFAULTS:
        classes[first:last + 1] = [value] * (last - first + 1)
    for first, last, value, category in read_property(line_break):
        classes[first:last + 1] = [value] * (last - first + 1)
        categories[first:last + 1] = [category] * (last - first + 1)
    wide = bytearray(0x110000)
    for first, last, value, _ in read_property(east_asian_width):
        if value in ("F", "W", "H"):
            wide[first:last + 1] = b"\x01" * (last - first + 1)

    assigned = bytearray(0x110000)
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as lines:
        range_start = None
        for line in lines:
            fields = line.split(";")
            point = int(fields[0], 16)
            if fields[1].endswith(", First>"):
                range_start = point
                continue
            first = range_start if fields[1].endswith(", Last>") else point
            assigned[first:point + 1] = b"\x01" * (point - first + 1)
            range_start = None
    pictographic = bytearray(0x110000)
    for first, last, value, _ in read_property(os.path.join(ucd, "emoji", "emoji-data.txt")):
        if value == "Extended_Pictographic":
            pictographic[first:last + 1] = b"\x01" * (last - first + 1)

    # LB1, and the classes LB30 and LB30b split.
    for point in range(0x110000):
        value = classes[point]
        if value in ("AI", "SG", "XX"):
            value = "AL"
        elif value == "SA":
            value = "CM" if categories[point] in ("Mn", "Mc") else "AL"
        elif value == "CJ":
            value = "ID"
        elif value == "OP" and wide[point]:
            value = "OPW"
        elif value == "QU" and categories[point] in ("Pi", "Pf"):
            value = "QUPI" if categories[point] == "Pi" else "QUPF"
        elif value == "ID" and pictographic[point] and not assigned[point]:
            value = "IDX"
        elif value == "CP" and wide[point]:
            raise SystemExit(f"U+{point:04X} is a wide CP: LB30 needs a class for it")
        classes[point] = value

    runs = []
    for point, value in enumerate(classes):
        if not runs or runs[-1][1] != value:
            runs.append((point, value))
    packed = b"".join(struct.pack(">I", first << 8 | CLASSES.index(value)) for first, value in runs)
    wide_ranges = []
    for point in range(0x110000):
        if wide[point]:
            if wide_ranges and wide_ranges[-1][1] == point - 1:
                wide_ranges[-1][1] = point
            else:
                wide_ranges.append([point, point])
    packed_wide = b"".join(struct.pack(">II", first, last) for first, last in wide_ranges)
    return runs, packed, packed_wide, version_of(line_break), version_of(east_asian_width)


def literal(data):
    encoded = base64.b64encode(data).decode("ascii")
    lines = [encoded[i:i + LINE_LENGTH] for i in range(0, len(encoded), LINE_LENGTH)]
    return "\n".join("        " + line for line in lines)


def swift_source(runs, packed, packed_wide, version, width_version):
    body = literal(packed)
    wide_body = literal(packed_wide)
    digest = hashlib.sha256(packed + packed_wide).hexdigest()
    return f'''// Generated by Unicode/generate_line_break_classes.py -- do not edit by hand.
//
// The Line_Break property of every code point, from LineBreak-{version}.txt and
// EastAsianWidth-{width_version}.txt, resolved as UAX #14's rule LB1 says (AI, SG, XX -> AL;
// SA -> CM or AL; CJ -> ID, as CSS's line-break: normal), with OP split by East_Asian_Width for rule LB30 and
// ID split by Extended_Pictographic and assignment (UnicodeData-{version}.txt) for LB30b.
// {len(runs)} runs; SHA-256 of the packed runs: {digest}.

import Foundation

extension LineBreakClass {{
    /// The runs of one class, in code point order: 4 bytes each, big-endian, the first
    /// code point of the run in the high 24 bits and the class's raw value in the low 8;
    /// base64 encoded.
    static let packedRuns = """
{body}
        """

    /// The East Asian code points (East_Asian_Width F, W or H): 8 bytes a range, big-endian,
    /// its first and last code point; base64 encoded.
    static let packedEastAsianRanges = """
{wide_body}
        """

    /// The Unicode version the runs come from.
    static let unicodeVersion = "{version}"
}}
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", default="/usr/share/unicode",
                        help="the folder with LineBreak.txt and EastAsianWidth.txt")
    arguments = parser.parse_args()
    runs, packed, packed_wide, version, width_version = build(arguments.ucd)
    with open(SWIFT_OUTPUT, "w", encoding="utf-8") as output:
        output.write(swift_source(runs, packed, packed_wide, version, width_version))
    print(f"wrote {SWIFT_OUTPUT}: {len(runs)} runs, Unicode {version}")


if __name__ == "__main__":
    main()
