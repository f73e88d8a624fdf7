import ConstraintLayout
import LayoutModel

/// The constraint engine (`ConstraintLayout.ConstraintLayoutEngine`), driven by the
/// cross-check: it lays out a scenario's shared tree, never a preference rendition.
package struct ConstraintEngineAdapter: ComparisonEngine {
    package let name = "constraint"
    package var options: ConstraintLayoutEngine<AnyView>.Options

    /// The engine's options; by default trees up to 10 000 levels deep are allowed, a deep one
    /// laid out on a thread with a large stack (see `LargeStackThread`).
    package init(options: ConstraintLayoutEngine<AnyView>.Options = .init(maximumDepth: 10_000)) {
        self.options = options
    }

    package func makeSession(for scenario: Scenario, factory: ViewFactory)
        -> Result<any LayoutSession, EngineFailure>?
    {
        guard let spec = scenario.view else {
            return .failure(EngineFailure(.unsupported, "the scenario has no tree in the shared vocabulary"))
        }
        return .success(
            Session(
                engine: ConstraintLayoutEngine(root: factory.build(spec).view, options: options),
                needsLargeStack: LargeStackThread.isNeeded(for: spec)))
    }

    final class Session: LayoutSession {
        let engine: ConstraintLayoutEngine<AnyView>
        let needsLargeStack: Bool

        init(engine: ConstraintLayoutEngine<AnyView>, needsLargeStack: Bool) {
            self.engine = engine
            self.needsLargeStack = needsLargeStack
        }

        /// The engine's own in-place change: the text re-measured, its relations updated.
        func setText(_ text: String, of identifier: String) -> EngineFailure? {
            let engine = self.engine
            return LargeStackThread.run(if: needsLargeStack) { () -> EngineFailure? in
                do throws(ConstraintLayoutError) {
                    try engine.setText(text, of: identifier)
                    return nil
                } catch {
                    return EngineFailure(.other, error.description)
                }
            }
        }

        func layout(_ proposal: ProposedSize) -> EngineOutcome {
            let engine = self.engine
            let (result, microseconds) = LargeStackThread.run(if: needsLargeStack) {
                measureMicroseconds {
                    Result { () throws(ConstraintLayoutError) in try engine.layout(proposal: proposal) }
                }
            }
            switch result {
            case .success(let r):
                let s = r.statistics
                return EngineOutcome(
                    frames: .success(r.frames),
                    counters: [
                        ("constraints", s.constraints), ("rows", s.rows), ("pivots", s.pivots),
                        ("solves", s.solves), ("rounds", s.rounds), ("textMeasurements", s.textMeasurements)
                    ],
                    diagnostics: r.diagnostics,
                    reportedLoop: r.diagnostics.contains { $0.hasPrefix(ConstraintLayoutResult.unsettledPrefix) },
                    microseconds: microseconds)
            case .failure(let error):
                var failure = EngineFailure(.other, error.description)
                switch error {
                case .unsatisfiable(let relation, let conflicts):
                    failure.kind = .unsatisfiable
                    failure.relation = relation
                    failure.conflicts = conflicts
                case .unsupportedView: failure.kind = .unsupported
                default: break
                }
                return EngineOutcome(frames: .failure(failure), microseconds: microseconds)
            }
        }
    }
}
