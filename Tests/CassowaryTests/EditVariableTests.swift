import Testing

@testable import Cassowary

@Suite("Edit variables and suggestions")
struct EditVariableTests {
    @Test("Dual optimize: suggest xm 40, xr 50, xl 30, xm 60, xm 90 ends at xl = 80, xr = 100")
    func dualOptimizeSequence() throws {
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 20 <= xr)
        try solver.addConstraint(xl >= -10)
        try solver.addConstraint(xr <= 100)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        try solver.suggestValue(60, for: xm)
        try solver.suggestValue(90, for: xm)
        solver.updateVariables()
        #expect(nearlyEqual(xl.value, 80))
        #expect(nearlyEqual(xr.value, 100))
        #expect(nearlyEqual(xm.value, 90))
        expectValidTableau(solver)
    }

    @Test("Intermediate values of the dual sequence")
    func dualIntermediate() throws {
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 20 <= xr)
        try solver.addConstraint(xl >= -10)
        try solver.addConstraint(xr <= 100)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        // xm = 40 strong, xl = 30 and xr = 50 weak satisfy everything exactly.
        #expect(nearlyEqual(solver.value(of: xl), 30) && nearlyEqual(solver.value(of: xr), 50))
        try solver.suggestValue(60, for: xm)
        // 2·60 = xl + xr: weak xl = 30 keeps, xr = 90.
        #expect(nearlyEqual(solver.value(of: xm), 60))
        #expect(nearlyEqual(solver.value(of: xl) + solver.value(of: xr), 120))
    }

    @Test("An edit variable pulls to 0 until a value is suggested, and is released on removal")
    func editLifecycle() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 7).strength(.weak))
        try solver.addEditVariable(x, strength: .medium)
        #expect(solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(3, for: x)
        #expect(solver.value(of: x) == 3)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 7)
        expectValidTableau(solver)
    }

    @Test("updateVariables reports exactly the variables that changed, in the order the solver first saw them")
    func changedVariables() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(y == 2 * x)
        try solver.addConstraint(z == 0)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.updateVariables() == [])
        try solver.suggestValue(5, for: x)
        #expect(solver.updateVariables() == [y, x])
        #expect(x.value == 5 && y.value == 10 && z.value == 0)
        #expect(solver.updateVariables() == [])
        try solver.suggestValue(5, for: x)
        #expect(solver.updateVariables() == [])
        try solver.suggestValue(6, for: x)
        #expect(solver.updateVariables() == [y, x])
    }

    @Test("Thousands of suggestions between two updates still report every change")
    func manySuggestionsBetweenUpdates() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(y == x + 1)
        try solver.addConstraint(z == 4)
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        for k in 0..<6000 { try solver.suggestValue(Double(k % 97), for: x) }
        #expect(solver.updateVariables() == [y, x])
        #expect(x.value == Double(5999 % 97) && y.value == x.value + 1 && z.value == 4)
        for k in 0..<6000 { try solver.suggestValue(Double(k % 97), for: x) }
        #expect(solver.updateVariables() == [])
    }

    @Test("A resize sweep through an edit variable keeps a row chain consistent")
    func rowChainSweep() throws {
        let n = 5
        let xs = (0...n).map { Variable("x\($0)") }
        let ws = (0..<n).map { Variable("w\($0)") }
        let width = Variable("C")
        let solver = Solver()
        try solver.addConstraint(xs[0] == 0)
        for i in 0..<n {
            try solver.addConstraint(xs[i + 1] == xs[i] + ws[i] + 8)
            try solver.addConstraint(ws[i] >= 10)
            try solver.addConstraint((ws[i] == 50).strength(.strong))
        }
        try solver.addConstraint(xs[n] <= width)
        try solver.addEditVariable(width, strength: .strong)
        for target in [400.0, 290.0, 200.0, 100.0, 90.0, 290.0, 500.0] {
            try solver.suggestValue(target, for: width)
            let end = solver.value(of: xs[n])
            #expect(end <= solver.value(of: width) + 1e-9)
            for w in ws { #expect(solver.value(of: w) >= 10 - 1e-9) }
            // 5·50 + 40 = 290 fits when the width allows; the total never drops below 5·10 + 40.
            #expect(nearlyEqual(end, min(max(target, 90), 290)) || target < 290)
            expectValidTableau(solver)
        }
    }
}
