/// The errors a caller of `Solver` can cause. A call that throws leaves the solver
/// exactly as it was before the call.
// Unchecked: the error carries the caller's own (non-Sendable) constraint and variable
// objects so they can be identified; it is as shareable as those objects are.
public enum SolverError: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflicts`, already-added required
    /// constraints it contradicts, in the order they were added. With `minimal`, no member
    /// can go; without it, the search for a minimal set passed its budget (or rounding left a
    /// step undecided) and the set, which still conflicts, may hold more than it needs.
    case unsatisfiable(Constraint, conflicts: [Constraint], minimal: Bool = true)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditVariable(Variable)
    /// A coefficient, the constant or the strength of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// A suggested value, a new constant or an edit strength is NaN or infinite.
    case nonFiniteValue(Variable, Double)
    /// Adding the constraint would take the tableau past the solver's memory budget:
    /// `estimate` is the bytes it would take (by `Solver.estimatedMemory`'s measure) at
    /// the step that was refused, `budget` the `Solver.memoryBudget`, both in bytes.
    // Boxed, so that the error stays as small as the other cases: every add returns it
    // (see docs/PERFORMANCE.md, "What the budget costs a normal add").
    indirect case memoryBudgetExceeded(Constraint, budget: Int, estimate: Int)
    /// The operation on `constraint` left `violated`, required constraints, off by more than
    /// rounding, and re-solving in exact arithmetic could not repair it (the system is too
    /// large for it, or the exact answer does not survive rounding to `Double`). The
    /// operation was undone; the solver never returns such values.
    indirect case numericallyUnstable(Constraint, violated: [Constraint])

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiable(let a, let x, let m), .unsatisfiable(let b, let y, let n)):
            return a === b && x == y && m == n
        case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
            (.unknownConstraint(let a), .unknownConstraint(let b)),
            (.nonFiniteConstraint(let a), .nonFiniteConstraint(let b)):
            return a === b
        case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
            (.unknownEditVariable(let a), .unknownEditVariable(let b)),
            (.requiredEditVariable(let a), .requiredEditVariable(let b)):
            return a === b
        case (.nonFiniteValue(let a, let x), .nonFiniteValue(let b, let y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case (.memoryBudgetExceeded(let a, let x, let u), .memoryBudgetExceeded(let b, let y, let v)):
            return a === b && x == y && u == v
        case (.numericallyUnstable(let a, let x), .numericallyUnstable(let b, let y)):
            return a === b && x == y
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let c, let conflicts, let minimal):
            let list = conflicts.map { "  " + $0.description }.joined(separator: "\n")
            let heading = minimal ? "; conflicts with:\n" : "; conflicts with (not shown minimal):\n"
            return "unsatisfiable required constraint \(c)" + (conflicts.isEmpty ? "" : heading + list)
        case .duplicateConstraint(let c): return "duplicate constraint \(c)"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .nonFiniteConstraint(let c): return "non-finite number in constraint \(c)"
        case .nonFiniteValue(let v, let x): return "non-finite value \(x) for \(v)"
        case .memoryBudgetExceeded(let c, let budget, let estimate):
            return "memory budget exceeded: adding \(c) would take the tableau to about "
                + "\(estimate) bytes, over the budget of \(budget) bytes"
        case .numericallyUnstable(let c, let violated):
            let list = violated.map { "  " + $0.description }.joined(separator: "\n")
            return "numerically unstable: \(c) left required constraints unmet beyond rounding, "
                + "and no exact re-solve within its bounds repaired it; undone. Unmet:\n" + list
        }
    }
}
