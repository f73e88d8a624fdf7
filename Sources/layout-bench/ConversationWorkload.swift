import LayoutModel
import LayoutTestSupport
import PreferenceLayout

// The conversation of issue 3, seed program 2: sender labels of one shared width beside
// message bubbles, laid out by the preference engine at 480 points to its fixed point, and the
// floor: a hand-written loop that computes the same frames directly.

/// One message of the generated conversation.
struct ChatMessage: Identifiable {
    var id: Int
    var sender: String
    var body: String
}

/// N messages with senders of different lengths and bodies from one word to a paragraph.
func makeConversation(_ n: Int) -> [ChatMessage] {
    let senders = ["Ann", "Bartholomew", "Chen", "Dee", "Esperanza", "Fu", "Guinevere", "Hal"]
    let words = ["layout", "the", "preference", "width", "a", "constraint", "solver", "is", "shared",
                 "label", "bubble", "SwiftUI", "measures", "every", "view", "twice", "so", "it", "fits"]
    var random = LCG(state: 2026)
    return (0..<n).map { i in
        let wordCount = 1 + Int((random.next() >> 33) % 40)
        let body = (0..<wordCount).map { _ in words[Int((random.next() >> 33) % UInt64(words.count))] }
            .joined(separator: " ")
        return ChatMessage(id: i, sender: senders[Int((random.next() >> 33) % UInt64(senders.count))], body: body)
    }
}

let conversationWidth = 480.0
let conversationFont = Font(size: 16)

/// Seed program 2 as the seed writes it: `equalWidth` measures each label with a background
/// `GeometryReader` into a max-reducing preference, `equalWidthHost` keeps the maximum in
/// `@State` and hands it down through the environment to `frame(width:alignment:)`.
struct ConversationView: View {
    var messages: [ChatMessage]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":")
                        .padding(2)
                        .equalWidth(alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .equalWidthHost()
        .font(conversationFont)
    }
}

/// The floor: the frames of `ConversationView` at `width` computed directly, in two loops — the
/// widest label, then each row once.
func conversationFloor(_ messages: [ChatMessage], width: Double = conversationWidth) -> (senders: [Rect], bubbles: [Rect]) {
    let lineHeight = conversationFont.lineHeight
    let labelHeight = lineHeight + 4
    var labelWidth = 0.0
    for message in messages {
        let text = TextMeasurement.layout(message.sender + ":", font: conversationFont, width: nil, lineLimit: nil)
        labelWidth = max(labelWidth, text.width + 4)
    }
    // The row offers its width minus the spacing; the fixed-width label takes its share first.
    let textWidth = width - 3 - labelWidth - 12
    var senders: [Rect] = []
    var bubbles: [Rect] = []
    senders.reserveCapacity(messages.count)
    bubbles.reserveCapacity(messages.count)
    var y = 0.0
    for message in messages {
        let text = TextMeasurement.layout(message.body, font: conversationFont, width: textWidth, lineLimit: nil)
        let bubble = Size(width: text.width + 12, height: text.height + 12)
        let rowHeight = max(labelHeight, bubble.height)
        senders.append(Rect(x: 0, y: y + rowHeight - labelHeight, width: labelWidth, height: labelHeight))
        bubbles.append(Rect(x: labelWidth + 3, y: y + rowHeight - bubble.height, width: bubble.width, height: bubble.height))
        y += rowHeight + 4
    }
    return (senders, bubbles)
}

/// Lays the conversation out with `engine`; a failure is a failed check.
private func layOut(_ engine: PreferenceLayoutEngine<ConversationView>, width: Double, _ what: String) -> PreferenceLayoutResult {
    do { return try engine.layout(in: Size(width: width, height: .infinity)) } catch {
        checkFailed("\(what): \(error)")
    }
}

/// Every sender and bubble frame of `result` equals the floor's, within `FrameTolerance`.
private func crossCheck(_ result: PreferenceLayoutResult, _ messages: [ChatMessage], width: Double, _ what: String) {
    let floor = conversationFloor(messages, width: width)
    for i in messages.indices {
        for (name, expected) in [("sender", floor.senders[i]), ("bubble", floor.bubbles[i])] {
            let actual = result.frames["\(name).\(i)"]
            verify(actual.map { FrameTolerance.agrees($0, expected) } ?? false,
                   "\(what): \(name).\(i) is \(actual.map(String.init(describing:)) ?? "missing"), floor says \(expected)")
        }
    }
}

private func counts(_ statistics: PreferenceLayoutStatistics) -> [(String, Int)] {
    [("passes", statistics.passes), ("body_evaluations", statistics.bodyEvaluations),
     ("size_computations", statistics.sizeComputations)]
}

/// A cold layout of `view`: a new engine (with its own, empty text measurements), to the fixed point.
private func coldLayout(_ view: ConversationView, _ what: String) -> (Duration, PreferenceLayoutResult) {
    var result: PreferenceLayoutResult?
    // Creating the engine is part of a cold layout; freeing it afterwards is not.
    var engine: PreferenceLayoutEngine<ConversationView>?
    let elapsed = timed {
        engine = PreferenceLayoutEngine(root: view)
        result = layOut(engine!, width: conversationWidth, what)
    }
    blackHole(engine)
    engine = nil
    return (elapsed, result!)
}

/// The widths of the resize sweep: the window narrows in 10 steps of 5 points.
private let resizeWidths = (1...10).map { conversationWidth - 5 * Double($0) }

/// Three figures: a cold layout (new engine, empty text cache) to the fixed point; one step of
/// a window resize on a laid-out engine; and a laid-out engine re-laid out after one message's
/// text changed.
func runConversation(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    let view = ConversationView(messages: messages)

    var cold = PreferenceLayoutStatistics()
    var last: PreferenceLayoutResult?
    let coldSamples = sample(plan) {
        let (elapsed, result) = coldLayout(view, "conversation n=\(n)")
        cold = result.statistics
        last = result
        return elapsed
    }
    crossCheck(last!, messages, width: conversationWidth, "conversation n=\(n)")
    verify(cold.passes == 2, "conversation n=\(n): \(cold.passes) passes, expected 2")

    var resize = PreferenceLayoutStatistics()
    let resizeSamples = sample(plan) {
        let engine = PreferenceLayoutEngine(root: view)
        _ = layOut(engine, width: conversationWidth, "conversation n=\(n)")
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            for width in resizeWidths { result = layOut(engine, width: width, "resize n=\(n)") }
        }
        resize = result!.statistics
        last = result
        return elapsed / resizeWidths.count
    }
    crossCheck(last!, messages, width: resizeWidths.last!, "resize n=\(n)")

    var edited = messages
    let changed = n / 2
    edited[changed].body += " and one more sentence that wraps the bubble onto another line"
    var textChange = PreferenceLayoutStatistics()
    let textSamples = sample(plan) {
        let engine = PreferenceLayoutEngine(root: view)
        _ = layOut(engine, width: conversationWidth, "conversation n=\(n)")
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            engine.root = ConversationView(messages: edited)
            result = layOut(engine, width: conversationWidth, "text change n=\(n)")
        }
        textChange = result!.statistics
        last = result
        return elapsed
    }
    crossCheck(last!, edited, width: conversationWidth, "text change n=\(n)")

    return [
        BenchResult(workload: "conversation", n: n, metric: "cold", engine: "preference", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "conversation", n: n, metric: "resize-step", engine: "preference", samples: resizeSamples, counts: counts(resize)),
        BenchResult(workload: "conversation", n: n, metric: "text-changed", engine: "preference", samples: textSamples, counts: counts(textChange)),
    ]
}

func runConversationFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    let samples = sample(plan) {
        timed { blackHole(conversationFloor(messages)) }
    }
    return [BenchResult(workload: "conversation", n: n, metric: "cold", engine: "floor", samples: samples)]
}
