import Comparisons
import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout

// The conversation of issue 3, seed program 2: sender labels of one shared width beside
// message bubbles, at 480 points. The trees are the catalog's: the preference engine lays out
// `BenchmarkConversationRendition` (a background GeometryReader, a max-reducing preference,
// @State and a second pass), the constraint engine `BenchmarkConversation` (one relation,
// solved once). The floor (`ConversationFloor`) computes the same frames directly.

/// N messages with senders of different lengths and bodies from one word to a paragraph.
func makeConversation(_ n: Int) -> [Message] {
    let senders = ["Ann", "Bartholomew", "Chen", "Dee", "Esperanza", "Fu", "Guinevere", "Hal"]
    let words = [
        "layout", "the", "preference", "width", "a", "constraint", "solver", "is", "shared",
        "label", "bubble", "SwiftUI", "measures", "every", "view", "twice", "so", "it", "fits"
    ]
    var random = LCG(state: 2026)
    return (0..<n).map { i in
        let wordCount = 1 + Int((random.next() >> 33) % 40)
        let body = (0..<wordCount).map { _ in words[Int((random.next() >> 33) % UInt64(words.count))] }
            .joined(separator: " ")
        return Message(id: i, sender: senders[Int((random.next() >> 33) % UInt64(senders.count))], body: body)
    }
}

let conversationWidth = 480.0
let conversationFont = Font(size: 16)

/// The proposal of a conversation layout at `width`: unbounded height.
private func proposal(_ width: Double) -> ProposedSize { ProposedSize(width: width, height: .infinity) }

/// The widths of the preference engine's resize sweep: the window narrows in 10 steps of 5 points.
private let resizeWidths = (1...10).map { conversationWidth - 5 * Double($0) }

/// Three figures through the preference engine: a cold layout (a new engine, with its own empty text measurements)
/// to the fixed point; one step of a window resize on a laid-out engine; and a laid-out engine
/// re-laid out after one message's text changed (a new root value).
func runConversation(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    let view = BenchmarkConversationRendition(messages: messages)
    let what = "conversation n=\(n)"

    let (coldSamples, coldLast) = coldPreferenceLayouts(view, proposal(conversationWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(ConversationFloor.frames(messages, width: conversationWidth), what) { coldLast.frames[$0] }
    verify(cold.passes == 2, "\(what): \(cold.passes) passes, expected 2")

    var last: PreferenceLayoutResult?
    var resize = PreferenceLayoutStatistics()
    let resizeSamples = sample(plan) {
        let engine = PreferenceLayoutEngine(root: view)
        _ = layOut(engine, proposal(conversationWidth), what)
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            for width in resizeWidths { result = layOut(engine, proposal(width), "resize n=\(n)") }
        }
        resize = result!.statistics
        last = result
        return elapsed / resizeWidths.count
    }
    checkFrames(ConversationFloor.frames(messages, width: resizeWidths.last!), "resize n=\(n)") { last!.frames[$0] }

    var edited = messages
    edited[n / 2].body += " and one more sentence that wraps the bubble onto another line"
    let editedRoot = BenchmarkConversationRendition(messages: edited)
    var textChange = PreferenceLayoutStatistics()
    let textSamples = sample(plan) {
        let engine = PreferenceLayoutEngine(root: view)
        _ = layOut(engine, proposal(conversationWidth), what)
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            engine.root = editedRoot
            result = layOut(engine, proposal(conversationWidth), "text change n=\(n)")
        }
        textChange = result!.statistics
        last = result
        return elapsed
    }
    checkFrames(ConversationFloor.frames(edited, width: conversationWidth), "text change n=\(n)") { last!.frames[$0] }

    return [
        BenchResult(
            workload: "conversation", n: n, metric: "cold", engine: "preference", samples: coldSamples,
            counts: counts(cold)),
        BenchResult(
            workload: "conversation", n: n, metric: "resize-step", engine: "preference", samples: resizeSamples,
            counts: counts(resize)),
        BenchResult(
            workload: "conversation", n: n, metric: "text-changed", engine: "preference", samples: textSamples,
            counts: counts(textChange))
    ]
}

/// Three figures through the constraint engine, as for the preference engine: a cold layout (a
/// new engine, with its own empty text measurements: compiling, solving, sizing and placing); one step of a
/// window resize; one message's text changed in place (`setText`) and laid out again.
func runConstraintConversation(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    let view = BenchmarkConversation(messages: messages)
    let what = "constraint conversation n=\(n)"

    let (coldSamples, coldLast) = coldConstraintLayouts(view, proposal(conversationWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(ConversationFloor.frames(messages, width: conversationWidth), what) { coldLast.frame(of: $0) }
    verify(cold.solves == 1, "\(what): \(cold.solves) solves, expected 1")

    // The window narrows and widens by 5 points, step after step.
    func width(_ step: Int) -> Double { conversationWidth - (step % 2 == 0 ? 0 : 5) }
    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, proposal(conversationWidth), what)
    let resized = constraintResizeSteps(resizing, plan, "constraint resize n=\(n)") { proposal(width($0)) }
    checkFrames(ConversationFloor.frames(messages, width: width(resized.step)), "constraint resize n=\(n)") {
        resized.last.frame(of: $0)
    }
    let resize = resizing.statistics

    let changed = n / 2
    let original = messages[changed].body
    let longer = original + " and one more sentence that wraps the bubble onto another line"
    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, proposal(conversationWidth), what)
    let changes = constraintTextChanges(
        editing, of: "bubble.\(changed)", to: (longer, original),
        proposal(conversationWidth), plan, "constraint text change n=\(n)")
    var edited = messages
    edited[changed].body = changes.text
    checkFrames(ConversationFloor.frames(edited, width: conversationWidth), "constraint text change n=\(n)") {
        changes.last.frame(of: $0)
    }

    return [
        BenchResult(
            workload: "conversation", n: n, metric: "cold", engine: "constraint", samples: coldSamples,
            counts: counts(cold)),
        BenchResult(
            workload: "conversation", n: n, metric: "resize-step", engine: "constraint", samples: resized.samples,
            counts: counts(resize)),
        BenchResult(
            workload: "conversation", n: n, metric: "text-changed", engine: "constraint", samples: changes.samples,
            counts: counts(editing.statistics))
    ]
}

/// The floor: cold (a new floor, its texts measured through an empty cache) and one step of
/// the constraint engine's resize (480 and 475 points in turn, the floor's texts as the earlier
/// steps left them), each run's frames checked against a new floor's at the same width.
func runConversationFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    var cold: [Rect] = []
    let coldSamples = sample(plan) {
        cold = []
        return timed { cold = ConversationFloor(messages).layout(width: conversationWidth) }
    }
    checkFloor(cold, ConversationFloor.frames(messages, width: conversationWidth), "conversation floor n=\(n)")

    func width(_ step: Int) -> Double { conversationWidth - (step % 2 == 0 ? 0 : 5) }
    let resizing = ConversationFloor(messages)
    blackHole(resizing.layout(width: conversationWidth))
    var step = 0
    var resized: [Rect] = []
    let resizeSamples = sample(plan) {
        step += 1
        let proposed = width(step)
        resized = []
        return timed { resized = resizing.layout(width: proposed) }
    }
    checkFloor(resized, ConversationFloor.frames(messages, width: width(step)), "conversation floor resize n=\(n)")
    return [
        BenchResult(workload: "conversation", n: n, metric: "cold", engine: "floor", samples: coldSamples),
        BenchResult(workload: "conversation", n: n, metric: "resize-step", engine: "floor", samples: resizeSamples)
    ]
}
