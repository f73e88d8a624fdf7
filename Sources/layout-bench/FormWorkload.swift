import Comparisons
import ConstraintLayout
import LayoutModel
import PreferenceLayout

// The login form of the seed material with N fields: labels of one width (`sameWidth(in:)`,
// which the preference engine lowers to a background GeometryReader, a max-reducing preference
// and a second pass, and the constraint engine solves as one relation) beside text fields. The
// tree is the catalog's (`BenchmarkForm`); the floor computes the same frames by a hand-written
// loop.

let formWidth = 480.0
/// What the text-changed figure sets the middle label to: narrower than the widest label.
let changedFormLabel = "Name:"

func formLabels(_ n: Int) -> [String] {
    let names = ["User:", "Password:", "E-mail address:", "Phone:", "Street:", "City:"]
    return (0..<n).map { names[$0 % names.count] }
}

/// The floor: the widest label, then every row's two frames.
func formFloor(_ labels: [String], width: Double) -> [Rect] {
    let lineHeight = conversationFont.lineHeight
    var labelWidth = 0.0
    for label in labels {
        labelWidth = max(labelWidth, TextMeasurement.layout(label, font: conversationFont, width: nil, lineLimit: nil).width)
    }
    var frames: [Rect] = []
    frames.reserveCapacity(2 * labels.count)
    var y = 16.0
    for _ in labels {
        frames.append(Rect(x: 16, y: y, width: labelWidth, height: lineHeight))
        frames.append(Rect(x: 16 + labelWidth + 8, y: y, width: width - 32 - labelWidth - 8, height: lineHeight))
        y += lineHeight + 8
    }
    return frames
}

/// The floor's frames by identifier (`label.K`, `field.K`).
func formFloorFrames(_ labels: [String], width: Double) -> [(String, Rect)] {
    let floor = formFloor(labels, width: width)
    return labels.indices.flatMap { i in [("label.\(i)", floor[2 * i]), ("field.\(i)", floor[2 * i + 1])] }
}

/// The proposal of a form layout at `width`: unbounded height.
private func proposal(_ width: Double) -> ProposedSize { ProposedSize(width: width, height: .infinity) }

/// The login form through the preference engine: cold, resize step, one label changed (a new
/// root value), each checked against the floor. `make` writes the form for `labels`: the
/// catalog's tree (engine `preference`), or another way the preference engine runs
/// (`relation`: one `RelationLayout`).
func runPreferenceForm<V: View>(_ n: Int, _ plan: SamplingPlan, engine: String = "preference",
                                _ make: ([String]) -> V = BenchmarkForm.init(labels:)) -> [BenchResult] {
    let labels = formLabels(n)
    let view = make(labels)
    let what = "\(engine) form n=\(n)"
    let (coldSamples, coldLast) = coldPreferenceLayouts(view, proposal(formWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(formFloorFrames(labels, width: formWidth), what) { coldLast.frames[$0] }

    var last: PreferenceLayoutResult?
    let resizing = PreferenceLayoutEngine(root: view)
    _ = layOut(resizing, proposal(formWidth), what)
    var step = 0
    var resize = PreferenceLayoutStatistics()
    let resizeSamples = sample(plan) {
        step += 1
        let width = step % 2 == 0 ? formWidth : formWidth - 10
        var result: PreferenceLayoutResult?
        let elapsed = timed { result = layOut(resizing, proposal(width), "\(engine) form resize n=\(n)") }
        last = result
        resize = result!.statistics
        return elapsed
    }
    checkFrames(formFloorFrames(labels, width: step % 2 == 0 ? formWidth : formWidth - 10),
                "\(engine) form resize n=\(n)") { last!.frames[$0] }

    let editing = PreferenceLayoutEngine(root: view)
    _ = layOut(editing, proposal(formWidth), what)
    // The new roots, built before anything is timed: the middle label changed, and back.
    var edited = labels
    edited[n / 2] = changedFormLabel
    let roots = [make(edited), view]
    var edits = 0
    var textChange = PreferenceLayoutStatistics()
    let textSamples = sample(plan) {
        edits += 1
        let root = roots[(edits - 1) % 2]
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            editing.root = root
            result = layOut(editing, proposal(formWidth), "\(engine) form text change n=\(n)")
        }
        last = result
        textChange = result!.statistics
        return elapsed
    }
    checkFrames(formFloorFrames(edits % 2 == 1 ? edited : labels, width: formWidth),
                "\(engine) form text change n=\(n)") { last!.frames[$0] }

    return [
        BenchResult(workload: "form", n: n, metric: "cold", engine: engine, samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "form", n: n, metric: "resize-step", engine: engine, samples: resizeSamples, counts: counts(resize)),
        BenchResult(workload: "form", n: n, metric: "text-changed", engine: engine, samples: textSamples,
                    counts: counts(textChange)),
    ]
}

/// The login form through the constraint engine: a cold layout, one step of a window resize,
/// one label changed (`setText`), each checked against the floor.
func runConstraintForm(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    let view = BenchmarkForm(labels: labels)
    let what = "constraint form n=\(n)"
    let (coldSamples, coldLast) = coldConstraintLayouts(view, proposal(formWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(formFloorFrames(labels, width: formWidth), what) { coldLast.frame(of: $0) }

    func width(_ step: Int) -> Double { step % 2 == 0 ? formWidth : formWidth - 10 }
    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, proposal(formWidth), what)
    let resized = constraintResizeSteps(resizing, plan, "constraint form resize n=\(n)") { proposal(width($0)) }
    checkFrames(formFloorFrames(labels, width: width(resized.step)), "constraint form resize n=\(n)") {
        resized.last.frame(of: $0)
    }

    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, proposal(formWidth), what)
    let changes = constraintTextChanges(editing, of: "label.\(n / 2)", to: (changedFormLabel, labels[n / 2]),
                                        proposal(formWidth), plan, "constraint form text change n=\(n)")
    var edited = labels
    edited[n / 2] = changes.text
    checkFrames(formFloorFrames(edited, width: formWidth), "constraint form text change n=\(n)") { changes.last.frame(of: $0) }

    return [
        BenchResult(workload: "form", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "form", n: n, metric: "resize-step", engine: "constraint", samples: resized.samples,
                    counts: counts(resizing.statistics)),
        BenchResult(workload: "form", n: n, metric: "text-changed", engine: "constraint", samples: changes.samples,
                    counts: counts(editing.statistics)),
    ]
}

func runFormFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    let samples = sample(plan) {
        timed { blackHole(formFloor(labels, width: formWidth)) }
    }
    return [BenchResult(workload: "form", n: n, metric: "cold", engine: "floor", samples: samples)]
}
