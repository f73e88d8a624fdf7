import Comparisons
import LayoutModel
import PreferenceLayout

/// The cross-check with the engines of this build.
let crossCheck = CrossCheck(engines: CrossCheck.availableEngines)

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The frames the preference engine gave a catalog scenario at its proposal `k`.
func preferenceFrames(_ name: String, proposal k: Int = 0) -> [String: Rect] {
    let report = crossCheck.run(Catalog.scenario(named: name)!)
    return report.results[k].outcome(of: "preference")!.framesIfAny ?? [:]
}

/// The name of an explained divergence, nil for any other verdict.
func divergence(_ verdict: Verdict) -> String? {
    if case .explained(let name, _) = verdict { return name }
    return nil
}

/// Decoding `json` must fail; returns the error's description.
func decodingError(_ json: String, file: String = "test.json") -> String? {
    do {
        _ = try ScenarioDecoder(file: file).decode(json)
        return nil
    } catch {
        return error.description
    }
}

/// An engine with a planted mistake: it lays the tree out with the preference engine but
/// ignores every padding written on a text.
struct PaddinglessTextEngine: ComparisonEngine {
    let name = "paddingless"

    func makeSession(for scenario: Scenario, factory: ViewFactory) -> Result<any LayoutSession, EngineFailure>? {
        guard let view = scenario.view else { return .failure(EngineFailure(.unsupported, "no tree")) }
        return PreferenceEngineAdapter().makeSession(
            for: Scenario(
                name: scenario.name, origin: scenario.origin, proposals: scenario.proposals,
                view: Self.strip(view)),
            factory: factory)
    }

    static func strip(_ view: ViewSpec) -> ViewSpec {
        var copy = view.replacingChildren((view.children ?? []).map(strip))
        if case .text = view.kind {
            copy.modifiers = view.modifiers.filter { if case .padding = $0 { false } else { true } }
        }
        copy.modifiers = copy.modifiers.map { m in
            switch m {
            case .background(let v, let a): .background(strip(v), alignment: a)
            case .overlay(let v, let a): .overlay(strip(v), alignment: a)
            default: m
            }
        }
        return copy
    }
}
