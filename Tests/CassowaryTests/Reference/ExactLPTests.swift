import Testing

/// The exact LP is checked on hand-solved problems and against the floating-point
/// `ReferenceLP` on small-integer systems, where rounding cannot matter: two independent
/// implementations that must agree before either judges the solver.
@Suite("Exact reference LP")
struct ExactLPTests {
    typealias Row = ExactLP.Row

    private static func row(_ coefficients: [Double], _ constant: Double, _ relation: ExactLP.Relation) -> Row {
        Row(coefficients: coefficients.map { Rational($0) }, constant: Rational(constant), relation: relation)
    }

    @Test("Hand-solved problems: an optimum, infeasibility and unboundedness, with no tolerance")
    func handSolved() {
        // Maximize 3x + 5y with x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0: 36 at (2, 6).
        var problem = ExactLP(freeVariables: 0)
        _ = problem.addVariable(free: false, cost: Rational(-3))
        _ = problem.addVariable(free: false, cost: Rational(-5))
        problem.addRow(Self.row([1, 0], -4, .lessThanOrEqual))
        problem.addRow(Self.row([0, 2], -12, .lessThanOrEqual))
        problem.addRow(Self.row([3, 2], -18, .lessThanOrEqual))
        #expect(problem.solve() == .optimal(value: Rational(-36), point: [Rational(2), Rational(6)]))
        // 1e9·x ≥ 1e-6 and 1e9·x ≤ the Double below 1e-6: infeasible, exactly.
        let tight = [
            Self.row([1e9], -1e-6, .greaterThanOrEqual), Self.row([1e9], -(1e-6).nextDown, .lessThanOrEqual)
        ]
        #expect(!ExactLP.isFeasible(variableCount: 1, rows: tight))
        #expect(ExactLP.isFeasible(variableCount: 1, rows: [tight[0], Self.row([1e9], -1e-6, .lessThanOrEqual)]))
        // Minimize x with x ≤ −3.
        var unbounded = ExactLP(freeVariables: 1)
        unbounded.costs = [.one]
        unbounded.addRow(Self.row([1], 3, .lessThanOrEqual))
        #expect(unbounded.solve() == .unbounded)
        // x == 1e-6 softly (weight 1), x ≥ 0.1 required: the least error is exactly 0.1 − 1e-6.
        let outcome = ExactLP.minimumWeightedError(
            variableCount: 1, required: [Self.row([1], -0.1, .greaterThanOrEqual)],
            soft: [(Self.row([1], -1e-6, .equal), .one)])
        #expect(outcome == .optimal(value: Rational(0.1) - Rational(1e-6), point: [Rational(0.1)]))
        // Redundant equalities (the third is twice the second) leave the answer unique.
        let redundant = [
            Self.row([1, -1], 0, .equal), Self.row([1, 1], -4, .equal), Self.row([2, 2], -8, .equal)
        ]
        #expect(ExactLP.feasiblePoint(variableCount: 2, rows: redundant) == [Rational(2), Rational(2)])
    }

    @Test("Small integer systems: the same verdicts and optima as the floating-point reference")
    func agreesWithReferenceLP() {
        var random = SplitMix64(seed: 4_242)
        let relations: [ReferenceLP.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        var infeasible = 0
        var optima = 0
        for round in 0..<300 {
            let count = random.int(in: 1...4)
            func randomRow(constants: ClosedRange<Int>) -> ReferenceLP.Row {
                var coefficients = Array(repeating: 0.0, count: count)
                for _ in 0..<random.int(in: 1...min(3, count)) {
                    coefficients[random.int(in: 0..<count)] = Double(random.int(in: -4...4))
                }
                return ReferenceLP.Row(
                    coefficients: coefficients, constant: Double(random.int(in: constants)),
                    relation: relations[random.int(in: 0...2)])
            }
            let required = (0..<random.int(in: 0...5)).map { _ in randomRow(constants: -20...20) }
            let soft = (0..<random.int(in: 1...5)).map { _ in
                (row: randomRow(constants: -40...40), weight: [1.0, 10, 1_000, 1_000_000][random.int(in: 0...3)])
            }
            let exactRequired = required.map(Self.exactRow)
            let exactSoft = soft.map { (row: Self.exactRow($0.row), weight: Rational($0.weight)) }
            let float = ReferenceLP.minimumWeightedError(variableCount: count, required: required, soft: soft)
            let exact = ExactLP.minimumWeightedError(variableCount: count, required: exactRequired, soft: exactSoft)
            #expect(
                ExactLP.isFeasible(variableCount: count, rows: exactRequired)
                    == ReferenceLP.isFeasible(variableCount: count, rows: required), "round \(round)")
            switch (float, exact) {
            case (.infeasible, .infeasible):
                infeasible += 1
            case (.optimal(let floatValue, _), .optimal(let exactValue, let point)):
                optima += 1
                let value = exactValue.doubleValue
                #expect(abs(floatValue - value) <= 1e-7 * max(1, value), "round \(round): \(floatValue) vs \(value)")
                // The exact point meets every required row exactly and has exactly that error.
                #expect(exactRequired.allSatisfy { $0.violation(at: point).isZero }, "round \(round)")
                let error = exactSoft.reduce(Rational.zero) { $0 + $1.weight * $1.row.violation(at: point) }
                #expect(error == exactValue, "round \(round)")
            default:
                Issue.record("round \(round): the float reference says \(float), the exact one \(exact)")
            }
        }
        #expect(infeasible >= 30 && optima >= 150, "\(infeasible) infeasible, \(optima) optima")
    }

    private static func exactRow(_ row: ReferenceLP.Row) -> Row {
        let relation: ExactLP.Relation =
            switch row.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Row(
            coefficients: row.coefficients.map { Rational($0) }, constant: Rational(row.constant), relation: relation)
    }
}
