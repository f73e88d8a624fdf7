#!/usr/bin/env python3
"""Hostile input for layout-compare and layout-solve, each file in its own process.

Generates scenario files and constraint scripts meant to break the tools (malformed JSON,
numbers near and past a double's range, NaN-like strings, deep nesting, repeats and sizes
at and past the caps, negative spacing, unknown keys of megabytes, random trees with
hostile values, mangled catalog files), runs each through the release tool under a time
limit and an address-space limit (`ulimit -v`), and sorts what happened:

  trap       the process died of a signal (a Swift trap, a segfault)
  hang       it passed the time limit
  memory     it ran out of the address space it was given ("failed to allocate")
  exit       an exit status the tool does not promise (not 0, 1 or 2), or not the one
             the input calls for (2 for a file that is no scenario or is past a cap)
  nonfinite  a frame with NaN, or infinite on an axis the proposal did not make infinite,
             from an engine that said nothing about it in its diagnostics
  message    a bad-input message that does not name the file, echoes a control character
             raw or quotes more than a line's worth of the input
  wrong      a system layout-solve called solved whose values break a required constraint
             by more than 1e-3 relative (each checked against the values printed)

The campaign is seeded: the same seed and count make the same files.

    scripts/hostile-campaign.py [--count N] [--seed S] [--tools DIR] [--timeout SECONDS]
                                [--memory MIB] [--heavy SHARE] [--keep DIR] [--quiet]

It needs the release tools (`swift build -c release`). CI runs 300 inputs (about 20 s).

Exit status: 0 nothing in the classes above; 1 something was found (the files are kept in
--keep DIR when given); 2 bad usage or tools not built.
"""

import argparse
import json
import math
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
CATALOG = REPOSITORY / "Comparisons" / "Scenarios"

# The caps of a scenario file (Comparisons/Format/ScenarioLimits.swift, docs/ARCHITECTURE.md).
MAX_FILE_BYTES = 16 << 20
MAX_REPEAT_PRODUCT = 100_000
MAX_VIEWS = 200_000
MAX_DEPTH = 5_000
MAX_TEXT_BYTES = 10 << 20
MAX_LAYOUTS = 1_000

COLOURS = ["clear", "black", "white", "gray", "red", "orange", "yellow", "green", "blue", "purple"]
ALIGNMENTS = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
              "bottomLeading", "bottom", "bottomTrailing"]
HUGE = [1e308, -1e308, 1.7976931348623157e308, 5e-324, -5e-324, 1e300, -1e300, 1e16, 3e15, 1e154, -0.0]
NAN_LIKE = ["NaN", "nan", "-nan", "Infinity", "-Infinity", "inf", "-inf", "infinity ", "1e999", "0x10", "", "∞"]


class Case:
    """One input: its file name, bytes, the tool and the exit statuses it may end with."""

    def __init__(self, kind, name, data, tool="compare", expect=(0, 1, 2), options=()):
        self.kind = kind
        self.name = name
        self.data = data if isinstance(data, bytes) else data.encode("utf-8")
        self.tool = tool
        self.expect = expect
        self.options = list(options)


# MARK: Numbers and trees


def number(rng, hostile=0.3):
    """A length: ordinary most of the time, else near or past a double's range."""
    if rng.random() < hostile:
        return rng.choice(HUGE + [-5, -1000, 0, 1e-9])
    return round(rng.uniform(0, 400), rng.choice([0, 1, 3]))


def length(rng, hostile=0.3):
    """A length the file format takes where it asks for 0 or more (frames, proposals)."""
    return abs(number(rng, hostile))


def leaf(rng, hostile):
    kind = rng.randrange(9)
    if kind < 3:
        words = rng.choice(["Hello", "I forgot my password", "a", "", "Wide text " * rng.randint(1, 8), "日本語のテキスト",
                            "tab\there", "emoji 🙂🙂", "x" * rng.randint(1, 300)])
        return {"text": words}
    if kind == 3:
        return {"color": rng.choice(COLOURS)}
    if kind == 4:
        return {"rectangle": {}}
    if kind == 5:
        return {"spacer": {}} if rng.random() < 0.5 else {"spacer": {"minLength": length(rng, hostile)}}
    if kind == 6:
        return {"button": rng.choice(["OK", "Log in", "I forgot my password"])}
    if kind == 7:
        return {"textField": rng.choice(["User", "Password", ""])}
    return {"image": {"width": length(rng, hostile), "height": length(rng, hostile)}}


def modifier(rng, hostile, depth):
    choice = rng.randrange(16)
    if choice == 0:
        return {"padding": number(rng, hostile)}
    if choice == 1:
        return {"padding": {"top": number(rng, hostile), "leading": number(rng, hostile)}}
    if choice == 2:
        return {"frame": {"width": length(rng, hostile), "height": length(rng, hostile)}}
    if choice == 3:
        frame = {"minWidth": length(rng, hostile), "maxWidth": rng.choice(["infinity", length(rng, hostile)])}
        if rng.random() < 0.5:
            frame["idealHeight"] = length(rng, hostile)
        return {"frame": frame}
    if choice == 4:
        return {"fixedSize": rng.choice([True, False, {"horizontal": True, "vertical": False}])}
    if choice == 5 and depth < 4:
        return {"background": tree(rng, hostile, depth + 1), "alignment": rng.choice(ALIGNMENTS)}
    if choice == 6 and depth < 4:
        return {"overlay": tree(rng, hostile, depth + 1)}
    if choice == 7:
        return {"layoutPriority": rng.choice([1, -1, 1e308, 0.5])}
    if choice == 8:
        return {"font": rng.choice([12, 17, 40, 1e308, 1e300, 1e154, 5e-324, 1e6])}
    if choice == 9:
        return {"lineLimit": rng.choice([1, 2, 3, None])}
    if choice == 10:
        return {rng.choice(["sameWidth", "sameHeight"]): rng.choice(["g0", "g1"])}
    if choice == 11:
        return {rng.choice(["offset", "position"]): {"x": number(rng, hostile), "y": number(rng, hostile)}}
    if choice == 12:
        return {"aspectRatio": {"ratio": rng.choice([0.5, 2, 1e-300, 1e300]), "contentMode": rng.choice(["fit", "fill"])}}
    if choice == 13:
        axis = rng.choice([("horizontal", ["leading", "center", "trailing"]), ("vertical", ["top", "center", "bottom"])])
        return {"alignmentGuide": {axis[0]: rng.choice(axis[1]), "fraction": number(rng, hostile),
                                   "constant": number(rng, hostile)}}
    return {"id": "v%d" % rng.randrange(1_000_000)}


def tree(rng, hostile, depth=0):
    """A random view, a container with children or a leaf, with a few modifiers."""
    if depth >= 5 or rng.random() < 0.35:
        view = leaf(rng, hostile)
    else:
        kind = rng.choice(["hstack", "vstack", "zstack", "group", "grid"])
        children = [tree(rng, hostile, depth + 1) for _ in range(rng.randint(0, 4))]
        if kind == "grid":
            view = {"grid": [{"gridRow": children}, {"gridRow": [tree(rng, hostile, depth + 1)]}]}
            if rng.random() < 0.7:
                view["horizontalSpacing"] = rng.choice([-5, -1000, -1e308, 1e308, number(rng, hostile)])
            if rng.random() < 0.5:
                view["verticalSpacing"] = rng.choice([-3, -1e308, number(rng, hostile)])
        else:
            view = {kind: children}
            if kind in ("hstack", "vstack") and rng.random() < 0.6:
                view["spacing"] = rng.choice([-5, -1000, -1e308, 1e308, number(rng, hostile)])
    modifiers = [modifier(rng, hostile, depth) for _ in range(rng.choice([0, 0, 1, 2, 3]))]
    if modifiers:
        view["modifiers"] = modifiers
    return view


def proposals(rng, hostile):
    def offered():
        return rng.choice([None, "infinity", length(rng, hostile), 0, 320, 1e308])
    return [[offered(), offered()] for _ in range(rng.randint(1, 3))]


def scenario(rng, hostile, view=None):
    return {"name": "hostile-%d" % rng.randrange(1_000_000), "proposals": proposals(rng, hostile),
            "view": view if view is not None else tree(rng, hostile)}


# MARK: Scenario generators


def random_tree(rng, index):
    hostile = rng.choice([0.05, 0.3, 0.8])
    return Case("random tree", "tree-%d.json" % index, json.dumps(scenario(rng, hostile)), expect=(0, 1, 2))


def malformed(rng, index):
    text = json.dumps(scenario(rng, 0.1))
    how = rng.randrange(7)
    if how == 0:
        data = text[: rng.randrange(1, max(2, len(text)))]
    elif how == 1:
        position = rng.randrange(len(text))
        data = text[:position] + rng.choice(["}", "]", ",", ":", "\"", "{", "[[", "\\"]) + text[position:]
    elif how == 2:
        data = text.replace("\"view\"", "\"view\": 1, \"view\"", 1)  # a duplicate key
    elif how == 3:
        position = rng.randrange(len(text))
        data = text[:position] + rng.choice(["\u0000", "\r", "\u001b[31m", "\u202e", "\u0007"]) * rng.randint(1, 40) + text[position:]
    elif how == 4:
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 5)):
            raw[rng.randrange(len(raw))] = rng.choice([0xFF, 0xC0, 0x80, 0x00, 0xFE])
        return Case("malformed JSON", "malformed-%d.json" % index, bytes(raw), expect=(2,))
    elif how == 5:
        data = rng.choice(["", " ", "null", "[]", "{}", "[1]", "\"scenario\"", "[[[[", "{\"name\":}", "1e999"])
    else:
        data = text + rng.choice(["}", " x", ",", "{}"])
    # A mutation inside a string can leave valid JSON: only what Python's parser refuses must
    # be refused (it takes more than the format: NaN literals, duplicate keys).
    try:
        json.loads(data)
        expect = (0, 1, 2)
    except ValueError:
        expect = (2,)
    return Case("malformed JSON", "malformed-%d.json" % index, data, expect=expect)


def nan_strings(rng, index):
    """A number's place holding a string that spells no number the format has."""
    word = rng.choice(NAN_LIKE)
    view = {"text": "a", "modifiers": [rng.choice([
        {"padding": word}, {"frame": {"width": word}}, {"font": word}, {"offset": {"x": word}},
        {"frame": {"minWidth": word}}, {"layoutPriority": word}, {"lineLimit": word},
        {"aspectRatio": {"ratio": word, "contentMode": "fit"}},
        {"alignmentGuide": {"horizontal": "leading", "fraction": word}},
    ])]}
    document = {"name": "nan-%d" % index, "proposals": [[320, None]], "view": view}
    if rng.random() < 0.3:
        document = {"name": "nan-%d" % index, "proposals": [[word, None]], "view": {"text": "a"}}
    return Case("NaN-like string", "nan-%d.json" % index, json.dumps(document), expect=(2,))


def huge_numbers(rng, index):
    """Numbers near and past a double's range where lengths go, in a valid tree."""
    value = rng.choice(HUGE + [1e308] * 3)
    where = rng.randrange(8)
    children = [{"text": "a", "modifiers": [{"id": "a"}]}, {"color": "red", "modifiers": [{"id": "b"}]}]
    if where == 0:
        view = {"hstack": [{"color": "red", "modifiers": [{"frame": {"width": value}}, {"id": "a"}]},
                           {"color": "blue", "modifiers": [{"frame": {"width": value}}, {"id": "b"}]}]}
    elif where == 1:
        view = {"vstack": [{"text": "hello", "modifiers": [{"font": abs(value) or 1e308}, {"id": "a"}]}, children[1]]}
    elif where == 2:
        view = {"vstack": [{"color": "red", "modifiers": [
            {"alignmentGuide": {"horizontal": "leading", "fraction": value, "constant": value}}, {"id": "a"}]}, children[1]],
            "alignment": "leading"}
    elif where == 3:
        view = {"zstack": children, "modifiers": [{"padding": value}, {"id": "z"}]}
    elif where == 4:
        view = {"vstack": [{"color": "red", "modifiers": [{"offset": {"x": value, "y": value}}, {"offset": {"x": value}},
                                                          {"id": "a"}]}]}
    elif where == 5:
        view = {"hstack": children, "spacing": value, "modifiers": [{"id": "s"}]}
    elif where == 6:
        view = {"grid": [{"gridRow": children + [{"text": "c"}]}], "horizontalSpacing": value, "modifiers": [{"id": "g"}]}
    else:
        view = {"hstack": [{"color": "red", "modifiers": [{"frame": {"minWidth": abs(value), "maxWidth": "infinity"}},
                                                          {"id": "a"}]}, children[0]]}
    document = {"name": "huge-%d" % index, "proposals": proposals(rng, 0.5), "view": view}
    return Case("huge numbers", "huge-%d.json" % index, json.dumps(document), expect=(0, 1, 2))


def negative_spacing(rng, index):
    spacing = rng.choice([-5, -1, -1000, -1e6, -1e308])
    rows = [{"gridRow": [{"text": "a%d" % k, "modifiers": [{"id": "c%d.%d" % (r, k)}]} for k in range(rng.randint(1, 4))]}
            for r in range(rng.randint(1, 3))]
    grid = {"grid": rows, "horizontalSpacing": spacing, "modifiers": [{"id": "grid"}]}
    if rng.random() < 0.5:
        grid["verticalSpacing"] = rng.choice([-3, spacing])
    stack = {rng.choice(["hstack", "vstack"]): [{"text": "x"}, {"color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]}],
             "spacing": spacing, "modifiers": [{"id": "stack"}]}
    document = {"name": "negative-%d" % index, "proposals": proposals(rng, 0.2), "view": {"vstack": [grid, stack]}}
    return Case("negative spacing", "negative-%d.json" % index, json.dumps(document), expect=(0, 1))


def deep(rng, index):
    how = rng.randrange(4)
    if how == 0:  # JSON nesting past the parser's depth
        levels = rng.choice([1000, 1001, 3000, 100_000])
        text = '{"name":"d","proposals":[[300,null]],"view":' + '{"vstack":[' * levels + '{"text":"x"}' + ']}' * levels + '}'
        return Case("deep nesting", "deep-%d.json" % index, text, expect=(0, 1, 2))
    if how == 1:  # a modifier chain at and past the depth cap
        count = rng.choice([MAX_DEPTH - 2, MAX_DEPTH + 1, 20_000])
        modifiers = [{"padding": 0.5} if k % 2 else {"frame": {"minWidth": 1}} for k in range(count)]
        document = {"name": "chain", "proposals": [[300, None]], "view": {"text": "x", "modifiers": modifiers + [{"id": "leaf"}]}}
        return Case("deep nesting", "deep-%d.json" % index, json.dumps(document),
                    expect=(0, 1) if count + 1 <= MAX_DEPTH else (2,))
    if how == 2:  # JSON arrays nested inside a value
        levels = rng.choice([500, 5000, 200_000])
        text = '{"name":"d","proposals":' + '[' * levels + ']' * levels + ',"view":{"text":"x"}}'
        return Case("deep nesting", "deep-%d.json" % index, text, expect=(2,))
    # Backgrounds inside backgrounds (written as text: too deep for Python's own encoder)
    levels = rng.choice([100, 600, 2500])
    view = '{"color":"red","modifiers":[{"background":' * levels + '{"text":"x"}' + '}]}' * levels
    return Case("deep nesting", "deep-%d.json" % index, '{"name":"bg","proposals":[[100,100]],"view":%s}' % view,
                expect=(0, 1, 2))


def repeats(rng, index, heavy):
    """Repeats whose product, views or text stand at or past the caps; `heavy` allows the ones
    that lay out hundreds of thousands of views."""
    how = rng.randrange(6)
    if how == 0:  # the file: a repeat of a million inside a repeat of a million
        inner, outer = rng.choice([1000, 1_000_000, MAX_REPEAT_PRODUCT]), rng.choice([2, 1000, 1_000_000])
        text = json.dumps({"name": "r", "proposals": [[300, None]], "view": {"vstack": [
            {"repeat": outer, "view": {"vstack": [{"repeat": inner, "view": {"text": "{i}"}}]}}]}})
        return Case("repeats past the caps", "repeat-%d.json" % index, text,
                    expect=(2,) if inner * outer > MAX_REPEAT_PRODUCT else (0, 1))
    if how == 1:  # the product exactly at and one past the cap
        outer = rng.choice([10, 100, 1000])
        at = MAX_REPEAT_PRODUCT // outer
        over = rng.random() < 0.5 or not heavy
        inner = at + 1 if over else at
        text = json.dumps({"name": "r", "proposals": [[300, None]], "view": {"vstack": [
            {"repeat": outer, "view": {"hstack": [{"repeat": inner, "view": {"color": "red"}}]}}]}})
        return Case("repeats at the caps", "repeat-%d.json" % index, text, expect=(2,) if over else (0, 1, 2))
    if how == 2:  # views past the cap over several scenarios of a file
        count = rng.choice([3, 5])
        document = [{"name": "s%d" % k, "proposals": [[300, None]],
                     "view": {"vstack": [{"repeat": MAX_VIEWS // 2, "view": {"text": "{i}"}}]}} for k in range(count)]
        return Case("repeats past the caps", "repeat-%d.json" % index, json.dumps(document), expect=(2,))
    if how == 3:  # text past the cap
        text = json.dumps({"name": "t", "proposals": [[300, None]], "view": {"vstack": [
            {"repeat": 2000, "view": {"text": "x" * 10_000}}]}})
        return Case("repeats past the caps", "repeat-%d.json" % index, text, expect=(2,))
    if how == 4:  # layouts at and past the cap
        count = rng.choice([MAX_LAYOUTS + 1, 5000] if not heavy else [MAX_LAYOUTS, MAX_LAYOUTS + 1])
        text = json.dumps({"name": "p", "proposals": [[k % 400, None] for k in range(count)], "view": {"text": "x"}})
        return Case("layouts at the caps", "repeat-%d.json" % index, text, expect=(0, 1) if count <= MAX_LAYOUTS else (2,))
    # A single repeat of many texts: at the cap when heavy, past it else.
    count = MAX_VIEWS // 2 - 10 if heavy else MAX_REPEAT_PRODUCT * 10
    text = json.dumps({"name": "v", "proposals": [[300, None]], "view": {"vstack": [
        {"repeat": count, "view": {"text": "row {i}"}}]}})
    return Case("repeats at the caps", "repeat-%d.json" % index, text, expect=(0, 1) if heavy else (2,))


def unknown_key(rng, index):
    size = rng.choice([10, 1000, 100_000, 10_000_000])
    key = rng.choice(["k", "vieww", "ñ", "\u0000", "\r"]) * size
    where = rng.randrange(3)
    document = '{"name":"x","proposals":[[1,1]],"view":{"text":"a"%s}%s}' % (
        ',"%s":1' % key if where == 0 else "", ',"%s":1' % key if where == 1 else "")
    if where == 2:
        document = '{"name":"x","proposals":[[1,1]],"view":{"text":"a","modifiers":[{"%s":1}]}}' % key
    return Case("unknown key", "key-%d.json" % index, document, expect=(2,))


def mangled_catalog(rng, index):
    files = sorted(p for p in CATALOG.glob("*.json") if p.stat().st_size < 200_000)
    if not files:
        return random_tree(rng, index)
    text = rng.choice(files).read_text(encoding="utf-8")
    document = json.loads(text)
    scenarios = document if isinstance(document, list) else [document]

    def mangle(value):
        if isinstance(value, dict):
            return {k: v if k in ("repeat", "before", "lineLimit") else mangle(v) for k, v in value.items()}
        if isinstance(value, list):
            return [mangle(v) for v in value]
        if isinstance(value, (int, float)) and not isinstance(value, bool) and rng.random() < 0.2:
            return rng.choice(HUGE + [-value, value * 1e6, 0])
        return value
    scenarios = [mangle(s) for s in scenarios]
    return Case("mangled catalog file", "catalog-%d.json" % index, json.dumps(scenarios), expect=(0, 1, 2))


def misuse(rng, index):
    """Command lines and files the tool must refuse with status 2: an identifier compared or
    changed that no view has, an empty list, a filter matching nothing."""
    how = rng.randrange(4)
    base = {"name": "m", "proposals": [[300, None], [200, None]], "view": {"text": "a", "modifiers": [{"id": "a"}]}}
    if how == 0:
        base["compare"] = ["nope"]
    elif how == 1:
        base["textChanges"] = [{"before": 1, "id": "zz", "text": "b"}]
    elif how == 2:
        return Case("misuse", "misuse-%d.json" % index, "[]", expect=(2,))
    else:
        return Case("misuse", "misuse-%d.json" % index, json.dumps(base), expect=(2,), options=["--filter", "no-such"])
    return Case("misuse", "misuse-%d.json" % index, json.dumps(base), expect=(2,))


# MARK: Solver scripts


def solver_script(rng, index):
    """A constraint system: random linear rows with coefficients from 1e-6 to 1e9 (some
    hostile), syntax mistakes, NaN-like tokens, deep parentheses, long conflict chains."""
    how = rng.randrange(7)
    if how == 6:
        # Issue 21's system: v0 = -0.5 and the rest 0 holds every required row.
        terms = [([(1, "v3"), (0.1, "v0"), (-1, "v4")], "<=", 320, False),
                 ([(-2, "v4"), (0.1, "v1"), (2, "v3")], "<=", 1e-6, False),
                 ([(-2, "v1"), (2, "v0")], ">=", -1, True),
                 ([(7, "v3"), (1e6, "v1"), (0.1, "v4")], "<=", 320, True),
                 ([(1e9, "v1"), (1e6, "v3"), (-1, "v0")], ">=", 1e-6, True),
                 ([(-2, "v0")], "==", 1, False)]
        strengths = [" @strong", " @999", "", "", "", " @weak"]
        lines = [" + ".join("%r*%s" % (c, n) for c, n in row[0]) + " %s %r%s" % (row[1], row[2], strength)
                 for row, strength in zip(terms, strengths)]
        return Case("solver script", "system-%d.txt" % index, "\n".join(lines) + "\n", tool="solve",
                    expect=(0, 1, 2), options=["--json"]), terms
    variables = ["v%d" % k for k in range(rng.randint(2, 8))]
    lines, rows = [], []
    if how <= 2:
        for _ in range(rng.randint(2, 12)):
            terms = []
            for name in rng.sample(variables, rng.randint(1, min(3, len(variables)))):
                coefficient = rng.choice([1, -1, 2, -2, 0.1, 7, 1e6, 1e9, 1e-6, -1e9])
                if how == 1 and rng.random() < 0.2:
                    coefficient = rng.choice([1e300, 1e308, -1e308, 5e-324])
                terms.append((coefficient, name))
            constant = rng.choice([0, 1, -1, 320, 1e-6, 1e6])
            relation = rng.choice(["==", "<=", ">="])
            strength = rng.choice(["", " @strong", " @weak", " @999", " @medium", " @strong"])
            rows.append((terms, relation, constant, strength == ""))
            lines.append(" + ".join("%r*%s" % (c, n) for c, n in terms) + " %s %r%s" % (relation, constant, strength))
    elif how == 3:
        lines = [rng.choice(["x == ", "x == (" * 150 + "1" + ")" * 150, "x == nan", "x == inf", "x <= 1e999", "edit x",
                             "suggest y 3", "x * y == 1", "x == 1 @", "@@@", "x == 1 @-5", "\u0000x == 1", "x == \r1",
                             "x" * 100_000 + " == 1", "edit x @required", "suggest x nan"]) for _ in range(rng.randint(1, 8))]
    elif how == 4:
        count = rng.choice([50, 200, 400])
        lines = ["x%d == x%d + 1" % (k + 1, k) for k in range(count)] + ["x%d == x0" % count]
    else:
        lines = ["edit w @strong", "suggest w %r" % rng.choice([320, 1e308, -1e308, 0, 5e-324])]
        lines += ["a + b == w", "a >= 0", "b >= 0", "a == 2*b @weak"]
    script = "\n".join(lines) + "\n"
    options = rng.choice([[], [], ["--memory-budget", rng.choice(["-1", "0", "1", "1K", "abc", "99999999999999999999T"])]])
    return Case("solver script", "system-%d.txt" % index, script, tool="solve", expect=(0, 1, 2),
                options=["--json"] + options), rows


# MARK: Running and judging


def limit_resources(memory):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.setsid()
    return apply


def run(tool, arguments, timeout, memory):
    started = time.monotonic()
    process = subprocess.Popen([str(tool)] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=limit_resources(memory))
    try:
        out, err = process.communicate(timeout=timeout)
        return process.returncode, out, err, time.monotonic() - started, False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        return process.returncode, out, err, time.monotonic() - started, True


def judge_frames(report):
    """The non-finite frames no engine said anything about, as readable lines."""
    found = []
    for entry in report.get("scenarios", []):
        proposal = entry.get("proposal", [None, None])
        for engine, outcome in entry.get("engines", {}).items():
            frames = outcome.get("frames") or {}
            said = any(d.startswith("non-finite frame") for d in outcome.get("diagnostics", []))
            for identifier, frame in frames.items():
                bad = False
                for k, value in enumerate(frame):
                    axis_infinite = proposal[k % 2] == "infinity"
                    if value is None or (isinstance(value, str) and not axis_infinite):
                        bad = True
                if bad and not said:
                    found.append("%s: %s %s %s at %s" % (entry.get("name"), engine, identifier, frame, proposal))
    return found


def judge_message(case, path, err):
    """What is wrong with a bad-input message, or None."""
    text = err.decode("utf-8", "replace")
    if str(path) not in text and path.name not in text:
        return "the message does not name the file: %r" % text[:200]
    for line in text.splitlines():
        if any(ch in line for ch in "\u0000\u0007\u001b\u202e"):
            return "a control character echoed raw: %r" % line[:200]
        if len(line) > 1000:
            return "a line of %d characters" % len(line)
    return None


def check_solution(rows, out):
    """Required rows a solved system breaks by more than 1e-3 relative, counted."""
    try:
        values = json.loads(out.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return 0, False
    if not isinstance(values, dict) or "errors" in values:
        return 0, False
    broken = 0
    for terms, relation, constant, required in rows:
        if not required:
            continue
        try:
            left = sum(c * values.get(n, 0.0) for c, n in terms)
            scale = max([abs(c * values.get(n, 0.0)) for c, n in terms] + [abs(constant), 1.0])
        except TypeError:
            return broken + 1, True
        if not math.isfinite(left):
            # A product past the range keeps its sign: +inf >= c holds, -inf >= c does not.
            holds = (relation == ">=" and left == math.inf) or (relation == "<=" and left == -math.inf)
            broken += 0 if holds else 1
            continue
        error = left - constant
        tolerance = 1e-3 * scale
        if (relation == "==" and abs(error) > tolerance) or (relation == "<=" and error > tolerance) \
                or (relation == ">=" and error < -tolerance):
            broken += 1
    return broken, True


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=200, help="inputs to generate and run (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="the random seed (default 1)")
    parser.add_argument("--tools", default=str(REPOSITORY / ".build" / "release"),
                        help="the directory of layout-compare and layout-solve (default .build/release)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds one run may take (default 60)")
    parser.add_argument("--memory", type=int, default=4096, help="MiB of address space one run may take (default 4096)")
    parser.add_argument("--heavy", type=float, default=0.05,
                        help="the share of inputs at the caps that lay out 100 000 views (default 0.05)")
    parser.add_argument("--keep", help="a directory to copy every input that found something into")
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    arguments = parser.parse_args()
    if arguments.count < 0 or arguments.timeout <= 0 or arguments.memory <= 0:
        parser.error("--count, --timeout and --memory must be positive")

    tools = Path(arguments.tools)
    compare, solve = tools / "layout-compare", tools / "layout-solve"
    for tool in (compare, solve):
        if not os.access(tool, os.X_OK):
            print("hostile-campaign: error: %s is not built (swift build -c release)" % tool, file=sys.stderr)
            return 2

    rng = random.Random(arguments.seed)
    generators = [(random_tree, 14), (malformed, 12), (nan_strings, 8), (huge_numbers, 14), (negative_spacing, 6),
                  (deep, 6), (repeats, 6), (unknown_key, 4), (mangled_catalog, 8), (misuse, 4), (solver_script, 18)]
    population = [g for g, weight in generators for _ in range(weight)]
    classes = ["trap", "hang", "memory", "exit", "nonfinite", "message", "wrong"]
    found = {name: [] for name in classes}
    kinds, statuses, differing = {}, {}, {}
    solver = {"solved": 0, "broken rows": 0, "systems with broken rows": 0, "unsolvable": 0, "refused": 0}
    slowest = (0.0, "")
    memory = arguments.memory << 20
    keep = Path(arguments.keep) if arguments.keep else None

    with tempfile.TemporaryDirectory(prefix="hostile-") as scratch:
        for index in range(arguments.count):
            generator = rng.choice(population)
            rows = None
            if generator is repeats:
                case = repeats(rng, index, heavy=rng.random() < arguments.heavy)
            elif generator is solver_script:
                case, rows = solver_script(rng, index)
            else:
                case = generator(rng, index)
            path = Path(scratch) / case.name
            path.write_bytes(case.data)
            if case.tool == "compare":
                command = ["--json", "-", "--all-views"] + case.options + ["--", str(path)]
                status, out, err, seconds, timed_out = run(compare, command, arguments.timeout, memory)
            else:
                status, out, err, seconds, timed_out = run(solve, case.options + [str(path)], arguments.timeout, memory)
            kinds[case.kind] = kinds.get(case.kind, 0) + 1
            statuses[status] = statuses.get(status, 0) + 1
            if status == 1 and case.tool == "compare":
                differing[case.kind] = differing.get(case.kind, 0) + 1
            if seconds > slowest[0]:
                slowest = (seconds, "%s (%s)" % (case.name, case.kind))
            problems = []
            stderr = err.decode("utf-8", "replace")
            if timed_out:
                problems.append(("hang", "no answer after %.0f s" % arguments.timeout))
            elif status < 0 and ("allocate" in stderr or "memory" in stderr.lower()):
                problems.append(("memory", stderr.strip().splitlines()[-1:] or "signal %d" % -status))
            elif status < 0:
                problems.append(("trap", "signal %d: %s" % (-status, stderr.strip()[-300:])))
            elif status not in case.expect:
                problems.append(("exit", "status %d, expected %s: %s" % (status, case.expect, stderr.strip()[:300])))
            if not timed_out and status == 2 and case.tool == "compare" and "--filter" not in case.options:
                problem = judge_message(case, path, err)
                if problem:
                    problems.append(("message", problem))
            if not timed_out and status in (0, 1) and case.tool == "compare":
                try:
                    report = json.loads(out.decode("utf-8"))
                except (ValueError, UnicodeDecodeError) as error:
                    problems.append(("exit", "status %d without a JSON report: %s" % (status, error)))
                else:
                    for line in judge_frames(report)[:3]:
                        problems.append(("nonfinite", line))
            if case.tool == "solve" and not timed_out and status >= 0:
                if status == 0 and rows:
                    broken, parsed = check_solution(rows, out)
                    if parsed:
                        solver["solved"] += 1
                        solver["broken rows"] += broken
                        solver["systems with broken rows"] += 1 if broken else 0
                        if broken:
                            problems.append(("wrong", "%d required rows broken in the printed solution" % broken))
                elif status == 0:
                    solver["solved"] += 1
                elif status == 1:
                    solver["unsolvable"] += 1
                else:
                    solver["refused"] += 1
            for name, detail in problems:
                found[name].append("%s (%s): %s" % (case.name, case.kind, detail))
                if not arguments.quiet:
                    print("%-9s %s (%s): %s" % (name, case.name, case.kind, detail), flush=True)
            if problems and keep:
                keep.mkdir(parents=True, exist_ok=True)
                (keep / case.name).write_bytes(case.data)

    print("hostile campaign, seed %d: %d inputs (%s)" % (
        arguments.seed, arguments.count, ", ".join("%d %s" % (n, k) for k, n in sorted(kinds.items()))))
    print("exit statuses: %s; slowest %.2f s, %s" % (
        ", ".join("%s: %d" % (s, n) for s, n in sorted(statuses.items())), slowest[0], slowest[1]))
    print("found: " + ", ".join("%d %s" % (len(found[name]), name) for name in classes))
    print("engines differing (status 1, not counted above): %s" % (
        ", ".join("%d %s" % (n, k) for k, n in sorted(differing.items())) or "none"))
    print("solver: %d solved, %d of them breaking a required row (%d rows, counted as wrong above), "
          "%d unsolvable, %d refused" % (solver["solved"], solver["systems with broken rows"],
                                                   solver["broken rows"], solver["unsolvable"], solver["refused"]))
    return 1 if any(found[name] for name in classes) else 0


if __name__ == "__main__":
    sys.exit(main())
