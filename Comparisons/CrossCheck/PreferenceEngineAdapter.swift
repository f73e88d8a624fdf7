import LayoutModel
import PreferenceLayout

/// The SwiftUI-semantics engine with preferences (`PreferenceLayout.PreferenceLayoutEngine`), driven by
/// the cross-check.
package struct PreferenceEngineAdapter: ComparisonEngine {
    /// Which tree of a scenario the engine lays out.
    package enum Source: Sendable {
        /// The scenario's ``Scenario/preferenceRendition`` when it has one (the preference
        /// system's plumbing written literally), else its shared tree.
        case renditionWhenAvailable
        /// The shared tree (`.sameWidth(in:)` lowered by the engine's own adapter), only for
        /// scenarios that have a rendition: it checks the literal plumbing against the engine's
        /// lowering, and gives pictures the tree's text.
        case sharedTreeBesideRendition
    }

    package let name: String
    package var source: Source
    package var options: PreferenceLayoutEngine<AnyView>.Options

    /// - Parameters:
    ///   - source: which tree of a scenario is laid out.
    ///   - options: the engine's options; by default trees up to 10 000 levels deep are allowed,
    ///     a deep one laid out on a thread with a large stack (see `LargeStackThread`).
    package init(
        source: Source = .renditionWhenAvailable,
        options: PreferenceLayoutEngine<AnyView>.Options = .init(maximumDepth: 10_000)
    ) {
        self.source = source
        self.options = options
        name = source == .renditionWhenAvailable ? "preference" : "preference-tree"
    }

    package func makeSession(for scenario: Scenario, factory: ViewFactory)
        -> Result<any LayoutSession, EngineFailure>?
    {
        let root: AnyView
        var spec: ViewSpec?
        var recorder: DrawingRecorder?
        if source == .sharedTreeBesideRendition {
            guard scenario.preferenceRendition != nil, let tree = scenario.view else { return nil }
            spec = tree
            root = factory.build(tree).view
        } else if let rendition = scenario.preferenceRendition {
            // Its views are recorded as the engine reaches them, so pictures draw the
            // rendition itself (the shared tree's views are drawn from the tree).
            let made = DrawingRecorder()
            recorder = made
            root = AnyView(made.root(rendition.make()))
        } else if let tree = scenario.view {
            spec = tree
            root = factory.build(tree).view
        } else {
            return .failure(EngineFailure(.unsupported, "the scenario has no view tree"))
        }
        // A rendition mirrors the scenario's tree, level for level.
        return .success(
            Session(
                engine: PreferenceLayoutEngine(root: root, options: options), spec: spec, factory: factory,
                recorder: recorder, needsLargeStack: LargeStackThread.isNeeded(for: scenario.view)))
    }

    final class Session: LayoutSession {
        let engine: PreferenceLayoutEngine<AnyView>
        /// The tree the root was built from, for text changes (nil for a rendition).
        var spec: ViewSpec?
        let factory: ViewFactory
        /// What a rendition draws, noted while it is laid out (nil for the shared tree).
        let recorder: DrawingRecorder?
        let needsLargeStack: Bool

        init(
            engine: PreferenceLayoutEngine<AnyView>, spec: ViewSpec?, factory: ViewFactory,
            recorder: DrawingRecorder?, needsLargeStack: Bool
        ) {
            self.engine = engine
            self.spec = spec
            self.factory = factory
            self.recorder = recorder
            self.needsLargeStack = needsLargeStack
        }

        /// A new root value with the text changed, as a SwiftUI view's body gives after its state
        /// changes; the engine keeps its state and reconciles.
        func setText(_ text: String, of identifier: String) -> EngineFailure? {
            guard let spec else { return EngineFailure(.unsupported, "a rendition's texts cannot be changed") }
            guard let changed = spec.replacingText(identifiedBy: identifier, with: text) else {
                return EngineFailure(.other, "no view identified \"\(identifier)\" holds exactly one text")
            }
            self.spec = changed
            engine.root = factory.build(changed).view
            return nil
        }

        func layout(_ proposal: ProposedSize) -> EngineOutcome {
            let engine = self.engine
            let (result, microseconds) = LargeStackThread.run(if: needsLargeStack) {
                measureMicroseconds {
                    Result { () throws(PreferenceLayoutError) in try engine.layout(proposal: proposal) }
                }
            }
            switch result {
            case .success(let r):
                var frames = r.frames
                var picture: EnginePicture?
                if let recorder {
                    let drawn = frames.filter { DrawingRecorder.isGenerated($0.key) }
                    frames = frames.filter { !DrawingRecorder.isGenerated($0.key) }
                    picture = EnginePicture(drawing: recorder.result, frames: drawn)
                }
                return EngineOutcome(
                    frames: .success(frames),
                    counters: [
                        ("passes", r.statistics.passes), ("bodyEvaluations", r.statistics.bodyEvaluations),
                        ("sizeComputations", r.statistics.sizeComputations)
                    ],
                    diagnostics: r.diagnostics.map(\.message),
                    reportedLoop: r.diagnostics.contains { $0.kind == .unstable },
                    microseconds: microseconds, picture: picture)
            case .failure(let error):
                var reportedLoop = false
                if case .unstable = error { reportedLoop = true }  // strict mode: the loop as an error
                return EngineOutcome(
                    frames: .failure(EngineFailure(.other, error.description)),
                    reportedLoop: reportedLoop, microseconds: microseconds)
            }
        }
    }
}
