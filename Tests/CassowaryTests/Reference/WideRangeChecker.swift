import Cassowary

/// Runs a wide-range system on a new `Solver` one step at a time and judges every answer
/// against the exact reference (`ExactLP` over `Rational`, no code shared with the solver):
///
/// - an accepted add leaves the required rows feasible, exactly, and met at the solver's
///   values within rounding;
/// - an `.unsatisfiable` add is a real conflict;
/// - a `.numericallyUnstable` add leaves the solver as it was;
/// - the final values reach the least weighted soft error.
struct WideRangeChecker {
    typealias Line = WideRangeSystemGenerator.Line
    typealias System = WideRangeSystemGenerator.System

    /// What the solver answered to one step.
    enum Verdict: Equatable {
        case accepted, unsatisfiable, refused
    }

    /// A wrong answer, or a reference that failed its own certificate.
    struct Finding: CustomStringConvertible {
        enum Kind: Equatable {
            /// A required row was accepted that the rows before it exclude.
            case acceptedInfeasible
            /// `.unsatisfiable` for a row the exact reference can meet.
            case falseUnsatisfiable
            /// A required row off by more than rounding at the solver's values.
            case requiredViolated
            /// A refused constraint left in the solver.
            case refusalKept
            /// A weighted error above the exact optimum by more than the tolerance.
            case notOptimal
            case unexpectedError
            /// The reference's optimum failed its own check (not the solver's fault).
            case referenceFailure
        }

        var kind: Kind
        /// Index of the step after which it was seen (`steps.count` for the final check).
        var step: Int
        var detail: String

        var description: String { "step \(step): \(detail)" }
    }

    /// What the checks counted, over one system or many.
    struct Tally: CustomStringConvertible {
        var accepted = 0
        var unsatisfiableChecked = 0
        var refusals = 0
        var optimaCompared = 0
        /// Optima above 0, so that the comparison was not of two zeros.
        var positiveOptima = 0
        /// Required rows accepted that are infeasible exactly but not once loosened by
        /// rounding: no verdict is wrong there, and the system's check ends.
        var borderlineAccepted = 0

        static func += (lhs: inout Tally, rhs: Tally) {
            lhs.accepted += rhs.accepted
            lhs.unsatisfiableChecked += rhs.unsatisfiableChecked
            lhs.refusals += rhs.refusals
            lhs.optimaCompared += rhs.optimaCompared
            lhs.positiveOptima += rhs.positiveOptima
            lhs.borderlineAccepted += rhs.borderlineAccepted
        }

        var description: String {
            "\(accepted) accepted, \(unsatisfiableChecked) unsatisfiable checked, \(refusals) refused, "
                + "\(optimaCompared) optima compared (\(positiveOptima) above 0), "
                + "\(borderlineAccepted) accepted within rounding of infeasible"
        }
    }

    struct Report {
        var verdicts: [Verdict] = []
        var tally = Tally()
        var findings: [Finding] = []
    }

    /// 1e-9: the rounding the tolerances allow, the solver's own answer-check tolerance.
    static let rounding = Rational(BigInteger(1), BigInteger(1_000_000_000))
    /// 1e-6: how far from the exact optimum the weighted error may be, relatively.
    static let optimumShare = Rational(BigInteger(1), BigInteger(1_000_000))

    /// Runs `system` and judges each step. After a wrongly accepted row the required rows
    /// have no solution, so nothing later can be judged: the check stops there.
    static func check(_ system: System) -> Report {
        var checker = WideRangeChecker(system)
        checker.run()
        return checker.report
    }

    private let system: System
    private let variables: [Variable]
    private let solver = Solver()
    private var required: [Line] = []
    private var requiredRows: [ExactLP.Row] = []
    /// A point meeting every row of `requiredRows`: a feasibility certificate to reuse.
    private var witness: [Rational]
    private var soft: [(row: ExactLP.Row, weight: Rational)] = []
    private var edits: [Int: (weight: Rational, value: Double)] = [:]
    private var report = Report()

    private init(_ system: System) {
        self.system = system
        variables = (0..<system.variableCount).map { Variable("v\($0)") }
        witness = Array(repeating: .zero, count: system.variableCount)
    }

    private mutating func run() {
        for (index, step) in system.steps.enumerated() {
            switch step {
            case .constraint(let line):
                guard add(line, step: index) else { return }
            case .edit(let variable, let strength, let value):
                edit(variable, strength: strength, value: value, step: index)
            }
            solver.updateVariables()
            checkRequired(step: index)
        }
        compareOptimum()
    }

    /// Adds `line` and judges the verdict; false after a wrongly accepted row.
    private mutating func add(_ line: Line, step: Int) -> Bool {
        let constraint = line.constraint(variables)
        let row = Self.exactRow(line, variableCount: variables.count)
        // The witness answers at once when it meets the new row too; otherwise the exact LP
        // decides, and gives the next witness.
        var point: [Rational]? = witness
        if line.strength.isRequired && !row.violation(at: witness).isZero {
            point = ExactLP.feasiblePoint(variableCount: variables.count, rows: requiredRows + [row])
        }
        switch Self.failure({ () throws(SolverError) in try solver.addConstraint(constraint) }) {
        case nil:
            report.verdicts.append(.accepted)
            report.tally.accepted += 1
            guard let point else {
                // Infeasible exactly. Within rounding of the rows' own numbers the solver may
                // still accept it (such a system has no certain verdict in floating point);
                // beyond, it is wrong. Either way nothing after it can be judged.
                if ExactLP.isFeasible(variableCount: variables.count, rows: Self.relaxed(requiredRows + [row])) {
                    report.tally.borderlineAccepted += 1
                } else {
                    find(.acceptedInfeasible, step, "accepted \(line), which the required rows before it exclude")
                }
                return false
            }
            if line.strength.isRequired {
                required.append(line)
                requiredRows.append(row)
                witness = point
            } else {
                soft.append((row, Rational(line.strength.value)))
            }
        case .unsatisfiable?:
            report.verdicts.append(.unsatisfiable)
            report.tally.unsatisfiableChecked += 1
            if let point {
                let values = point.map(\.doubleValue)
                find(.falseUnsatisfiable, step, "\(line) called unsatisfiable; it holds with the rest at \(values)")
            }
        case .numericallyUnstable?:
            report.verdicts.append(.refused)
            report.tally.refusals += 1
            if solver.hasConstraint(constraint) { find(.refusalKept, step, "refused \(line) stayed in the solver") }
        case let other?:
            report.verdicts.append(.refused)
            find(.unexpectedError, step, "\(other)")
        }
        return true
    }

    /// Makes `v[variable]` an edit variable (`v == 0` until suggested) and suggests `value`.
    private mutating func edit(_ variable: Int, strength: Strength, value: Double, step: Int) {
        let target = variables[variable]
        let solver = solver
        let steps: [(Double, () throws(SolverError) -> Void)] = [
            (0, { () throws(SolverError) in try solver.addEditVariable(target, strength: strength) }),
            (value, { () throws(SolverError) in try solver.suggestValue(value, for: target) })
        ]
        for (edited, call) in steps {
            switch Self.failure(call) {
            case nil:
                report.verdicts.append(.accepted)
                report.tally.accepted += 1
                edits[variable] = (Rational(strength.value), edited)
                solver.updateVariables()
                checkRequired(step: step)
            case .numericallyUnstable?:
                report.verdicts.append(.refused)
                report.tally.refusals += 1
                // Without its edit variable there is nothing to suggest to.
                if edits[variable] == nil { return }
            case let other?:
                report.verdicts.append(.refused)
                find(.unexpectedError, step, "\(other)")
                return
            }
        }
    }

    /// Each required line must hold at the variables' values within rounding, evaluated
    /// exactly: `r = Σ aᵢxᵢ − c` at most `1e-9·(Σ|aᵢxᵢ| + |c|) + 1e-9·Σ|aᵢ|` on its wrong side.
    private mutating func checkRequired(step: Int) {
        for line in required {
            var residual = -Rational(line.constant)
            var scale = Rational(line.constant).magnitude
            var coefficients = Rational.zero
            for term in line.terms {
                let product = Rational(term.coefficient) * Rational(variables[term.variable].value)
                residual += product
                scale += product.magnitude
                coefficients += Rational(term.coefficient).magnitude
            }
            let tolerance = Self.rounding * (scale + coefficients)
            let off: Rational
            switch line.relation {
            case .lessThanOrEqual: off = residual
            case .greaterThanOrEqual: off = -residual
            case .equal: off = residual.magnitude
            }
            if off > tolerance {
                find(
                    .requiredViolated, step,
                    "required \(line) off by \(residual.doubleValue) at \(variables.map(\.value))")
            }
        }
    }

    /// The weighted error at the solver's values against the exact least one.
    private mutating func compareOptimum() {
        let end = system.steps.count
        var soft = soft
        for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
            var unit = Array(repeating: Rational.zero, count: variables.count)
            unit[variable] = .one
            soft.append(
                (ExactLP.Row(coefficients: unit, constant: -Rational(edit.value), relation: .equal), edit.weight))
        }
        func error(at point: [Rational]) -> Rational {
            soft.reduce(Rational.zero) { $0 + $1.weight * $1.row.violation(at: point) }
        }
        switch ExactLP.minimumWeightedError(variableCount: variables.count, required: requiredRows, soft: soft) {
        case .optimal(let optimum, let best):
            // The reference's point is its certificate: it meets the required rows exactly
            // and has exactly that error, so an answer above it is beaten for certain.
            guard requiredRows.allSatisfy({ $0.violation(at: best).isZero }) && error(at: best) == optimum else {
                find(.referenceFailure, end, "the reference's optimal point does not check out")
                return
            }
            let values = variables.map { Rational($0.value) }
            let reached = error(at: values)
            report.tally.optimaCompared += 1
            if optimum.signum > 0 { report.tally.positiveOptima += 1 }
            if (reached - optimum).magnitude > Self.optimumTolerance(optimum: optimum, soft: soft, at: values) {
                find(
                    .notOptimal, end,
                    "weighted error \(reached.doubleValue) at \(variables.map(\.value)); exact optimum "
                        + "\(optimum.doubleValue) at \(best.map(\.doubleValue))")
            }
        case .infeasible:
            find(.referenceFailure, end, "the reference finds the accepted required rows infeasible")
        case .unbounded:
            // Σ weight · violation is never negative: the reference itself went wrong.
            find(.referenceFailure, end, "the reference finds a non-negative objective unbounded")
        }
    }

    /// How far the weighted error at the solver's values may be from the exact optimum:
    /// 1e-6 of the optimum, plus rounding. The solver holds its answers to 1e-9 of the
    /// magnitudes they are computed from (its answer check's tolerance), so a soft row's
    /// error may move by 1e-9·(Σ|aᵢxᵢ| + |c|), times its weight.
    static func optimumTolerance(
        optimum: Rational, soft: [(row: ExactLP.Row, weight: Rational)], at point: [Rational]
    ) -> Rational {
        var magnitudes = Rational.zero
        for (row, weight) in soft {
            var scale = row.constant.magnitude
            for (coefficient, value) in zip(row.coefficients, point) where !coefficient.isZero {
                scale += (coefficient * value).magnitude
            }
            magnitudes += weight * scale
        }
        return optimumShare * optimum + rounding * magnitudes
    }

    private mutating func find(_ kind: Finding.Kind, _ step: Int, _ detail: String) {
        report.findings.append(Finding(kind: kind, step: step, detail: detail))
    }

    /// The error `body` throws, nil when it returns.
    private static func failure(_ body: () throws(SolverError) -> Void) -> SolverError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// The rows loosened by rounding of their own numbers: each may be off by
    /// `1e-9·(|c| + Σ|aᵢ|)`, the answer check's tolerance at values of about 1. An equality
    /// becomes two inequalities.
    static func relaxed(_ rows: [ExactLP.Row]) -> [ExactLP.Row] {
        rows.flatMap { row -> [ExactLP.Row] in
            let slack = rounding * row.coefficients.reduce(row.constant.magnitude) { $0 + $1.magnitude }
            var below = row
            below.relation = .lessThanOrEqual
            below.constant = row.constant - slack
            var above = row
            above.relation = .greaterThanOrEqual
            above.constant = row.constant + slack
            switch row.relation {
            case .lessThanOrEqual: return [below]
            case .greaterThanOrEqual: return [above]
            case .equal: return [below, above]
            }
        }
    }

    /// `line` as an exact row `terms − constant relation 0`.
    static func exactRow(_ line: Line, variableCount: Int) -> ExactLP.Row {
        var coefficients = Array(repeating: Rational.zero, count: variableCount)
        for term in line.terms { coefficients[term.variable] += Rational(term.coefficient) }
        let relation: ExactLP.Relation =
            switch line.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return ExactLP.Row(coefficients: coefficients, constant: -Rational(line.constant), relation: relation)
    }
}
