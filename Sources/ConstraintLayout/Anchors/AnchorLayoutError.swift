/// The mistakes a caller of `AnchorLayout` can make, each naming what and where. A call
/// that throws leaves the layout exactly as it was: the same relations, the same frames.
// Unchecked: the error carries the caller's own relation objects so they can be
// identified; it is as shareable as those objects are.
public enum AnchorLayoutError: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
    /// A required relation cannot hold together with `conflicts`, active required relations
    /// it contradicts, in the order they were activated: the smallest such set (from the
    /// solver's minimal conflicting set) unless `minimal` is false (see
    /// `SolverError.unsatisfiable`).
    case unsatisfiable(LayoutRelation, conflicts: [LayoutRelation], minimal: Bool = true)
    /// A constant or multiplier is NaN or infinite.
    case nonFiniteNumber(LayoutRelation, value: Double)
    /// A multiplier of 0 would make the second anchor irrelevant: say `a.width == 10`.
    case zeroMultiplier(LayoutRelation)
    /// The relation joins an item (or barrier) of another layout.
    case foreignItem(String, relation: LayoutRelation?)
    /// The relation is already active (or is listed twice).
    case alreadyActive(LayoutRelation)
    /// The relation is not active in this layout (never activated, or deactivated already).
    case notActive(LayoutRelation)
    /// The relation is one of the layout's own (hugging, compression resistance, a barrier,
    /// the container's origin): change it through the call that made it.
    case layoutOwnedRelation(LayoutRelation)
    /// Another item of this layout has the name.
    case duplicateName(String)
    /// Items need a name to be reported by.
    case emptyName
    /// A container size that is NaN, infinite or negative.
    case invalidContainerSize(Double)
    /// An intrinsic content size (or a font size) that is NaN, infinite or negative.
    case invalidIntrinsicSize(String, Double)
    /// A priority off the scale 1...1000 (0, 1001, NaN), with what it was given for: a
    /// relation as written, or an item's hugging or compression resistance along an axis.
    case invalidPriority(String, Double)
    /// A barrier needs at least one item.
    case emptyBarrier
    /// The item has no text.
    case notATextItem(String)
    /// Activating the relation would take the solver's tableau past its memory budget
    /// (bytes; see `Solver.memoryBudget`).
    case memoryBudgetExceeded(LayoutRelation, budget: Int, estimate: Int)
    /// Activating or changing the relation left `unmet`, required relations, off beyond
    /// rounding, and no exact re-solve within its bounds repaired it (coefficients too far
    /// apart); it was undone.
    case numericallyUnstable(LayoutRelation, unmet: [LayoutRelation])

    public static func == (lhs: AnchorLayoutError, rhs: AnchorLayoutError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiable(let a, let x, let m), .unsatisfiable(let b, let y, let n)):
            return a === b && m == n && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case (.nonFiniteNumber(let a, let x), .nonFiniteNumber(let b, let y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case (.zeroMultiplier(let a), .zeroMultiplier(let b)),
            (.alreadyActive(let a), .alreadyActive(let b)),
            (.notActive(let a), .notActive(let b)),
            (.layoutOwnedRelation(let a), .layoutOwnedRelation(let b)):
            return a === b
        case (.foreignItem(let a, let x), .foreignItem(let b, let y)):
            return a == b && x === y
        case (.duplicateName(let a), .duplicateName(let b)), (.notATextItem(let a), .notATextItem(let b)):
            return a == b
        case (.emptyName, .emptyName), (.emptyBarrier, .emptyBarrier):
            return true
        case (.invalidContainerSize(let x), .invalidContainerSize(let y)):
            return x == y || (x.isNaN && y.isNaN)
        case (.invalidIntrinsicSize(let a, let x), .invalidIntrinsicSize(let b, let y)),
            (.invalidPriority(let a, let x), .invalidPriority(let b, let y)):
            return a == b && (x == y || (x.isNaN && y.isNaN))
        case (.memoryBudgetExceeded(let a, let x, let u), .memoryBudgetExceeded(let b, let y, let v)):
            return a === b && x == y && u == v
        case (.numericallyUnstable(let a, let x), .numericallyUnstable(let b, let y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let relation, let conflicts, let minimal):
            let list = conflicts.map { "  " + $0.description }.joined(separator: "\n")
            let heading = minimal ? "; it conflicts with:\n" : "; it conflicts with (not shown minimal):\n"
            return "unsatisfiable required relation \(relation)" + (conflicts.isEmpty ? "" : heading + list)
        case .nonFiniteNumber(let relation, let value):
            return "non-finite number \(value) in relation \(relation)"
        case .zeroMultiplier(let relation):
            return "multiplier 0 in relation \(relation): compare the size with a constant instead"
        case .foreignItem(let name, let relation):
            return "\(name) belongs to another layout" + (relation.map { " (in relation \($0))" } ?? "")
        case .alreadyActive(let relation):
            return "relation \(relation) is already active"
        case .notActive(let relation):
            return "relation \(relation) is not active in this layout"
        case .layoutOwnedRelation(let relation):
            return "relation \(relation) belongs to the layout and cannot be changed directly"
        case .duplicateName(let name):
            return "an item named \(name) already exists"
        case .emptyName:
            return "an item needs a name"
        case .invalidContainerSize(let value):
            return "invalid container size \(value): sizes are finite and not negative"
        case .invalidIntrinsicSize(let name, let value):
            return "invalid intrinsic size \(value) for \(name): sizes are finite and not negative"
        case .invalidPriority(let subject, let value):
            return "invalid priority \(value) for \(subject): priorities are 1...1000"
        case .emptyBarrier:
            return "a barrier needs at least one item"
        case .memoryBudgetExceeded(let relation, let budget, let estimate):
            return "relation \(relation) would take the solver to about \(estimate) bytes, past its budget of \(budget)"
        case .notATextItem(let name):
            return "\(name) is not a text item"
        case .numericallyUnstable(let relation, let unmet):
            let list = unmet.map { "  \($0)" }.joined(separator: "\n")
            return "numerically unstable: relation \(relation) left required relations unmet beyond "
                + "rounding, and no exact re-solve within its bounds repaired it; undone. Unmet:\n" + list
        }
    }
}
