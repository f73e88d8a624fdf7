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

@Suite("Scaling required constraints changes nothing")
struct ScaleInvarianceTests {
    @Test("Required constraints scaled by 1e-6 … 1e9 give the same optimum and the same failures",
          arguments: Array(UInt64(11)..<UInt64(23)))
    func scaledSystem(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let variables = (0..<5).map { Variable("v\($0)") }
        let plain = Solver(), scaled = Solver()
        var added: [Constraint] = []
        for _ in 0..<30 {
            var expression = Expression(constant: Double(pick(41) - 20))
            for _ in 0...pick(3) {
                let coefficient = Double(pick(9) - 4)
                if coefficient != 0 { expression.terms.append(Term(variables[pick(5)], coefficient)) }
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][pick(3)]
            let strength: Strength = [.required, .required, .strong, .medium, .weak][pick(5)]
            let original = Constraint(expression, relation, strength: strength)
            let factor = strength.isRequired ? [1e-6, 1e-3, 1, 1e3, 1e6, 1e9][pick(6)] : 1
            let copy = Constraint(Expression.scaled(expression, by: factor), relation, strength: strength)
            var plainFailed = false, scaledFailed = false
            do { try plain.addConstraint(original) } catch { plainFailed = true }
            do { try scaled.addConstraint(copy) } catch { scaledFailed = true }
            #expect(plainFailed == scaledFailed, "\(original) scaled by \(factor)")
            if !plainFailed { added.append(original) }
            expectValidTableau(scaled)
        }
        func weightedError(_ solver: Solver) -> Double {
            added.filter { !$0.strength.isRequired }.reduce(0) { total, c in
                let e = c.expression
                let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
                let violation: Double
                switch c.relation {
                case .equal: violation = abs(value)
                case .lessThanOrEqual: violation = max(0, value)
                case .greaterThanOrEqual: violation = max(0, -value)
                }
                return total + c.strength.value * violation
            }
        }
        #expect(nearlyEqual(weightedError(plain), weightedError(scaled), 1e-6))
    }
}
