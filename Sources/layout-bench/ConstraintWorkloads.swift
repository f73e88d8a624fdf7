import ConstraintLayout
import LayoutModel

// The conversation and the login form through the constraint engine: the sender labels' shared
// width is one relation (`sameWidth(in:)`), solved once, instead of a preference and a second
// pass. Every timed result is checked against the hand-written floor outside the timed region.

/// Seed program 2 with the relation in place of the preference plumbing.
struct ConstraintConversationView: View {
    var messages: [ChatMessage]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":")
                        .padding(2)
                        .sameWidth(in: LayoutGroup("senders"), alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .font(conversationFont)
    }
}

private func layOut<V: View>(_ engine: ConstraintLayoutEngine<V>, width: Double, _ what: String) -> ConstraintLayoutResult {
    do { return try engine.layout(in: Size(width: width, height: .infinity)) } catch {
        checkFailed("\(what): \(error)")
    }
}

/// Every sender and bubble frame of `result` equals the floor's, within `FrameTolerance`.
private func crossCheck(_ result: ConstraintLayoutResult, _ messages: [ChatMessage], width: Double, _ what: String) {
    let floor = conversationFloor(messages, width: width)
    for i in messages.indices {
        for (name, expected) in [("sender", floor.senders[i]), ("bubble", floor.bubbles[i])] {
            let actual = result.frame(of: "\(name).\(i)")
            verify(actual.map { FrameTolerance.agrees($0, expected) } ?? false,
                   "\(what): \(name).\(i) is \(actual.map(String.init(describing:)) ?? "missing"), floor says \(expected)")
        }
    }
}

private func counts(_ s: ConstraintLayoutStatistics) -> [(String, Int)] {
    [("constraints", s.constraints), ("pivots", s.pivots), ("solves", s.solves),
     ("text_measurements", s.textMeasurements), ("size_computations", s.sizeComputations)]
}

/// Three figures, as for the preference engine: a cold layout (a new engine, an empty text
/// cache: compiling, solving, sizing and placing); one step of a window resize; one message's
/// text changed (`setText`) and laid out again.
func runConstraintConversation(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    let view = ConstraintConversationView(messages: messages)

    var cold = ConstraintLayoutStatistics()
    var last: ConstraintLayoutResult?
    var engine: ConstraintLayoutEngine<ConstraintConversationView>?
    let coldSamples = sample(plan) {
        engine = nil
        last = nil
        let elapsed = timed {
            engine = ConstraintLayoutEngine(root: view)
            last = layOut(engine!, width: conversationWidth, "constraint conversation n=\(n)")
        }
        cold = last!.statistics
        return elapsed
    }
    crossCheck(last!, messages, width: conversationWidth, "constraint conversation n=\(n)")
    verify(cold.solves == 1, "constraint conversation n=\(n): \(cold.solves) solves, expected 1")

    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, width: conversationWidth, "constraint conversation n=\(n)")
    var step = 0
    let resizeSamples = sample(plan) {
        // The window narrows and widens by 5 points, step after step.
        step += 1
        let width = conversationWidth - (step % 2 == 0 ? 0 : 5)
        // A result kept past the next layout holds the placement it read (copied on write).
        last = nil
        var result: ConstraintLayoutResult?
        let elapsed = timed { result = layOut(resizing, width: width, "constraint resize n=\(n)") }
        last = result
        return elapsed
    }
    crossCheck(last!, messages, width: conversationWidth - (step % 2 == 0 ? 0 : 5), "constraint resize n=\(n)")
    let resize = resizing.statistics

    let changed = n / 2
    let original = messages[changed].body
    let longer = original + " and one more sentence that wraps the bubble onto another line"
    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, width: conversationWidth, "constraint conversation n=\(n)")
    var edits = 0
    let textSamples = sample(plan) {
        edits += 1
        last = nil
        let string = edits % 2 == 1 ? longer : original
        var result: ConstraintLayoutResult?
        let elapsed = timed {
            do { try editing.setText(string, of: "bubble.\(changed)") } catch { checkFailed("setText: \(error)") }
            result = layOut(editing, width: conversationWidth, "constraint text change n=\(n)")
        }
        last = result
        return elapsed
    }
    var edited = messages
    edited[changed].body = edits % 2 == 1 ? longer : original
    crossCheck(last!, edited, width: conversationWidth, "constraint text change n=\(n)")

    return [
        BenchResult(workload: "conversation", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "conversation", n: n, metric: "resize-step", engine: "constraint", samples: resizeSamples, counts: counts(resize)),
        BenchResult(workload: "conversation", n: n, metric: "text-changed", engine: "constraint", samples: textSamples,
                    counts: counts(editing.statistics)),
    ]
}

/// The login form through the constraint engine: a cold layout, one step of a window resize,
/// one label changed (`setText`), each checked against the floor.
func runConstraintForm(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let labels = formLabels(n)
    let view = FormView(labels: labels)
    var last: ConstraintLayoutResult?
    var cold = ConstraintLayoutStatistics()
    var engine: ConstraintLayoutEngine<FormView>?
    let coldSamples = sample(plan) {
        engine = nil
        last = nil
        let elapsed = timed {
            engine = ConstraintLayoutEngine(root: view)
            last = layOut(engine!, width: formWidth, "constraint form n=\(n)")
        }
        cold = last!.statistics
        return elapsed
    }
    checkForm(labels, width: formWidth, "constraint form n=\(n)") { last!.frame(of: $0) }

    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, width: formWidth, "form n=\(n)")
    var step = 0
    let resizeSamples = sample(plan) {
        step += 1
        let width = step % 2 == 0 ? formWidth : formWidth - 10
        last = nil
        var result: ConstraintLayoutResult?
        let elapsed = timed { result = layOut(resizing, width: width, "constraint form resize n=\(n)") }
        last = result
        return elapsed
    }
    checkForm(labels, width: step % 2 == 0 ? formWidth : formWidth - 10, "constraint form resize n=\(n)") { last!.frame(of: $0) }

    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, width: formWidth, "form n=\(n)")
    var edited = labels
    var edits = 0
    let textSamples = sample(plan) {
        edits += 1
        edited[n / 2] = edits % 2 == 1 ? changedFormLabel : labels[n / 2]
        last = nil
        var result: ConstraintLayoutResult?
        let elapsed = timed {
            do { try editing.setText(edited[n / 2], of: "label.\(n / 2)") } catch { checkFailed("setText: \(error)") }
            result = layOut(editing, width: formWidth, "constraint form text change n=\(n)")
        }
        last = result
        return elapsed
    }
    checkForm(edited, width: formWidth, "constraint form text change n=\(n)") { last!.frame(of: $0) }

    return [
        BenchResult(workload: "form", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "form", n: n, metric: "resize-step", engine: "constraint", samples: resizeSamples,
                    counts: counts(resizing.statistics)),
        BenchResult(workload: "form", n: n, metric: "text-changed", engine: "constraint", samples: textSamples,
                    counts: counts(editing.statistics)),
    ]
}
