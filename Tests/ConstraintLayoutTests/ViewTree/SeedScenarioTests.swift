import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout
import Testing

/// The seed scenarios through both engines: the same frames within the frame tolerance.
@Suite("Seed scenarios agree with the preference engine")
struct SeedScenarioTests {
    @Test("The conversation at 480, 320 and 1000 points")
    func conversation() throws {
        try expectSameFrames(
            RelationConversation.sample,
            at: [
                ProposedSize(width: 480, height: nil), ProposedSize(width: 320, height: .infinity),
                ProposedSize(width: 1000, height: nil)
            ])
    }

    @Test("The conversation's hand-computed label frame: 'Password:' is 81.125 wide at 16 pt")
    func conversationLabel() throws {
        let result = try ConstraintLayoutEngine(root: RelationConversation.sample).layout(
            in: Size(width: 480, height: .infinity))
        let frame = try #require(result.frame(of: "sender.0"))
        // 81.125 + 2 × 2 padding; the row is as tall as the bubble (18.625 + 12), bottom-aligned.
        #expect(frame.width == 85.125)
        #expect(frame.height == 22.625)
        #expect(frame.minX == 0)
        #expect(frame.minY == 8)
        #expect(result.statistics.constraints == 4)  // one wish, three members
    }

    @Test("The login form at several widths")
    func loginForm() throws {
        try expectSameFrames(
            LoginFormView(),
            at: [
                ProposedSize(width: 480, height: nil), ProposedSize(width: 320, height: .infinity),
                ProposedSize(width: 200, height: 300)
            ])
    }

    @Test("The login buttons with sameWidth")
    func loginButtons() throws {
        let view = VStack {
            Button("Log in").padding(8).sameWidth(in: LayoutGroup("buttons")).id("login")
            Button("I forgot my password").padding(8).sameWidth(in: LayoutGroup("buttons")).id("forgot")
        }
        .font(size: 16)
        try expectSameFrames(
            view, at: [ProposedSize(width: 480, height: nil), .unspecified, ProposedSize(width: 300, height: 400)])
    }

    @Test("The login buttons in a grid")
    func loginButtonsGrid() throws {
        let view = Grid {
            GridRow { Button("Log in").padding(8).id("login") }
            GridRow { Button("I forgot my password").padding(8).id("forgot") }
        }
        .font(size: 16)
        try expectSameFrames(view, at: [ProposedSize(width: 480, height: nil), .unspecified])
    }

    @Test("The chat bubble, one to several lines")
    func chatBubble() throws {
        for text in [
            "Hi", "A message long enough to need two lines in a bubble of this width, or three.",
            String(repeating: "Lorem ipsum dolor sit amet. ", count: 12)
        ] {
            let view = Text(text)
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 8))
                .frame(width: 480, alignment: .leading)
                .id("bubble")
                .font(size: 16)
            try expectSameFrames(
                view, at: [ProposedSize(width: 480, height: nil), ProposedSize(width: 480, height: 600)])
        }
    }

    @Test("The badge in a width sweep, with its label changing")
    func badge() throws {
        for label in ["New", "3 unread messages"] {
            let view = HStack {
                Text(label).padding(.horizontal, 8).padding(.vertical, 2)
                    .background(Capsule()).id("badge")
                Spacer()
            }
            let widths = stride(from: 40.0, through: 400, by: 45).map { ProposedSize(width: $0, height: nil) }
            try expectSameFrames(view, at: widths)
        }
    }
}
