import LayoutModel

/// The cross-check in the report schema of docs/ARCHITECTURE.md ("layout-compare"): one
/// entry per scenario and proposal.
///
/// Beyond the documented keys each entry also has `origin`, `compared`, `status`
/// (`agree`, `explained`, `unexplained`) and, where there is one, `explanation` or `problem`;
/// an engine's entry has its counters, `diagnostics` when it had any, and `microseconds`.
package enum JSONReport {
    /// The report document.
    ///
    /// - Complexity: O(compared views) per entry.
    package static func json(_ reports: [ScenarioReport]) -> JSONValue {
        .object([("scenarios", .array(reports.flatMap { report in report.results.map { entry(report, $0) } }))])
    }

    /// The report as text, as `--json FILE` writes it.
    package static func text(_ reports: [ScenarioReport]) -> String {
        JSONWriter.write(json(reports)) + "\n"
    }

    static func entry(_ report: ScenarioReport, _ result: ProposalResult) -> JSONValue {
        var engines: [(key: String, value: JSONValue)] = []
        for (name, outcome) in result.outcomes {
            var fields: [(key: String, value: JSONValue)] = []
            switch outcome.frames {
            case .success(let frames):
                fields.append(
                    (
                        "frames",
                        .object(
                            result.compared.compactMap { id in
                                frames[id].map { (id, frame($0)) }
                            })
                    ))
            case .failure(let failure):
                fields.append(("error", .string(failure.message)))
            }
            for counter in outcome.counters { fields.append((counter.name, .number(Double(counter.value)))) }
            if !outcome.diagnostics.isEmpty {
                fields.append(("diagnostics", .array(outcome.diagnostics.map { .string($0) })))
            }
            fields.append(("microseconds", .number((outcome.microseconds * 10).rounded() / 10)))
            engines.append((name, .object(fields)))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(report.scenario.name)),
            ("origin", .string(report.scenario.origin)),
            ("proposal", ScenarioEncoder.proposal(result.proposal)),
            ("compared", .array(result.compared.map { .string($0) })),
            ("engines", .object(engines))
        ]
        let agree: Bool
        let divergence: JSONValue
        var extra: [(key: String, value: JSONValue)] = []
        switch result.verdict {
        case .agree:
            agree = true
            divergence = .null
            extra.append(("status", .string("agree")))
        case .explained(let name, let explanation):
            agree = false
            divergence = .string(name)
            extra += [("status", .string("explained")), ("explanation", .string(explanation))]
        case .unexplained(let problem):
            agree = false
            divergence = .null
            extra += [("status", .string("unexplained")), ("problem", .string(problem))]
        }
        members.append(("agree", .bool(agree)))
        members.append(("largestDifference", ScenarioEncoder.length(result.largestDifference)))
        members.append(("divergence", divergence))
        return .object(members + extra)
    }

    /// `[x, y, width, height]`; non-finite values as `"infinity"`, `"-infinity"` or `null` (NaN).
    static func frame(_ r: Rect) -> JSONValue {
        .array(
            [r.minX, r.minY, r.width, r.height].map { v in
                if v.isNaN { return .null }
                if v.isInfinite { return .string(v > 0 ? "infinity" : "-infinity") }
                return .number(v)
            })
    }
}
