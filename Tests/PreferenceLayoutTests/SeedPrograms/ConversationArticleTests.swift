import PreferenceLayout
import Testing

// Article 002 (English; article 000 is the same text in Russian): the answer's conversation,
// whose sender labels are made equally wide with a preference read by a host modifier and
// handed back down through the environment. The question's chat bubble, the first half of the
// same text, is in ChatBubbleArticleTests.swift.
//
// Written in the article's style and with its APIs (one key serving as both `PreferenceKey`
// and `EnvironmentKey`, `CGFloat?` values), in this project's own words. At 16 pt:
// "User:" 41.859375, "Password:" 81.125, "Log in" 48.53125, "I forgot my password"
// 169.4921875, one line 18.625 high.

enum ConversationArticle {
    struct Line {
        var sender: String
        var body: String
    }

    struct LineView: View {
        var line: Line
        var index: Int
        var sharesWidth: Bool

        var body: some View {
            HStack(alignment: .bottom, spacing: 3) {
                if sharesWidth {
                    Text(line.sender + ":").id("senderText.\(index)").padding(2)
                        .sharedSenderWidth(alignment: .trailing)
                        .id("sender.\(index)")
                } else {
                    Text(line.sender + ":").id("senderText.\(index)").padding(2)
                        .id("sender.\(index)")
                }
                Text(line.body)
                    .fixedSize(horizontal: false, vertical: true).padding(6)
                    .background(Color.blue.opacity(0.2))
                    .id("bubble.\(index)")
            }
        }
    }

    struct Chat: View {
        var lines: [Line]
        var sharesWidth = true

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(lines.indices) { i in
                    LineView(line: self.lines[i], index: i, sharesWidth: self.sharesWidth)
                }
            }
            .sharedSenderWidthHost()
        }
    }

    /// The widest sender label below the host, or nil before anything was measured.
    struct SenderColumnKey: PreferenceKey {
        static var defaultValue: CGFloat? { nil }

        static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
            switch (value, nextValue()) {
            case (_, nil): break
            case (nil, let next): value = next
            case (let a?, let b?): value = max(a, b)
            }
        }
    }

    struct SharedSenderWidth: ViewModifier {
        var alignment: Alignment
        @Environment(\.senderColumnWidth) var senderColumnWidth

        func body(content: Content) -> some View {
            return
                content
                .background(
                    GeometryReader { proxy in
                        Color.clear
                            .preference(key: SenderColumnKey.self, value: proxy.size.width)
                    }
                )
                .frame(width: senderColumnWidth, alignment: alignment)
        }
    }

    struct SharedSenderWidthHost: ViewModifier {
        @State var width: CGFloat? = nil

        func body(content: Content) -> some View {
            return
                content
                .environment(\.senderColumnWidth, width)
                .onPreferenceChange(SenderColumnKey.self) { self.width = $0 }
        }
    }

    static let lines: [Line] = [
        .init(sender: "User", body: "Log in"),
        .init(sender: "Password", body: "I forgot my password")
    ]

    /// The article's root: the conversation in a 480-wide frame, padded, bordered, padded.
    static func page(sharesWidth: Bool) -> some View {
        Chat(lines: lines, sharesWidth: sharesWidth)
            .frame(width: 480)
            .padding(12)
            .border(Color.black)
            .padding(12)
            .font(.system(size: 16))
    }
}

extension ConversationArticle.SenderColumnKey: EnvironmentKey {}

extension EnvironmentValues {
    fileprivate var senderColumnWidth: CGFloat? {
        get { self[ConversationArticle.SenderColumnKey.self] }
        set { self[ConversationArticle.SenderColumnKey.self] = newValue }
    }
}

extension View {
    fileprivate func sharedSenderWidth(alignment: Alignment) -> some View {
        return self.modifier(ConversationArticle.SharedSenderWidth(alignment: alignment))
    }

    fileprivate func sharedSenderWidthHost() -> some View {
        return self.modifier(ConversationArticle.SharedSenderWidthHost())
    }
}

@Suite("Article 002: sender labels of one width in a conversation")
struct ConversationArticleTests {
    @Test("Before: each label is as wide as its text, so the bubbles start at different places")
    func unequalLabels() throws {
        let r = try layout(ConversationArticle.page(sharesWidth: false), width: 800, height: 600)
        // Padded labels 45.859375 and 85.125; bubbles start 3 points after them.
        let sender0 = try #require(r.frames["sender.0"])
        let sender1 = try #require(r.frames["sender.1"])
        #expect(sender0.width == 45.859375)
        #expect(sender1.width == 85.125)
        #expect(r.frames["bubble.1"]!.minX - r.frames["bubble.0"]!.minX == 85.125 - 45.859375)
        #expect(r.statistics.passes == 1)
    }

    @Test("After: both labels 85.125 wide, trailing-aligned, both bubbles at one edge, in two passes")
    func equalLabels() throws {
        let r = try layout(ConversationArticle.page(sharesWidth: true), width: 800, height: 600)
        // Rows: 85.125 + 3 + (48.53125 + 12) and 85.125 + 3 + (169.4921875 + 12) = 269.6171875,
        // the VStack's width. The 480 frame centres it: (480 − 269.6171875) / 2 = 105.19140625,
        // then two paddings of 12: the stack's origin is (129.19140625, 24). Rows are 18.625 +
        // 12 = 30.625 high, 4 apart; labels (18.625 + 4 = 22.625) sit at the bottom (y + 8).
        let x = 129.19140625
        #expect(r.frames["sender.0"] == rect(x, 32, 85.125, 22.625))
        #expect(r.frames["sender.1"] == rect(x, 58.625 + 8, 85.125, 22.625))
        // "User:" is trailing-aligned: 85.125 − 45.859375 = 39.265625 in, then its padding 2.
        #expect(r.frames["senderText.0"] == rect(x + 39.265625 + 2, 34, 41.859375, 18.625))
        #expect(r.frames["senderText.1"] == rect(x + 2, 58.625 + 10, 81.125, 18.625))
        #expect(r.frames["bubble.0"] == rect(x + 88.125, 24, 60.53125, 30.625))
        #expect(r.frames["bubble.1"] == rect(x + 88.125, 58.625, 181.4921875, 30.625))
        // The border draws over the padded frame and does not change its size.
        #expect(r.size == Size(width: 528, height: 30.625 * 2 + 4 + 48))
        #expect(r.statistics.passes == 2)
        #expect(r.diagnostics.isEmpty)
    }
}
