import LayoutModel
import PreferenceLayout

/// The SwiftUI-semantics engine with preferences (`PreferenceLayout.LayoutEngine`), driven by
/// the cross-check. A scenario's ``Scenario/preferenceRendition`` is laid out in place of its
/// shared tree when there is one.
public struct PreferenceEngineAdapter: ComparisonEngine {
    public let name = "preference"
    public var options: LayoutEngine<AnyView>.Options

    public init(options: LayoutEngine<AnyView>.Options = .init()) {
        self.options = options
    }

    public func makeSession(for scenario: Scenario, factory: ViewFactory)
        -> Result<any LayoutSession, EngineFailure> {
        let root: AnyView
        if let rendition = scenario.preferenceRendition {
            root = rendition.make()
        } else if let spec = scenario.view {
            root = factory.build(spec).view
        } else {
            return .failure(EngineFailure(.unsupported, "the scenario has no view tree"))
        }
        return .success(Session(engine: LayoutEngine(root: root, options: options)))
    }

    final class Session: LayoutSession {
        let engine: LayoutEngine<AnyView>
        init(engine: LayoutEngine<AnyView>) { self.engine = engine }

        func layout(_ proposal: ProposedSize) -> EngineOutcome {
            let (result, microseconds) = measureMicroseconds {
                Result { () throws(LayoutError) in try engine.layout(proposal: proposal) }
            }
            switch result {
            case .success(let r):
                return EngineOutcome(
                    frames: .success(r.frames),
                    counters: [("passes", r.statistics.passes), ("bodyEvaluations", r.statistics.bodyEvaluations),
                               ("sizeComputations", r.statistics.sizeComputations)],
                    diagnostics: r.diagnostics.map(\.message),
                    reportedLoop: r.diagnostics.contains { $0.kind == .unstable },
                    microseconds: microseconds)
            case .failure(let error):
                var reportedLoop = false
                if case .unstable = error { reportedLoop = true }  // strict mode: the loop as an error
                return EngineOutcome(frames: .failure(EngineFailure(.other, error.description)),
                                     reportedLoop: reportedLoop, microseconds: microseconds)
            }
        }
    }
}
