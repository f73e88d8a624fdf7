import Testing

@testable import Cassowary

/// Lines of 200 000 terms: the parser is linear in a line's length (timed by hand in
/// docs/PERFORMANCE.md, not here), and the long sums come out right.
@Suite("Text format: very long lines")
struct LongLineTests {
    static let termCount = 200_000

    @Test("200 000 distinct names on one line: every term kept, in order")
    func distinctNames() throws {
        let n = LongLineTests.termCount
        let text = "total == " + (0..<n).map { "\($0 + 1)*v\($0)" }.joined(separator: " + ") + " + 3\n"
        let script = try ConstraintScript(parsing: text)
        #expect(script.variableNames.count == n + 1)
        guard case .constraint(let long) = try #require(script.statements.first) else {
            Issue.record("the statement is not a constraint")
            return
        }
        let expression = long.expression
        #expect(expression.terms.count == n + 1)
        #expect(expression.terms.first == NamedTerm(name: "total", coefficient: 1))
        #expect(expression.terms[1] == NamedTerm(name: "v0", coefficient: -1))
        #expect(expression.terms.last == NamedTerm(name: "v\(n - 1)", coefficient: -Double(n)))
        #expect(expression.terms.dropFirst().enumerated().allSatisfy { $1.coefficient == -Double($0 + 1) })
        #expect(expression.constant == -3)
    }

    @Test("200 000 terms over 1 000 names: each name's coefficient sums its terms, and solves")
    func cycledNames() throws {
        let n = LongLineTests.termCount
        // Term i is v(i mod 1000), so each name is written 200 times; with v_j == j the
        // total is 200 · Σ j for j < 1000 = 200 · 499 500.
        var text = "total == " + (0..<n).map { "v\($0 % 1_000)" }.joined(separator: " + ") + "\n"
        for j in 0..<1_000 { text += "v\(j) == \(j)\n" }
        let solution = try ConstraintScript(parsing: text).solve()
        #expect(solution["total"] == 99_900_000)
        #expect(solution["v999"] == 999)
    }

    @Test("One name repeated 200 000 times merges into one coefficient")
    func repeatedName() throws {
        let n = LongLineTests.termCount
        let text = "s == " + Array(repeating: "x", count: n).joined(separator: " + ") + " - 0.5\nx == 1.5\n"
        let solution = try ConstraintScript(parsing: text).solve()
        #expect(solution["s"] == 1.5 * Double(n) - 0.5)
    }

    @Test("An overflow at the end of a long line is still found, at its operator")
    func overflowAtTheEnd() throws {
        let n = LongLineTests.termCount / 10
        let prefix = "y == " + (0..<n).map { "v\($0)" }.joined(separator: " + ")
        let text = prefix + " + 1e308*w + 1e308*w\n"
        let error = ScriptSyntaxError(.valueOutOfRange, at: ScriptLocation(line: 1, column: prefix.utf8.count + 12))
        #expect(throws: ScriptErrors([error])) {
            try ConstraintScript(parsing: text)
        }
    }
}
