import Comparisons
import LayoutModel
import Testing

/// An engine with a planted mistake: the preference engine's frames with one view's x made
/// NaN, and a diagnostic when asked for one.
struct NaNPlantingEngine: ComparisonEngine {
    let name: String
    var identifier: String
    var diagnostic: String?
    /// What the view's x becomes.
    var planted = Double.nan

    func makeSession(for scenario: Scenario, factory: ViewFactory) -> Result<any LayoutSession, EngineFailure>? {
        guard case .success(let session)? = PreferenceEngineAdapter().makeSession(for: scenario, factory: factory)
        else {
            return .failure(EngineFailure(.unsupported, "no tree"))
        }
        return .success(Session(inner: session, planting: self))
    }

    final class Session: LayoutSession {
        let inner: any LayoutSession
        let planting: NaNPlantingEngine

        init(inner: any LayoutSession, planting: NaNPlantingEngine) {
            self.inner = inner
            self.planting = planting
        }

        func layout(_ proposal: ProposedSize) -> EngineOutcome {
            var outcome = inner.layout(proposal)
            if var frames = outcome.framesIfAny, let frame = frames[planting.identifier] {
                frames[planting.identifier] = Rect(
                    x: planting.planted, y: frame.minY, width: frame.width, height: frame.height)
                outcome.frames = .success(frames)
            }
            if let diagnostic = planting.diagnostic { outcome.diagnostics.append(diagnostic) }
            return outcome
        }

        func setText(_ text: String, of identifier: String) -> EngineFailure? { inner.setText(text, of: identifier) }
    }
}

@Suite("Non-finite frames in the cross-check")
struct NonFiniteFrameTests {
    static func scenario(_ proposal: ProposedSize) -> Scenario {
        Scenario(
            name: "nan", origin: "test", proposals: [proposal],
            view: .vstack([.color("red").frame(width: 50, height: 20).id("box"), .text("Hello").id("label")]))
    }

    static func check(diagnostics: (String?, String?)) -> CrossCheck {
        CrossCheck(engines: [
            NaNPlantingEngine(name: "first", identifier: "box", diagnostic: diagnostics.0),
            NaNPlantingEngine(name: "second", identifier: "box", diagnostic: diagnostics.1)
        ])
    }

    @Test("Two engines that put a view at NaN at a finite proposal disagree")
    func nanIsADisagreement() {
        let report = Self.check(diagnostics: (nil, nil)).run(Self.scenario(ProposedSize(width: 320, height: nil)))
        guard case .unexplained(let why) = report.verdict else {
            Issue.record("expected a disagreement, got \(report.verdict)")
            return
        }
        #expect(why.hasPrefix("\"box\" differs"))
        #expect(report.results[0].largestDifference == 0)  // the report's Δ: the NaNs stand at the same place
    }

    @Test("One diagnostic is not enough; when both engines report one, the NaNs agree")
    func diagnosedNaNAgrees() {
        let scenario = Self.scenario(ProposedSize(width: 320, height: nil))
        #expect(!Self.check(diagnostics: ("overflow", nil)).run(scenario).verdict.isAcceptable)
        #expect(Self.check(diagnostics: ("overflow", "overflow")).run(scenario).verdict == .agree)
    }

    @Test("A NaN on an axis offered infinity is the named divergence non-finite")
    func infiniteAxis() {
        let report = Self.check(diagnostics: (nil, nil)).run(Self.scenario(ProposedSize(width: .infinity, height: 100)))
        #expect(divergence(report.verdict) == "non-finite")
        #expect(report.results[0].nonFinite == ["box"])
        // Offered infinity only across: the NaN x is no longer explained.
        #expect(
            !Self.check(diagnostics: (nil, nil)).run(Self.scenario(ProposedSize(width: 320, height: .infinity)))
                .verdict.isAcceptable)
    }

    @Test("NaN in one engine and infinity in the other is no place either, on an axis offered infinity only")
    func nanAgainstInfinity() {
        let check = CrossCheck(engines: [
            NaNPlantingEngine(name: "first", identifier: "box", diagnostic: nil),
            NaNPlantingEngine(name: "second", identifier: "box", diagnostic: nil, planted: .infinity)
        ])
        let report = check.run(Self.scenario(ProposedSize(width: .infinity, height: 100)))
        #expect(divergence(report.verdict) == "non-finite")
        #expect(report.results[0].nonFinite == ["box"])
        #expect(!check.run(Self.scenario(ProposedSize(width: 320, height: .infinity))).verdict.isAcceptable)
        // Two infinities are equal and agree; an infinity against a finite x does not.
        let finite = CrossCheck(engines: [
            NaNPlantingEngine(name: "first", identifier: "box", diagnostic: nil, planted: 0),
            NaNPlantingEngine(name: "second", identifier: "box", diagnostic: nil, planted: .infinity)
        ])
        #expect(!finite.run(Self.scenario(ProposedSize(width: .infinity, height: 100))).verdict.isAcceptable)
    }

    @Test("Both engines centring an infinite colour in an infinite width say so, and then agree")
    func realEnginesCentringInfinity() throws {
        let scenario = try ScenarioDecoder(file: "centred.json").decode(
            #"""
            { "name": "centred", "proposals": [["infinity", 100], [100, 100]],
              "view": { "zstack": [ { "color": "red", "modifiers": [ { "frame": { "maxWidth": "infinity" } }, { "id": "wide" } ] },
                                    { "text": "x", "modifiers": [ { "id": "label" } ] } ] } }
            """#)[0]
        let report = crossCheck.run(scenario)
        #expect(report.results[0].outcome(of: "constraint")?.framesIfAny?["wide"]?.minX.isNaN == true)
        for engine in ["preference", "constraint"] {
            #expect(
                report.results[0].outcome(of: engine)?.diagnostics
                    .contains { $0.hasPrefix("non-finite frame: ") && $0.contains("the view 'wide' at (NaN, ") }
                    == true, "\(engine)")
        }
        #expect(report.results[0].verdict == .agree)
        #expect(report.results[1].verdict == .agree)
    }

    @Test("Frames near 1e16 that differ by a unit in the last place agree")
    func largeMagnitudes() throws {
        // The engines add the same lengths in another order: "d" lands at x = 1.2e16 in both,
        // a double apart (2 points), far more than 1e-6 and far less than 1e-12 of 1.2e16.
        let scenario = try ScenarioDecoder(file: "large.json").decode(
            #"""
            { "name": "large", "proposals": [[3e16, null]],
              "view": { "hstack": [
                { "color": "red", "modifiers": [ { "frame": { "minWidth": 1e15, "maxWidth": "infinity" } } ] },
                { "text": "Hello world", "modifiers": [ { "padding": 3 } ] },
                { "color": "blue", "modifiers": [ { "frame": { "width": 7.3e15 } } ] },
                { "spacer": {} },
                { "color": "green", "modifiers": [ { "frame": { "minWidth": 3.3e15, "maxWidth": 9e15 } },
                                                   { "sameWidth": "g" }, { "id": "d" } ] },
                { "text": "x", "modifiers": [ { "sameWidth": "g" } ] }
              ], "modifiers": [ { "padding": 1.1 } ] } }
            """#)[0]
        let report = crossCheck.run(scenario)
        #expect(report.verdict == .agree, "\(report.verdict)")
        #expect(report.results[0].largestDifference <= FrameTolerance.relative * 1.2e16)
    }
}
