import LayoutModel
import PreferenceLayout

// The login form of the seed material with N fields: labels of one width (`sameWidth(in:)`,
// which the preference engine lowers to a background GeometryReader, a max-reducing preference
// and a second pass) beside text fields, and the floor: the same frames by a hand-written loop.

let formWidth = 480.0
/// What the text-changed figure sets the middle label to: narrower than the widest label.
let changedFormLabel = "Name:"

func formLabels(_ n: Int) -> [String] {
    let names = ["User:", "Password:", "E-mail address:", "Phone:", "Street:", "City:"]
    return (0..<n).map { names[$0 % names.count] }
}

struct FormView: View {
    var labels: [String]

    var body: some View {
        VStack {
            ForEach(labels.indices, id: \.self) { i in
                HStack {
                    Text(labels[i]).sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("label.\(i)")
                    TextField(labels[i]).id("field.\(i)")
                }
            }
        }
        .padding(16)
        .font(conversationFont)
    }
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

/// Every label and field frame `frame(id)` gives equals the floor's, within `FrameTolerance`.
func checkForm(_ labels: [String], width: Double, _ what: String, _ frame: (String) -> Rect?) {
    let floor = formFloor(labels, width: width)
    for i in labels.indices {
        for (k, name) in ["label", "field"].enumerated() {
            let actual = frame("\(name).\(i)"), expected = floor[2 * i + k]
            let agrees = actual.map { FrameTolerance.agrees($0, expected) } ?? false
            verify(agrees, "\(what): \(name).\(i) is \(actual.map(String.init(describing:)) ?? "missing"), floor says \(expected)")
        }
    }
}

private func layOut(_ engine: PreferenceLayoutEngine<FormView>, width: Double, _ what: String) -> PreferenceLayoutResult {
    do { return try engine.layout(in: Size(width: width, height: .infinity)) } catch {
        checkFailed("\(what): \(error)")
    }
}

private func counts(_ s: PreferenceLayoutStatistics) -> [(String, Int)] {
    [("passes", s.passes), ("body_evaluations", s.bodyEvaluations), ("size_computations", s.sizeComputations)]
}

/// The login form through the preference engine: cold, resize step, one label changed (a new
/// root value), each checked against the floor.
func runPreferenceForm(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    let view = FormView(labels: labels)
    var last: PreferenceLayoutResult?
    var cold = PreferenceLayoutStatistics()
    let coldSamples = sample(plan) {
        last = nil
        var engine: PreferenceLayoutEngine<FormView>?
        let elapsed = timed {
            engine = PreferenceLayoutEngine(root: view)
            last = layOut(engine!, width: formWidth, "preference form n=\(n)")
        }
        blackHole(engine)
        cold = last!.statistics
        return elapsed
    }
    checkForm(labels, width: formWidth, "preference form n=\(n)") { last!.frames[$0] }

    let resizing = PreferenceLayoutEngine(root: view)
    _ = layOut(resizing, width: formWidth, "form n=\(n)")
    var step = 0
    var resize = PreferenceLayoutStatistics()
    let resizeSamples = sample(plan) {
        step += 1
        let width = step % 2 == 0 ? formWidth : formWidth - 10
        var result: PreferenceLayoutResult?
        let elapsed = timed { result = layOut(resizing, width: width, "preference form resize n=\(n)") }
        last = result
        resize = result!.statistics
        return elapsed
    }
    checkForm(labels, width: step % 2 == 0 ? formWidth : formWidth - 10, "preference form resize n=\(n)") { last!.frames[$0] }

    let editing = PreferenceLayoutEngine(root: view)
    _ = layOut(editing, width: formWidth, "form n=\(n)")
    var edited = labels
    var edits = 0
    var textChange = PreferenceLayoutStatistics()
    let textSamples = sample(plan) {
        edits += 1
        edited[n / 2] = edits % 2 == 1 ? changedFormLabel : labels[n / 2]
        let root = FormView(labels: edited)
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            editing.root = root
            result = layOut(editing, width: formWidth, "preference form text change n=\(n)")
        }
        last = result
        textChange = result!.statistics
        return elapsed
    }
    checkForm(edited, width: formWidth, "preference form text change n=\(n)") { last!.frames[$0] }

    return [
        BenchResult(workload: "form", n: n, metric: "cold", engine: "preference", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "form", n: n, metric: "resize-step", engine: "preference", samples: resizeSamples, counts: counts(resize)),
        BenchResult(workload: "form", n: n, metric: "text-changed", engine: "preference", samples: textSamples,
                    counts: counts(textChange)),
    ]
}

func runFormFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    let samples = sample(plan) {
        timed { blackHole(formFloor(labels, width: formWidth)) }
    }
    return [BenchResult(workload: "form", n: n, metric: "cold", engine: "floor", samples: samples)]
}
