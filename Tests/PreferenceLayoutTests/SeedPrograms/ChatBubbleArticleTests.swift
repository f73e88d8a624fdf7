import PreferenceLayout
import Testing

// Article 000 (Russian; article 002 is the same question and answer in English). The question
// sizes a chat bubble by measuring its text in `onAppear` and writing the height back through
// a `@Binding`; the answer sizes the bubble with a background instead. The answer's
// conversation, the second half of the same text, is in ConversationArticleTests.swift.
//
// Written in the article's style and with its APIs, in this project's own words. At 16 pt
// (DejaVu Sans): "Password:" 81.125 and "User:" 41.859375 wide, one line 18.625 high.

enum BubbleArticle {
    struct Note {
        var text: String
    }

    /// The question's approach: the parent keeps the height in state and hands a binding to
    /// the child, which measures in `onAppear`.
    struct MeasuredBubble: View {
        @State var note: Note
        @State var bubbleHeight: CGFloat = 28

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.green).opacity(0.8)
                    .frame(width: 320, height: self.bubbleHeight)
                    .id("shape")
                BubbleText(note: self.$note, bubbleHeight: self.$bubbleHeight)
                    .frame(width: 320, height: self.bubbleHeight)
                    .id("content")
            }
        }
    }

    struct BubbleText: View {
        @Binding var note: Note
        @Binding var bubbleHeight: CGFloat

        var body: some View {
            GeometryReader { proxy in
                Text(self.note.text)
                    .lineLimit(nil)
                    .multilineTextAlignment(.center)
                    .onAppear { self.bubbleHeight = proxy.size.height }
                    .id("text")
            }
        }
    }
}

@Suite("Article 000: the chat bubble measured and fed back")
struct ChatBubbleArticleTests {
    @Test("onAppear reads the reader's own height, so the bubble stays 28 high, as the question reports")
    func feedbackKeepsTheOfferedHeight() throws {
        let view = BubbleArticle.MeasuredBubble(note: .init(text: "Password:")).font(.system(size: 16))
        let r = try layout(view, width: 800, height: 600)
        // The ZStack's two children are both 320 × 28 (the fixed frames). The reader inside
        // the content's frame is offered 320 × 28 and places the text at its top-leading
        // corner, at its one-line size. onAppear then writes the reader's height, 28, back:
        // the same value, so nothing changes.
        #expect(r.frames["shape"] == rect(0, 0, 320, 28))
        #expect(r.frames["content"] == rect(0, 0, 320, 28))
        #expect(r.frames["text"] == rect(0, 0, 81.125, 18.625))
        #expect(r.diagnostics.isEmpty)
    }

    @Test("A text longer than the 28 points it is offered shows the line that fits; nothing grows")
    func longTextIsCutNotGrown() throws {
        let view = BubbleArticle.MeasuredBubble(note: .init(text: "Password:\nUser:\nPassword:"))
            .font(.system(size: 16))
        let r = try layout(view, width: 800, height: 600)
        // Three lines need 3 × 18.625 = 55.875; offered 28, SwiftUI shows the first line (the
        // second would end at 37.25) and truncates it. The bubble keeps 28: measuring the
        // reader measures the proposal, not the text (the question's complaint).
        #expect(r.frames["shape"] == rect(0, 0, 320, 28))
        let text = try #require(r.frames["text"])
        #expect(text.origin == Point(x: 0, y: 0))
        #expect(text.width <= 320)
        // Rule 18: offered less height than its lines need, the text shows the one line that fits.
        #expect(text.height == 18.625)
    }

    @Test("The answer: a background is as big as the padded text, so nothing is measured")
    func backgroundBubble() throws {
        let view = Text("Password:\nUser:")
            .id("text")
            .fixedSize(horizontal: false, vertical: true)
            .padding(12)
            .frame(width: 320)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.red.opacity(0.9))
            )
            .id("bubble")
            .padding(12)
            .font(.system(size: 16))
        let r = try layout(view, width: 800, height: 600)
        // Two lines: 81.125 wide (the longer), 2 × 18.625 = 37.25 high. Padded: 105.125 ×
        // 61.25; the 320-wide frame centres it: (320 − 105.125) / 2 = 107.4375. Outer padding 12.
        #expect(r.frames["bubble"] == rect(12, 12, 320, 61.25))
        #expect(r.frames["text"] == rect(12 + 107.4375 + 12, 24, 81.125, 37.25))
        #expect(r.size == Size(width: 344, height: 85.25))
        #expect(r.statistics.passes == 1)
    }
}
