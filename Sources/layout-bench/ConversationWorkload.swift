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

/// The widths of a resize step: the window narrows and widens by 5 points, step after step.
private func resizeWidth(_ step: Int) -> Double { conversationWidth - (step % 2 == 0 ? 0 : 5) }

/// The conversation through the preference engine, the constraint engine and the floor, each
/// metric's three figures sampled in turn (`runInTurn`):
/// - cold: a new engine (with its own, empty text measurements) laid out to the fixed point,
///   or a new floor;
/// - resize step: one layout of an engine (or floor) already laid out, at 480 and 475 points in
///   turn;
/// - text changed: one message's text changed and laid out again, the preference engine given
///   a new root value, the constraint engine `setText`.
func runConversation(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let messages = makeConversation(n)
    let rendition = BenchmarkConversationRendition(messages: messages)
    let tree = BenchmarkConversation(messages: messages)
    let floorFrames = ConversationFloor.frames(messages, width: conversationWidth)
    func resizedFrames(_ step: Int) -> [(String, Rect)] {
        ConversationFloor.frames(messages, width: resizeWidth(step))
    }

    let changed = n / 2
    var edited = messages
    edited[changed].body += " and one more sentence that wraps the bubble onto another line"
    let editedRoot = BenchmarkConversationRendition(messages: edited)

    let cold = {
        [
            preferenceColdTrial(rendition, proposal(conversationWidth), "conversation n=\(n)") { result in
                checkFrames(floorFrames, "conversation n=\(n)") { result.frames[$0] }
                verify(
                    result.statistics.passes == 2, "conversation n=\(n): \(result.statistics.passes) passes, expected 2"
                )
            },
            constraintColdTrial(tree, proposal(conversationWidth), "constraint conversation n=\(n)") { result in
                checkFrames(floorFrames, "constraint conversation n=\(n)") { result.frame(of: $0) }
                verify(
                    result.statistics.solves == 1, "constraint conversation n=\(n): \(result.statistics.solves) solves")
            },
            floorColdTrial(
                { ConversationFloor(messages) }, layout: { $0.layout(width: conversationWidth) },
                check: {
                    checkFloor($0, floorFrames, "conversation floor n=\(n)")
                })
        ]
    }
    let resize = {
        [
            preferenceResizeTrial(
                rendition, first: proposal(conversationWidth), { proposal(resizeWidth($0)) }, "resize n=\(n)",
                check: { result, step in
                    checkFrames(resizedFrames(step), "resize n=\(n)") { result.frames[$0] }
                }),
            constraintResizeTrial(
                tree, first: proposal(conversationWidth), { proposal(resizeWidth($0)) }, "constraint resize n=\(n)",
                check: { result, step in
                    checkFrames(resizedFrames(step), "constraint resize n=\(n)") { result.frame(of: $0) }
                }),
            floorResizeTrial(
                ConversationFloor(messages), first: conversationWidth, resizeWidth, layout: { $0.layout(width: $1) },
                check: { frames, step in
                    checkFloor(frames, resizedFrames(step), "conversation floor resize n=\(n)")
                })
        ]
    }
    let textChange = {
        [
            preferenceRootChangeTrial(
                roots: [editedRoot, rendition], proposal(conversationWidth), "text change n=\(n)",
                check: { result, root in
                    checkFrames(
                        ConversationFloor.frames(root == 0 ? edited : messages, width: conversationWidth),
                        "text change n=\(n)"
                    ) { result.frames[$0] }
                }),
            constraintTextChangeTrial(
                tree, of: "bubble.\(changed)", to: (edited[changed].body, messages[changed].body),
                proposal(conversationWidth), "constraint text change n=\(n)",
                check: { result, text in
                    checkFrames(
                        ConversationFloor.frames(
                            text == messages[changed].body ? messages : edited, width: conversationWidth),
                        "constraint text change n=\(n)"
                    ) { result.frame(of: $0) }
                })
        ]
    }
    return runInTurn(
        "conversation", n, plan, engines: ["preference", "constraint", "floor"], [cold, resize, textChange])
}
