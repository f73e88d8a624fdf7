@testable import Cassowary
import Testing

@Suite("Coefficients from 1e-6 to 1e9")
struct NumericRangeTests {
    @Test("Tiny and huge coefficients give exact values")
    func wideRange() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), u = Variable("u"), v = Variable("v")
        let solver = Solver()
        try solver.addConstraint(1e9 * x == 2e9)
        try solver.addConstraint(1e-6 * y - 1e-6 * x == 3e-6)
        try solver.addConstraint(1e-6 * w >= 1e-6 * y)
        try solver.addConstraint((w == 0).strength(.weak))
        try solver.addConstraint((1e9 * u == 3e9).strength(.strong))
        try solver.addConstraint(u <= 2.5)
        try solver.addConstraint(v * 1e-6 == 1)
        #expect(nearlyEqual(solver.value(of: x), 2, 1e-12))
        #expect(nearlyEqual(solver.value(of: y), 5, 1e-9))
        #expect(nearlyEqual(solver.value(of: w), 5, 1e-9))
        #expect(nearlyEqual(solver.value(of: u), 2.5, 1e-12))
        #expect(nearlyEqual(solver.value(of: v), 1e6, 1e-12))
        expectValidTableau(solver)
    }

    @Test("A chain of tiny factors is not mistaken for zero")
    func tinyProducts() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.addConstraint(a == 1e9)
        try solver.addConstraint(b == 1e-6 * a)      // 1000
        try solver.addConstraint(c == 1e-6 * b)      // 0.001
        try solver.addConstraint((c + 1e-6 * a >= 0).strength(.weak))
        #expect(nearlyEqual(solver.value(of: b), 1000, 1e-12))
        #expect(nearlyEqual(solver.value(of: c), 1e-3, 1e-12))
        let d = Variable("d")
        try solver.addConstraint(d == 1e-6 * c)      // 1e-9: still not zero
        #expect(nearlyEqual(solver.value(of: d), 1e-9, 1e-9))
        #expect(solver.value(of: d) > 0)
    }

    @Test("Edits at 1e9 scale and weak pulls at 1e-6 scale")
    func editsAtScale() throws {
        let big = Variable("big"), small = Variable("small")
        let solver = Solver()
        try solver.addConstraint(small * 1e9 <= big)
        try solver.addConstraint((small == 10).strength(.weak))
        try solver.addEditVariable(big, strength: .strong)
        for value in [1e9, 5e9, 2.5e8, 1e10] {
            try solver.suggestValue(value, for: big)
            #expect(nearlyEqual(solver.value(of: small), min(10, value / 1e9), 1e-9))
        }
        expectValidTableau(solver)
    }
}
