import LayoutModel

/// Runs scenarios through every engine and compares the frames (docs/ARCHITECTURE.md,
/// "Comparisons").
///
/// The first engine is the reference: every other engine's frames are compared with its
/// frames, identifier by identifier, within LayoutModel's `FrameTolerance`. A NaN agrees with
/// nothing: a view both engines put at NaN agrees only when both engines also reported a
/// diagnostic in the scenario, and is the named divergence `non-finite` on an axis offered
/// infinity. A scenario's proposals are laid out in order by one session per engine.
package struct CrossCheck: Sendable {
    package var engines: [any ComparisonEngine]
    /// Whether the generated leaf identifiers are compared too (random trees: every view
    /// counts), beside the identifiers the scenario names.
    package var comparesLeaves: Bool

    package init(engines: [any ComparisonEngine], comparesLeaves: Bool = false) {
        precondition(!engines.isEmpty, "a cross-check needs at least one engine")
        self.engines = engines
        self.comparesLeaves = comparesLeaves
    }

    /// The engines this build of the package has, the preference engine first.
    package static var availableEngines: [any ComparisonEngine] {
        [PreferenceEngineAdapter(), PreferenceEngineAdapter(source: .sharedTreeBesideRendition)]
            + [ConstraintEngineAdapter()]
    }

    /// Lays `scenario` out at each of its proposals through every engine and compares.
    ///
    /// - Parameter scenario: the scenario.
    /// - Returns: one result per proposal, in order.
    /// - Complexity: the engines' layout costs, plus O(v) per proposal for v compared views.
    package func run(_ scenario: Scenario) -> ScenarioReport {
        let factory = ViewFactory(identifiesLeaves: true)
        let built = scenario.view.map { factory.build($0) }
        var sessions: [(name: String, session: Result<any LayoutSession, EngineFailure>)] = []
        for engine in engines {
            guard var session = engine.makeSession(for: scenario, factory: factory) else { continue }
            if case .preferenceOnly(let reason) = scenario.expectation, !engine.name.hasPrefix("preference") {
                session = .failure(.preferenceOnly(reason))
            }
            sessions.append((engine.name, session))
        }
        var results: [ProposalResult] = []
        var diagnosed: Set<String> = []  // the engines that reported a diagnostic so far
        for (k, proposal) in scenario.proposals.enumerated() {
            let changes = scenario.textChanges.filter { $0.beforeProposal == k }
            var outcomes: [(engine: String, outcome: EngineOutcome)] = []
            for (name, session) in sessions {
                switch session {
                case .success(let s):
                    if let failure = changes.lazy.compactMap({ s.setText($0.text, of: $0.identifier) }).first {
                        outcomes.append((name, EngineOutcome(frames: .failure(failure))))
                    } else {
                        outcomes.append((name, s.layout(proposal)))
                    }
                case .failure(let f): outcomes.append((name, EngineOutcome(frames: .failure(f))))
                }
            }
            for (name, outcome) in outcomes where !outcome.diagnostics.isEmpty { diagnosed.insert(name) }
            results.append(judge(scenario, proposal: proposal, outcomes: outcomes, built: built, diagnosed: diagnosed))
        }
        explainPreferenceHistory(scenario, &results)
        explainInfiniteLengths(scenario, &results)
        return ScenarioReport(scenario: scenario, drawing: built?.drawing ?? ViewDrawing(), results: results)
    }

    /// A disagreement after earlier proposals that engines laid out fresh at that proposal do
    /// not have is history:
    /// - the constraint engine's frames are its fresh ones and a preference engine's are not:
    ///   that engine's `@State` keeps a length measured at an earlier proposal, as SwiftUI's
    ///   would;
    /// - every engine's frames differ from its fresh ones after an infinite proposal: each
    ///   kept what the infinite length made of its shared lengths;
    /// - fresh at that proposal, the tree is the feedback loop: so it is kept.
    /// Anything else stays unexplained (an engine whose kept frames alone are wrong).
    private func explainPreferenceHistory(_ scenario: Scenario, _ results: inout [ProposalResult]) {
        guard scenario.expectation == .agree, scenario.textChanges.isEmpty else { return }
        for k in results.indices.dropFirst() {
            guard case .unexplained = results[k].verdict, results[k].missing.isEmpty else { continue }
            var single = scenario
            single.proposals = [scenario.proposals[k]]
            let fresh = run(single).results[0]
            if case .explained(let name, let explanation) = fresh.verdict, name == "feedback-loop" {
                results[k].verdict = .explained(name: name, explanation: explanation)
                continue
            }
            guard fresh.verdict == .agree || fresh.verdict == Self.nonFiniteVerdict else { continue }
            var keptDiffers: [String] = []
            var constraintKept = true
            for (engine, outcome) in results[k].outcomes {
                let same = Self.sameFrames(outcome.framesIfAny, fresh.outcome(of: engine)?.framesIfAny)
                if engine.hasPrefix("preference"), !same { keptDiffers.append(engine) }
                if engine == "constraint", !same { constraintKept = false }
            }
            guard !keptDiffers.isEmpty else { continue }
            if constraintKept {
                results[k].verdict = .explained(
                    name: "preference-history",
                    explanation:
                        "the \(keptDiffers.joined(separator: " and ")) engine's @State keeps a length measured at an earlier "
                        + "proposal; laid out fresh at this proposal, the engines agree")
            } else if scenario.proposals[..<k].contains(where: { $0.width == .infinity || $0.height == .infinity }),
                keptDiffers.count == results[k].outcomes.count - 1
            {
                results[k].verdict = .explained(
                    name: "infinite-history",
                    explanation:
                        "after an infinite proposal every engine keeps what it made of its shared lengths there; "
                        + "laid out fresh at this proposal, the engines agree")
            }
        }
    }

    /// Whether one engine gave the same frames twice (kept and fresh): a NaN where the other
    /// has one too is the same answer.
    private static func sameFrames(_ a: [String: Rect]?, _ b: [String: Rect]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return a.allSatisfy { id, frame in b[id].map { FrameTolerance.agrees(frame, $0, nanMatchesNaN: true) } ?? false
        }
    }

    /// The axes on which two frames are both NaN, when they agree everywhere else; nil when
    /// they differ elsewhere or are nowhere NaN together.
    static func sharedNaN(_ a: Rect, _ b: Rect) -> (horizontal: Bool, vertical: Bool)? {
        sharedAxes(a, b) { $0.isNaN && $1.isNaN }
    }

    /// The axes on which one frame is NaN and the other infinite, or both are NaN: two ways of
    /// saying a view has no place there; nil when they differ elsewhere.
    static func sharedNoPlace(_ a: Rect, _ b: Rect) -> (horizontal: Bool, vertical: Bool)? {
        sharedAxes(a, b) { x, y in (x.isNaN || x.isInfinite) && (y.isNaN || y.isInfinite) && (x.isNaN || y.isNaN) }
    }

    /// The axes on which two frames' coordinates are `alike`, when they agree everywhere else.
    private static func sharedAxes(
        _ a: Rect, _ b: Rect, _ alike: (Double, Double) -> Bool
    ) -> (horizontal: Bool, vertical: Bool)? {
        var horizontal = false
        var vertical = false
        for (x, y, isHorizontal) in [
            (a.minX, b.minX, true), (a.width, b.width, true),
            (a.minY, b.minY, false), (a.height, b.height, false)
        ] {
            if alike(x, y) {
                if isHorizontal { horizontal = true } else { vertical = true }
            } else if !FrameTolerance.agrees(x, y) {
                return nil
            }
        }
        return horizontal || vertical ? (horizontal, vertical) : nil
    }

    /// The identifiers compared at one proposal.
    func comparedIdentifiers(
        _ scenario: Scenario, built: ViewFactory.Built?,
        outcomes: [(engine: String, outcome: EngineOutcome)]
    ) -> [String] {
        var ids: [String]
        if let compare = scenario.compare {
            ids = compare
        } else if let built {
            ids = built.identifiers
        } else {
            ids = outcomes.first?.outcome.framesIfAny.map { Array($0.keys).sorted() } ?? []
        }
        if comparesLeaves, let built { ids += built.leaves.keys.sorted() }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    private func judge(
        _ scenario: Scenario, proposal: ProposedSize,
        outcomes: [(engine: String, outcome: EngineOutcome)],
        built: ViewFactory.Built?, diagnosed: Set<String>
    ) -> ProposalResult {
        let compared = comparedIdentifiers(scenario, built: built, outcomes: outcomes)
        var result = ProposalResult(proposal: proposal, compared: compared, outcomes: outcomes)
        measureDifferences(&result, namedInScenario: scenario.compare != nil, diagnosed: diagnosed)
        result.verdict = verdict(scenario.expectation, result)
        return result
    }

    /// A disagreement that history does not explain, where every differing view has a length
    /// that is not finite in some engine, in a tree whose views share lengths: an infinite
    /// length reached a shared one, where no length is defined.
    private func explainInfiniteLengths(_ scenario: Scenario, _ results: inout [ProposalResult]) {
        guard scenario.expectation == .agree, scenario.view?.sharesLengths == true else { return }
        for k in results.indices {
            guard case .unexplained = results[k].verdict, Self.differsOnlyInInfiniteLengths(results[k]) else {
                continue
            }
            results[k].verdict = .explained(name: "infinite-length", explanation: Self.infiniteLengthExplanation)
        }
    }

    /// Whether every view that differs has a coordinate that is not finite in some engine (and
    /// no engine failed): an infinite length reached a shared one.
    private static func differsOnlyInInfiniteLengths(_ r: ProposalResult) -> Bool {
        guard r.missing.isEmpty, !r.differing.isEmpty,
            r.outcomes.allSatisfy({ $0.outcome.failure == nil })
        else { return false }
        return r.differing.allSatisfy { id in
            r.outcomes.contains { _, outcome in
                guard let f = outcome.framesIfAny?[id] else { return false }
                return ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
            }
        }
    }

    package static let infiniteLengthExplanation =
        "an infinite length (an infinite proposal, or an aspect ratio filling an unspecified one, as in SwiftUI) "
        + "reached a length views share (a sameWidth or sameHeight group, a grid's column or row): no length is "
        + "defined there, and the engines differ (the preference engine's plumbing keeps the infinity, the "
        + "constraint engine leaves the group to its members' finite lengths)"

    /// Fills in the largest difference and the first differing view against the reference.
    ///
    /// - Parameters:
    ///   - named: whether the identifiers come from the scenario's `compare` list, where one
    ///     that no engine laid out is a mistake (an identifier on a view that makes nothing, as
    ///     an empty `Group`, is absent from every engine alike).
    ///   - diagnosed: the engines that reported a diagnostic in the scenario so far.
    private func measureDifferences(
        _ result: inout ProposalResult, namedInScenario named: Bool,
        diagnosed: Set<String>
    ) {
        guard let (referenceEngine, referenceOutcome) = result.outcomes.first,
            let reference = referenceOutcome.framesIfAny
        else { return }
        for (engine, outcome) in result.outcomes.dropFirst() {
            guard let frames = outcome.framesIfAny else { continue }
            for id in result.compared {
                let a = reference[id]
                let b = frames[id]
                let d: Double
                let agrees: Bool
                switch (a, b) {
                case (let a?, let b?):
                    d = FrameTolerance.difference(a, b)
                    agrees =
                        FrameTolerance.agrees(a, b)
                        || isExplainedNaN(
                            a, b, id, &result,
                            bothDiagnosed: diagnosed.contains(referenceEngine) && diagnosed.contains(engine))
                case (nil, nil): continue
                default:  // laid out by one engine only
                    d = .infinity
                    agrees = false
                }
                if !agrees {
                    result.differing.insert(id)
                    if result.firstDifference == nil {
                        result.firstDifference = FrameDifference(
                            identifier: id, engine: engine,
                            reference: a, other: b)
                    }
                }
                if d > result.largestDifference { result.largestDifference = d }
            }
        }
        // An identifier to compare that no engine laid out at all is a scenario mistake.
        for id in result.compared
        where named && result.outcomes.allSatisfy({ $0.outcome.framesIfAny?[id] == nil })
            && result.outcomes.contains(where: { $0.outcome.framesIfAny != nil })
        {
            result.missing.append(id)
        }
    }

    /// Whether two frames that do not agree only because both are NaN in the same places count
    /// as agreeing: when both engines reported a diagnostic, or, noted in `result.nonFinite`,
    /// when every such NaN is on an axis the proposal made infinite.
    /// A NaN in one engine where the other has an infinity counts too, on an axis offered
    /// infinity only: there, neither is a place.
    private func isExplainedNaN(
        _ a: Rect, _ b: Rect, _ id: String, _ result: inout ProposalResult,
        bothDiagnosed: Bool
    ) -> Bool {
        let bothNaN = Self.sharedNaN(a, b)
        guard let axes = bothNaN ?? Self.sharedNoPlace(a, b) else { return false }
        if bothDiagnosed && bothNaN != nil { return true }
        let infiniteWidth = result.proposal.width == .infinity
        let infiniteHeight = result.proposal.height == .infinity
        guard (!axes.horizontal || infiniteWidth) && (!axes.vertical || infiniteHeight) else { return false }
        result.nonFinite.insert(id)
        return true
    }

    private func verdict(_ expectation: Expectation, _ r: ProposalResult) -> Verdict {
        let failures = r.outcomes.compactMap { o in o.outcome.failure.map { (o.engine, $0) } }
        let framesAgree = r.differing.isEmpty && r.missing.isEmpty
        if expectation != .feedbackLoop, isFeedbackLoop(r) {
            // Found, not planned (a random tree measuring a group inside one of its members):
            // the loop ends as both engines say it must.
            return .explained(name: "feedback-loop", explanation: Self.feedbackLoopExplanation)
        }
        switch expectation {
        case .agree:
            if let (engine, failure) = failures.first {
                return .unexplained("\(engine) engine failed: \(failure.message)")
            }
            if !r.missing.isEmpty {
                return .unexplained("no engine laid out \(r.missing.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            if let first = r.firstDifference { return .unexplained(first.description) }
            return r.nonFinite.isEmpty ? .agree : Self.nonFiniteVerdict
        case .divergence(let d):
            if let (engine, failure) = failures.first {
                return .unexplained("\(engine) engine failed: \(failure.message)")
            }
            if !framesAgree { return .explained(name: d.name, explanation: d.explanation) }
            return r.nonFinite.isEmpty ? .agree : Self.nonFiniteVerdict
        case .preferenceOnly(let reason):
            guard let preference = r.outcomes.first(where: { $0.engine == "preference" }) else {
                return .explained(name: "preference-only", explanation: reason)
            }
            if let failure = preference.outcome.failure {
                return .unexplained("preference engine failed: \(failure.message)")
            }
            return .explained(name: "preference-only", explanation: reason)
        case .feedbackLoop:
            for (engine, outcome) in r.outcomes {
                switch engine {
                case "preference", "preference-tree":
                    if !outcome.reportedLoop {
                        return .unexplained("the \(engine) engine did not report the feedback loop")
                    }
                case "constraint" where outcome.failure?.kind != .unsatisfiable:
                    return .unexplained(
                        "the constraint engine did not report an unsatisfiable relation"
                            + (outcome.failure.map { " (it failed with: \($0.message))" } ?? ""))
                default: continue
                }
            }
            return .explained(name: "feedback-loop", explanation: Self.feedbackLoopExplanation)
        }
    }

    /// Whether the outcomes are the feedback loop's: every preference engine reported the
    /// loop and the constraint engine (when present) an unsatisfiable relation or, where the
    /// loop is not a linear relation (through a stack's cross axis, a flexible frame), natural
    /// lengths that did not settle.
    private func isFeedbackLoop(_ r: ProposalResult) -> Bool {
        let preference = r.outcomes.filter { $0.engine.hasPrefix("preference") }
        let constraint = r.outcomes.filter { $0.engine == "constraint" }
        return !preference.isEmpty && !constraint.isEmpty
            && preference.allSatisfy { $0.outcome.reportedLoop }
            && constraint.allSatisfy { $0.outcome.failure?.kind == .unsatisfiable || $0.outcome.reportedLoop }
    }

    /// Views both engines put at NaN on an axis offered infinity, with no diagnostic from either.
    static let nonFiniteVerdict = Verdict.explained(
        name: "non-finite",
        explanation:
            "both engines put a view at NaN, or one at NaN and the other at infinity, on an axis offered infinity "
            + "(an infinite length aligned in an infinite one: infinity minus infinity), and not both of them said so "
            + "in a diagnostic")

    static let feedbackLoopExplanation =
        "a measured width feeds its own frame: the preference engine reports the value that kept growing, "
        + "the constraint engine an unsatisfiable required relation (or, through a relation that is not "
        + "linear, natural lengths that did not settle)"
}

extension ViewSpec {
    /// Whether some views of the tree share a length: a `sameWidth` or `sameHeight` member, or
    /// a grid (its columns and rows).
    ///
    /// - Complexity: O(n) in the size of the written tree.
    package var sharesLengths: Bool {
        if case .grid = kind { return true }
        if case .repeated(_, let view) = kind, view.sharesLengths { return true }
        for m in modifiers {
            switch m {
            case .sameWidth, .sameHeight: return true
            default: if m.secondaryView?.sharesLengths == true { return true }
            }
        }
        return (children ?? []).contains { $0.sharesLengths }
    }
}
