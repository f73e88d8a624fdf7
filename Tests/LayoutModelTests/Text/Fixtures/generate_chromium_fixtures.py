#!/usr/bin/env python3
"""Lay text cases out in headless Chromium and write their lines as Swift fixtures.

Like yoga's gentest: a browser is the reference, run once by a developer, and the
tests read what it said (CI needs no browser). Each case is a text set in DejaVu
Sans at 16 px with Droid Sans Fallback after it (for the CJK scalars DejaVu Sans
lacks), kerning and ligatures off, `white-space: pre-wrap` and
`overflow-wrap: break-word` (a word longer than the line breaks between
characters, as SwiftUI's does), at the given widths. For every line the fixture
keeps where it starts (in Unicode scalars), its text without trailing spaces, and
its width: the right edge of its last scalar that is no space, in px, which
Chromium reports in layout units of 1/64 px.

Where SwiftUI and CSS differ, the fixture follows SwiftUI and says so in the case's
note: each paragraph (the text between line breaks) is set in a block of its own,
and an empty paragraph -- between two line breaks, or after a final one -- is one
empty line (CSS shows no line after a final line break in pre-wrap). Trailing
spaces hang in both and count in no width.

The fallback face's advances are read from the font file itself (cmap and hmtx),
for the scalars the cases use that DejaVu Sans does not map; the tests build a
face with those advances.

Needs: apt-get install -y chromium fonts-dejavu-core fonts-droid-fallback
Usage: python3 Tests/LayoutModelTests/Text/Fixtures/generate_chromium_fixtures.py
"""

import json
import os
import re
import struct
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "ChromiumTextFixtures+Cases.swift")
PRIMARY_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FALLBACK_FONT = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
FONT_SIZE = 16
# Tall enough that every glyph box of a line lies inside it, whichever face set it.
LINE_HEIGHT = 40

# (name, text, widths in px, note)
CASES = [
    ("hyphens", "A well-known state-of-the-art layout engine", [70, 100, 160], ""),
    ("hyphen before digits", "Call 555-0123 or e-mail x-ray -5 a--b", [60, 90], ""),
    ("em dashes", "Wait\u2014what? Yes\u2014no\u2014maybe\u2014\u2014so", [50, 80, 120], ""),
    ("en dashes and slashes", "pages 10\u201320 and/or either/or", [60, 100], ""),
    ("closing punctuation", "Hello (world) [again], {braces}; \u201cquoted\u201d text!", [50, 80, 130], ""),
    ("punctuation after spaces", "one ! two ? three ) four", [40, 70], ""),
    ("opening punctuation", "f(x) and g[y] then (a b)", [30, 60], ""),
    ("numbers", "Pay $12.50 (or 50%) by 12/31, ok?", [50, 90], ""),
    ("chinese", "\u4e2d\u6587\u6587\u672c\u7684\u6362\u884c\u3002\u6bcf\u4e2a\u5b57\u4e4b\u95f4\u90fd\u53ef\u4ee5\u65ad\u5f00\uff0c\u4f46\u4e0d\u5728\u6807\u70b9\u4e4b\u524d\u3002",
     [100, 150, 230], ""),
    ("chinese with latin", "\u6211\u4eec\u7528SwiftUI\u505a\u5e03\u5c40\uff08\u5f88\u597d\uff09\u3002Layout\u5f15\u64ce", [90, 130], ""),
    ("chinese quotes", "\u4ed6\u8bf4\uff1a\u201c\u4f60\u597d\u3002\u201d\u7136\u540e\u8d70\u4e86\u3002", [60, 100], ""),
    ("japanese small kana", "\u30c1\u30e7\u30b3\u30ec\u30fc\u30c8\u3068\u30b3\u30fc\u30d2\u30fc\u3092\u304a\u9858\u3044\u3057\u307e\u3059", [70, 110], ""),
    ("line breaks", "line one\nline two\n\nafter a blank", [100, 300],
     "SwiftUI and CSS agree; each paragraph is set apart, the empty one is one empty line."),
    ("final line break", "ends with a break\n", [80, 300],
     "SwiftUI follows a final line break with an empty line; CSS pre-wrap shows none. "
     "The fixture follows SwiftUI: its last line is empty."),
    ("long words", "Supercalifragilisticexpialidocious is long", [60, 120], ""),
    ("long word after words", "a b Pneumonoultramicroscopic c", [50, 100], ""),
    ("several spaces", "several   spaces    between   words", [60, 90, 140],
     "Spaces at a wrap hang in CSS and belong to neither line in SwiftUI: no width counts them."),
    ("leading spaces", "   indented text that wraps", [60, 100], ""),
    ("trailing spaces", "trailing spaces     ", [60, 300],
     "The paragraph's trailing spaces count in no width (SwiftUI) and hang (CSS)."),
    ("mixed", "Hello\u2014\u4e16\u754c! A state-of-the-art (\u65b0) engine.", [60, 110], ""),
]


def font_tables(path):
    data = open(path, "rb").read()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index:28 + 16 * index])
        tables[tag.decode("latin-1")] = data[offset:offset + length]
    return tables


def character_map(cmap):
    """Scalar -> glyph from the best Unicode subtable (format 12, else 4)."""
    count = struct.unpack(">H", cmap[2:4])[0]
    subtables = []
    for index in range(count):
        platform, encoding, offset = struct.unpack(">HHI", cmap[4 + 8 * index:12 + 8 * index])
        form = struct.unpack(">H", cmap[offset:offset + 2])[0]
        if (platform, encoding) in ((3, 10), (0, 4), (0, 6)) and form == 12:
            subtables.append((0, offset, form))
        elif (platform, encoding) in ((3, 1), (0, 3), (0, 1), (0, 0)) and form == 4:
            subtables.append((1, offset, form))
    _, offset, form = min(subtables)
    mapping = {}
    if form == 12:
        groups = struct.unpack(">I", cmap[offset + 12:offset + 16])[0]
        for index in range(groups):
            first, last, glyph = struct.unpack(">III", cmap[offset + 16 + 12 * index:offset + 28 + 12 * index])
            for point in range(first, last + 1):
                mapping[point] = glyph + point - first
        return mapping
    segments = struct.unpack(">H", cmap[offset + 6:offset + 8])[0] // 2
    def array(start):
        return struct.unpack(f">{segments}H", cmap[start:start + 2 * segments])
    ends = array(offset + 14)
    starts = array(offset + 16 + 2 * segments)
    deltas = array(offset + 16 + 4 * segments)
    range_offsets_at = offset + 16 + 6 * segments
    range_offsets = array(range_offsets_at)
    for index in range(segments):
        for point in range(starts[index], ends[index] + 1):
            if point == 0xFFFF:
                continue
            if range_offsets[index] == 0:
                glyph = (point + deltas[index]) & 0xFFFF
            else:
                at = range_offsets_at + 2 * index + range_offsets[index] + 2 * (point - starts[index])
                glyph = struct.unpack(">H", cmap[at:at + 2])[0]
                if glyph:
                    glyph = (glyph + deltas[index]) & 0xFFFF
            if glyph:
                mapping[point] = glyph
    return mapping


def advances(tables):
    metrics = struct.unpack(">H", tables["hhea"][34:36])[0]
    glyphs = struct.unpack(">H", tables["maxp"][4:6])[0]
    hmtx = tables["hmtx"]
    result = [struct.unpack(">H", hmtx[4 * i:4 * i + 2])[0] for i in range(metrics)]
    return result + [result[-1]] * (glyphs - metrics)


def page(blocks):
    divs = "\n".join(
        f'<div style="width:{width}px">{escape(text)}</div>' if text else f'<div style="width:{width}px"></div>'
        for text, width in blocks)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body {{ margin: 0 }}
div {{ font-family: "DejaVu Sans", "Droid Sans Fallback"; font-size: {FONT_SIZE}px; line-height: {LINE_HEIGHT}px;
      font-kerning: none; font-variant-ligatures: none; white-space: pre-wrap; overflow-wrap: break-word; }}
</style></head><body>
{divs}
<script>
const results = [];
for (const block of document.querySelectorAll("div")) {{
  const box = block.getBoundingClientRect();
  const scalars = [];
  const text = block.firstChild;
  if (text) {{
    const range = document.createRange();
    let offset = 0;
    for (const scalar of text.data) {{
      range.setStart(text, offset);
      range.setEnd(text, offset + scalar.length);
      const rect = range.getClientRects()[0];
      scalars.push([scalar, Math.floor(((rect.top + rect.bottom) / 2 - box.top) / {LINE_HEIGHT}), rect.right - box.left]);
      offset += scalar.length;
    }}
  }}
  results.push(scalars);
}}
document.body.textContent = "RESULTS" + JSON.stringify(results) + "END";
</script></body></html>"""


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def chromium_version():
    return subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()


def run_chromium(html):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "cases.html")
        with open(path, "w", encoding="utf-8") as output:
            output.write(html)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + path],
            capture_output=True, text=True, timeout=120).stdout
    match = re.search(r"RESULTS(.*)END", dom, re.S)
    if not match:
        raise SystemExit("Chromium printed no results")
    return json.loads(match.group(1))


def lines_of(scalars):
    """[(first scalar, text without trailing spaces, width)] from (scalar, line, right edge) triples."""
    if not scalars:
        return [(0, "", 0.0)]
    lines = []
    for index, (scalar, line, right) in enumerate(scalars):
        if not lines or line != lines[-1]["line"]:
            lines.append({"line": line, "start": index, "text": "", "width": 0.0})
        current = lines[-1]
        current["text"] += scalar
        if scalar != " ":
            current["width"] = right
    return [(line["start"], line["text"].rstrip(" "), line["width"]) for line in lines]


def swift_string(text):
    out = ""
    for scalar in text:
        if scalar == "\\" or scalar == '"':
            out += "\\" + scalar
        elif scalar == "\n":
            out += "\\n"
        elif ord(scalar) < 0x20 or ord(scalar) > 0x7E:
            out += "\\u{%X}" % ord(scalar)
        else:
            out += scalar
    return '"' + out + '"'


def swift_number(value):
    return repr(float(value)) if value != int(value) else f"{int(value)}"


def main():
    blocks = []
    for _, text, widths, _ in CASES:
        for width in widths:
            for paragraph in text.split("\n"):
                blocks.append((paragraph, width))
    results = run_chromium(page(blocks))

    primary = character_map(font_tables(PRIMARY_FONT)["cmap"])
    fallback_tables = font_tables(FALLBACK_FONT)
    fallback_map = character_map(fallback_tables["cmap"])
    fallback_advances = advances(fallback_tables)
    units_per_em = struct.unpack(">H", fallback_tables["head"][18:20])[0]
    needed = sorted({ord(s) for _, text, _, _ in CASES for s in text if ord(s) not in primary and s != "\n"})
    missing = [f"U+{point:04X}" for point in needed if point not in fallback_map]
    if missing:
        raise SystemExit(f"neither face maps {missing}")

    entries = []
    block = 0
    for name, text, widths, note in CASES:
        for width in widths:
            lines = []
            offset = 0
            for paragraph in text.split("\n"):
                for start, line_text, line_width in lines_of(results[block]):
                    lines.append((offset + start, line_text, line_width))
                block += 1
                offset += len(paragraph) + 1
            rendered = ",\n".join(
                f"                .init(start: {start}, text: {swift_string(t)}, width: {swift_number(w)})"
                for start, t, w in lines)
            entries.append(f"""        Case(
            name: {swift_string(name)}, text: {swift_string(text)}, width: {width},
            note: {swift_string(note)},
            lines: [
{rendered},
            ]),""")
    advances_text = ",\n".join(
        f"        0x{point:04X}: {fallback_advances[fallback_map[point]]},  // {chr(point)}" for point in needed)
    source = f"""// Generated by Tests/LayoutModelTests/Text/Fixtures/generate_chromium_fixtures.py -- do not edit by hand.
//
// {chromium_version()}, DejaVu Sans then Droid Sans Fallback at {FONT_SIZE} px, kerning and ligatures
// off, white-space: pre-wrap, overflow-wrap: break-word. Each paragraph is set in a block of its
// own; an empty paragraph is one empty line, as in SwiftUI (see the script's header and each case's
// note). Widths are Chromium's, in layout units of 1/64 px.

extension ChromiumTextFixtures {{
    /// The cases, one per text and width.
    static let cases: [Case] = [
{chr(10).join(entries)}
    ]

    /// Droid Sans Fallback's units per em.
    static let fallbackUnitsPerEm = {units_per_em}

    /// Droid Sans Fallback's advance, in its units, of every scalar the cases use that DejaVu Sans
    /// does not map.
    static let fallbackAdvances: [UInt32: Int] = [
{advances_text},
    ]
}}
"""
    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write(source)
    print(f"wrote {OUTPUT}: {len(entries)} cases, {len(needed)} fallback scalars")


if __name__ == "__main__":
    main()
