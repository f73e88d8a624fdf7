import Testing

@testable import Cassowary

@Suite("Text format syntax errors")
struct ScriptSyntaxErrorTests {
    /// The first error that parsing `text` throws, or nil (recorded as an issue) when it parses.
    private func error(_ text: String) -> ScriptSyntaxError? {
        do {
            _ = try ConstraintScript(parsing: text)
            Issue.record("parsed without error: \(text)")
            return nil
        } catch {
            return error.first
        }
    }

    private func expectError(
        _ text: String, _ kind: ScriptSyntaxError.Kind, line: Int = 1, column: Int, message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error = error(text) else { return }
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.line == line, sourceLocation: sourceLocation)
        #expect(error.column == column, sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.description == "\(line):\(column): error: \(message)", sourceLocation: sourceLocation)
    }

    @Test("Unexpected characters, printable or not")
    func unexpectedCharacters() {
        expectError("x == 1 !", .unexpectedCharacter("'!'"), column: 8, message: "unexpected character '!'")
        expectError("x == é", .unexpectedCharacter("U+00E9"), column: 6, message: "unexpected character U+00E9")
        expectError("x\u{0}== 1", .unexpectedCharacter("U+0000"), column: 2, message: "unexpected character U+0000")
        expectError("x == 1; y == 2", .unexpectedCharacter("';'"), column: 7, message: "unexpected character ';'")
    }

    @Test("Invalid UTF-8 is an unexpected character where it stands, ignored in comments")
    func invalidUTF8() throws {
        do {
            _ = try ConstraintScript(parsing: Array("x == 1\ny ==".utf8) + [0xFF, 0xFE] + Array(" 2".utf8))
            Issue.record("parsed invalid UTF-8")
        } catch {
            #expect(error.first.kind == .unexpectedCharacter("U+FFFD"))
            #expect(error.first.location == ScriptLocation(line: 2, column: 5))
        }
        let commented = try ConstraintScript(parsing: Array("x == 1 #".utf8) + [0xC3, 0x28, 0xFF])
        #expect(commented.statements.count == 1)
    }

    @Test("A lone '=', '<' or '>' names the operator to use")
    func incompleteOperators() {
        expectError("x = 1", .incompleteOperator("="), column: 3, message: "'=' is not an operator; use '=='")
        expectError("x < 1", .incompleteOperator("<"), column: 3, message: "'<' is not an operator; use '<='")
        expectError("x >", .incompleteOperator(">"), column: 3, message: "'>' is not an operator; use '>='")
    }

    @Test("Unexpected tokens and unexpected end of line")
    func unexpectedTokens() {
        expectError(
            "x + == 1", .unexpectedToken(found: "'=='", expected: "a number, a name, '(' or '-'"), column: 5,
            message: "expected a number, a name, '(' or '-', found '=='")
        expectError(
            "x + 1", .unexpectedToken(found: "end of line", expected: "'==', '<=' or '>='"), column: 6,
            message: "expected '==', '<=' or '>=', found end of line")
        expectError(
            "x == (1 + y", .unexpectedToken(found: "end of line", expected: "')'"), column: 12,
            message: "expected ')', found end of line")
        expectError(
            "x == 1 2", .unexpectedToken(found: "number 2", expected: "end of line"), column: 8,
            message: "expected end of line, found number 2")
        expectError(
            "x == 1 == 2", .unexpectedToken(found: "'=='", expected: "end of line"), column: 8,
            message: "expected end of line, found '=='")
        expectError(
            "x == y)", .unexpectedToken(found: "')'", expected: "end of line"), column: 7,
            message: "expected end of line, found ')'")
        expectError(
            "x == 1 @",
            .unexpectedToken(found: "end of line", expected: "a strength (required, strong, medium, weak or a number)"),
            column: 9, message: "expected a strength (required, strong, medium, weak or a number), found end of line")
        expectError(
            "x == 1 @strong weak", .unexpectedToken(found: "'weak'", expected: "end of line"), column: 16,
            message: "expected end of line, found 'weak'")
        expectError(
            "suggest w", .unexpectedToken(found: "end of line", expected: "a number"), column: 10,
            message: "expected a number, found end of line")
        expectError(
            "suggest w x", .unexpectedToken(found: "'x'", expected: "a number"), column: 11,
            message: "expected a number, found 'x'")
        expectError(
            "edit w 3", .unexpectedToken(found: "number 3", expected: "end of line"), column: 8,
            message: "expected end of line, found number 3")
        expectError(
            "x == +1", .unexpectedToken(found: "'+'", expected: "a number, a name, '(' or '-'"), column: 6,
            message: "expected a number, a name, '(' or '-', found '+'")
    }

    @Test("Products of variables and division by a variable are nonlinear")
    func nonlinear() {
        expectError("x*y == 1", .nonlinear, column: 2, message: "nonlinear: product of two variable terms")
        expectError(
            "(x + 1) * (2 - y) == 3", .nonlinear, column: 9, message: "nonlinear: product of two variable terms")
        expectError("z == 0 * x * y", .nonlinear, column: 12, message: "nonlinear: product of two variable terms")
        expectError("2 / x == 1", .divisionByVariable, column: 3, message: "nonlinear: division by a variable")
        expectError("y == 2 / (x - x)", .divisionByVariable, column: 8, message: "nonlinear: division by a variable")
    }

    @Test("Division by zero, also by an expression that evaluates to zero")
    func divisionByZero() {
        expectError("x / 0 == 1", .divisionByZero, column: 3, message: "division by zero")
        expectError("\n x == 1 / (2 - 2)", .divisionByZero, line: 2, column: 9, message: "division by zero")
    }

    @Test("Numbers out of range, malformed numbers and arithmetic that overflows")
    func numbersOutOfRange() {
        expectError("x == 1e400", .numberOutOfRange("1e400"), column: 6, message: "number '1e400' is out of range")
        let digits = String(repeating: "9", count: 400)
        expectError(
            "x <= \(digits)", .numberOutOfRange(digits), column: 6,
            message: "number '\(digits.prefix(80))…' is out of range")
        expectError("x == 2e", .malformedNumber("2e"), column: 6, message: "malformed number '2e'")
        expectError("x == 1.2.3", .malformedNumber("1.2.3"), column: 6, message: "malformed number '1.2.3'")
        expectError("3x == 1", .malformedNumber("3x"), column: 1, message: "malformed number '3x'")
        expectError("x == .", .malformedNumber("."), column: 6, message: "malformed number '.'")
        expectError(
            "x == 1e300 * 1e300", .valueOutOfRange, column: 12, message: "value out of range: the arithmetic overflows")
        expectError(
            "x == 1e308 + 1e308", .valueOutOfRange, column: 12, message: "value out of range: the arithmetic overflows")
        expectError(
            "x / 1e-300 / 1e-300 == 1", .valueOutOfRange, column: 12,
            message: "value out of range: the arithmetic overflows")
        expectError(
            "1e308 * x >= -1e308 * x", .valueOutOfRange, column: 11,
            message: "value out of range: the arithmetic overflows")
    }

    @Test("Strength errors: negative, unknown name, required edit variable")
    func strengthErrors() {
        expectError("x == 1 @-5", .negativeStrength, column: 9, message: "strength cannot be negative")
        expectError(
            "x == 1 @strongest", .unknownStrength("strongest"), column: 9,
            message: "unknown strength 'strongest'; use required, strong, medium, weak or a number")
        expectError(
            "x == 1 @Strong", .unknownStrength("Strong"), column: 9,
            message: "unknown strength 'Strong'; use required, strong, medium, weak or a number")
        expectError(
            "edit w @required", .requiredEditStrength("w"), column: 9,
            message: "edit variable 'w' cannot have required strength")
        expectError(
            "edit w @ 2e9", .requiredEditStrength("w"), column: 10,
            message: "edit variable 'w' cannot have required strength")
        expectError("edit w @-1", .negativeStrength, column: 9, message: "strength cannot be negative")
    }

    @Test("Deep nesting is an error at the first level beyond the limit, never a crash")
    func deepNesting() throws {
        let limit = ScriptParser.maximumDepth
        let deep = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000) + " == 1"
        expectError(
            deep, .nestingTooDeep(limit: limit), column: limit + 1,
            message: "expression nested too deeply (more than \(limit) levels)")
        let minuses = "x == " + String(repeating: "-", count: 100_000) + "1"
        expectError(
            minuses, .nestingTooDeep(limit: limit), column: 6 + limit,
            message: "expression nested too deeply (more than \(limit) levels)")
        let atLimit = String(repeating: "(", count: limit) + "x" + String(repeating: ")", count: limit) + " == 1"
        #expect(try ConstraintScript(parsing: atLimit).variableNames == ["x"])
        let evenMinuses = "x == " + String(repeating: "-", count: limit) + "1"
        guard case .constraint(let statement) = try ConstraintScript(parsing: evenMinuses).statements.first else {
            Issue.record("not a constraint")
            return
        }
        #expect(statement.rhs == LinearForm(constant: 1))
    }

    @Test("An error on a later line is reported with its line")
    func laterLine() {
        expectError(
            "x == 1\n\ny == 2\nz === 3\n", .incompleteOperator("="), line: 4, column: 5,
            message: "'=' is not an operator; use '=='")
    }

    @Test("Every line with an error is reported, once, and parsing goes on at the next line")
    func everyError() {
        do {
            _ = try ConstraintScript(parsing: "x == 1 +\ny == 2\nz === 3 * (\nq * r == 1\nw >= 0 @-1\n")
            Issue.record("parsed without error")
        } catch {
            #expect(
                error.errors.map(\.location) == [
                    ScriptLocation(line: 1, column: 9), ScriptLocation(line: 3, column: 5),
                    ScriptLocation(line: 4, column: 3), ScriptLocation(line: 5, column: 9)
                ])
            #expect(
                error.description == """
                    1:9: error: expected a number, a name, '(' or '-', found end of line
                    3:5: error: '=' is not an operator; use '=='
                    4:3: error: nonlinear: product of two variable terms
                    5:9: error: strength cannot be negative
                    """)
        }
    }

    @Test("Names and literals a message repeats are cut to 80 characters")
    func longEchoesCut() {
        let name = String(repeating: "s", count: 10_000_000)
        let cut = String(repeating: "s", count: 80) + "…"
        expectError(
            "x == 1 @\(name)", .unknownStrength(name), column: 9,
            message: "unknown strength '\(cut)'; use required, strong, medium, weak or a number")
        let digits = String(repeating: "9", count: 400)
        expectError(
            "x == \(digits)", .numberOutOfRange(digits), column: 6,
            message: "number '\(String(repeating: "9", count: 80))…' is out of range")
        expectError(
            "x == 1 \(name)", .unexpectedToken(found: "'\(cut)'", expected: "end of line"), column: 8,
            message: "expected end of line, found '\(cut)'")
    }

    @Test("Random bytes and random token soup never crash the parser")
    func fuzz() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet = Array("xy z_1.2e+-*/()@=<>#\n\t weak edit suggest 0 9 é\r".utf8)
        for round in 0..<2_000 {
            let length = Int(random.next() % 80)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0
                    ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let lineCount = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
            do {
                _ = try ConstraintScript(parsing: bytes)
            } catch {
                for error in error.errors {
                    #expect(error.line >= 1 && error.line <= lineCount)
                    #expect(error.column >= 1 && error.column <= length + 1)
                    #expect(!error.message.isEmpty)
                }
                // One error a line at most, in file order.
                let lines = error.errors.map(\.line)
                #expect(lines == Array(Set(lines)).sorted())
            }
        }
    }
}
