import Cassowary
import Testing

/// Issue 21's criterion: seeded systems that mix coefficients from 1e-6 to 1e9 within a row,
/// added one constraint at a time, each verdict and answer checked against the exact
/// reference by `WideRangeChecker`; false "unsatisfiable" verdicts are checked the same way.
@Suite("Wide-range systems against the exact reference")
struct WideRangeReferenceTests {
    typealias Line = WideRangeSystemGenerator.Line
    typealias System = WideRangeSystemGenerator.System

    /// A run of seeded systems.
    enum Run: Sendable {
        /// Strengths drawn from required, required, strong, 999, weak and 10.
        case mixed
        /// Every constraint required: more conflicts, so more "unsatisfiable" verdicts. Fewer
        /// systems, since the solver's exact re-solve then runs on most adds.
        case requiredOnly

        var seed: UInt64 { self == .mixed ? 21_021 : 21_022 }
        var count: Int { self == .mixed ? 300 : 60 }

        var generator: WideRangeSystemGenerator {
            self == .mixed
                ? WideRangeSystemGenerator(seed: seed) : WideRangeSystemGenerator(seed: seed, strengths: [.required])
        }

        /// The run's systems, numbered from 0.
        var systems: [System] {
            var generator = generator
            return (0..<count).map { _ in generator.next() }
        }
    }

    /// Refusals allowed over the seeded systems. Every system has at most 22 rows, within the
    /// exact re-solve's 48, so none is expected.
    static let allowedRefusals = 0
    /// Rows accepted that are infeasible exactly, but not once loosened by rounding (each
    /// ends its system's check). One per run today: mixed system 200 accepts
    /// `1e-06*v1 <= -1000000` inside the box `v1 >= -1e12` (the Double 1e-06 lies a hair
    /// below 1e-6, so the row wants v1 ≤ −1e12·(1 + 4.5e-17)); required-only system 0 accepts
    /// `v4 == -1000000` after `1e9*v3 >= 1e-06` and `1e-06*v3 + v4 == -1000000`, which then
    /// force v3 = 0 against v3 ≥ 1e-15.
    static let allowedBorderline = 1

    /// Checks every system of `run`, recording each finding.
    private static func checkRun(_ run: Run) -> WideRangeChecker.Tally {
        var tally = WideRangeChecker.Tally()
        for (index, system) in run.systems.enumerated() {
            let report = WideRangeChecker.check(system)
            tally += report.tally
            record(report.findings, "\(run) system \(index)", system)
        }
        return tally
    }

    private static func record(
        _ findings: [WideRangeChecker.Finding], _ label: String, _ system: System,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for finding in findings {
            Issue.record("\(label), \(finding)\n\(system)", sourceLocation: sourceLocation)
        }
    }

    @Test("Seeded wide-range systems: each verdict, each answer and the optimum are exact")
    func seededSystems() {
        let tally = Self.checkRun(.mixed)
        // Floors a little under what seed 21021 gives. Seven of its systems (35, 41, 141, 209,
        // 220, 269, 278) once ended far from the optimum: the objective lost a weight to
        // cancellation, or a row lost the digits that tied it to its errors.
        #expect(tally.accepted >= 2_400, "\(tally)")
        #expect(tally.unsatisfiableChecked >= 30, "\(tally)")
        #expect(tally.optimaCompared >= 285, "\(tally)")
        #expect(tally.positiveOptima >= 160, "\(tally)")
        #expect(tally.refusals <= Self.allowedRefusals, "\(tally)")
        #expect(tally.borderlineAccepted <= Self.allowedBorderline, "\(tally)")
    }

    @Test("Seeded required-only systems: each unsatisfiable verdict is a real conflict")
    func requiredOnlySystems() {
        let tally = Self.checkRun(.requiredOnly)
        // Floors a little under what seed 21022 gives: 462 accepted, 66 unsatisfiable
        // checked, 59 optima compared (edits are the only soft rows).
        #expect(tally.accepted >= 430, "\(tally)")
        #expect(tally.unsatisfiableChecked >= 60, "\(tally)")
        #expect(tally.optimaCompared >= 55, "\(tally)")
        #expect(tally.refusals <= Self.allowedRefusals, "\(tally)")
        #expect(tally.borderlineAccepted <= Self.allowedBorderline, "\(tally)")
    }

    // MARK: Hand cases

    /// `Σ coefficient · v[variable]  relation  constant`.
    private static func line(
        _ terms: [(Int, Double)], _ relation: Relation, _ constant: Double, _ strength: Strength = .required
    ) -> Line {
        Line(
            terms: terms.map { (variable: $0.0, coefficient: $0.1) }, relation: relation, constant: constant,
            strength: strength)
    }

    @Test("The lines once falsely called unsatisfiable are feasible, and no add is called so")
    func onceFalselyUnsatisfiable() {
        let lines = [
            Self.line([(1, 1000)], .equal, 0),
            Self.line([(2, 1000), (0, -1)], .greaterThanOrEqual, -1),
            Self.line([(0, 1e9), (1, 1e-6), (3, -0.1)], .greaterThanOrEqual, -1),
            Self.line([(2, -1), (3, -1)], .greaterThanOrEqual, -320, Strength(999)),
            Self.line([(0, 1e9), (1, -1e-6)], .lessThanOrEqual, 1e-6, .strong),
            Self.line([(2, 1e-6)], .equal, -1e6),
            Self.line([(3, 1), (0, -1e6), (2, -1e-6)], .equal, 1, Strength(10))
        ]
        let required = lines.filter(\.strength.isRequired).map {
            WideRangeChecker.exactRow($0, variableCount: 4)
        }
        #expect(ExactLP.isFeasible(variableCount: 4, rows: required))
        let system = System(variableCount: 4, steps: lines.map { .constraint($0) })
        let report = WideRangeChecker.check(system)
        Self.record(report.findings, "once falsely unsatisfiable", system)
        #expect(!report.verdicts.contains(.unsatisfiable))
        #expect(report.tally.optimaCompared == 1)
    }

    /// With A = −2·v2 + 1000·v1 − 2·v0: `A >= 0`, `A == 320`, `1e9·v0 − 7·v4 + v1 <= 1`,
    /// `A <= −1e6`. The last contradicts the second.
    static func infeasibleSet() -> System {
        let a: [(Int, Double)] = [(2, -2), (1, 1000), (0, -2)]
        let lines = [
            line(a, .greaterThanOrEqual, 0),
            line(a, .equal, 320),
            line([(0, 1e9), (4, -7), (1, 1)], .lessThanOrEqual, 1),
            line(a, .lessThanOrEqual, -1e6)
        ]
        return System(variableCount: 5, steps: lines.map { .constraint($0) })
    }

    @Test("An infeasible set: the reference finds it so, and the last add is never accepted")
    func infeasibleSetRejected() {
        let system = Self.infeasibleSet()
        let rows = system.steps.compactMap { step -> ExactLP.Row? in
            guard case .constraint(let line) = step else { return nil }
            return WideRangeChecker.exactRow(line, variableCount: 5)
        }
        #expect(ExactLP.isFeasible(variableCount: 5, rows: Array(rows.prefix(3))))
        #expect(!ExactLP.isFeasible(variableCount: 5, rows: rows))
        let report = WideRangeChecker.check(system)
        #expect(report.verdicts.prefix(3).allSatisfy { $0 == .accepted })
        // After `A == 320` and the third line the values reach v2 ≈ −2.5e17, where A's terms
        // cancel to within the answer check's 1e-9 of them for `A <= -1e6` as well: the
        // solver once accepted it. Such cancellation in a small system is confirmed exactly.
        #expect(report.verdicts.last == .unsatisfiable)
        Self.record(report.findings, "infeasible set", system)
    }

    /// Mixed system 220 cut down to four soft lines over two variables: the solver once stopped
    /// at v = (−1.0007e-6, 680.68), weighted error 6.8e14; (−3.19999e-7, −0.001) has 13 879.32,
    /// the exact optimum. The objective had lost the weight 999 next to terms of 1e21.
    static func smallestNotOptimal() -> System {
        let lines = [
            line([(1, 1e6)], .greaterThanOrEqual, 320, Strength(10)),
            line([(0, 1e-6), (1, 1e9)], .equal, -1e6, Strength(999)),
            line([(0, -1e9), (1, -1)], .lessThanOrEqual, 320, .strong),
            line([(1, 1e-6), (0, 1e6)], .lessThanOrEqual, -1, Strength(999))
        ]
        return System(variableCount: 2, steps: lines.map { .constraint($0) })
    }

    @Test("The smallest system found that once missed the optimum reaches it, in either order")
    func smallestNotOptimalCase() {
        let system = Self.smallestNotOptimal()
        let report = WideRangeChecker.check(system)
        #expect(report.verdicts == [.accepted, .accepted, .accepted, .accepted])
        #expect(report.tally.optimaCompared == 1)
        Self.record(report.findings, "smallest not optimal", system)
        // In the reverse order the same lines are solved to the optimum.
        let reversed = System(variableCount: 2, steps: system.steps.reversed())
        Self.record(WideRangeChecker.check(reversed).findings, "reversed", reversed)
    }

    /// Mixed system 141 cut down to four lines, one required: after the third, v0 and v2 sit
    /// near 1e19 with coefficients of 1e13 whose difference, 1, is below their rounding; the
    /// fourth add subtracted them and the rows lost the first line's errors, so the solver
    /// once reported a weighted error of 0 while that line was off by 1e6.
    @Test("A row that loses the digits tying it to its errors is caught and solved exactly")
    func lostRowDigits() {
        let lines = [
            Self.line([(1, 1e-6), (2, 1), (0, -1)], .lessThanOrEqual, -1e6, .strong),
            Self.line([(0, -1e9), (2, 1e9), (1, 2)], .lessThanOrEqual, 0),
            Self.line([(2, 0.1), (1, 1e6)], .greaterThanOrEqual, 320, Strength(10)),
            Self.line([(1, 7), (0, -2)], .greaterThanOrEqual, -1e6, .strong)
        ]
        let system = System(variableCount: 3, steps: lines.map { .constraint($0) })
        let report = WideRangeChecker.check(system)
        #expect(report.verdicts == [.accepted, .accepted, .accepted, .accepted])
        #expect(report.tally.optimaCompared == 1)
        Self.record(report.findings, "lost row digits", system)
    }
}
