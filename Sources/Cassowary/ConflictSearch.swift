/// The re-solves of a conflict search: each on a throw-away solver that holds the required
/// constraints of one trial only, all within one budget of constraint adds.
struct ConflictSearch {
    enum Outcome {
        /// The constraints conflict; `core` is a subset that does (the throw-away solver's
        /// failing constraint and its raw certificate).
        case conflicts(core: [Constraint])
        /// The constraints hold together.
        case satisfiable
        /// The trial proves nothing (it passed the memory budget, or rounding left it
        /// undecided).
        case inconclusive
        /// The search has spent its budget.
        case overBudget
    }

    /// Constraint adds left.
    var budget: Int
    let memoryBudget: Int

    /// Solves `list` from scratch, in order.
    ///
    /// - Complexity: one solve of `list`.
    mutating func solve(_ list: [Constraint]) -> Outcome {
        guard list.count <= budget else { return .overBudget }
        budget -= list.count
        let scratch = Solver(explainingConflicts: false)
        scratch.memoryBudget = memoryBudget
        for constraint in list {
            do {
                try scratch.addConstraint(constraint)
            } catch {
                if case .unsatisfiable(let failed, let conflicts, _) = error {
                    return .conflicts(core: conflicts + [failed])
                }
                return .inconclusive
            }
        }
        return .satisfiable
    }

    /// The members of `candidates` that are in `core`, in their order.
    static func restrict(_ candidates: [Constraint], to core: [Constraint]) -> [Constraint] {
        let kept = Set(core.map(ObjectIdentifier.init))
        return candidates.filter { kept.contains(ObjectIdentifier($0)) }
    }
}
