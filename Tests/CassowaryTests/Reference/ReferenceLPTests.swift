import Testing

/// The reference is only worth something if it is right: hand-solved problems and tiny
/// random systems checked by enumerating the vertices of the arrangement.
@Suite("Reference LP solver")
struct ReferenceLPTests {
    typealias Row = ReferenceLP.Row

    @Test("A textbook LP: maximize 3x + 5y under three limits gives 36 at (2, 6)")
    func textbook() {
        var problem = ReferenceLP(freeVariables: 2)
        problem.objective = [-3, -5]
        problem.rows = [
            Row(coefficients: [1, 0], constant: -4, relation: .lessThanOrEqual),
            Row(coefficients: [0, 2], constant: -12, relation: .lessThanOrEqual),
            Row(coefficients: [3, 2], constant: -18, relation: .lessThanOrEqual),
            Row(coefficients: [1, 0], constant: 0, relation: .greaterThanOrEqual),
            Row(coefficients: [0, 1], constant: 0, relation: .greaterThanOrEqual)
        ]
        guard case .optimal(let value, let point) = problem.solve() else {
            Issue.record("not optimal")
            return
        }
        #expect(abs(value + 36) < 1e-9)
        #expect(abs(point[0] - 2) < 1e-9 && abs(point[1] - 6) < 1e-9)
    }

    @Test("Infeasible and unbounded problems are recognized")
    func infeasibleAndUnbounded() {
        #expect(
            !ReferenceLP.isFeasible(
                variableCount: 1,
                rows: [
                    Row(coefficients: [1], constant: -10, relation: .greaterThanOrEqual),
                    Row(coefficients: [1], constant: -5, relation: .lessThanOrEqual)
                ]))
        #expect(
            ReferenceLP.isFeasible(
                variableCount: 2,
                rows: [
                    Row(coefficients: [1, -1], constant: 0, relation: .equal),
                    Row(coefficients: [1, 1], constant: -4, relation: .equal),
                    Row(coefficients: [2, 2], constant: -8, relation: .equal)
                ]))
        var problem = ReferenceLP(freeVariables: 1)
        problem.objective = [1]
        problem.rows = [Row(coefficients: [1], constant: 3, relation: .lessThanOrEqual)]
        #expect(problem.solve() == .unbounded)
    }

    @Test("The paper's example: xm pulled to 2 by a strong edit settles at (0, 5, 10)")
    func weightedErrorOfPaperExample() {
        // Variables xl, xm, xr. Required: xr <= 100, 2xm == xl + xr, xl + 10 <= xr, xl >= 0.
        let required = [
            Row(coefficients: [0, 0, 1], constant: -100, relation: .lessThanOrEqual),
            Row(coefficients: [-1, 2, -1], constant: 0, relation: .equal),
            Row(coefficients: [1, 0, -1], constant: 10, relation: .lessThanOrEqual),
            Row(coefficients: [1, 0, 0], constant: 0, relation: .greaterThanOrEqual)
        ]
        let soft = [(row: Row(coefficients: [0, 1, 0], constant: -2, relation: .equal), weight: 1_000_000.0)]
        guard
            case .optimal(let value, let point) = ReferenceLP.minimumWeightedError(
                variableCount: 3, required: required, soft: soft)
        else {
            Issue.record("not optimal")
            return
        }
        #expect(abs(value - 3_000_000) < 1e-3)
        #expect(abs(point[1] - 5) < 1e-9)
        #expect(ReferenceLP.weightedError(at: [0, 5, 10], soft: soft) == 3_000_000)
    }

    @Test("Tiny random 2-variable systems agree with vertex enumeration")
    func vertexEnumeration() {
        var random = SplitMix64(seed: 7)
        var compared = 0
        for _ in 0..<300 {
            let required = (0..<random.int(in: 0...3)).map { _ in randomRow(&random) }
            // Box so the optimum is finite and the arrangement has vertices.
            let box = [
                Row(coefficients: [1, 0], constant: -20, relation: .lessThanOrEqual),
                Row(coefficients: [1, 0], constant: 20, relation: .greaterThanOrEqual),
                Row(coefficients: [0, 1], constant: -20, relation: .lessThanOrEqual),
                Row(coefficients: [0, 1], constant: 20, relation: .greaterThanOrEqual)
            ]
            let soft = (0..<random.int(in: 1...4)).map { _ in
                (row: randomRow(&random), weight: Double([1, 10, 1000][random.int(in: 0...2)]))
            }
            let allRequired = required + box
            let outcome = ReferenceLP.minimumWeightedError(variableCount: 2, required: allRequired, soft: soft)
            let best = ReferenceLP.minimumByVertexEnumeration(required: allRequired, soft: soft)
            switch outcome {
            case .infeasible:
                #expect(best == .infinity)
            case .optimal(let value, let point):
                compared += 1
                #expect(abs(value - best) <= 1e-7 * max(1, best), "reference \(value), enumeration \(best)")
                #expect(allRequired.allSatisfy { $0.violation(at: point) <= 1e-7 })
                #expect(abs(ReferenceLP.weightedError(at: point, soft: soft) - value) <= 1e-7 * max(1, value))
            case .unbounded:
                Issue.record("a boxed problem cannot be unbounded")
            }
        }
        #expect(compared > 100)
    }

    private func randomRow(_ random: inout SplitMix64) -> Row {
        let relations: [ReferenceLP.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        return Row(
            coefficients: [Double(random.int(in: -3...3)), Double(random.int(in: -3...3))],
            constant: Double(random.int(in: -10...10)),
            relation: relations[random.int(in: 0...2)])
    }
}
