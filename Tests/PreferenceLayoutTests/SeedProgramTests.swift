import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

// At 16 pt: "User:" 41.859375, "Password:" 81.125, "Log in" 48.53125,
// "I forgot my password" 169.4921875, line height 18.625.

@Suite("Seed programs, written literally")
struct SeedProgramTests {
    static let conversation = [
        Message(id: 0, sender: "User", body: "Log in"),
        Message(id: 1, sender: "Password", body: "I forgot my password")
    ]

    @Test("Chat bubble: height is lines × line height + 24, without measuring", arguments: 1...5)
    func chatBubble(lines: Int) throws {
        let message = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
        let view = Text(message)
            .fixedSize(horizontal: false, vertical: true)
            .padding(12)
            .frame(width: 480)
            .background(RoundedRectangle(cornerRadius: 8))
            .id("bubble")
            .font(size: 16)
        let r = try layout(view, width: 480)
        #expect(r.frames["bubble"] == rect(0, 0, 480, Double(lines) * 18.625 + 24))
        #expect(r.statistics.passes == 1)
        #expect(r.statistics.bodyEvaluations == 0)
    }

    @Test("Chat bubble at the default 17 pt: a wrapped message is as tall as its lines")
    func chatBubbleWrapped() throws {
        let words = Array(repeating: "password", count: 30).joined(separator: " ")
        let view = Text(words).fixedSize(horizontal: false, vertical: true).padding(12).frame(width: 480).id("bubble")
        let r = try layout(view, width: 480)
        let lines = TextMeasurement.layout(words, font: Font(), width: 456, lineLimit: nil).lines.count
        #expect(lines > 1)
        #expect(r.frames["bubble"]?.height == Double(lines) * 17 * 1.1640625 + 24)
    }

    @Test("Conversation: sender labels share the widest width, bubbles line up, two passes")
    func conversation() throws {
        let r = try layout(Conversation(messages: Self.conversation), width: 480)
        #expect(r.statistics.passes == 2)
        // Widest padded label: 81.125 + 4.
        #expect(r.frames["sender.0"] == rect(0, 8, 85.125, 22.625))
        #expect(r.frames["sender.1"] == rect(0, 34.625 + 8, 85.125, 22.625))
        // "User:" is trailing-aligned in its frame.
        #expect(r.frames["senderText.0"] == rect(85.125 - 41.859375 - 2, 10, 41.859375, 18.625))
        #expect(r.frames["senderText.1"] == rect(2, 44.625, 81.125, 18.625))
        #expect(r.frames["bubble.0"] == rect(88.125, 0, 48.53125 + 12, 30.625))
        #expect(r.frames["bubble.1"] == rect(88.125, 34.625, 169.4921875 + 12, 30.625))
        // Pass 1: Conversation, EqualWidthHost and two EqualWidth bodies. Pass 2, as SwiftUI:
        // the host (its state changed) and the two EqualWidth bodies (the environment value
        // they read changed); Conversation is not evaluated again.
        #expect(r.statistics.bodyEvaluations == 4 + 3)
        #expect(r.diagnostics.isEmpty)
    }

    @Test("Conversation: a long message wraps in the space the label leaves")
    func conversationWraps() throws {
        let long = Array(repeating: "password", count: 12).joined(separator: " ")
        let r = try layout(
            Conversation(messages: [
                Message(id: 0, sender: "User", body: long),
                Message(id: 1, sender: "Password", body: "Log in")
            ]), width: 480)
        let textWidth = 480 - 85.125 - 3 - 12
        let wrapped = TextMeasurement.layout(long, font: Font(size: 16), width: textWidth, lineLimit: nil)
        #expect(wrapped.lines.count == 3)
        #expect(r.frames["bubble.0"] == rect(88.125, 0, wrapped.width + 12, 3 * 18.625 + 12))
        #expect(r.frames["sender.0"]?.minY == 3 * 18.625 + 12 - 22.625)
    }

    @Test("Login form: both labels 81.125 wide, User: right-aligned, fields take the rest")
    func loginForm() throws {
        let r = try layout(LoginForm(), width: 300)
        #expect(r.statistics.passes == 2)
        #expect(r.frames["user"] == rect(0, 0, 81.125, 18.625))
        #expect(r.frames["password"] == rect(0, 26.625, 81.125, 18.625))
        #expect(r.frames["userText"] == rect(81.125 - 41.859375, 0, 41.859375, 18.625))
        #expect(r.frames["passwordText"] == rect(0, 26.625, 81.125, 18.625))
        #expect(r.frames["userField"] == rect(89.125, 0, 210.875, 18.625))
        #expect(r.frames["passwordField"] == rect(89.125, 26.625, 210.875, 18.625))
    }

    @Test("Login buttons by preference: both as wide as the wider text plus padding")
    func loginButtonsPreference() throws {
        struct Buttons: View {
            @State var width: Double? = nil
            var body: some View {
                VStack {
                    Button {
                    } label: {
                        Text("Log in").padding(.horizontal, 10).equalSizedLabel(width: width, alignment: .center).id(
                            "login")
                    }
                    Button {
                    } label: {
                        Text("I forgot my password").padding(.horizontal, 10)
                            .equalSizedLabel(width: width, alignment: .center).id("forgot")
                    }
                }
                .storeMaxLabelWidth(in: $width)
                .font(size: 16)
            }
        }
        let r = try layout(Buttons(), width: 400)
        #expect(r.frames["login"]?.size == Size(width: 189.4921875, height: 18.625))
        #expect(r.frames["forgot"]?.size == Size(width: 189.4921875, height: 18.625))
        #expect(r.frames["login"]?.minX == r.frames["forgot"]?.minX)
    }

    @Test("Login buttons by an infinite-width frame in a fixed-size stack")
    func loginButtonsInfiniteFrame() throws {
        let view = VStack {
            Button {
            } label: {
                Text("Log in").frame(maxWidth: .infinity).id("login")
            }
            Button {
            } label: {
                Text("I forgot my password").frame(maxWidth: .infinity).id("forgot")
            }
        }
        .fixedSize()
        .font(size: 16)
        let r = try layout(view, width: 400, height: 400)
        #expect(r.frames["login"] == rect(0, 0, 169.4921875, 18.625))
        #expect(r.frames["forgot"] == rect(0, 26.625, 169.4921875, 18.625))
    }

    @Test("Login buttons at 60 % of a GeometryReader's width")
    func loginButtonsGeometryReader() throws {
        let view = GeometryReader { proxy in
            VStack {
                Button {
                } label: {
                    Text("Log in").frame(width: proxy.size.width * 0.6).id("login")
                }
                Button {
                } label: {
                    Text("I forgot my password").frame(width: proxy.size.width * 0.6).id("forgot")
                }
            }
        }
        .font(size: 16)
        let r = try layout(view, width: 300, height: 200)
        #expect(r.frames["login"] == rect(0, 0, 180, 18.625))
        #expect(r.frames["forgot"] == rect(0, 26.625, 180, 18.625))
    }

    @Test("Login buttons in a LazyHGrid column share the widest width")
    func loginButtonsGrid() throws {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            Button {
            } label: {
                Text("Log in").frame(maxWidth: .infinity).id("login")
            }
            Button {
            } label: {
                Text("I forgot my password").frame(maxWidth: .infinity).id("forgot")
            }
        }
        .font(size: 16)
        let r = try layout(view, width: 400, height: 400)
        #expect(r.frames["login"] == rect(0, 5.6875, 169.4921875, 18.625))
        #expect(r.frames["forgot"] == rect(0, 38 + 5.6875, 169.4921875, 18.625))
    }
}
