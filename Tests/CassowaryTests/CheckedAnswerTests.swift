import Testing

@testable import Cassowary

/// The answer check: a required constraint is never returned violated. Systems whose
/// floating-point pivots lose the answer are re-solved exactly, or refused and undone.
@Suite("Checked answers")
struct CheckedAnswerTests {
    /// The six lines of the hostile-input report: `v3 + 0.1·v0 − v4 ≤ 320 @strong`, …,
    /// `−2·v0 == 1 @weak`. The floating-point tableau once answered v3 = −0.322, which puts
    /// the required fifth line at −322 288.
    static func sixLines() -> (variables: [Variable], constraints: [Constraint]) {
        let v = (0...4).map { Variable("v\($0)") }
        func line(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength)
            -> Constraint
        {
            Constraint(
                Expression(terms: terms.map { Term(v[$0.0], $0.1) }, constant: -constant), relation,
                strength: strength)
        }
        return (
            v,
            [
                line([(3, 1), (0, 0.1), (4, -1)], 320, .lessThanOrEqual, .strong),
                line([(4, -2), (1, 0.1), (3, 2)], 1e-6, .lessThanOrEqual, Strength(999)),
                line([(1, -2), (0, 2)], -1, .greaterThanOrEqual, .required),
                line([(3, 7), (1, 1e6), (4, 0.1)], 320, .lessThanOrEqual, .required),
                line([(1, 1e9), (3, 1e6), (0, -1)], 1e-6, .greaterThanOrEqual, .required),
                line([(0, -2)], 1, .equal, .weak)
            ]
        )
    }

    /// The residual `Σ aᵢxᵢ + c` at the variables' current values.
    static func residual(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * $1.variable.value }
    }

    @Test("The six lines are solved: every required line holds and every soft one too")
    func sixLinesSolved() throws {
        let (v, constraints) = Self.sixLines()
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        // v0 = −0.5, v1 = v3 = v4 = 0 meets every line, so the optimum leaves no error: the
        // weak line fixes v0, the third line then gives v1 ≤ 0 and the fifth v1 ≥ 0 (up to
        // the 1e-6 and v3 terms).
        #expect(v[0].value == -0.5)
        for constraint in constraints {
            let r = Self.residual(constraint)
            switch constraint.relation {
            case .lessThanOrEqual: #expect(r <= 1e-9, "\(constraint) at \(r)")
            case .greaterThanOrEqual: #expect(r >= -1e-9, "\(constraint) at \(r)")
            case .equal: #expect(abs(r) <= 1e-9, "\(constraint) at \(r)")
            }
        }
        #expect(solver.violatedRequired().isEmpty)
    }

    @Test("Without the exact re-solve, the sixth line is refused and the five before stay as they were")
    func sixLinesRefusedAndUndone() throws {
        let (v, constraints) = Self.sixLines()
        let solver = Solver()
        solver.exactResolveLimit = 0
        for constraint in constraints.prefix(5) { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let before = v.map(\.value)
        let dumpBefore = solver.dump()
        #expect(throws: SolverError.numericallyUnstable(constraints[5], violated: [constraints[4]])) {
            try solver.addConstraint(constraints[5])
        }
        solver.updateVariables()
        #expect(!solver.hasConstraint(constraints[5]))
        #expect(solver.statistics.constraints == 5)
        // The values are the five lines' answer again (through the inverse operation, so
        // within rounding of it).
        for (old, variable) in zip(before, v) {
            #expect(abs(variable.value - old) <= 1e-9 * max(1, abs(old)), "\(variable)")
        }
        #expect(dumpBefore.split(separator: "\n").first == solver.dump().split(separator: "\n").first)
        let message = SolverError.numericallyUnstable(constraints[5], violated: [constraints[4]]).description
        #expect(message.hasPrefix("numerically unstable: "))
        #expect(message.contains(constraints[4].description))
    }

    @Test("A suggestion that loses the answer is re-solved exactly, or undone without the re-solve")
    func suggestion() throws {
        let (v, constraints) = Self.sixLines()
        for limit in [0, Solver.defaultExactResolveLimit] {
            let solver = Solver()
            solver.exactResolveLimit = limit
            for constraint in constraints.prefix(5) { try solver.addConstraint(constraint) }
            try solver.addEditVariable(v[0], strength: .weak)
            solver.updateVariables()
            let before = v.map(\.value)
            if limit == 0 {
                // The floating-point answer breaks the fifth line: the suggestion is undone
                // (by suggesting the old value: the same values within rounding).
                #expect(throws: SolverError.self) { try solver.suggestValue(-0.5, for: v[0]) }
                solver.updateVariables()
                for (old, variable) in zip(before, v) {
                    #expect(abs(variable.value - old) <= 1e-9 * max(1, abs(old)), "\(variable)")
                }
            } else {
                // The weak edit is met exactly, as the weak line was in `sixLinesSolved`.
                try solver.suggestValue(-0.5, for: v[0])
                solver.updateVariables()
                #expect(v[0].value == -0.5)
                #expect(abs(v[1].value) <= 1e-15)
            }
            #expect(solver.violatedRequired().isEmpty)
        }
    }

    @Test("A required constant changed in place reaches the exact answer")
    func requiredConstant() throws {
        let (v, constraints) = Self.sixLines()
        let solver = Solver()
        // −2·v0 == 7 (v0 = −3.5), then −2·v0 == 1 (v0 = −0.5), both required.
        let pin = Constraint(Expression(terms: [Term(v[0], -2)], constant: -7), .equal)
        for constraint in constraints.prefix(5) { try solver.addConstraint(constraint) }
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(v[0].value == -3.5)
        try solver.setConstant(-1, of: pin)
        solver.updateVariables()
        #expect(v[0].value == -0.5)
        #expect(solver.violatedRequired().isEmpty)
        for constraint in constraints.prefix(5) where constraint.strength.isRequired {
            let r = Self.residual(constraint)
            #expect(constraint.relation == .lessThanOrEqual ? r <= 1e-9 : r >= -1e-9, "\(constraint) at \(r)")
        }
    }

    @Test("The text format reports a refusal with the lines left unmet")
    func scriptRefusal() throws {
        let text = """
            1*v3 + 0.1*v0 + -1*v4 <= 320 @strong
            -2*v4 + 0.1*v1 + 2*v3 <= 1e-6 @999
            -2*v1 + 2*v0 >= -1
            7*v3 + 1000000.0*v1 + 0.1*v4 <= 320
            1000000000.0*v1 + 1000000.0*v3 + -1*v0 >= 1e-6
            -2*v0 == 1 @weak
            """
        let script = try ConstraintScript(parsing: text)
        let solution = try script.solve()
        #expect(solution["v0"] == -0.5)
        #expect(solution["v1"].map { abs($0) <= 1e-15 } == true)
        let strict = Solver()
        strict.exactResolveLimit = 0
        #expect(throws: ScriptErrors([ScriptRunError.numericallyUnstable(line: 6, violatedLines: [5])])) {
            try script.run(on: strict)
        }
    }

    @Test("A small exact problem: the rational tableau finds the optimum and infeasibility")
    func exactTableau() {
        // x free; s ≥ 0 slack, e ≥ 0 error: x + s − 10 = 0 (x ≤ 10); x − 4 − e₊ + e₋ = 0 at cost 1
        // each (x == 4 softly); the optimum is x = 4 with both errors 0.
        let kinds: [ExactTableau.Kind] = [.external, .restricted, .restricted, .restricted]
        var exact = ExactTableau(kinds: kinds, costs: [.zero, .zero, .one, .one])
        exact.addEquation(constant: ExactRational(-10), terms: [(0, .one), (1, .one)])
        exact.addEquation(constant: ExactRational(-4), terms: [(0, .one), (2, -.one), (3, .one)])
        guard case .optimal(let rows, let objective) = exact.solve() else {
            Issue.record("expected an optimum")
            return
        }
        let x = rows.first { $0.basic == 0 }
        #expect(x?.constant == ExactRational(4))
        #expect(objective.allSatisfy { $0.coefficient.signum >= 0 })
        // x ≥ 10 (x − s − 10 = 0) and x ≤ 4 (x + t − 4 = 0) cannot both hold.
        var infeasible = ExactTableau(kinds: [.external, .restricted, .restricted], costs: [.zero, .zero, .zero])
        infeasible.addEquation(constant: ExactRational(-10), terms: [(0, .one), (1, -.one)])
        infeasible.addEquation(constant: ExactRational(-4), terms: [(0, .one), (2, .one)])
        guard case .infeasible = infeasible.solve() else {
            Issue.record("expected infeasible")
            return
        }
    }
}

@Suite("Required users index")
struct RequiredUsersTests {
    @Test("Each check visits a slot once; removals compact the lists without losing live entries")
    func visitsAndCompaction() {
        var users = RequiredUsers()
        users.add(slot: 0, id: 5)
        users.add(slot: 1, id: 5)
        users.add(slot: 1, id: 7)
        users.beginCheck(slotCount: 2)
        var visited: [Int] = []
        for id in [5, 7, 5] { users.forEachUnchecked(id: id) { visited.append($0) } }
        #expect(visited == [0, 1])
        // 200 stale entries pass the live ones: the lists are rebuilt from what is still live.
        for slot in 2..<202 { users.add(slot: slot, id: 9) }
        var rebuilt = 0
        users.noteRemoval(entries: 200) { users in
            rebuilt += 1
            users.add(slot: 0, id: 5)
        }
        #expect(rebuilt == 1)
        users.beginCheck(slotCount: 202)
        visited = []
        for id in [5, 7, 9] { users.forEachUnchecked(id: id) { visited.append($0) } }
        #expect(visited == [0])
    }
}
