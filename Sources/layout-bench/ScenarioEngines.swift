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

/// Cold layouts of `view` through the preference engine: each run times a new engine (with its
/// own, empty text measurements) laid out to its fixed point (freeing it is not timed).
///
/// - Returns: the samples and the last run's result.
func coldPreferenceLayouts<V: View>(_ view: V, _ proposal: ProposedSize, _ plan: SamplingPlan, _ what: String)
    -> (samples: [Double], last: PreferenceLayoutResult)
{
    var last: PreferenceLayoutResult?
    let samples = sample(plan) {
        last = nil
        var engine: PreferenceLayoutEngine<V>?
        let elapsed = timed {
            engine = PreferenceLayoutEngine(root: view)
            last = layOut(engine!, proposal, what)
        }
        blackHole(engine)
        return elapsed
    }
    return (samples, last!)
}

/// Cold layouts of `view` through the constraint engine: each run times a new engine's first
/// layout (its own, empty text measurements; compiling, solving, sizing, placing; freeing the
/// last engine is not timed).
///
/// - Returns: the samples and the last run's result.
func coldConstraintLayouts<V: View>(_ view: V, _ proposal: ProposedSize, _ plan: SamplingPlan, _ what: String)
    -> (samples: [Double], last: ConstraintLayoutResult)
{
    var last: ConstraintLayoutResult?
    var engine: ConstraintLayoutEngine<V>?
    let samples = sample(plan) {
        engine = nil
        last = nil
        return timed {
            engine = ConstraintLayoutEngine(root: view)
            last = layOut(engine!, proposal, what)
        }
    }
    blackHole(engine)
    return (samples, last!)
}

/// One layout a run of a constraint engine already laid out, at `proposal(step)` for the
/// steps 1, 2, … of a window resize.
///
/// - Returns: the samples, the last run's result and its step.
func constraintResizeSteps<V: View>(
    _ engine: ConstraintLayoutEngine<V>, _ plan: SamplingPlan, _ what: String,
    proposal: (Int) -> ProposedSize
)
    -> (samples: [Double], last: ConstraintLayoutResult, step: Int)
{
    var last: ConstraintLayoutResult?
    var step = 0
    let samples = sample(plan) {
        step += 1
        let proposed = proposal(step)
        // A result kept past the next layout holds the placement it read (copied on write).
        last = nil
        var result: ConstraintLayoutResult?
        let elapsed = timed { result = layOut(engine, proposed, what) }
        last = result
        return elapsed
    }
    return (samples, last!, step)
}

/// One text changed in place a run (`setText`, the text of the view `identifier` becoming
/// `texts.0` and `texts.1` in turn) and a layout of a constraint engine already laid out.
///
/// - Returns: the samples, the last run's result, and the text it laid out.
func constraintTextChanges<V: View>(
    _ engine: ConstraintLayoutEngine<V>, of identifier: String,
    to texts: (String, String), _ proposal: ProposedSize, _ plan: SamplingPlan,
    _ what: String
) -> (samples: [Double], last: ConstraintLayoutResult, text: String) {
    var last: ConstraintLayoutResult?
    var edits = 0
    let samples = sample(plan) {
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
    }
    return (samples, last!, edits % 2 == 1 ? texts.0 : texts.1)
}
