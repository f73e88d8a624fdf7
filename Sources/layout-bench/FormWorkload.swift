import Comparisons
import ConstraintLayout
import LayoutModel
import PreferenceLayout

// The login form of the seed material with N fields: labels of one width (`sameWidth(in:)`,
// which the preference engine lowers to a background GeometryReader, a max-reducing preference
// and a second pass, and the constraint engine solves as one relation) beside text fields. The
// tree is the catalog's (`BenchmarkForm`); the floor (`FormFloor`) computes the same frames
// directly.

let formWidth = 480.0
/// What the text-changed figure sets the middle label to: narrower than the widest label.
let changedFormLabel = "Name:"

func formLabels(_ n: Int) -> [String] {
    let names = ["User:", "Password:", "E-mail address:", "Phone:", "Street:", "City:"]
    return (0..<n).map { names[$0 % names.count] }
}

/// The proposal of a form layout at `width`: unbounded height.
private func proposal(_ width: Double) -> ProposedSize { ProposedSize(width: width, height: .infinity) }

/// The login form through the preference engine: cold, resize step, one label changed (a new
/// root value), each checked against the floor. `make` writes the form for `labels`: the
/// catalog's tree (engine `preference`), or another way the preference engine runs
/// (`relation`: one `RelationLayout`).
func runPreferenceForm<V: View>(
    _ n: Int, _ plan: SamplingPlan, engine: String = "preference",
    _ make: ([String]) -> V = BenchmarkForm.init(labels:)
) -> [BenchResult] {
    let labels = formLabels(n)
    let view = make(labels)
    let what = "\(engine) form n=\(n)"
    let (coldSamples, coldLast) = coldPreferenceLayouts(view, proposal(formWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(FormFloor.frames(labels, width: formWidth), what) { coldLast.frames[$0] }

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
    checkFrames(
        FormFloor.frames(labels, width: step % 2 == 0 ? formWidth : formWidth - 10),
        "\(engine) form resize n=\(n)"
    ) { last!.frames[$0] }

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
    checkFrames(
        FormFloor.frames(edits % 2 == 1 ? edited : labels, width: formWidth),
        "\(engine) form text change n=\(n)"
    ) { last!.frames[$0] }

    return [
        BenchResult(workload: "form", n: n, metric: "cold", engine: engine, samples: coldSamples, counts: counts(cold)),
        BenchResult(
            workload: "form", n: n, metric: "resize-step", engine: engine, samples: resizeSamples,
            counts: counts(resize)),
        BenchResult(
            workload: "form", n: n, metric: "text-changed", engine: engine, samples: textSamples,
            counts: counts(textChange))
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
    checkFrames(FormFloor.frames(labels, width: formWidth), what) { coldLast.frame(of: $0) }

    func width(_ step: Int) -> Double { step % 2 == 0 ? formWidth : formWidth - 10 }
    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, proposal(formWidth), what)
    let resized = constraintResizeSteps(resizing, plan, "constraint form resize n=\(n)") { proposal(width($0)) }
    checkFrames(FormFloor.frames(labels, width: width(resized.step)), "constraint form resize n=\(n)") {
        resized.last.frame(of: $0)
    }

    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, proposal(formWidth), what)
    let changes = constraintTextChanges(
        editing, of: "label.\(n / 2)", to: (changedFormLabel, labels[n / 2]),
        proposal(formWidth), plan, "constraint form text change n=\(n)")
    var edited = labels
    edited[n / 2] = changes.text
    checkFrames(FormFloor.frames(edited, width: formWidth), "constraint form text change n=\(n)") {
        changes.last.frame(of: $0)
    }

    return [
        BenchResult(
            workload: "form", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(
            workload: "form", n: n, metric: "resize-step", engine: "constraint", samples: resized.samples,
            counts: counts(resizing.statistics)),
        BenchResult(
            workload: "form", n: n, metric: "text-changed", engine: "constraint", samples: changes.samples,
            counts: counts(editing.statistics))
    ]
}

/// The floor: cold (a new floor, its labels measured through an empty cache) and one step of
/// the engines' resize (480 and 470 points in turn), each run's frames checked against a new
/// floor's at the same width.
func runFormFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    var cold: [Rect] = []
    let coldSamples = sample(plan) {
        cold = []
        return timed { cold = FormFloor(labels).layout(width: formWidth) }
    }
    checkFloor(cold, FormFloor.frames(labels, width: formWidth), "form floor n=\(n)")

    func width(_ step: Int) -> Double { step % 2 == 0 ? formWidth : formWidth - 10 }
    let resizing = FormFloor(labels)
    blackHole(resizing.layout(width: formWidth))
    var step = 0
    var resized: [Rect] = []
    let resizeSamples = sample(plan) {
        step += 1
        let proposed = width(step)
        resized = []
        return timed { resized = resizing.layout(width: proposed) }
    }
    checkFloor(resized, FormFloor.frames(labels, width: width(step)), "form floor resize n=\(n)")
    return [
        BenchResult(workload: "form", n: n, metric: "cold", engine: "floor", samples: coldSamples),
        BenchResult(workload: "form", n: n, metric: "resize-step", engine: "floor", samples: resizeSamples)
    ]
}
