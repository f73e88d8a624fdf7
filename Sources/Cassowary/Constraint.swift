/// The relation of a constraint's expression to zero.
public enum Relation: String, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression relation 0` with a strength.
///
/// Constraints are compared by identity: adding the same object twice is an error, adding
/// an equal-looking copy is another constraint.
public final class Constraint: Hashable, CustomStringConvertible {
    /// `lhs - rhs` of the constraint as written; reflects `Solver.setConstant(_:of:)`.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// The solver holding this constraint, its index there and its record (see
    /// `ConstraintStore`): valid while `cacheOwner` is that solver's token.
    @exclusivity(unchecked) var cacheOwner: AnyObject?
    @exclusivity(unchecked) var cacheIndex: Int32 = 0
    @exclusivity(unchecked) var cacheTag = Solver.Tag(marker: .invalid, other: .invalid, markerSign: 1)
    @exclusivity(unchecked) var cacheSequence = 0

    /// Creates `expression relation 0`.
    ///
    /// - Parameters:
    ///   - expression: The left side minus the right side.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: `.required` unless given.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same expression and relation and another strength.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Whether every number of the constraint is finite.
    var isFinite: Bool { expression.isFinite && strength.value.isFinite }

    /// Text format of docs/ARCHITECTURE.md ("The constraint text format"), e.g. `x + 2*y - 10 == 0 @strong`.
    public var description: String { text { $0.description } }

    /// The §4 text with the given variable names.
    ///
    /// - Complexity: O(terms).
    func text(naming name: (Variable) -> String) -> String {
        var out = expression.text(naming: name) + " " + relation.rawValue + " 0"
        if !strength.isRequired { out += " @" + strength.description }
        return out
    }
}
