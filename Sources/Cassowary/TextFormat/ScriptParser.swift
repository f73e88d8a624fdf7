/// Recursive-descent parser of the constraint text format (docs/ARCHITECTURE.md, "The constraint text format").
///
/// ```
/// statement  := constraint | 'edit' NAME ['@' strength] | 'suggest' NAME ['-'] NUMBER
/// constraint := expr op expr ['@' strength]        op := '==' | '<=' | '>='
/// expr       := term {('+'|'-') term}
/// term       := factor {('*'|'/') factor}
/// factor     := NUMBER | NAME | '(' expr ')' | '-' factor
/// strength   := 'required' | 'strong' | 'medium' | 'weak' | NUMBER
/// ```
///
/// `edit` and `suggest` are keywords only when a name follows them, so `edit == 3`
/// constrains a variable called `edit`. Nesting of parentheses and unary minus is bounded by
/// `maximumDepth`, so no input can exhaust the stack.
struct ScriptParser {
    /// Deepest nesting of `(` and unary `-` accepted in one expression.
    static let maximumDepth = 100

    private var tokens: [ScriptToken] = []
    private var position = 0
    private var line = 0
    private var depth = 0

    /// Every variable name written in the script, with the location of its first use.
    private(set) var firstUse: [String: ScriptLocation] = [:]

    /// Parses a whole script, every line even after an error: a line with an error is left
    /// out and parsing starts again at the next line, so one pass reports every error.
    ///
    /// - Parameter bytes: The script as UTF-8 bytes; lines end with `\n` (a `\r` before it is
    ///   ignored).
    /// - Returns: The statements of the lines without an error, and the first error of each
    ///   line that has one, both in file order.
    /// - Complexity: O(*n*) in the size of the script.
    mutating func parse(_ bytes: [UInt8]) -> (statements: [ScriptStatement], errors: [ScriptSyntaxError]) {
        var statements: [ScriptStatement] = []
        var errors: [ScriptSyntaxError] = []
        var lineStart = 0
        var lineNumber = 1
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let lexer = ScriptLexer(line: lineNumber, bytes: bytes[lineStart..<lineEnd])
            do {
                if let statement = try parseLine(number: lineNumber, tokens: try lexer.tokens()) {
                    statements.append(statement)
                }
            } catch {
                errors.append(error)
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return (statements, errors)
    }

    // MARK: Statements

    private mutating func parseLine(number: Int, tokens: [ScriptToken]) throws(ScriptSyntaxError) -> ScriptStatement? {
        self.tokens = tokens
        position = 0
        line = number
        depth = 0
        guard current.kind != .endOfLine else { return nil }
        let start = location(of: current)
        if case .name(let keyword) = current.kind, case .name = peek.kind {
            if keyword == "edit" { return .edit(try parseEdit(at: start)) }
            if keyword == "suggest" { return .suggest(try parseSuggest(at: start)) }
        }
        return .constraint(try parseConstraint(at: start))
    }

    private mutating func parseConstraint(at start: ScriptLocation) throws(ScriptSyntaxError) -> ConstraintStatement {
        let lhs = try parseExpression()
        guard case .relation(let relation) = current.kind else {
            throw unexpected(expected: "'==', '<=' or '>='")
        }
        let relationToken = advance()
        let rhs = try parseExpression()
        var strength = Strength.required
        if current.kind == .at {
            advance()
            strength = try parseStrength()
        }
        try expectEndOfLine()
        let statement = ConstraintStatement(lhs: lhs, relation: relation, rhs: rhs, strength: strength, location: start)
        guard statement.expression.isFinite else {
            throw ScriptSyntaxError(.valueOutOfRange, at: location(of: relationToken))
        }
        return statement
    }

    private mutating func parseEdit(at start: ScriptLocation) throws(ScriptSyntaxError) -> EditStatement {
        advance()  // 'edit'
        let name = use(advance())
        var strength = Strength.strong
        if current.kind == .at {
            advance()
            let strengthToken = current
            strength = try parseStrength()
            if strength.isRequired {
                throw ScriptSyntaxError(.requiredEditStrength(name), at: location(of: strengthToken))
            }
        }
        try expectEndOfLine()
        return EditStatement(name: name, strength: strength, location: start)
    }

    private mutating func parseSuggest(at start: ScriptLocation) throws(ScriptSyntaxError) -> SuggestStatement {
        advance()  // 'suggest'
        let name = use(advance())
        var sign = 1.0
        if current.kind == .minus {
            advance()
            sign = -1
        }
        guard case .number(let value) = current.kind else { throw unexpected(expected: "a number") }
        advance()
        try expectEndOfLine()
        return SuggestStatement(name: name, value: sign * value, location: start)
    }

    /// `required | strong | medium | weak | NUMBER`, after the `@`; a number at or above
    /// required is required.
    private mutating func parseStrength() throws(ScriptSyntaxError) -> Strength {
        switch current.kind {
        case .name(let name):
            guard let strength = Strength(named: name) else {
                throw ScriptSyntaxError(.unknownStrength(name), at: location(of: current))
            }
            advance()
            return strength
        case .number(let value):
            advance()
            return Strength(value)
        case .minus:
            throw ScriptSyntaxError(.negativeStrength, at: location(of: current))
        default:
            throw unexpected(expected: "a strength (required, strong, medium, weak or a number)")
        }
    }

    // MARK: Expressions

    /// `expr := term {('+'|'-') term}`
    private mutating func parseExpression() throws(ScriptSyntaxError) -> LinearForm {
        var result = try parseTerm()
        while current.kind == .plus || current.kind == .minus {
            let operatorToken = advance()
            let term = try parseTerm()
            result.add(term, times: operatorToken.kind == .plus ? 1 : -1)
            try checkFinite(result, at: operatorToken)
        }
        return result
    }

    /// `term := factor {('*'|'/') factor}`
    private mutating func parseTerm() throws(ScriptSyntaxError) -> LinearForm {
        var result = try parseFactor()
        while current.kind == .star || current.kind == .slash {
            let operatorToken = advance()
            let factor = try parseFactor()
            if operatorToken.kind == .star {
                // Linear only while at most one side mentions a variable.
                if result.hasVariables && factor.hasVariables {
                    throw ScriptSyntaxError(.nonlinear, at: location(of: operatorToken))
                }
                result =
                    result.hasVariables
                    ? result.scaled(by: factor.constant) : factor.scaled(by: result.constant)
            } else {
                if factor.hasVariables {
                    throw ScriptSyntaxError(.divisionByVariable, at: location(of: operatorToken))
                }
                if factor.constant == 0 {
                    throw ScriptSyntaxError(.divisionByZero, at: location(of: operatorToken))
                }
                result = result.scaled(by: 1 / factor.constant)
            }
            try checkFinite(result, at: operatorToken)
        }
        return result
    }

    /// `factor := NUMBER | NAME | '(' expr ')' | '-' factor`
    private mutating func parseFactor() throws(ScriptSyntaxError) -> LinearForm {
        switch current.kind {
        case .number(let value):
            advance()
            return LinearForm(constant: value)
        case .name:
            return LinearForm(name: use(advance()))
        case .leftParenthesis:
            try enterNesting()
            advance()
            let inner = try parseExpression()
            guard current.kind == .rightParenthesis else { throw unexpected(expected: "')'") }
            advance()
            depth -= 1
            return inner
        case .minus:
            try enterNesting()
            advance()
            let operand = try parseFactor()
            depth -= 1
            return operand.scaled(by: -1)
        default:
            throw unexpected(expected: "a number, a name, '(' or '-'")
        }
    }

    private mutating func enterNesting() throws(ScriptSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw ScriptSyntaxError(.nestingTooDeep(limit: Self.maximumDepth), at: location(of: current))
        }
    }

    // MARK: Tokens

    private var current: ScriptToken { tokens[position] }

    private var peek: ScriptToken { tokens[min(position + 1, tokens.count - 1)] }

    @discardableResult
    private mutating func advance() -> ScriptToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Records the name token's first use and returns its name.
    private mutating func use(_ token: ScriptToken) -> String {
        guard case .name(let name) = token.kind else { preconditionFailure("not a name token") }
        if firstUse[name] == nil { firstUse[name] = location(of: token) }
        return name
    }

    private func expectEndOfLine() throws(ScriptSyntaxError) {
        guard current.kind == .endOfLine else { throw unexpected(expected: "end of line") }
    }

    private func checkFinite(_ form: LinearForm, at token: ScriptToken) throws(ScriptSyntaxError) {
        guard form.isFinite else { throw ScriptSyntaxError(.valueOutOfRange, at: location(of: token)) }
    }

    private func unexpected(expected: String) -> ScriptSyntaxError {
        ScriptSyntaxError(.unexpectedToken(found: current.quoted, expected: expected), at: location(of: current))
    }

    private func location(of token: ScriptToken) -> ScriptLocation {
        ScriptLocation(line: line, column: token.column)
    }
}
