// Explaining an unsatisfiable required constraint: the minimal set of already-added
// required constraints it conflicts with. Only the failure path pays for this.

extension Solver {
    /// The most constraints the deletion filter adds to throw-away solvers in one search
    /// (a filter over about 300 candidates); past it the search stops with a set that still
    /// conflicts but is not shown minimal.
    static let defaultConflictSearchBudget = 100_000

    /// The most term operations the irreducibility test spends (see
    /// `IrreducibleConflictTest`).
    static let defaultIrreducibilityWorkLimit = 4_000_000

    /// The error for a required `constraint` that cannot be added, with what it conflicts
    /// with, found from `certificate`.
    func unsatisfiable(_ constraint: Constraint, certificate: [Symbol]) -> SolverError {
        let found = conflicts(with: constraint, certificate: certificate)
        return .unsatisfiable(constraint, conflicts: found.conflicts, minimal: found.minimal)
    }

    /// A set of required constraints that, with `constraint`, has no solution, in the order
    /// they were added; minimal (no member can go) unless `minimal` says otherwise.
    ///
    /// STEP 1: candidates are the constraints whose markers appear in the infeasibility
    /// certificate (the final artificial objective, or the row the dual simplex could not
    /// repair): by Farkas' lemma they alone already contradict `constraint`. When their one
    /// linear dependency weighs every member and contradicts, that is shown minimal
    /// (`IrreducibleConflictTest`): a chain or a row of views ends here, in O(N).
    /// STEP 2: otherwise a throw-away solver holding them only confirms the conflict and gives
    /// its own certificate, often smaller, which the same test may show minimal. Should
    /// rounding make the set look satisfiable, every required constraint connected to
    /// `constraint` through shared variables is tried instead.
    /// STEP 3: otherwise a deletion filter: drop each candidate in turn if the rest still
    /// conflict, tested on throw-away solvers, keeping only their certificate, within
    /// `conflictSearchBudget`.
    ///
    /// - Parameters:
    ///   - constraint: The constraint that failed (with its new constant, for `setConstant`).
    ///   - certificate: The symbols of the certificate.
    ///   - excluding: A constraint in the solver that must not be listed (the one whose
    ///     constant changed).
    /// - Complexity: O(constraints log constraints) to map symbols and O(k) for a
    ///   certificate that shows itself minimal (a chain); otherwise re-solves of the
    ///   conflicting part, up to `conflictSearchBudget` adds.
    func conflicts(
        with constraint: Constraint, certificate: [Symbol],
        excluding: Constraint? = nil
    ) -> (conflicts: [Constraint], minimal: Bool) {
        let required = constraints.all
            .filter { $0.constraint.strength.isRequired && $0.constraint !== excluding }
            .sorted { $0.sequence < $1.sequence }
        var owners: [Symbol: Int] = [:]
        for (index, record) in required.enumerated() {
            owners[record.tag.marker] = index
            if record.tag.other.isValid { owners[record.tag.other] = index }
        }
        let chosen = Set(certificate.compactMap { owners[$0] })
        var candidates = required.indices.filter { chosen.contains($0) }.map { required[$0].constraint }
        // A throw-away solver reports the raw certificate; the caller minimises it.
        guard explainsConflicts else { return (candidates, false) }
        let test = IrreducibleConflictTest(workLimit: irreducibilityWorkLimit)
        if test.showsMinimalConflict(candidates + [constraint]) { return (candidates, true) }
        var search = ConflictSearch(budget: conflictSearchBudget, memoryBudget: memoryBudget)
        var outcome = search.solve(candidates + [constraint])
        if case .satisfiable = outcome {
            let component = connectedComponent(of: constraint, among: required.map(\.constraint))
            candidates = required.indices.filter { component.contains($0) }.map { required[$0].constraint }
            outcome = search.solve(candidates + [constraint])
        }
        switch outcome {
        case .conflicts(let core): candidates = ConflictSearch.restrict(candidates, to: core)
        case .satisfiable: return ([], false)
        case .inconclusive, .overBudget: return (candidates, false)
        }
        if test.showsMinimalConflict(candidates + [constraint]) { return (candidates, true) }
        // Deletion filter. A member whose removal makes the rest satisfiable is in every
        // conflicting subset, so the members before `index` survive any shrinking.
        var proved = true
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            switch search.solve(trial + [constraint]) {
            case .conflicts(let core):
                candidates = ConflictSearch.restrict(trial, to: core)
                if test.showsMinimalConflict(candidates + [constraint]) { return (candidates, true) }
            case .satisfiable:
                index += 1
            case .inconclusive:
                // Kept without proof: the set still conflicts, but may not be minimal.
                proved = false
                index += 1
            case .overBudget:
                return (candidates, false)
            }
        }
        return (candidates, proved)
    }

    /// The indices in `list` of the constraints linked to `constraint` through chains of
    /// shared variables.
    ///
    /// - Complexity: O(total terms).
    private func connectedComponent(of constraint: Constraint, among list: [Constraint]) -> Set<Int> {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, c) in list.enumerated() {
            for term in c.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(index) }
        }
        var seenVariables = Set<ObjectIdentifier>()
        var result = Set<Int>()
        var stack = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = stack.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where result.insert(index).inserted {
                stack += list[index].expression.terms.map { ObjectIdentifier($0.variable) }
            }
        }
        return result
    }
}
