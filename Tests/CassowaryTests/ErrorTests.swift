import Testing

@testable import Cassowary

@Suite("Typed errors leave the solver unchanged")
struct ErrorTests {
    private func sample() throws -> (Solver, [Variable], Constraint) {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let c = x + y == 10
        try solver.addConstraint(c)
        try solver.addConstraint((x == 3).strength(.medium))
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(4, for: y)
        return (solver, [x, y], c)
    }

    @Test("Duplicate and unknown constraints")
    func constraints() throws {
        let (solver, vars, c) = try sample()
        let before = solverSnapshot(solver, vars)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        let other = vars[0] >= 0
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.removeConstraint(other) }
        #expect(solverSnapshot(solver, vars) == before)
        expectValidTableau(solver)
    }

    @Test("Duplicate, unknown and required edit variables")
    func edits() throws {
        let (solver, vars, _) = try sample()
        let before = solverSnapshot(solver, vars)
        let z = Variable("z")
        #expect(throws: SolverError.duplicateEditVariable(vars[1])) {
            try solver.addEditVariable(vars[1], strength: .strong)
        }
        #expect(throws: SolverError.unknownEditVariable(z)) { try solver.removeEditVariable(z) }
        #expect(throws: SolverError.unknownEditVariable(z)) { try solver.suggestValue(1, for: z) }
        #expect(throws: SolverError.requiredEditVariable(z)) { try solver.addEditVariable(z, strength: .required) }
        #expect(throws: SolverError.nonFiniteValue(z, .infinity)) {
            try solver.addEditVariable(z, strength: Strength(.infinity))
        }
        #expect(!solver.hasEditVariable(z))
        #expect(solverSnapshot(solver, vars) == before)
    }

    @Test("NaN and infinite coefficients, constants, strengths and suggestions")
    func nonFinite() throws {
        let (solver, vars, _) = try sample()
        let (x, y) = (vars[0], vars[1])
        let before = solverSnapshot(solver, vars)
        for bad in [Double.nan, .infinity, -.infinity] {
            let coefficient = bad * x + y == 1
            let constant = x + bad == y
            let strength = (x == 1).strength(Strength(bad))
            for c in [coefficient, constant] + [strength] {
                #expect(throws: SolverError.nonFiniteConstraint(c)) { try solver.addConstraint(c) }
                #expect(!solver.hasConstraint(c))
            }
            #expect(throws: SolverError.nonFiniteValue(y, bad)) { try solver.suggestValue(bad, for: y) }
        }
        #expect(solverSnapshot(solver, vars) == before)
        expectValidTableau(solver)
    }

    @Test("Strength clamps finite values and names the standard ones")
    func strength() {
        #expect(Strength(5e9) == .required)
        #expect(Strength(-3).value == 0)
        #expect(Strength(.infinity).value == .infinity)
        #expect(Strength.strong.description == "strong")
        #expect(Strength(250).description == "250")
        #expect(Strength.medium < .strong && Strength.weak < .medium)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    }

    @Test("Error descriptions name the constraint and its conflicts")
    func descriptions() {
        let x = Variable("x")
        let a = x >= 10
        let b = x <= 5
        let text = SolverError.unsatisfiable(b, conflicts: [a]).description
        #expect(text == "unsatisfiable required constraint x - 5 <= 0; conflicts with:\n  x - 10 >= 0")
        #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable x")
    }
}
