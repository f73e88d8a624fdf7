import Testing

@testable import Cassowary

@Suite("Changing a constraint's constant in place")
struct SetConstantTests {
    @Test("x == y + 8 with y == 10 gives 18; the constant -20 gives 30")
    func requiredEquality() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let offset = x == y + 8
        try solver.addConstraint(offset)
        try solver.addConstraint(y == 10)
        #expect(solver.value(of: x) == 18)
        try solver.setConstant(-20, of: offset)
        #expect(solver.value(of: x) == 30)
        #expect(offset.expression.constant == -20)
        expectValidTableau(solver)
    }

    @Test("Moving a bound and a weak goal: 50, then 30, then 20")
    func boundAndGoal() throws {
        let x = Variable("x")
        let solver = Solver()
        let goal = (x == 100).strength(.weak)
        let bound = x <= 50
        try solver.addConstraint(goal)
        try solver.addConstraint(bound)
        #expect(solver.value(of: x) == 50)
        try solver.setConstant(-30, of: bound)
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-20, of: goal)
        #expect(solver.value(of: x) == 20)
        try solver.setConstant(-200, of: goal)
        #expect(solver.value(of: x) == 30)
        expectValidTableau(solver)
    }

    @Test("A lower bound pushed up and released: 10, 40, then back to the weak 0")
    func lowerBound() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0).strength(.weak))
        let floor = x >= 10
        try solver.addConstraint(floor)
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(-40, of: floor)
        #expect(solver.value(of: x) == 40)
        try solver.setConstant(5, of: floor)  // x - (-5) >= 0
        #expect(solver.value(of: x) == 0)
        expectValidTableau(solver)
    }

    @Test("A gap in a row of three views: spacing 8 then 20 moves the last view")
    func spacing() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.addConstraint(a == 0)
        let gap1 = b == a + 30 + 8
        let gap2 = c == b + 40 + 8
        try solver.addConstraint(gap1)
        try solver.addConstraint(gap2)
        #expect(solver.value(of: c) == 86)
        try solver.setConstant(-(30 + 20), of: gap1)
        #expect(solver.value(of: b) == 50)
        #expect(solver.value(of: c) == 98)
        // Same result as remove + add of the changed constraint.
        let fresh = Solver()
        try fresh.addConstraint(a == 0)
        try fresh.addConstraint(b == a + 50)
        try fresh.addConstraint(c == b + 48)
        #expect(fresh.value(of: c) == solver.value(of: c))
    }

    @Test("A required constant that cannot hold throws with its conflicts and changes nothing")
    func unsatisfiableConstant() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 10
        let high = x <= 20
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 15).strength(.weak))
        let before = solverSnapshot(solver, [x])
        #expect(throws: SolverError.unsatisfiable(high, conflicts: [low])) {
            try solver.setConstant(-5, of: high)
        }
        #expect(solverSnapshot(solver, [x]) == before)
        #expect(high.expression.constant == -20)
        expectValidTableau(solver)
        try solver.setConstant(-12, of: high)
        #expect(solver.value(of: x) == 12)
    }

    @Test("setConstant on an unknown constraint or with NaN throws and changes nothing")
    func errors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 3
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.setConstant(1, of: c) }
        try solver.addConstraint(c)
        let before = solverSnapshot(solver, [x])
        #expect(throws: SolverError.nonFiniteValue(x, .infinity)) { try solver.setConstant(.infinity, of: c) }
        #expect(throws: SolverError.nonFiniteValue(x, .nan)) { try solver.setConstant(.nan, of: c) }
        #expect(solverSnapshot(solver, [x]) == before)
        #expect(c.expression.constant == -3)
    }
}
