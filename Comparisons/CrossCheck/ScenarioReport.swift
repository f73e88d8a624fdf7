import LayoutModel

/// What the cross-check found for one scenario.
package struct ScenarioReport: Sendable {
    package var scenario: Scenario
    /// What the shared tree draws, by its generated identifiers, for pictures.
    package var drawing: ViewDrawing
    /// One per proposal, in order.
    package var results: [ProposalResult]

    /// The worst verdict of the proposals.
    package var verdict: Verdict {
        results.map(\.verdict).max { $0.severity < $1.severity } ?? .agree
    }
}

/// What the cross-check found at one proposal.
package struct ProposalResult: Sendable {
    package var proposal: ProposedSize
    /// The identifiers compared, in tree order.
    package var compared: [String]
    /// Each engine's outcome, the reference first.
    package var outcomes: [(engine: String, outcome: EngineOutcome)]
    /// The largest coordinate difference from the reference (0 with one engine).
    package var largestDifference: Double = 0
    /// The identifiers whose frames differ from the reference's.
    package var differing: Set<String> = []
    /// The first view that differs, in tree order.
    package var firstDifference: FrameDifference?
    /// Identifiers to compare that no engine laid out.
    package var missing: [String] = []
    /// The identifiers both engines put at NaN on an axis offered infinity, neither saying so:
    /// they agree with nothing, and the verdict names them as the divergence `non-finite`.
    package var nonFinite: Set<String> = []
    package var verdict: Verdict = .agree

    package init(proposal: ProposedSize, compared: [String], outcomes: [(engine: String, outcome: EngineOutcome)]) {
        self.proposal = proposal
        self.compared = compared
        self.outcomes = outcomes
    }

    /// The outcome of the engine named `engine`.
    package func outcome(of engine: String) -> EngineOutcome? {
        outcomes.first { $0.engine == engine }?.outcome
    }
}

/// One view whose frames differ.
package struct FrameDifference: Hashable, Sendable, CustomStringConvertible {
    package var identifier: String
    /// The engine compared with the reference.
    package var engine: String
    package var reference: Rect?
    package var other: Rect?

    package var description: String {
        func show(_ r: Rect?) -> String {
            guard let r else { return "not laid out" }
            return "[\(ReportFormat.number(r.minX)), \(ReportFormat.number(r.minY)), "
                + "\(ReportFormat.number(r.width)), \(ReportFormat.number(r.height))]"
        }
        return "\"\(identifier)\" differs: \(show(reference)) vs \(engine) \(show(other))"
    }
}

/// The outcome of a cross-check.
package enum Verdict: Hashable, Sendable {
    case agree
    /// A named divergence, a preference-only scenario or the feedback loop, as expected.
    case explained(name: String, explanation: String)
    /// Something no explanation covers: a differing frame, a failed engine.
    case unexplained(String)

    var severity: Int {
        switch self {
        case .agree: 0
        case .explained: 1
        case .unexplained: 2
        }
    }

    package var isAcceptable: Bool { severity < 2 }
}

/// Number formatting shared by the reports.
package enum ReportFormat {
    /// Up to 3 decimals, trailing zeros removed; a finite value always prints finite.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Times 1000 overflows past about 1.8e305, and from 1e15 on a double is a multiple of
        // 0.125, already a whole number of thousandths.
        let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
        return JSONWriter.number(rounded)
    }

    /// A proposal as `480×nil`, `inf×inf`.
    package static func proposal(_ p: ProposedSize) -> String {
        func axis(_ v: Double?) -> String { v.map(number) ?? "nil" }
        return "\(axis(p.width))×\(axis(p.height))"
    }
}
