import Testing

@testable import Cassowary

@Suite("Coefficients from 1e-6 to 1e9")
struct NumericRangeTests {
    @Test("Tiny and huge coefficients give exact values")
    func wideRange() throws {
        let x = Variable("x")
        let y = Variable("y")
        let w = Variable("w")
        let u = Variable("u")
        let v = Variable("v")
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
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.addConstraint(a == 1e9)
        try solver.addConstraint(b == 1e-6 * a)  // 1000
        try solver.addConstraint(c == 1e-6 * b)  // 0.001
        try solver.addConstraint((c + 1e-6 * a >= 0).strength(.weak))
        #expect(nearlyEqual(solver.value(of: b), 1000, 1e-12))
        #expect(nearlyEqual(solver.value(of: c), 1e-3, 1e-12))
        let d = Variable("d")
        try solver.addConstraint(d == 1e-6 * c)  // 1e-9: still not zero
        #expect(nearlyEqual(solver.value(of: d), 1e-9, 1e-9))
        #expect(solver.value(of: d) > 0)
    }

    @Test("Edits at 1e9 scale and weak pulls at 1e-6 scale")
    func editsAtScale() throws {
        let big = Variable("big")
        let small = Variable("small")
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
    @Test(
        "Required constraints scaled by 1e-6 … 1e9 give the same optimum and the same failures",
        arguments: Array(UInt64(11)..<UInt64(23)))
    func scaledSystem(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let variables = (0..<5).map { Variable("v\($0)") }
        let plain = Solver()
        let scaled = Solver()
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
            var plainFailed = false
            var scaledFailed = false
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

@Suite("Mixed 1e9 and 1e-6 coefficients: reduced cases from random scripts")
struct MixedMagnitudeRegressionTests {
    /// Found by `randomScripts` with 1e9 and 1e-6 among the numbers. On the way, b and c
    /// reach 2e9 and a 2e18; `b = c + 0.001` was once snapped to `b = c` (a constant that
    /// cancels is not noise), and values that came back from 2e18 kept only ulp(2e18) = 256
    /// of accuracy until their constants were recomputed from the constraints' own.
    /// Expected values: an exact rational LP of the same system (optimum 2.997).
    @Test("A required b = c + 0.001 survives values of 2e18 and back")
    func constantThroughHugeValues() throws {
        let solution = try ConstraintScript(
            parsing: """
                0.5*b + _f <= 1e3*_f - d.e + 1e9 @250
                edit d.e
                1e-6*a == c - 1e9*_f + 0 @strong
                1e9*c - c <= a + 100 @250
                1e3*b == 1e3*c + 1 @required
                100*_f + a + 1e3*a == c - a + 1 @250
                0*_f + -3*b == c + -3 @weak
                """
        ).solve()
        let a = try #require(solution["a"])
        let b = try #require(solution["b"])
        let c = try #require(solution["c"])
        let f = try #require(solution["_f"])
        #expect(abs(1e3 * b - 1e3 * c - 1) <= 1e-12)
        #expect(nearlyEqual(b, 0.001000100000998104, 1e-9))
        #expect(nearlyEqual(c, 1.0000099810409282e-07, 1e-6))
        #expect(nearlyEqual(a, 0.0009980040918173535, 1e-6))
        #expect(abs(f) <= 1e-15)
        let weighted =
            250 * max(0, 0.5 * b + f - 1e3 * f + 1e9 * 0 - 1e9)
            + 1e6 * abs(1e-6 * a - c + 1e9 * f)
            + 250 * max(0, 1e9 * c - c - a - 100)
            + 250 * abs(100 * f + 1e3 * a + 2 * a - c - 1)
            + abs(-3 * b - c + 3)
        #expect(abs(weighted - 2.9969995999960077) <= 1e-4)
    }

    /// Found by `randomScripts`: with `1e-6*d.e` the first subject taken was the external
    /// with the fewest rows although its coefficient was 3e-9 next to 10; dividing by it made
    /// coefficients of 7e9 whose cancellations lost a coefficient of 2.5e-5, so the last
    /// constraint ended 2.6e-5 off. Solving for a large coefficient (threshold pivoting)
    /// keeps it exact. Expected: an exact rational LP (optimum 0, b = 2e-6 + 4·d.e).
    @Test("A subject is chosen among large coefficients, not the tiny one with fewest rows")
    func thresholdPivoting() throws {
        let solution = try ConstraintScript(
            parsing: """
                2.5*c - -3*d.e == c - 1e3*c - 2.5*a + 10 @0
                1e3*b - 0.5*c - _f >= _f - 0*_f - a + 1e-6 @strong
                _f + 1e9*_f == 0*d.e + _f + 0.5*a + 1e3 @0
                _f - 0.5*_f <= 10*a + 1e-6*c + 0.5 @strong
                b == d.e + 0.5*b + d.e + 1e-6
                """
        ).solve()
        let a = try #require(solution["a"])
        let b = try #require(solution["b"])
        let c = try #require(solution["c"])
        let d = try #require(solution["d.e"])
        let f = try #require(solution["_f"])
        #expect(abs(0.5 * b - 2 * d - 1e-6) <= 1e-15)
        // Both strong constraints hold (the optimum is 0).
        #expect(1e3 * b - 0.5 * c - 2 * f + a - 1e-6 >= -1e-12)
        #expect(0.5 * f - 10 * a - 1e-6 * c - 0.5 <= 1e-12)
    }

    /// Found by `randomScripts`: a new required row whose only negative restricted cell was
    /// the residue of a cancellation (-9.7e-25 next to 27.5) took that cell as its subject;
    /// the division made rows of 1e25 and a medium error of -1e9, a required constraint off by
    /// 7.75e10. A pivot is never taken from rounding noise; the artificial phase solves it.
    @Test("A cancellation residue is never taken as a subject")
    func noiseIsNoSubject() throws {
        let script = """
            2.5*_f <= 1*c + c + 2.5*a + 2.5
            1*b + d.e + a <= -3*b + 1e9 @medium
            100*c <= _f + -3 @required
            1*c + c >= b + 1e9*c + 1e9 @strong
            b - b <= 1*b + 2.5 @weak
            2.5*_f - d.e >= b + 2.5 @250
            1e-6*c == 1e-6*d.e - 10*d.e - d.e + 100 @required
            10*_f - 100*a - 2.5*c == 0*d.e + 1e-6*b + _f + 100 @medium
            c + 1*d.e + 1e9*b >= _f - 1e3*d.e + 100 @0
            """
        let solver = Solver()
        let solution = try ConstraintScript(parsing: script).run(on: solver)
        let a = try #require(solution["a"])
        let c = try #require(solution["c"])
        let d = try #require(solution["d.e"])
        let f = try #require(solution["_f"])
        let scale = solution.entries.map { abs($0.value) }.max() ?? 0
        #expect(2.5 * f - 2 * c - 2.5 * a - 2.5 <= 1e-9 * 2.5 * scale)
        #expect(100 * c - f + 3 <= 1e-9 * 100 * scale)
        #expect(abs(1e-6 * c - 1e-6 * d + 11 * d - 100) <= 1e-9 * (11 * scale + 100))
        expectValidTableau(solver)
    }
}

@Suite("An external subject keeps the tableau feasible")
struct ExternalSubjectFeasibilityTests {
    /// Found by `randomScripts`: the last constraint's only external was b, parametric at 0
    /// but present (coefficient 1.6e-13) in the row of `1e-6*d.e >= 1e-6`'s slack. Solving
    /// for b set it to -1.85e10 and moved that slack to -0.0024: the primal simplex then
    /// started from an infeasible tableau and ended with d.e = -2445 against d.e >= 1.
    /// A subject that would push a restricted row below zero is passed over (here the
    /// artificial phase adds the row). Expected: an exact rational LP (optimum 0 with
    /// a = 2000, c = -15994, d.e = 1).
    @Test("Solving for a parametric external never pushes a restricted row below zero")
    func parametricExternalSubject() throws {
        let solver = Solver()
        let solution = try ConstraintScript(
            parsing: """
                1e-6*d.e >= 1*b - b + 1e-6 @required
                _f >= 1e-6*b - c - d.e + 100 @required
                edit _f @strong
                d.e - 10*a - 2.5*c <= 0.5*_f - a - 1e-6*b + 1e3 @required
                -3*a <= _f + a + 0.5*c + -3 @250
                a + 1e-6*_f >= 0.5*a + 1e3 @required
                """
        ).run(on: solver)
        let a = try #require(solution["a"])
        let b = try #require(solution["b"])
        let c = try #require(solution["c"])
        let d = try #require(solution["d.e"])
        let f = try #require(solution["_f"])
        let scale = solution.entries.map { abs($0.value) }.max() ?? 0
        #expect(1e-6 * d - 1e-6 >= -1e-9 * 1e-6 * scale)
        #expect(f - 1e-6 * b + c + d - 100 >= -1e-9 * scale)
        #expect(d - 9 * a - 2.5 * c - 0.5 * f + 1e-6 * b - 1e3 <= 1e-9 * 9 * scale)
        #expect(0.5 * a + 1e-6 * f - 1e3 >= -1e-9 * scale)
        // The optimum is 0: the edit holds _f at 0 and the 250 constraint holds too.
        #expect(abs(f) <= 1e-9)
        #expect(-4 * a - f - 0.5 * c + 3 <= 1e-9 * 4 * scale)
        expectValidTableau(solver)
    }
}
