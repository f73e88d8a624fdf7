#!/usr/bin/env python3
"""Build the metrics-only DejaVu Sans face that LayoutModel carries.

Reads DejaVu Sans Book (a TrueType file), keeps only the tables text measurement
reads -- head, hhea, maxp, hmtx, cmap -- plus a reduced name table (copyright,
names, version, licence text and URL), writes them out as a valid TrueType file
with fresh table checksums and checkSumAdjustment, and embeds that file as a
base64 string literal in a Swift source file. Also writes the font's own licence
text (name ID 13) beside this script.

No outlines are kept: the result measures text exactly like the original but
cannot draw it. Python standard library only; the output is deterministic.

Usage:
    python3 Fonts/generate_embedded_font.py [--source FONT.ttf]
"""

import argparse
import base64
import hashlib
import os
import struct
import sys

DEFAULT_SOURCE = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SWIFT_OUTPUT = os.path.join(ROOT, "Sources", "LayoutModel", "Text", "FontFace+EmbeddedDejaVuSans.swift")
LICENSE_OUTPUT = os.path.join(HERE, "DejaVu-LICENSE.txt")

KEPT_TABLES = [b"cmap", b"head", b"hhea", b"hmtx", b"maxp"]
# Windows Unicode BMP, US English: copyright, family, subfamily, full name,
# version, licence, licence URL.
KEPT_NAME_IDS = [0, 1, 2, 4, 5, 13, 14]
LINE_LENGTH = 76


def read_tables(font):
    """Returns {tag: bytes} for every table of a single-font sfnt file."""
    version, count = struct.unpack(">IH", font[:6])
    if version not in (0x00010000, 0x74727565):
        sys.exit("not a TrueType file")
    tables = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", font[12 + 16 * index:28 + 16 * index])
        tables[tag] = font[offset:offset + length]
    return tables


def reduced_name_table(name):
    """Keeps the Windows Unicode BMP US-English records listed in KEPT_NAME_IDS."""
    _, count, storage = struct.unpack(">HHH", name[:6])
    records = []
    for index in range(count):
        platform, encoding, language, name_id, length, offset = struct.unpack(
            ">6H", name[6 + 12 * index:18 + 12 * index])
        if (platform, encoding, language) == (3, 1, 0x409) and name_id in KEPT_NAME_IDS:
            records.append((platform, encoding, language, name_id,
                            name[storage + offset:storage + offset + length]))
    records.sort()
    header = struct.pack(">HHH", 0, len(records), 6 + 12 * len(records))
    directory = b""
    strings = b""
    for platform, encoding, language, name_id, text in records:
        directory += struct.pack(">6H", platform, encoding, language, name_id, len(text), len(strings))
        strings += text
    return header + directory + strings


def licence_text(name):
    """The licence text (name ID 13) of the Windows Unicode record."""
    _, count, storage = struct.unpack(">HHH", name[:6])
    for index in range(count):
        platform, encoding, language, name_id, length, offset = struct.unpack(
            ">6H", name[6 + 12 * index:18 + 12 * index])
        if (platform, encoding, language, name_id) == (3, 1, 0x409, 13):
            return name[storage + offset:storage + offset + length].decode("utf-16-be")
    sys.exit("the font carries no licence text")


def checksum(data):
    padded = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(">%dI" % (len(padded) // 4), padded)) & 0xFFFFFFFF


def build_font(tables):
    """Serialises tables (sorted by tag) as a TrueType file with valid checksums."""
    tags = sorted(tables)
    count = len(tags)
    power = 1
    while power * 2 <= count:
        power *= 2
    search_range = power * 16
    entry_selector = power.bit_length() - 1
    range_shift = count * 16 - search_range
    header = struct.pack(">IHHHH", 0x00010000, count, search_range, entry_selector, range_shift)

    tables = dict(tables)
    # checkSumAdjustment (head offset 8) is zero while checksums are computed.
    tables[b"head"] = tables[b"head"][:8] + b"\0\0\0\0" + tables[b"head"][12:]

    offset = 12 + 16 * count
    directory = b""
    body = b""
    for tag in tags:
        data = tables[tag]
        directory += struct.pack(">4sIII", tag, checksum(data), offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    font = bytearray(header + directory + body)

    head_offset = 12 + 16 * count + sum(len(tables[t]) + (-len(tables[t]) % 4) for t in tags[:tags.index(b"head")])
    adjustment = (0xB1B0AFBA - checksum(bytes(font))) & 0xFFFFFFFF
    font[head_offset + 8:head_offset + 12] = struct.pack(">I", adjustment)
    return bytes(font)


def swift_source(font, source_digest, licence):
    encoded = base64.b64encode(font).decode("ascii")
    lines = [encoded[i:i + LINE_LENGTH] for i in range(0, len(encoded), LINE_LENGTH)]
    licence_comment = "\n".join(("// " + line).rstrip() for line in licence.splitlines())
    literal = "\n".join("        " + line for line in lines)
    return f"""// Generated by Fonts/generate_embedded_font.py -- do not edit by hand.
//
// DejaVu Sans Book, reduced to the tables text measurement reads (cmap, head,
// hhea, hmtx, maxp, and a name table with the copyright and licence): a valid
// TrueType file of {len(font)} bytes without outlines. Built from a font file
// whose SHA-256 is {source_digest}.
// The font data below is distributed under the font's own licence, which follows
// (it is also in Fonts/DejaVu-LICENSE.txt and in the data's name table):
//
{licence_comment}

import Foundation

extension FontFace {{
    /// The embedded DejaVu Sans Book file (metrics tables only), base64 encoded.
    static let embeddedDejaVuSansBase64 = \"\"\"
{literal}
        \"\"\"
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", default=DEFAULT_SOURCE, help="DejaVuSans.ttf to read")
    arguments = parser.parse_args()
    with open(arguments.source, "rb") as handle:
        original = handle.read()
    tables = read_tables(original)
    kept = {tag: tables[tag] for tag in KEPT_TABLES}
    kept[b"name"] = reduced_name_table(tables[b"name"])
    font = build_font(kept)
    licence = licence_text(tables[b"name"])
    digest = hashlib.sha256(original).hexdigest()
    with open(SWIFT_OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(swift_source(font, digest, licence))
    with open(LICENSE_OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(licence.rstrip() + "\n")
    print(f"{len(font)} bytes of font, {os.path.getsize(SWIFT_OUTPUT)} bytes of Swift -> {SWIFT_OUTPUT}")


if __name__ == "__main__":
    main()
