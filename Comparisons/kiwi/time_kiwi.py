#!/usr/bin/env python3
"""Time kiwisolver on a constraint file in the constraint text format (docs/ARCHITECTURE.md).

Use:
    pip install kiwisolver
    python3 Comparisons/kiwi/time_kiwi.py FILE          # or '-' for standard input
    swift run -c release layout-solve --time FILE        # the same input through Cassowary

Prints `name = value` lines sorted by name (the same format as layout-solve, so the two
outputs can be compared with diff) and, on standard error, `parse: <ms> ms` and
`solve: <ms> ms`; the solve time covers the adds, edits, suggestions and the final
updateVariables, as layout-solve's does. kiwi reports no conflict set, so an unsatisfiable
required constraint prints only `FILE:LINE: error: unsatisfiable required constraint`.
"""

import re
import sys
import time

import kiwisolver

REQUIRED = 1001001000.0
STRENGTHS = {"required": REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}
TOKEN = re.compile(
    r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_.]*)"
    r"|(?P<op>==|<=|>=|[-+*/()@]))"
)


class SyntaxError_(Exception):
    pass


def tokenize(line):
    line = line.split("#", 1)[0].rstrip()
    tokens, pos = [], 0
    while pos < len(line):
        if line[pos:].strip() == "":
            break
        match = TOKEN.match(line, pos)
        if not match or match.end() == pos:
            raise SyntaxError_("unexpected character at column %d" % (pos + 1))
        kind = match.lastgroup
        tokens.append((kind, float(match.group(kind)) if kind == "num" else match.group(kind)))
        pos = match.end()
    return tokens + [("end", None)]


class Parser:
    """Recursive descent; a linear form is (dict name -> coefficient, constant)."""

    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0

    def peek(self, offset=0):
        return self.tokens[min(self.pos + offset, len(self.tokens) - 1)]

    def take(self):
        token = self.peek()
        self.pos += 1
        return token

    def expect_end(self):
        if self.peek()[0] != "end":
            raise SyntaxError_("expected end of line")

    def expression(self):
        terms, constant = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            sign = 1.0 if self.take()[1] == "+" else -1.0
            other, other_constant = self.term()
            for name, coefficient in other.items():
                terms[name] = terms.get(name, 0.0) + sign * coefficient
            constant += sign * other_constant
        return terms, constant

    def term(self):
        terms, constant = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            operator = self.take()[1]
            other, other_constant = self.factor()
            if operator == "*":
                if terms and other:
                    raise SyntaxError_("nonlinear: product of two variable terms")
                if terms:
                    factor = other_constant
                else:
                    terms, factor, constant = other, constant, other_constant
                terms = {n: c * factor for n, c in terms.items()}
                constant *= factor
            else:
                if other:
                    raise SyntaxError_("nonlinear: division by a variable")
                if other_constant == 0:
                    raise SyntaxError_("division by zero")
                terms = {n: c / other_constant for n, c in terms.items()}
                constant /= other_constant
        return terms, constant

    def factor(self):
        kind, value = self.take()
        if kind == "num":
            return {}, value
        if kind == "name":
            return {value: 1.0}, 0.0
        if (kind, value) == ("op", "("):
            inner = self.expression()
            if self.take() != ("op", ")"):
                raise SyntaxError_("expected ')'")
            return inner
        if (kind, value) == ("op", "-"):
            terms, constant = self.factor()
            return {n: -c for n, c in terms.items()}, -constant
        raise SyntaxError_("expected a number, a name, '(' or '-'")

    def strength(self):
        kind, value = self.take()
        if kind == "name" and value in STRENGTHS:
            return STRENGTHS[value]
        if kind == "num":
            return min(value, REQUIRED)
        raise SyntaxError_("bad strength")


def parse(text):
    """Statements: ('constraint', line, terms, constant, op, strength), ('edit', line, name,
    strength), ('suggest', line, name, value)."""
    statements = []
    for number, line in enumerate(text.split("\n"), start=1):
        try:
            tokens = tokenize(line)
            if tokens[0][0] == "end":
                continue
            parser = Parser(tokens)
            first, second = tokens[0], parser.peek(1)
            if first == ("name", "edit") and second[0] == "name":
                parser.pos = 2
                strength = STRENGTHS["strong"]
                if parser.peek() == ("op", "@"):
                    parser.take()
                    strength = parser.strength()
                parser.expect_end()
                statements.append(("edit", number, second[1], strength))
            elif first == ("name", "suggest") and second[0] == "name":
                parser.pos = 2
                sign = -1.0 if parser.peek() == ("op", "-") and parser.take() else 1.0
                kind, value = parser.take()
                if kind != "num":
                    raise SyntaxError_("expected a number")
                parser.expect_end()
                statements.append(("suggest", number, second[1], sign * value))
            else:
                lhs, lhs_constant = parser.expression()
                kind, op = parser.take()
                if op not in ("==", "<=", ">="):
                    raise SyntaxError_("expected '==', '<=' or '>='")
                rhs, rhs_constant = parser.expression()
                strength = REQUIRED
                if parser.peek() == ("op", "@"):
                    parser.take()
                    strength = parser.strength()
                parser.expect_end()
                for name, coefficient in rhs.items():
                    lhs[name] = lhs.get(name, 0.0) - coefficient
                statements.append(("constraint", number, lhs, lhs_constant - rhs_constant, op, strength))
        except SyntaxError_ as error:
            raise SyntaxError_("%d: error: %s" % (number, error))
        except RecursionError:
            raise SyntaxError_("%d: error: expression nested too deeply" % number)
    return statements


def run(statements):
    solver, variables = kiwisolver.Solver(), {}

    def variable(name):
        if name not in variables:
            variables[name] = kiwisolver.Variable(name)
        return variables[name]

    for statement in statements:
        line = statement[1]
        try:
            if statement[0] == "constraint":
                _, _, terms, constant, op, strength = statement
                expression = kiwisolver.Expression(
                    tuple(kiwisolver.Term(variable(n), c) for n, c in terms.items()), constant)
                solver.addConstraint(kiwisolver.Constraint(expression, op, strength))
            elif statement[0] == "edit":
                solver.addEditVariable(variable(statement[2]), statement[3])
            else:
                solver.suggestValue(variable(statement[2]), statement[3])
        except kiwisolver.UnsatisfiableConstraint:
            raise SyntaxError_("%d: error: unsatisfiable required constraint" % line)
        except (kiwisolver.DuplicateEditVariable, kiwisolver.UnknownEditVariable,
                kiwisolver.BadRequiredStrength) as error:
            raise SyntaxError_("%d: error: %s" % (line, type(error).__name__))
    solver.updateVariables()
    return variables


def format_number(value):
    if value == 0:
        return "0"
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 1
    path = argv[1]
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    start = time.perf_counter()
    try:
        statements = parse(text)
        parsed = time.perf_counter()
        variables = run(statements)
        solved = time.perf_counter()
    except SyntaxError_ as error:
        sys.stderr.write("%s:%s\n" % (path, error))
        return 1
    for name in sorted(variables):
        print("%s = %s" % (name, format_number(variables[name].value())))
    sys.stderr.write("parse: %.3f ms\nsolve: %.3f ms\n" % ((parsed - start) * 1e3, (solved - parsed) * 1e3))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
