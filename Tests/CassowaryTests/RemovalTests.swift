import Testing

@testable import Cassowary

@Suite("Adding and removing constraints")
struct RemovalTests {
    @Test("Removing the tightest bound restores the next one, then the weak value")
    func weakUpperBound() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x <= 100).strength(.weak))
        let c10 = x <= 10
        let c20 = x <= 20
        try solver.addConstraint(c10)
        try solver.addConstraint(c20)
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(c10)
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(c20)
        #expect(solver.value(of: x) == 100)
        expectValidTableau(solver)
    }

    @Test("Weak and strong goals follow adds and removes: (10,120) (20,120) (20,40) (60,120) (100,120)")
    func weakAndStrong() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 100).strength(.weak))
        try solver.addConstraint((y == 120).strength(.strong))
        let c10 = x <= 10
        let c20 = x <= 20
        let double = 2 * x == y
        func values() -> (Double, Double) { (solver.value(of: x), solver.value(of: y)) }
        try solver.addConstraint(c10)
        try solver.addConstraint(c20)
        #expect(nearlyEqual(values().0, 10) && nearlyEqual(values().1, 120))
        try solver.removeConstraint(c10)
        #expect(nearlyEqual(values().0, 20) && nearlyEqual(values().1, 120))
        try solver.addConstraint(double)
        #expect(nearlyEqual(values().0, 20) && nearlyEqual(values().1, 40))
        try solver.removeConstraint(c20)
        #expect(nearlyEqual(values().0, 60) && nearlyEqual(values().1, 120))
        try solver.removeConstraint(double)
        #expect(nearlyEqual(values().0, 100) && nearlyEqual(values().1, 120))
        expectValidTableau(solver)
    }

    @Test("Removing everything leaves an empty tableau and objective")
    func removeAll() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        let list = [
            x + y == 10, x >= 2, (y == 7).strength(.weak), (z <= x).strength(.medium),
            z + 2 * y <= 40, (x == 9).strength(.strong)
        ]
        for c in list { try solver.addConstraint(c) }
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(3, for: y)
        for c in list.reversed() { try solver.removeConstraint(c) }
        try solver.removeEditVariable(y)
        #expect(solver.isTableauEmpty)
        expectValidTableau(solver)
        // A removed constraint can be added again.
        try solver.addConstraint(list[0])
        #expect(solver.hasConstraint(list[0]))
        #expect(!solver.hasConstraint(list[1]))
    }

    @Test("Removing the only constraint on a variable drops it back to zero")
    func removedVariableReadsZero() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.addConstraint(c)
        solver.updateVariables()
        try solver.removeConstraint(c)
        #expect(solver.updateVariables() == [x])
        #expect(x.value == 0)
    }
}
