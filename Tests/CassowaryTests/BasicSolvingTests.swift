import Testing

@testable import Cassowary

@Suite("Solving simple systems")
struct BasicSolvingTests {
    @Test("x + 2 == 20 gives x = 18")
    func simpleEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x + 2 == 20)
        solver.updateVariables()
        #expect(x.value == 18)
        #expect(solver.value(of: x) == 18)
    }

    @Test("x == 20 and x + 2 == y + 10 give y = 12")
    func chainedEquality() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 20)
        try solver.addConstraint(x + 2 == y + 10)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 12)
        expectValidTableau(solver)
    }

    @Test("Equal weak pulls settle on one of the two optimal vertices")
    func weakTieHasTwoOptima() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x <= y)
        try solver.addConstraint(y == x + 3)
        try solver.addConstraint((x == 10).strength(.weak))
        try solver.addConstraint((y == 10).strength(.weak))
        solver.updateVariables()
        let pair = (x.value, y.value)
        #expect(
            (nearlyEqual(pair.0, 10) && nearlyEqual(pair.1, 13)) || (nearlyEqual(pair.0, 7) && nearlyEqual(pair.1, 10)))
        expectValidTableau(solver)
    }

    @Test("The paper's line: xl, xm, xr = 90, 95, 100, then a strong edit of xm to 2")
    func paperLine() throws {
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 10 <= xr)
        try solver.addConstraint(xl >= 0)
        solver.updateVariables()
        #expect(nearlyEqual(xl.value, 90) && nearlyEqual(xm.value, 95) && nearlyEqual(xr.value, 100))
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(2, for: xm)
        solver.updateVariables()
        #expect(nearlyEqual(xl.value, 0) && nearlyEqual(xm.value, 5) && nearlyEqual(xr.value, 10))
        expectValidTableau(solver)
    }

    @Test("Variables with the same name are different unknowns")
    func identity() throws {
        let a = Variable("v")
        let b = Variable("v")
        let solver = Solver()
        try solver.addConstraint(a == 1)
        try solver.addConstraint(b == 2)
        #expect(solver.value(of: a) == 1 && solver.value(of: b) == 2)
    }

    @Test("An unconstrained or unknown variable reads 0")
    func unknownVariable() {
        let solver = Solver()
        #expect(solver.value(of: Variable("free")) == 0)
    }

    @Test("Inequalities with a medium preference land on the bound")
    func mediumAgainstBound() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(w >= 40)
        try solver.addConstraint((w == 10).strength(.medium))
        #expect(solver.value(of: w) == 40)
        try solver.addConstraint((w == 70).strength(.strong))
        #expect(solver.value(of: w) == 70)
    }

    @Test("Statistics count rows, constraints and pivots")
    func statistics() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let c1 = x + y == 10
        try solver.addConstraint(c1)
        try solver.addConstraint(x >= 3)
        #expect(solver.statistics.constraints == 2)
        #expect(solver.statistics.rows == 2)
        try solver.removeConstraint(c1)
        #expect(solver.statistics.constraints == 1)
        #expect(solver.statistics.rows == 1)
        solver.reset()
        #expect(solver.statistics.constraints == 0 && solver.statistics.rows == 0)
        #expect(solver.isTableauEmpty)
    }
}

@Suite("One constraint in several solvers")
struct SharedConstraintTests {
    @Test("The same constraint and variable objects work in two solvers independently")
    func twoSolvers() throws {
        let x = Variable("x")
        let y = Variable("y")
        let shared = x + y == 10
        let first = Solver()
        let second = Solver()
        try first.addConstraint(shared)
        try second.addConstraint(shared)
        try first.addConstraint(x == 3)
        try second.addConstraint(x == 8)
        #expect(first.value(of: y) == 7 && second.value(of: y) == 2)
        #expect(throws: SolverError.duplicateConstraint(shared)) { try second.addConstraint(shared) }
        try first.removeConstraint(shared)
        #expect(!first.hasConstraint(shared) && second.hasConstraint(shared))
        #expect(throws: SolverError.unknownConstraint(shared)) { try first.removeConstraint(shared) }
        try first.addConstraint(shared)
        try second.removeConstraint(shared)
        #expect(first.hasConstraint(shared) && !second.hasConstraint(shared))
        expectValidTableau(first)
        expectValidTableau(second)
    }

    @Test("After reset a solver starts empty and accepts the same objects again")
    func resetAndReuse() throws {
        let x = Variable("x")
        let c = x >= 5
        let solver = Solver()
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c) && !solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(c)
        #expect(solver.value(of: x) == 5)
        let other = Solver()
        try other.addConstraint(c)
        #expect(other.hasConstraint(c))
    }
}
