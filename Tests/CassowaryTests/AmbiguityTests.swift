import Testing

@testable import Cassowary

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("A variable pinned by a required equality is not ambiguous")
    func pinned() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        #expect(!solver.hasAmbiguousSolution)
    }

    @Test("A sum of two unknowns leaves both free")
    func underdetermined() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(z == 3)
        #expect(solver.ambiguousVariables(among: [x, y, z]) == [x, y])
        #expect(solver.hasAmbiguousSolution)
    }

    @Test("A weak wish that picks one point removes the ambiguity")
    func weakWishDecides() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint((x == y).strength(.weak))
        #expect(solver.value(of: x) == 5)
        #expect(solver.ambiguousVariables(among: [x, y]).isEmpty)
    }

    @Test("A range with no wish inside it is ambiguous; a wish outside it is not")
    func ranges() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        // Pulled past the upper bound: the optimum is the bound itself.
        try solver.addConstraint((x == 20).strength(.weak))
        #expect(solver.value(of: x) == 10)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    @Test("Two inequalities that meet pin the variable although both slacks cost nothing")
    func degenerateRowsBlock() throws {
        // x >= 0 and x <= 0: the tableau holds x in terms of a slack whose reduced cost is
        // zero, so step 2 cannot decide; the face's solve shows the slack cannot move.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 0)
        #expect(solver.value(of: x) == 0)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    @Test("Among many variables pinned by meeting inequalities, the two that can move together are found")
    func groupSearch() throws {
        let solver = Solver()
        let pinned = (0..<30).map { Variable("p\($0)") }
        for p in pinned {
            try solver.addConstraint(p >= 0)
            try solver.addConstraint(p <= 0)
        }
        // x == y written as two inequalities, both non-negative: neither slack moves alone
        // in every basis, but x and y rise together.
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(x <= y)
        try solver.addConstraint(x >= y)
        let all = pinned[..<15] + [x] + pinned[15...] + [y]
        #expect(solver.ambiguousVariables(among: Array(all)) == [x, y])
        // A weak wish for x picks one point of the ray.
        try solver.addConstraint((x == 5).strength(.weak))
        #expect(solver.value(of: y) == 5)
        #expect(solver.ambiguousVariables(among: Array(all)).isEmpty)
    }

    @Test("A variable the solver has never seen, or no longer holds, is ambiguous")
    func unknownVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let unseen = Variable("unseen")
        let c = x == y + 4
        try solver.addConstraint(c)
        try solver.addConstraint(y == 1)
        #expect(solver.ambiguousVariables(among: [x, y, unseen]) == [unseen])
        try solver.removeConstraint(c)
        #expect(solver.ambiguousVariables(among: [x, y]) == [x])
    }

    @Test("Equal weights pulling two ways leave a tie: every point between is optimal")
    func tie() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).strength(.medium))
        try solver.addConstraint((x == 10).strength(.medium))
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        // A third, weaker wish breaks the tie.
        try solver.addConstraint((x == 3).strength(.weak))
        #expect(solver.value(of: x) == 3)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    @Test("Asking changes nothing in the solver")
    func readOnly() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 2)
        let before = solverSnapshot(solver, [x, y])
        _ = solver.ambiguousVariables(among: [x, y])
        let after = solverSnapshot(solver, [x, y])
        #expect(before.0 == after.0 && before.1 == after.1)
        expectValidTableau(solver)
    }

    @Test("Random small systems agree with a re-solve from scratch that nudges each variable")
    func againstReference() throws {
        var random = SplitMix64(seed: 14)
        let strengths: [Strength] = [.weak, .medium, .strong]
        var ambiguousSeen = 0
        var fixedSeen = 0
        for _ in 0..<150 {
            let variables = (0..<3).map { Variable("v\($0)") }
            var list: [Constraint] = []
            let count = Int.random(in: 2...5, using: &random)
            for _ in 0..<count {
                var expression = Expression(constant: Double(Int.random(in: -10...10, using: &random)))
                for v in variables where Bool.random(using: &random) {
                    let c = Double(Int.random(in: -2...2, using: &random))
                    if c != 0 { expression.terms.append(Term(v, c)) }
                }
                if expression.terms.isEmpty { continue }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    .randomElement(using: &random)!
                let strength: Strength =
                    Int.random(in: 0..<3, using: &random) == 0
                    ? strengths.randomElement(using: &random)! : .required
                list.append(Constraint(expression, relation, strength: strength))
            }
            let solver = Solver()
            var kept: [Constraint] = []
            for c in list where (try? solver.addConstraint(c)) != nil { kept.append(c) }
            let ambiguous = Set(solver.ambiguousVariables(among: variables).map(ObjectIdentifier.init))
            for v in variables {
                let value = solver.value(of: v)
                // Reference: the same constraints from scratch, plus a wish far weaker than
                // any of them to move v by half a unit. Only a tie in the optimum lets it.
                var moves = false
                for target in [value + 0.5, value - 0.5] {
                    let fresh = Solver()
                    for c in kept {
                        try fresh.addConstraint(Constraint(c.expression, c.relation, strength: c.strength))
                    }
                    try fresh.addConstraint((v == target).strength(Strength(1e-3)))
                    if abs(fresh.value(of: v) - value) > 1e-6 { moves = true }
                }
                #expect(
                    ambiguous.contains(ObjectIdentifier(v)) == moves,
                    "\(v) in \(kept.map(\.description))")
                if moves { ambiguousSeen += 1 } else { fixedSeen += 1 }
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(ambiguousSeen > 50 && fixedSeen > 50)
    }
}
