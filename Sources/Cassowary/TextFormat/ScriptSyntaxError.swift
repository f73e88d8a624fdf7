/// A syntax error in a constraint script: what is wrong and where.
public struct ScriptSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A character that starts no token; the payload is its printable form (`'!'`, `U+00E9`).
        case unexpectedCharacter(String)
        /// A single `=`, `<` or `>`; the payload is the character.
        case incompleteOperator(String)
        /// A token that does not fit the grammar here.
        case unexpectedToken(found: String, expected: String)
        /// A product of two expressions that both contain variables.
        case nonlinear
        /// Division by an expression that contains a variable.
        case divisionByVariable
        /// Division by an expression that evaluates to zero.
        case divisionByZero
        /// A numeric literal that overflows a `Double`.
        case numberOutOfRange(String)
        /// A numeric literal that is not a number: `2e`, `1.2.3`, `3x`, `.`.
        case malformedNumber(String)
        /// Arithmetic on finite literals that overflows a `Double`.
        case valueOutOfRange
        /// A strength written with a minus sign.
        case negativeStrength
        /// A strength name other than required, strong, medium or weak.
        case unknownStrength(String)
        /// `edit NAME @required` (or a numeric strength at or above required).
        case requiredEditStrength(String)
        /// Parentheses or unary minus nested beyond `ScriptParser.maximumDepth`.
        case nestingTooDeep(limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where it went wrong.
    public var location: ScriptLocation

    /// Creates an error.
    public init(_ kind: Kind, at location: ScriptLocation) {
        self.kind = kind
        self.location = location
    }

    /// The 1-based line.
    public var line: Int { location.line }
    /// The 1-based column.
    public var column: Int { location.column }

    /// The message, without the location (as printed after `error:`); a name or literal it
    /// repeats is cut to 80 characters.
    public var message: String {
        switch kind {
        case .unexpectedCharacter(let character):
            "unexpected character \(character)"
        case .incompleteOperator(let character):
            "'\(character)' is not an operator; use '\(character == "=" ? "==" : character + "=")'"
        case .unexpectedToken(let found, let expected):
            "expected \(expected), found \(found)"
        case .nonlinear:
            "nonlinear: product of two variable terms"
        case .divisionByVariable:
            "nonlinear: division by a variable"
        case .divisionByZero:
            "division by zero"
        case .numberOutOfRange(let text):
            "number '\(shortened(text))' is out of range"
        case .malformedNumber(let text):
            "malformed number '\(shortened(text))'"
        case .valueOutOfRange:
            "value out of range: the arithmetic overflows"
        case .negativeStrength:
            "strength cannot be negative"
        case .unknownStrength(let name):
            "unknown strength '\(shortened(name))'; use required, strong, medium, weak or a number"
        case .requiredEditStrength(let name):
            "edit variable '\(shortened(name))' cannot have required strength"
        case .nestingTooDeep(let limit):
            "expression nested too deeply (more than \(limit) levels)"
        }
    }

    public var description: String { "\(location): error: \(message)" }
}
