import Testing

@testable import Cassowary

@Suite("Random operation sequences keep the tableau valid")
struct RandomSequenceTests {
    /// The residual of a required constraint at the solver's values (≤ 0 when it holds).
    private func violation(_ c: Constraint, _ solver: Solver) -> Double {
        let e = c.expression
        let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch c.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return value
        case .greaterThanOrEqual: return -value
        }
    }

    /// Σ strength × violation over the non-required constraints and the edit variables.
    private func weightedError(
        _ solver: Solver, _ live: [Constraint],
        _ edits: [(Variable, Strength, Double)]
    ) -> Double {
        var total = 0.0
        for c in live where !c.strength.isRequired {
            total += c.strength.value * max(0, violation(c, solver))
        }
        for (v, strength, value) in edits {
            total += strength.value * abs(solver.value(of: v) - value)
        }
        return total
    }

    /// Whether the required constraints can hold together (a fresh solver decides).
    private func satisfiable(_ list: [Constraint]) -> Bool {
        let solver = Solver()
        for c in list {
            do { try solver.addConstraint(c) } catch { return false }
        }
        return true
    }

    @Test(
        "Add, remove, edit, suggest and setConstant with the invariant check after every step",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSequence(seed: UInt64) throws {
        try runSequence(seed: seed, lazyIndexThreshold: nil)
    }

    @Test(
        "The same sequences with every row of two or more cells indexed lazily",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSequenceWithLazyIndex(seed: UInt64) throws {
        try runSequence(seed: seed, lazyIndexThreshold: 2)
    }

    private func runSequence(seed: UInt64, lazyIndexThreshold: Int?) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let variables = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        if let lazyIndexThreshold { solver.lazyIndexThreshold = lazyIndexThreshold }
        var live: [Constraint] = []
        var editing: [Variable] = []
        var edits: [(Variable, Strength, Double)] = []
        for _ in 0..<250 {
            switch pick(10) {
            case 0...4:
                var expression = Expression(constant: Double(pick(41) - 20))
                for _ in 0...pick(3) {
                    let coefficient = Double(pick(9) - 4)
                    if coefficient != 0 { expression.terms.append(Term(variables[pick(6)], coefficient)) }
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][pick(3)]
                let strength: Strength = [.required, .required, .strong, .medium, .weak][pick(5)]
                let c = Constraint(expression, relation, strength: strength)
                let before = solverSnapshot(solver, variables)
                do {
                    try solver.addConstraint(c)
                    live.append(c)
                } catch let error {
                    #expect(solverSnapshot(solver, variables) == before)
                    guard case .unsatisfiable(let failed, let conflicts, _) = error else {
                        Issue.record("unexpected \(error)")
                        continue
                    }
                    #expect(failed === c)
                    // The conflict set is unsatisfiable with c, and minimal.
                    #expect(!satisfiable(conflicts + [c]))
                    for index in conflicts.indices {
                        var smaller = conflicts
                        smaller.remove(at: index)
                        #expect(satisfiable(smaller + [c]))
                    }
                }
            case 5, 6:
                if !live.isEmpty { try solver.removeConstraint(live.remove(at: pick(live.count))) }
            case 7:
                let v = variables[pick(6)]
                if solver.hasEditVariable(v) {
                    try solver.removeEditVariable(v)
                    editing.removeAll { $0 === v }
                    edits.removeAll { $0.0 === v }
                } else {
                    let strength: Strength = [.strong, .medium, .weak][pick(3)]
                    try solver.addEditVariable(v, strength: strength)
                    editing.append(v)
                    edits.append((v, strength, 0))
                }
            case 8:
                if !editing.isEmpty {
                    let v = editing[pick(editing.count)]
                    let value = Double(pick(201) - 100)
                    try solver.suggestValue(value, for: v)
                    let index = edits.firstIndex { $0.0 === v }!
                    edits[index].2 = value
                }
            default:
                if !live.isEmpty {
                    let c = live[pick(live.count)]
                    let before = solverSnapshot(solver, variables)
                    do {
                        try solver.setConstant(Double(pick(41) - 20), of: c)
                    } catch {
                        #expect(solverSnapshot(solver, variables) == before)
                    }
                }
            }
            expectValidTableau(solver)
            if pick(2) == 0 {
                // updateVariables reports exactly the variables whose value changed.
                let old = variables.map(\.value)
                let changed = solver.updateVariables()
                let expected = variables.indices.filter { old[$0] != variables[$0].value }.map { variables[$0] }
                #expect(Set(changed) == Set(expected))
                for v in variables { #expect(v.value == solver.value(of: v)) }
            }
            for c in live where c.strength.isRequired {
                #expect(violation(c, solver) <= 1e-7, "\(c) violated")
            }
            // The incremental optimum weighs as much as solving the final system afresh.
            let fresh = Solver()
            for c in live { try fresh.addConstraint(c) }
            for (v, strength, value) in edits {
                try fresh.addEditVariable(v, strength: strength)
                try fresh.suggestValue(value, for: v)
            }
            let incremental = weightedError(solver, live, edits)
            let reference = weightedError(fresh, live, edits)
            #expect(
                abs(incremental - reference) <= 1e-6 * max(1, reference),
                "incremental \(incremental) vs fresh \(reference)")
        }
        for c in live { try solver.removeConstraint(c) }
        for v in editing { try solver.removeEditVariable(v) }
        expectValidTableau(solver)
        #expect(solver.isTableauEmpty, "\(solver.dump())")
    }
}
