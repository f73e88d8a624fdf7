import Cassowary

/// A linear relation between two anchors, `first ⋈ multiplier · second + constant`, or
/// between a size and a constant, with a priority (Auto Layout's `NSLayoutConstraint`).
///
/// Relations are made by the anchor operators (`a.leading == b.trailing + 8`) and take
/// effect when an `AnchorLayout` activates them. A relation is compared by identity: it is
/// active in at most one layout, and deactivating it needs the same object. While active
/// its constant can change in place (`AnchorLayout.setConstant(_:of:)`).
public final class LayoutRelation: CustomStringConvertible {
    /// `==`, `<=` or `>=`.
    public enum Comparison: String, Hashable, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// Who made a relation: the caller, or the layout for one of its own rules.
    enum Role {
        case user
        case contentHugging
        case compressionResistance
        case nonNegativeSize
        case containerOrigin
        case barrierBound
        case barrierPull

        /// The note that tells a reader of a diagnostic where a layout-made relation
        /// comes from.
        var note: String? {
            switch self {
            case .user: return nil
            case .contentHugging: return "content hugging"
            case .compressionResistance: return "compression resistance"
            case .nonNegativeSize: return "a size is never negative"
            case .containerOrigin: return "the container's origin"
            case .barrierBound: return "barrier"
            case .barrierPull: return "barrier pull"
            }
        }
    }

    let first: AnchorReference
    /// The relation of the first anchor to the right side.
    public let comparison: Comparison
    let second: AnchorReference?
    /// The factor of the second anchor (1 when there is none).
    public let multiplier: Double
    /// The constant added to the right side; changed in place by
    /// `AnchorLayout.setConstant(_:of:)`.
    public internal(set) var constant: Double
    /// How much the relation matters; 1000 (required) unless `priority(_:)` says otherwise.
    public let priority: LayoutPriority
    let role: Role
    /// The solver's constraint while the relation is active.
    var constraint: Constraint?

    init(
        _ first: AnchorReference, _ comparison: Comparison, _ second: AnchorReference?,
        multiplier: Double, constant: Double, priority: LayoutPriority = .required, role: Role = .user
    ) {
        self.first = first
        self.comparison = comparison
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.role = role
    }

    /// The same relation with another priority, not yet active.
    ///
    /// - Parameter priority: 1...1000; 1000 is required.
    /// - Returns: A new relation; this one is unchanged.
    public func priority(_ priority: LayoutPriority) -> LayoutRelation {
        LayoutRelation(
            first, comparison, second, multiplier: multiplier, constant: constant,
            priority: priority, role: role)
    }

    /// Whether a layout holds the relation.
    public var isActive: Bool { constraint != nil }

    /// The first anchor's name, such as `password.label.width`.
    public var firstAnchor: String { first.name }
    /// The second anchor's name (nil for a size compared with a constant).
    public var secondAnchor: String? { second?.name }

    /// The relation as written, such as `password.label.width == form.width - 100` or
    /// `user.label.width <= 41.859375 @250 (content hugging)`.
    public var description: String {
        var text = first.name + " " + comparison.rawValue + " "
        if let second {
            if multiplier != 1 { text += formatted(multiplier) + " * " }
            text += second.name
            if constant != 0 || constant.isNaN {
                text += (constant < 0 ? " - " : " + ") + formatted(Swift.abs(constant))
            }
        } else {
            text += formatted(constant)
        }
        if !priority.isRequired { text += " @" + priority.description }
        if let note = role.note { text += " (" + note + ")" }
        return text
    }

    /// `first - (multiplier · second + constant)`, the solver's form of the relation.
    ///
    /// - Complexity: O(terms of both anchors).
    func expression() -> Expression {
        var terms = first.expression.terms
        var value = first.expression.constant - constant
        if let second {
            for term in second.expression.terms { terms.append(Term(term.variable, -multiplier * term.coefficient)) }
            value -= multiplier * second.expression.constant
        }
        return Expression(terms: terms, constant: value)
    }

    /// The constant of `expression()` for another relation constant.
    func expressionConstant(for constant: Double) -> Double {
        first.expression.constant - constant - multiplier * (second?.expression.constant ?? 0)
    }

    /// A new solver constraint for this relation.
    func makeConstraint() -> Constraint {
        let relation: Relation
        switch comparison {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(expression(), relation, strength: priority.strength)
    }
}

/// A number as a diagnostic shows it: `8`, `0.5`, `41.859375`, `nan`.
func formatted(_ value: Double) -> String {
    if value.isFinite && value == value.rounded() && Swift.abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
