import LayoutModel
import LayoutTestSupport
import PreferenceLayout
import Testing

// Stacks of many children, distributed by flexibility and walked by the in-place evaluation
// as many records. The frames must be exactly those of a direct computation.

@Suite("Wide stacks")
struct WideStackTests {
    @Test("Forty flexible children share 500 points: the 15 least flexible take their maximum, the rest 15.2 each")
    func flexibleChildrenShareTheWidth() throws {
        let stack = HStack(spacing: 0) {
            ForEach(0..<40) { i in
                Color.red.frame(minWidth: 0, maxWidth: Double(i + 1)).id("c\(i)")
            }
        }
        let result = try layout(stack, width: 500, height: 20)
        // Offered in order of flexibility: child i takes i + 1 while that is at most an equal
        // share of what is left; (500 − (1 + … + 15)) / 25 = 15.2 for the others.
        var x = 0.0
        for i in 0..<40 {
            let expected = i < 15 ? Double(i + 1) : 15.2
            let frame = try #require(result.frames["c\(i)"])
            #expect(abs(frame.width - expected) < 1e-9, "child \(i) is \(frame.width) wide")
            #expect(abs(frame.minX - x) < 1e-9, "child \(i) starts at \(frame.minX)")
            x += expected
        }
        #expect(abs(x - 500) < 1e-9)
    }

    @Test("A conversation of 300 messages: every sender and bubble frame equals a direct computation")
    func conversationAtScale() throws {
        let senders = ["Ann", "Bartholomew", "Chen", "Dee", "Esperanza", "Fu"]
        let words = ["layout", "the", "preference", "width", "a", "constraint", "solver", "shares"]
        let messages = (0..<300).map { i in
            Message(
                id: i, sender: senders[(i * 7) % senders.count],
                body: (0...(i * 13) % 37).map { words[($0 * 5 + i) % words.count] }.joined(separator: " "))
        }
        let result = try layout(Conversation(messages: messages), width: 480, height: nil)
        #expect(result.statistics.passes == 2)

        // The widest label first, then each row once, bottom-aligned in its row.
        let font = Font(size: 16)
        let labelHeight = font.lineHeight + 4
        let labelWidth = messages.map {
            TextMeasurement.layout($0.sender + ":", font: font, width: nil, lineLimit: nil).width + 4
        }.max()!
        let textWidth = 480 - 3 - labelWidth - 12
        var y = 0.0
        for message in messages {
            let text = TextMeasurement.layout(message.body, font: font, width: textWidth, lineLimit: nil)
            let bubble = Size(width: text.width + 12, height: text.height + 12)
            let rowHeight = max(labelHeight, bubble.height)
            let sender = try #require(result.frames["sender.\(message.id)"])
            let body = try #require(result.frames["bubble.\(message.id)"])
            #expect(
                FrameTolerance.agrees(sender, rect(0, y + rowHeight - labelHeight, labelWidth, labelHeight)),
                "sender \(message.id): \(sender)")
            #expect(
                FrameTolerance.agrees(
                    body, rect(labelWidth + 3, y + rowHeight - bubble.height, bubble.width, bubble.height)),
                "bubble \(message.id): \(body)")
            y += rowHeight + 4
        }
    }
}
