import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout

// The two engines as the scenario workloads (conversation, form, feed) drive them: a layout
// whose error fails the run, the counts a figure reports, and the check of a layout's frames
// against a floor.

/// `engine`'s layout at `proposal`; an error fails the run.
func layOut<V: View>(_ engine: PreferenceLayoutEngine<V>, _ proposal: ProposedSize, _ what: String)
    -> PreferenceLayoutResult
{
    do { return try engine.layout(proposal: proposal) } catch { checkFailed("\(what): \(error)") }
}

/// `engine`'s layout at `proposal`; an error fails the run.
func layOut<V: View>(_ engine: ConstraintLayoutEngine<V>, _ proposal: ProposedSize, _ what: String)
    -> ConstraintLayoutResult
{
    do { return try engine.layout(proposal: proposal) } catch { checkFailed("\(what): \(error)") }
}

func counts(_ s: PreferenceLayoutStatistics) -> [(String, Int)] {
    [("passes", s.passes), ("body_evaluations", s.bodyEvaluations), ("size_computations", s.sizeComputations)]
}

func counts(_ s: ConstraintLayoutStatistics) -> [(String, Int)] {
    [
        ("constraints", s.constraints), ("pivots", s.pivots), ("solves", s.solves),
        ("text_measurements", s.textMeasurements), ("size_computations", s.sizeComputations),
        ("origins_written", s.originsWritten)
    ]
}

/// Every frame of `floor` equals the one `frame(id)` gives, within the frame tolerance; the
/// first that does not fails the run.
func checkFrames(_ floor: [(String, Rect)], _ what: String, _ frame: (String) -> Rect?) {
    if let mismatch = frameMismatches(expected: floor, in: frame).first {
        checkFailed("\(what): \(mismatch) by the floor")
    }
}

/// The frames a floor's timed run gave (in the order of `reference`) equal `reference`, a new
/// floor's frames by identifier (which the engines' frames are checked against): a floor keeping
/// its texts through a resize computes what a new one computes.
func checkFloor(_ frames: [Rect], _ reference: [(String, Rect)], _ what: String) {
    verify(frames.count == reference.count, "\(what): \(frames.count) frames, expected \(reference.count)")
    for (k, (identifier, expected)) in reference.enumerated() {
        verify(
            FrameTolerance.agrees(frames[k], expected), "\(what): \(identifier) is \(frames[k]), expected \(expected)")
    }
}

// The trials every scenario workload makes of the engines (see `runInTurn`). Setup (a
// laid-out engine to resize, the roots to change to) is done when a trial is made, not timed.

/// Cold layouts through the preference engine: each run times a new engine for `view` (with
/// its own, empty text measurements) laid out to its fixed point; freeing it is not timed.
/// `check` sees the last run's result.
func preferenceColdTrial<V: View>(
    _ view: V, engine name: String = "preference", _ proposal: ProposedSize, _ what: String,
    check: @escaping (PreferenceLayoutResult) -> Void
) -> Trial {
    var last: PreferenceLayoutResult?
    return Trial(
        engine: name, metric: "cold",
        run: {
            last = nil
            var engine: PreferenceLayoutEngine<V>?
            let elapsed = timed {
                engine = PreferenceLayoutEngine(root: view)
                last = layOut(engine!, proposal, what)
            }
            blackHole(engine)
            return elapsed
        },
        finish: {
            check(last!)
            return counts(last!.statistics)
        })
}

/// One step a run of a window resize through a preference engine laid out once at `first`:
/// run K lays it out at `proposal(K)`. `check` sees the last run's result and step.
func preferenceResizeTrial<V: View>(
    _ view: V, engine name: String = "preference", first: ProposedSize, _ proposal: @escaping (Int) -> ProposedSize,
    _ what: String, check: @escaping (PreferenceLayoutResult, Int) -> Void
) -> Trial {
    let engine = PreferenceLayoutEngine(root: view)
    _ = layOut(engine, first, what)
    var step = 0
    var last: PreferenceLayoutResult?
    return Trial(
        engine: name, metric: "resize-step",
        run: {
            step += 1
            let proposed = proposal(step)
            last = nil
            var result: PreferenceLayoutResult?
            let elapsed = timed { result = layOut(engine, proposed, what) }
            last = result
            return elapsed
        },
        finish: {
            check(last!, step)
            return counts(last!.statistics)
        })
}

/// Cold layouts through the constraint engine: each run times a new engine's first layout
/// (its own, empty text measurements; compiling, solving, sizing, placing); freeing the last
/// engine is not timed. `check` sees the last run's result.
func constraintColdTrial<V: View>(
    _ view: V, _ proposal: ProposedSize, _ what: String, check: @escaping (ConstraintLayoutResult) -> Void
) -> Trial {
    var last: ConstraintLayoutResult?
    var engine: ConstraintLayoutEngine<V>?
    return Trial(
        engine: "constraint", metric: "cold",
        run: {
            engine = nil
            last = nil
            return timed {
                engine = ConstraintLayoutEngine(root: view)
                last = layOut(engine!, proposal, what)
            }
        },
        finish: {
            check(last!)
            return counts(last!.statistics)
        })
}

/// One step a run of a window resize through a constraint engine laid out once at `first`:
/// run K lays it out at `proposal(K)`. `check` sees the last run's result and step.
func constraintResizeTrial<V: View>(
    _ view: V, first: ProposedSize, _ proposal: @escaping (Int) -> ProposedSize, _ what: String,
    check: @escaping (ConstraintLayoutResult, Int) -> Void
) -> Trial {
    let engine = ConstraintLayoutEngine(root: view)
    _ = layOut(engine, first, what)
    var step = 0
    var last: ConstraintLayoutResult?
    return Trial(
        engine: "constraint", metric: "resize-step",
        run: {
            step += 1
            let proposed = proposal(step)
            // A result kept past the next layout holds the placement it read (copied on write).
            last = nil
            var result: ConstraintLayoutResult?
            let elapsed = timed { result = layOut(engine, proposed, what) }
            last = result
            return elapsed
        },
        finish: {
            check(last!, step)
            return counts(engine.statistics)
        })
}

/// One text changed in place a run (`setText`, the text of the view `identifier` becoming
/// `texts.0` and `texts.1` in turn) and a layout of a constraint engine laid out once.
/// `check` sees the last run's result and the text it laid out.
func constraintTextChangeTrial<V: View>(
    _ view: V, of identifier: String, to texts: (String, String), _ proposal: ProposedSize, _ what: String,
    check: @escaping (ConstraintLayoutResult, String) -> Void
) -> Trial {
    let engine = ConstraintLayoutEngine(root: view)
    _ = layOut(engine, proposal, what)
    var edits = 0
    var last: ConstraintLayoutResult?
    return Trial(
        engine: "constraint", metric: "text-changed",
        run: {
            edits += 1
            last = nil
            let string = edits % 2 == 1 ? texts.0 : texts.1
            var result: ConstraintLayoutResult?
            let elapsed = timed {
                do { try engine.setText(string, of: identifier) } catch { checkFailed("setText: \(error)") }
                result = layOut(engine, proposal, what)
            }
            last = result
            return elapsed
        },
        finish: {
            check(last!, edits % 2 == 1 ? texts.0 : texts.1)
            return counts(engine.statistics)
        })
}

/// A floor's cold layouts: each run times `make()` and its first layout. `check` sees the last
/// run's frames.
func floorColdTrial<Floor>(
    _ make: @escaping () -> Floor, layout: @escaping (Floor) -> [Rect], check: @escaping ([Rect]) -> Void
) -> Trial {
    var last: [Rect] = []
    return Trial(
        engine: "floor", metric: "cold",
        run: {
            last = []
            return timed { last = layout(make()) }
        },
        finish: {
            check(last)
            return []
        })
}

/// One step a run of a floor's resize, its texts as the earlier steps left them: run K lays
/// `floor` out at `width(K)`, after one untimed layout at `first`. `check` sees the last run's
/// frames and step.
func floorResizeTrial<Floor>(
    _ floor: Floor, first: Double, _ width: @escaping (Int) -> Double, layout: @escaping (Floor, Double) -> [Rect],
    check: @escaping ([Rect], Int) -> Void
) -> Trial {
    blackHole(layout(floor, first))
    var step = 0
    var last: [Rect] = []
    return Trial(
        engine: "floor", metric: "resize-step",
        run: {
            step += 1
            let proposed = width(step)
            last = []
            return timed { last = layout(floor, proposed) }
        },
        finish: {
            check(last, step)
            return []
        })
}
