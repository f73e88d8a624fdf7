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

// The trials every scenario workload makes of the engines (see `runInTurn`). What a trial
// needs before its runs (a laid-out engine to resize, the roots to change to) is made with
// the trial, not timed.

/// A trial whose run K times `operation(input(K))`; `finish` gets the last run's result and K.
/// The result of a run is released before the next one is timed (a cold layout's engine, a
/// result holding what the engine writes again), so releasing it is never timed.
func stepTrial<Input, Result>(
    engine: String, metric: String, input: @escaping (Int) -> Input, _ operation: @escaping (Input) -> Result,
    finish: @escaping (Result, Int) -> [(String, Int)]
) -> Trial {
    var step = 0
    var last: Result?
    return Trial(
        engine: engine, metric: metric,
        run: {
            step += 1
            let value = input(step)
            last = nil
            var result: Result?
            let elapsed = timed { result = operation(value) }
            last = result
            return elapsed
        },
        finish: { finish(last!, step) })
}

/// Cold layouts through the preference engine: each run times a new engine for `view` (with
/// its own, empty text measurements) laid out to its fixed point. `check` sees the last result.
func preferenceColdTrial<V: View>(
    _ view: V, engine name: String = "preference", _ proposal: ProposedSize, _ what: String,
    check: @escaping (PreferenceLayoutResult) -> Void
) -> Trial {
    stepTrial(
        engine: name, metric: "cold", input: { _ in proposal },
        { proposal in
            let engine = PreferenceLayoutEngine(root: view)
            return (engine, layOut(engine, proposal, what))
        },
        finish: { last, _ in
            check(last.1)
            return counts(last.1.statistics)
        })
}

/// One step a run of a window resize through a preference engine laid out once at `first`:
/// run K lays it out at `proposal(K)`. `check` sees the last run's result and K.
func preferenceResizeTrial<V: View>(
    _ view: V, engine name: String = "preference", first: ProposedSize, _ proposal: @escaping (Int) -> ProposedSize,
    _ what: String, check: @escaping (PreferenceLayoutResult, Int) -> Void
) -> Trial {
    let engine = PreferenceLayoutEngine(root: view)
    _ = layOut(engine, first, what)
    return stepTrial(
        engine: name, metric: "resize-step", input: proposal, { layOut(engine, $0, what) },
        finish: { result, step in
            check(result, step)
            return counts(result.statistics)
        })
}

/// One text changed a run through a preference engine laid out once with `roots[1]`: run K
/// gives it `roots[(K - 1) % 2]` and lays it out again (the roots differ in one text, so each
/// run changes it one way or back). `check` sees the last run's result and root.
func preferenceRootChangeTrial<V: View>(
    roots: [V], engine name: String = "preference", _ proposal: ProposedSize, _ what: String,
    check: @escaping (PreferenceLayoutResult, Int) -> Void
) -> Trial {
    let engine = PreferenceLayoutEngine(root: roots[1])
    _ = layOut(engine, proposal, what)
    return stepTrial(
        engine: name, metric: "text-changed", input: { ($0 - 1) % 2 },
        { root in
            engine.root = roots[root]
            return (root, layOut(engine, proposal, what))
        },
        finish: { last, _ in
            check(last.1, last.0)
            return counts(last.1.statistics)
        })
}

/// Cold layouts through the constraint engine: each run times a new engine's first layout
/// (its own, empty text measurements; compiling, solving, sizing, placing). `check` sees the
/// last result.
func constraintColdTrial<V: View>(
    _ view: V, _ proposal: ProposedSize, _ what: String, check: @escaping (ConstraintLayoutResult) -> Void
) -> Trial {
    stepTrial(
        engine: "constraint", metric: "cold", input: { _ in proposal },
        { proposal in
            let engine = ConstraintLayoutEngine(root: view)
            return (engine, layOut(engine, proposal, what))
        },
        finish: { last, _ in
            check(last.1)
            return counts(last.1.statistics)
        })
}

/// One step a run of a window resize through a constraint engine laid out once at `first`:
/// run K lays it out at `proposal(K)`. `check` sees the last run's result and K.
func constraintResizeTrial<V: View>(
    _ view: V, first: ProposedSize, _ proposal: @escaping (Int) -> ProposedSize, _ what: String,
    check: @escaping (ConstraintLayoutResult, Int) -> Void
) -> Trial {
    let engine = ConstraintLayoutEngine(root: view)
    _ = layOut(engine, first, what)
    return stepTrial(
        engine: "constraint", metric: "resize-step", input: proposal, { layOut(engine, $0, what) },
        finish: { result, step in
            check(result, step)
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
    return stepTrial(
        engine: "constraint", metric: "text-changed", input: { $0 % 2 == 1 ? texts.0 : texts.1 },
        { text in
            do { try engine.setText(text, of: identifier) } catch { checkFailed("setText: \(error)") }
            return (text, layOut(engine, proposal, what))
        },
        finish: { last, _ in
            check(last.1, last.0)
            return counts(engine.statistics)
        })
}

/// A floor's cold layouts: each run times `make()` and its first layout. `check` sees the last
/// run's frames.
func floorColdTrial<Floor>(
    _ make: @escaping () -> Floor, layout: @escaping (Floor) -> [Rect], check: @escaping ([Rect]) -> Void
) -> Trial {
    stepTrial(
        engine: "floor", metric: "cold", input: { _ in () }, { layout(make()) },
        finish: { frames, _ in
            check(frames)
            return []
        })
}

/// One step a run of a floor's resize, its texts as the earlier steps left them: run K lays
/// `floor` out at `width(K)`, after one untimed layout at `first`. `check` sees the last run's
/// frames and K.
func floorResizeTrial<Floor>(
    _ floor: Floor, first: Double, _ width: @escaping (Int) -> Double, layout: @escaping (Floor, Double) -> [Rect],
    check: @escaping ([Rect], Int) -> Void
) -> Trial {
    blackHole(layout(floor, first))
    return stepTrial(
        engine: "floor", metric: "resize-step", input: width, { layout(floor, $0) },
        finish: { frames, step in
            check(frames, step)
            return []
        })
}
