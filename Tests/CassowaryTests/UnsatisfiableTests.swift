import Testing

@testable import Cassowary

@Suite("Unsatisfiable constraints and rollback")
struct UnsatisfiableTests {
    @Test("x == 10 then x == 5 is unsatisfiable, conflicting with x == 10")
    func equalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10
        let five = x == 5
        try solver.addConstraint(ten)
        let before = solverSnapshot(solver, [x])
        #expect(throws: SolverError.unsatisfiable(five, conflicts: [ten])) {
            try solver.addConstraint(five)
        }
        #expect(solverSnapshot(solver, [x]) == before)
        #expect(!solver.hasConstraint(five))
        expectValidTableau(solver)
    }

    @Test("x >= 10 then x <= 5 is unsatisfiable, conflicting with x >= 10")
    func inequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 10
        let high = x <= 5
        try solver.addConstraint(low)
        let before = solverSnapshot(solver, [x])
        #expect(throws: SolverError.unsatisfiable(high, conflicts: [low])) {
            try solver.addConstraint(high)
        }
        #expect(solverSnapshot(solver, [x]) == before)
        expectValidTableau(solver)
    }

    @Test("The conflict of z <= 4 is exactly the chain w >= 10, x >= w, y >= x, z >= y")
    func minimalChain() throws {
        let w = Variable("w")
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let q = Variable("q")
        let chain = [w >= 10, x >= w, y >= x]
        let q5 = q == 5
        let last = z >= y
        let bound = z <= 4
        for index in 0..<4 {
            let solver = Solver()
            for c in chain { try solver.addConstraint(c) }
            try solver.addConstraint(q5)
            try solver.addConstraint(last)
            let before = solverSnapshot(solver, [w, x, y, z, q])
            #expect(throws: SolverError.unsatisfiable(bound, conflicts: chain + [last])) {
                try solver.addConstraint(bound)
            }
            #expect(solverSnapshot(solver, [w, x, y, z, q]) == before)
            expectValidTableau(solver)
            // Removing any one member of the conflict lets the bound in.
            try solver.removeConstraint((chain + [last])[index])
            try solver.addConstraint(bound)
            #expect(solver.value(of: z) <= 4)
            expectValidTableau(solver)
        }
    }

    @Test("A failed add rolls back completely: x >= 2, x <= 1 fails, remove and re-add x >= 2")
    func rollbackThenReadd() throws {
        let x = Variable("x")
        let solver = Solver()
        let two = x >= 2
        try solver.addConstraint(two)
        let one = x <= 1
        #expect(throws: SolverError.unsatisfiable(one, conflicts: [two])) {
            try solver.addConstraint(one)
        }
        try solver.removeConstraint(two)
        try solver.addConstraint(two)
        #expect(solver.value(of: x) == 2)
        expectValidTableau(solver)
    }

    @Test("A failed add through the artificial phase leaves dump and values identical")
    func artificialRollback() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let solver = Solver()
        let constraints = [
            a + b == 10, a >= 2, b >= 3, (c == a + 4).strength(.strong),
            (d == 1).strength(.weak), c <= 12, d >= b - 100
        ]
        for k in constraints { try solver.addConstraint(k) }
        try solver.addEditVariable(d, strength: .medium)
        try solver.suggestValue(40, for: d)
        let before = solverSnapshot(solver, [a, b, c, d])
        let bad = a + c >= 30  // needs a ≥ 9 with c ≤ 12 and a ≤ 7
        do {
            try solver.addConstraint(bad)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case .unsatisfiable(let failed, let conflicts, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(failed === bad)
            #expect(conflicts == [constraints[0], constraints[2], constraints[5]])
        }
        #expect(solverSnapshot(solver, [a, b, c, d]) == before)
        expectValidTableau(solver)
        try solver.addConstraint(a + c >= 15)
        #expect(solver.value(of: a) + solver.value(of: c) >= 15 - 1e-9)
    }

    @Test("A required chain through new variables that fails registers no variables")
    func newVariablesForgotten() throws {
        let x = Variable("x")
        let fresh = Variable("fresh")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.addConstraint(x + fresh - fresh == 2) }
        #expect(solver.dump() == before)
        #expect(solver.variables.count == 1)
        #expect(solver.updateVariables() == [x])
    }
}

@Suite("Degenerate constraints")
struct DegenerateConstraintTests {
    @Test("A constraint that cancels to a false constant fails on its own; a true one is accepted")
    func cancellingTerms() throws {
        let x = Variable("x")
        let solver = Solver()
        let impossible = x - x == 5
        #expect(throws: SolverError.unsatisfiable(impossible, conflicts: [])) {
            try solver.addConstraint(impossible)
        }
        let trivial = x - x == 0
        try solver.addConstraint(trivial)
        try solver.addConstraint(Constraint(Expression(constant: -5), .lessThanOrEqual))
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(Expression(constant: 5), .lessThanOrEqual))
        }
        try solver.addConstraint(x == 4)
        #expect(solver.value(of: x) == 4)
        try solver.removeConstraint(trivial)
        expectValidTableau(solver)
    }

    @Test("A redundant equality is accepted, and removing either copy keeps the value")
    func redundantEquality() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = x + y == 10
        let b = 2 * x + 2 * y == 20
        let c = x == 3
        for k in [a, b, c] { try solver.addConstraint(k) }
        #expect(solver.value(of: y) == 7)
        try solver.removeConstraint(a)
        #expect(solver.value(of: y) == 7)
        try solver.addConstraint(a)
        try solver.removeConstraint(b)
        #expect(solver.value(of: y) == 7)
        expectValidTableau(solver)
    }
}

@Suite("Large conflicts")
struct LargeConflictTests {
    @Test("A bound against a chain of 120 inequalities names the whole chain and nothing else")
    func longChain() throws {
        let xs = (0...120).map { Variable("x\($0)") }
        let side = (0..<40).map { Variable("y\($0)") }
        let solver = Solver()
        var chain = [xs[0] >= 0]
        try solver.addConstraint(chain[0])
        for i in 0..<120 {
            let link = xs[i + 1] >= xs[i] + 1
            try solver.addConstraint(link)
            chain.append(link)
            // Unrelated required constraints in between, some touching the chain.
            try solver.addConstraint(side[i % 40] <= xs[i] + 1000)
        }
        let bound = xs[120] <= 50
        #expect(throws: SolverError.unsatisfiable(bound, conflicts: chain)) {
            try solver.addConstraint(bound)
        }
        expectValidTableau(solver)
    }
}
