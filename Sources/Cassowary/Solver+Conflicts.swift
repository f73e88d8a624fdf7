// Explaining an unsatisfiable required constraint: the minimal set of already-added
// required constraints it conflicts with. Only the failure path pays for this.

extension Solver {
    /// The minimal subset of the added required constraints that, with `constraint`, has no
    /// solution; in the order they were added.
    ///
    /// STEP 1: candidates are the constraints whose markers appear in the infeasibility
    /// certificate (the final artificial objective, or the row the dual simplex could not
    /// repair): by Farkas' lemma they alone already contradict `constraint`.
    /// STEP 2: should rounding make that set look satisfiable, fall back to every required
    /// constraint connected to `constraint` through shared variables.
    /// STEP 3: a deletion filter: drop each candidate in turn if the rest still conflict,
    /// tested on throw-away solvers holding the candidates only; when they do, keep only
    /// the throw-away solver's own certificate, which often drops many at once.
    ///
    /// - Parameters:
    ///   - constraint: The constraint that failed (with its new constant, for `setConstant`).
    ///   - certificate: The symbols of the certificate.
    ///   - excluding: A constraint in the solver that must not be listed (the one whose
    ///     constant changed).
    /// - Complexity: O(k²) small solves for k candidates, plus O(constraints) to map symbols.
    func minimalConflicts(
        for constraint: Constraint, certificate: [Symbol],
        excluding: Constraint? = nil
    ) -> [Constraint] {
        let required = constraints.all
            .filter { $0.constraint.strength.isRequired && $0.constraint !== excluding }
            .sorted { $0.sequence < $1.sequence }
        var owners: [Symbol: Int] = [:]
        for (index, record) in required.enumerated() {
            owners[record.tag.marker] = index
            if record.tag.other.isValid { owners[record.tag.other] = index }
        }
        var chosen = Set(certificate.compactMap { owners[$0] })
        var candidates = required.indices.filter { chosen.contains($0) }.map { required[$0].constraint }
        // A throw-away solver reports the raw certificate; the caller minimises it.
        guard explainsConflicts else { return candidates }
        if conflictCore(candidates + [constraint]) == nil {
            chosen = connectedComponent(of: constraint, among: required.map(\.constraint))
            candidates = required.indices.filter { chosen.contains($0) }.map { required[$0].constraint }
            if conflictCore(candidates + [constraint]) == nil { return [] }
        }
        // Deletion filter. A member whose removal makes the rest satisfiable is in every
        // conflicting subset, so the members before `index` survive any shrinking.
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if let core = conflictCore(trial + [constraint]) {
                let keep = Set(core.map(ObjectIdentifier.init))
                candidates = trial.filter { keep.contains(ObjectIdentifier($0)) }
            } else {
                index += 1
            }
        }
        return candidates
    }

    /// Solves the required constraints on a throw-away solver: nil when they hold together,
    /// else a subset of them that does not (the failing one and its raw certificate).
    ///
    /// - Complexity: one solve of `list`.
    private func conflictCore(_ list: [Constraint]) -> [Constraint]? {
        let scratch = Solver(explainingConflicts: false)
        scratch.memoryBudget = memoryBudget
        for constraint in list {
            do {
                try scratch.addConstraint(constraint)
            } catch {
                if case .unsatisfiable(let failed, let conflicts) = error { return conflicts + [failed] }
                // Out of budget proves nothing: the member is kept, and the set reported may
                // be larger than minimal, but it still conflicts.
                if case .memoryBudgetExceeded = error { return nil }
                return list
            }
        }
        return nil
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
