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

/// The widths of a resize step: 480 and 470 points in turn.
private func resizeWidth(_ step: Int) -> Double { step % 2 == 0 ? formWidth : formWidth - 10 }

/// The login form through the preference engine, the constraint engine, one `RelationLayout`
/// in the preference engine and the floor, each metric's figures sampled in turn
/// (`runInTurn`): cold, one resize step (480 and 470 points in turn), one label changed (a new
/// root value for the preference engine, `setText` for the constraint engine).
///
/// The relation layout grows near N² (its tableau with the rows; a cold layout 33 times
/// slower at 1 000 rows than at 100): at 10 000 rows it passes the solver's memory budget
/// (docs/PERFORMANCE.md, "The relation layout"), so it runs up to 1 000.
func runForm(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    var edited = labels
    edited[n / 2] = changedFormLabel
    let floorFrames = FormFloor.frames(labels, width: formWidth)
    func resizedFrames(_ step: Int) -> [(String, Rect)] { FormFloor.frames(labels, width: resizeWidth(step)) }
    let tree = BenchmarkForm(labels: labels)
    let withRelation = n <= 1_000

    // The relation layout's trials go last in each metric: the order of the results is set by
    // `runInTurn`'s engines.
    let cold = {
        [
            preferenceFormCold(labels, BenchmarkForm.init(labels:), n: n),
            constraintColdTrial(tree, proposal(formWidth), "constraint form n=\(n)") { result in
                checkFrames(floorFrames, "constraint form n=\(n)") { result.frame(of: $0) }
            },
            floorColdTrial(
                { FormFloor(labels) }, layout: { $0.layout(width: formWidth) },
                check: { checkFloor($0, floorFrames, "form floor n=\(n)") })
        ]
            + (withRelation
                ? [preferenceFormCold(labels, RelationBenchmarkForm.init(labels:), n: n, engine: "relation")] : [])
    }
    let resize = {
        [
            preferenceFormResize(labels, BenchmarkForm.init(labels:), n: n),
            constraintResizeTrial(
                tree, first: proposal(formWidth), { proposal(resizeWidth($0)) }, "constraint form resize n=\(n)",
                check: { result, step in
                    checkFrames(resizedFrames(step), "constraint form resize n=\(n)") { result.frame(of: $0) }
                }),
            floorResizeTrial(
                FormFloor(labels), first: formWidth, resizeWidth, layout: { $0.layout(width: $1) },
                check: { frames, step in checkFloor(frames, resizedFrames(step), "form floor resize n=\(n)") })
        ]
            + (withRelation
                ? [preferenceFormResize(labels, RelationBenchmarkForm.init(labels:), n: n, engine: "relation")] : [])
    }
    let textChange = {
        [
            preferenceFormTextChange(labels, edited, BenchmarkForm.init(labels:), n: n),
            constraintTextChangeTrial(
                tree, of: "label.\(n / 2)", to: (changedFormLabel, labels[n / 2]), proposal(formWidth),
                "constraint form text change n=\(n)",
                check: { result, text in
                    checkFrames(
                        FormFloor.frames(text == labels[n / 2] ? labels : edited, width: formWidth),
                        "constraint form text change n=\(n)"
                    ) { result.frame(of: $0) }
                })
        ]
            + (withRelation
                ? [
                    preferenceFormTextChange(
                        labels, edited, RelationBenchmarkForm.init(labels:), n: n, engine: "relation")
                ]
                : [])
    }
    return runInTurn(
        "form", n, plan, engines: ["preference", "constraint", "relation", "floor"], [cold, resize, textChange])
}

/// The form written by `make` laid out cold through the preference engine.
private func preferenceFormCold<V: View>(
    _ labels: [String], _ make: ([String]) -> V, n: Int, engine: String = "preference"
) -> Trial {
    let what = "\(engine) form n=\(n)"
    return preferenceColdTrial(make(labels), engine: engine, proposal(formWidth), what) { result in
        checkFrames(FormFloor.frames(labels, width: formWidth), what) { result.frames[$0] }
    }
}

/// One resize step of the form written by `make` through the preference engine.
private func preferenceFormResize<V: View>(
    _ labels: [String], _ make: ([String]) -> V, n: Int, engine: String = "preference"
) -> Trial {
    let what = "\(engine) form resize n=\(n)"
    return preferenceResizeTrial(
        make(labels), engine: engine, first: proposal(formWidth), { proposal(resizeWidth($0)) }, what,
        check: { result, step in
            checkFrames(FormFloor.frames(labels, width: resizeWidth(step)), what) { result.frames[$0] }
        })
}

/// The middle label changed and back in turn through the preference engine: the form written
/// by `make`, a new root value each run given to an engine laid out once.
private func preferenceFormTextChange<V: View>(
    _ labels: [String], _ edited: [String], _ make: ([String]) -> V, n: Int, engine name: String = "preference"
) -> Trial {
    let what = "\(name) form text change n=\(n)"
    return preferenceRootChangeTrial(
        roots: [make(edited), make(labels)], engine: name, proposal(formWidth), what,
        check: { result, root in
            checkFrames(FormFloor.frames(root == 0 ? edited : labels, width: formWidth), what) { result.frames[$0] }
        })
}
