// The syntax tree of the constraint text format (docs/ARCHITECTURE.md, "The constraint text format").
//
// These values describe a script without touching a solver: a parsed file can be inspected,
// printed or run against any `Solver` later (see `ConstraintScript`).

/// The relation of a constraint statement.
public enum ScriptRelation: String, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// Strengths of the text format, on kiwi's scale (docs/ARCHITECTURE.md, "The solver").
public enum ScriptStrength {
    /// `required`: 1 001 001 000. Numeric strengths at or above it are required.
    public static let required: Double = 1_001_001_000
    /// `strong`: 1 000 000.
    public static let strong: Double = 1_000_000
    /// `medium`: 1 000.
    public static let medium: Double = 1_000
    /// `weak`: 1.
    public static let weak: Double = 1

    /// The value of a strength name, or nil for an unknown name.
    public static func value(named name: String) -> Double? {
        switch name {
        case "required": required
        case "strong": strong
        case "medium": medium
        case "weak": weak
        default: nil
        }
    }
}

/// `lhs op rhs [@strength]`.
public struct ConstraintStatement: Equatable, Sendable {
    /// The left-hand side.
    public var lhs: LinearForm
    /// The relation.
    public var relation: ScriptRelation
    /// The right-hand side.
    public var rhs: LinearForm
    /// The strength on kiwi's scale; `ScriptStrength.required` when none is written.
    public var strength: Double
    /// Where the statement starts.
    public var location: ScriptLocation

    /// `lhs - rhs`, the expression the solver constrains against 0.
    public var expression: LinearForm {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// Whether the strength is required.
    public var isRequired: Bool { strength >= ScriptStrength.required }
}

/// `edit NAME [@strength]`: declares an edit variable.
public struct EditStatement: Equatable, Sendable {
    /// The variable's name.
    public var name: String
    /// The strength on kiwi's scale (strong when none is written); never required.
    public var strength: Double
    /// Where the statement starts.
    public var location: ScriptLocation
}

/// `suggest NAME NUMBER`: suggests a value for an edit variable.
public struct SuggestStatement: Equatable, Sendable {
    /// The variable's name.
    public var name: String
    /// The suggested value.
    public var value: Double
    /// Where the statement starts.
    public var location: ScriptLocation
}

/// One statement of a script.
public enum ScriptStatement: Equatable, Sendable {
    case constraint(ConstraintStatement)
    case edit(EditStatement)
    case suggest(SuggestStatement)

    /// Where the statement starts.
    public var location: ScriptLocation {
        switch self {
        case .constraint(let statement): statement.location
        case .edit(let statement): statement.location
        case .suggest(let statement): statement.location
        }
    }
}
