// The syntax tree of the constraint text format (docs/ARCHITECTURE.md, "The constraint text
// format"). It is `package`: a user parses and runs a script (`ConstraintScript`), and the
// tests read the tree to check the parser.
//
// These values describe a script without touching a solver: a parsed file can be inspected
// or run against any `Solver` later. Relations and strengths are the solver's own.

/// `lhs op rhs [@strength]`.
package struct ConstraintStatement: Equatable, Sendable {
    /// The left-hand side.
    package var lhs: LinearForm
    /// The relation, the solver's own.
    package var relation: Relation
    /// The right-hand side.
    package var rhs: LinearForm
    /// The strength; `.required` when none is written.
    package var strength: Strength
    /// Where the statement starts.
    package var location: ScriptLocation

    /// `lhs - rhs`, the expression the solver constrains against 0.
    package var expression: LinearForm {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// Whether the strength is required.
    package var isRequired: Bool { strength.isRequired }
}

/// `edit NAME [@strength]`: declares an edit variable.
package struct EditStatement: Equatable, Sendable {
    /// The variable's name.
    package var name: String
    /// The strength (strong when none is written); never required.
    package var strength: Strength
    /// Where the statement starts.
    package var location: ScriptLocation
}

/// `suggest NAME NUMBER`: suggests a value for an edit variable.
package struct SuggestStatement: Equatable, Sendable {
    /// The variable's name.
    package var name: String
    /// The suggested value.
    package var value: Double
    /// Where the statement starts.
    package var location: ScriptLocation
}

/// One statement of a script.
package enum ScriptStatement: Equatable, Sendable {
    case constraint(ConstraintStatement)
    case edit(EditStatement)
    case suggest(SuggestStatement)

    /// Where the statement starts.
    package var location: ScriptLocation {
        switch self {
        case .constraint(let statement): statement.location
        case .edit(let statement): statement.location
        case .suggest(let statement): statement.location
        }
    }
}
