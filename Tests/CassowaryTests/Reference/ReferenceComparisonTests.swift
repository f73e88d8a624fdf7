import Cassowary
import Testing

/// Random systems solved by Cassowary and by the dense reference LP: every required
/// constraint holds and the weighted error Σ strength·|violation| is the reference optimum.
@Suite("Solver against the reference LP")
struct ReferenceComparisonTests {
    typealias Row = ReferenceLP.Row

    /// A random constraint over `count` variables with small integer coefficients.
    private static func randomRow(_ random: inout SplitMix64, variables count: Int, constants: ClosedRange<Int>) -> Row
    {
        let relations: [ReferenceLP.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        var coefficients = Array(repeating: 0.0, count: count)
        for _ in 0..<random.int(in: 1...min(3, count)) {
            coefficients[random.int(in: 0..<count)] = Double(random.int(in: -4...4))
        }
        return Row(
            coefficients: coefficients, constant: Double(random.int(in: constants)),
            relation: relations[random.int(in: 0...2)])
    }

    /// The solver's constraint for `row`, over variables `xᵢ = yᵢ / scales[i]` where `y` are
    /// the reference's unknowns: coefficient `a` of `yᵢ` becomes `a·scales[i]` of `xᵢ`.
    private static func constraint(
        _ row: Row, _ variables: [Variable], strength: Strength = .required,
        scales: [Double]? = nil
    ) -> Constraint {
        let scales = scales ?? Array(repeating: 1, count: variables.count)
        let terms = zip(variables.indices, row.coefficients).filter { $0.1 != 0 }
            .map { Term(variables[$0.0], $0.1 * scales[$0.0]) }
        let relation: Relation =
            switch row.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(Expression(terms: terms, constant: row.constant), relation, strength: strength)
    }

    /// The error adding `constraint` throws, nil when it is added.
    private static func failure(of constraint: Constraint, in solver: Solver) -> SolverError? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            return error
        }
    }

    @Test("Random bounded systems with soft constraints and edits reach the reference optimum, also from their dump")
    func randomSystems() throws {
        try checkRandomSystems(seed: 20_260_130, scaled: false)
    }

    /// The same systems over `xᵢ = yᵢ / sᵢ` with each `sᵢ` drawn from 1e-6 … 1e9, so one row
    /// mixes coefficients of 1e-6 and 1e9: the reference solves the unscaled system (the
    /// optimum is the same), the solver the scaled one. No edits (their error would be
    /// measured in x, not y).
    @Test("Random systems with coefficients from 1e-6 to 1e9 reach the reference optimum")
    func randomScaledSystems() throws {
        try checkRandomSystems(seed: 1_000_000_007, scaled: true)
    }

    private func checkRandomSystems(seed: UInt64, scaled: Bool) throws {
        var random = SplitMix64(seed: seed)
        let weights: [Double] = [1, 10, 250, 1_000, 1_000_000]
        let magnitudes: [Double] = [1e-6, 1e-3, 1, 1e3, 1e9]
        var checked = 0
        var rejected = 0
        for round in 0..<400 {
            let count = random.int(in: 1...5)
            let variables = (0..<count).map { Variable("v\($0)") }
            let scales = (0..<count).map { _ in scaled ? magnitudes[random.int(in: 0..<magnitudes.count)] : 1 }
            let solver = Solver()
            var required: [Row] = []
            var soft: [(row: Row, weight: Double)] = []
            // Bounds keep the optimum finite.
            for index in 0..<count {
                var unit = Array(repeating: 0.0, count: count)
                unit[index] = 1
                for bound in [
                    Row(coefficients: unit, constant: -100, relation: .lessThanOrEqual),
                    Row(coefficients: unit, constant: 100, relation: .greaterThanOrEqual)
                ] {
                    try solver.addConstraint(Self.constraint(bound, variables, scales: scales))
                    required.append(bound)
                }
            }
            var edits: [Int: (weight: Double, value: Double)] = [:]
            for _ in 0..<random.int(in: 2...10) {
                switch random.int(in: 0...(scaled ? 7 : 9)) {
                case 0...3:
                    let row = Self.randomRow(&random, variables: count, constants: -30...30)
                    switch Self.failure(of: Self.constraint(row, variables, scales: scales), in: solver) {
                    case nil:
                        required.append(row)
                    case .unsatisfiable?:
                        // The reference must agree that it conflicts with what is there.
                        rejected += 1
                        #expect(!ReferenceLP.isFeasible(variableCount: count, rows: required + [row]), "round \(round)")
                    case let other?:
                        Issue.record("round \(round): unexpected \(other)")
                    }
                case 4...7:
                    let row = Self.randomRow(&random, variables: count, constants: -60...60)
                    let weight = weights[random.int(in: 0..<weights.count)]
                    try solver.addConstraint(
                        Self.constraint(row, variables, strength: Strength(weight), scales: scales))
                    soft.append((row, weight))
                default:
                    let index = random.int(in: 0..<count)
                    let value = Double(random.int(in: -120...120))
                    if edits[index] == nil {
                        let weight = weights[random.int(in: 0..<weights.count)]
                        try solver.addEditVariable(variables[index], strength: Strength(weight))
                        edits[index] = (weight, value)
                    }
                    try solver.suggestValue(value, for: variables[index])
                    edits[index]?.value = value
                }
            }
            for (index, edit) in edits {
                var unit = Array(repeating: 0.0, count: count)
                unit[index] = 1
                soft.append((Row(coefficients: unit, constant: -edit.value, relation: .equal), edit.weight))
            }
            solver.updateVariables()
            let point = variables.indices.map { variables[$0].value * scales[$0] }
            for row in required {
                #expect(row.violation(at: point) <= 1e-7, "round \(round): required row violated at \(point)")
            }
            guard
                case .optimal(let optimum, _) = ReferenceLP.minimumWeightedError(
                    variableCount: count, required: required, soft: soft)
            else {
                Issue.record("round \(round): the reference finds no optimum of a bounded feasible system")
                continue
            }
            let error = ReferenceLP.weightedError(at: point, soft: soft)
            #expect(
                abs(error - optimum) <= 1e-7 * max(1, optimum), "round \(round): error \(error), optimum \(optimum)")

            // The dump, parsed and run as a script, reaches an optimum of the same system.
            let dump = solver.dump()
            let reparsed = try ConstraintScript(parsing: dump).solve()
            let reparsedPoint = variables.indices.map { (reparsed[variables[$0].name] ?? .nan) * scales[$0] }
            for row in required {
                #expect(row.violation(at: reparsedPoint) <= 1e-7, "round \(round): dump\n\(dump)")
            }
            let reparsedError = ReferenceLP.weightedError(at: reparsedPoint, soft: soft)
            #expect(abs(reparsedError - optimum) <= 1e-7 * max(1, optimum), "round \(round): dump\n\(dump)")
            checked += 1
        }
        #expect(checked == 400)
        #expect(rejected > 100)
    }

    @Test("Tiny boxed 2-variable systems reach the minimum found by vertex enumeration")
    func vertexEnumeration() throws {
        var random = SplitMix64(seed: 2_024)
        let weights: [Double] = [1, 3, 1_000]
        for round in 0..<300 {
            let variables = [Variable("x"), Variable("y")]
            let solver = Solver()
            var required = [
                Row(coefficients: [1, 0], constant: -25, relation: .lessThanOrEqual),
                Row(coefficients: [1, 0], constant: 25, relation: .greaterThanOrEqual),
                Row(coefficients: [0, 1], constant: -25, relation: .lessThanOrEqual),
                Row(coefficients: [0, 1], constant: 25, relation: .greaterThanOrEqual)
            ]
            for row in required { try solver.addConstraint(Self.constraint(row, variables)) }
            for _ in 0..<random.int(in: 0...2) {
                let row = Self.randomRow(&random, variables: 2, constants: -15...15)
                if Self.failure(of: Self.constraint(row, variables), in: solver) == nil { required.append(row) }
            }
            var soft: [(row: Row, weight: Double)] = []
            for _ in 0..<random.int(in: 1...4) {
                let row = Self.randomRow(&random, variables: 2, constants: -40...40)
                let weight = weights[random.int(in: 0..<weights.count)]
                try solver.addConstraint(Self.constraint(row, variables, strength: Strength(weight)))
                soft.append((row, weight))
            }
            solver.updateVariables()
            let point = variables.map(\.value)
            let best = ReferenceLP.minimumByVertexEnumeration(required: required, soft: soft)
            let error = ReferenceLP.weightedError(at: point, soft: soft)
            #expect(required.allSatisfy { $0.violation(at: point) <= 1e-9 }, "round \(round)")
            #expect(abs(error - best) <= 1e-9 * max(1, best), "round \(round): error \(error), vertices \(best)")
        }
    }

    @Test("A conflict set is infeasible with the new constraint and minimal")
    func minimalConflicts() throws {
        var random = SplitMix64(seed: 99)
        var conflictsChecked = 0
        for round in 0..<300 {
            let count = random.int(in: 1...4)
            let variables = (0..<count).map { Variable("v\($0)") }
            let solver = Solver()
            var added: [(row: Row, constraint: Constraint)] = []
            for _ in 0..<random.int(in: 3...10) {
                let row = Self.randomRow(&random, variables: count, constants: -10...10)
                let constraint = Self.constraint(row, variables)
                switch Self.failure(of: constraint, in: solver) {
                case nil:
                    added.append((row, constraint))
                case .unsatisfiable(let failed, let conflicts, let minimal)?:
                    #expect(failed === constraint)
                    #expect(minimal, "round \(round): small sets are always shown minimal")
                    let rows = conflicts.map { conflict in added.first { $0.constraint === conflict }?.row }
                    #expect(rows.allSatisfy { $0 != nil }, "round \(round): a conflict that was never added")
                    let conflictRows = rows.compactMap { $0 }
                    #expect(
                        !ReferenceLP.isFeasible(variableCount: count, rows: conflictRows + [row]),
                        "round \(round): the conflict set is feasible with the new constraint")
                    for dropped in conflictRows.indices {
                        var fewer = conflictRows
                        fewer.remove(at: dropped)
                        #expect(
                            ReferenceLP.isFeasible(variableCount: count, rows: fewer + [row]),
                            "round \(round): conflict set not minimal, member \(dropped) is not needed")
                    }
                    // Conflicts come in the order they were added.
                    let order = conflicts.compactMap { conflict in added.firstIndex { $0.constraint === conflict } }
                    #expect(order == order.sorted())
                    conflictsChecked += 1
                case let other?:
                    Issue.record("round \(round): unexpected \(other)")
                }
            }
            // The failed adds left nothing behind: the accepted rows still hold.
            solver.updateVariables()
            let point = variables.map(\.value)
            for entry in added {
                #expect(entry.row.violation(at: point) <= 1e-7, "round \(round)")
            }
        }
        #expect(conflictsChecked > 400)
    }
}
