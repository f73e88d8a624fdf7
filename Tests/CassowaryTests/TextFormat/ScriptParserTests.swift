import Testing

@testable import Cassowary

@Suite("Text format parser")
struct ScriptParserTests {
    private struct NotAConstraint: Error {}

    private func onlyConstraint(_ text: String) throws -> ConstraintStatement {
        let script = try ConstraintScript(parsing: text)
        #expect(script.statements.count == 1)
        let statement = try #require(script.statements.first)
        guard case .constraint(let constraint) = statement else {
            Issue.record("not a constraint: \(text)")
            throw NotAConstraint()
        }
        return constraint
    }

    @Test("A constraint keeps both sides, the relation, the strength and its position")
    func simpleConstraint() throws {
        let statement = try onlyConstraint("  x + 2*y == 10")
        #expect(
            statement.lhs
                == LinearForm(terms: [NamedTerm(name: "x", coefficient: 1), NamedTerm(name: "y", coefficient: 2)]))
        #expect(statement.rhs == LinearForm(constant: 10))
        #expect(statement.relation == .equal)
        #expect(statement.strength == Strength(1_001_001_000))
        #expect(statement.isRequired)
        #expect(statement.location == ScriptLocation(line: 1, column: 3))
        #expect(
            statement.expression
                == LinearForm(
                    terms: [NamedTerm(name: "x", coefficient: 1), NamedTerm(name: "y", coefficient: 2)], constant: -10))
    }

    @Test("Parentheses, division by a constant and unary minus distribute")
    func arithmetic() throws {
        let statement = try onlyConstraint("label.width <= 0.5*(w - 16) @medium")
        #expect(statement.rhs == LinearForm(terms: [NamedTerm(name: "w", coefficient: 0.5)], constant: -8))
        #expect(statement.relation == .lessThanOrEqual)
        #expect(statement.strength == Strength(1_000))
        let other = try onlyConstraint("-(a - 3*b)/4 + 2*-c >= (1 + 1) * (3 - 1)")
        #expect(
            other.lhs
                == LinearForm(terms: [
                    NamedTerm(name: "a", coefficient: -0.25), NamedTerm(name: "b", coefficient: 0.75),
                    NamedTerm(name: "c", coefficient: -2)
                ]))
        #expect(other.rhs == LinearForm(constant: 4))
        #expect(other.relation == .greaterThanOrEqual)
        let repeated = try onlyConstraint("x + x + 3 == 2*x - x + 1e1")
        #expect(repeated.lhs == LinearForm(terms: [NamedTerm(name: "x", coefficient: 2)], constant: 3))
        #expect(repeated.expression == LinearForm(terms: [NamedTerm(name: "x", coefficient: 1)], constant: -7))
    }

    @Test("Strengths: names, numbers, numbers at or above required clamp to required")
    func strengths() throws {
        #expect(try onlyConstraint("x >= 3 @strong").strength == Strength(1_000_000))
        #expect(try onlyConstraint("x >= 3 @weak").strength == Strength(1))
        #expect(try onlyConstraint("x >= 3 @required").strength == Strength(1_001_001_000))
        #expect(try onlyConstraint("z == 4 @250").strength == Strength(250))
        #expect(try onlyConstraint("z == 4 @2.5e2").strength == Strength(250))
        #expect(try onlyConstraint("z == 4 @0").strength == Strength(0))
        let clamped = try onlyConstraint("z == 4 @1e12")
        #expect(clamped.strength == Strength(1_001_001_000))
        #expect(clamped.isRequired)
        #expect(try !onlyConstraint("z == 4 @1001000999").isRequired)
    }

    @Test("edit and suggest statements, comments, blank lines and CRLF line ends")
    func editAndSuggest() throws {
        let text =
            "# a comment\r\n\r\nedit width   # strong by default\r\nedit height @weak\nsuggest width 320\nsuggest height -2.5e1\n"
        let script = try ConstraintScript(parsing: text)
        #expect(
            script.statements == [
                .edit(EditStatement(name: "width", strength: .strong, location: ScriptLocation(line: 3, column: 1))),
                .edit(EditStatement(name: "height", strength: .weak, location: ScriptLocation(line: 4, column: 1))),
                .suggest(SuggestStatement(name: "width", value: 320, location: ScriptLocation(line: 5, column: 1))),
                .suggest(SuggestStatement(name: "height", value: -25, location: ScriptLocation(line: 6, column: 1)))
            ])
        #expect(script.variableNames == ["height", "width"])
    }

    @Test("'edit' and 'suggest' are variable names unless a name follows them")
    func keywordsAsNames() throws {
        let script = try ConstraintScript(parsing: "edit == 3\nsuggest + edit >= 1")
        #expect(script.variableNames == ["edit", "suggest"])
        #expect(script.statements.allSatisfy { if case .constraint = $0 { true } else { false } })
    }

    @Test("Every written name is a variable, sorted, even when its coefficient cancels")
    func variableNames() throws {
        let script = try ConstraintScript(parsing: "b_2 + a.x - a.x == 0 * z\nedit A9\nsuggest _q 1")
        #expect(script.variableNames == ["A9", "_q", "a.x", "b_2", "z"])
        #expect(script.firstUse["a.x"] == ScriptLocation(line: 1, column: 7))
        #expect(script.firstUse["_q"] == ScriptLocation(line: 3, column: 9))
    }

    @Test("A leading byte-order mark is skipped; anywhere else it is an unexpected character")
    func byteOrderMark() throws {
        let script = try ConstraintScript(parsing: "\u{FEFF}x == 1")
        #expect(script.statements.first?.location == ScriptLocation(line: 1, column: 1))
        #expect(
            throws: ScriptErrors([
                ScriptSyntaxError(.unexpectedCharacter("U+FEFF"), at: ScriptLocation(line: 2, column: 1))
            ])
        ) {
            try ConstraintScript(parsing: "x == 1\n\u{FEFF}y == 2")
        }
    }

    @Test("An empty script or one of comments only has no statements")
    func emptyScripts() throws {
        #expect(try ConstraintScript(parsing: "").statements.isEmpty)
        #expect(try ConstraintScript(parsing: "\n\n   # nothing\n\t\n").statements.isEmpty)
    }

    @Test("Numbers: fractions, exponents and a leading point")
    func numbers() throws {
        #expect(try onlyConstraint("x == .5").rhs == LinearForm(constant: 0.5))
        #expect(try onlyConstraint("x == 5.").rhs == LinearForm(constant: 5))
        #expect(try onlyConstraint("x == 1.25E+2").rhs == LinearForm(constant: 125))
        #expect(try onlyConstraint("x == 4e-3").rhs == LinearForm(constant: 0.004))
        #expect(try onlyConstraint("x == 0.1").rhs == LinearForm(constant: 0.1))
    }

    @Test("A script of 50 000 lines parses statement by statement")
    func largeScript() throws {
        var text = ""
        for index in 0..<50_000 { text += "v\(index) + 1 == \(index) @\(index % 3 == 0 ? "weak" : "strong")\n" }
        let script = try ConstraintScript(parsing: text)
        #expect(script.statements.count == 50_000)
        #expect(script.variableNames.count == 50_000)
        #expect(script.statements.last?.location == ScriptLocation(line: 50_000, column: 1))
    }
}
