import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

@Suite("Adapter: relations lowered to the preference mechanics")
struct AdapterTests {
    @Test("sameWidth conversation gives the hand-written conversation's frames in two passes")
    func conversation() throws {
        let messages = SeedProgramTests.conversation + [Message(id: 2, sender: "Al", body: "Blue circles")]
        let written = try layout(Conversation(messages: messages), width: 480)
        let related = try layout(RelationConversation(messages: messages), width: 480)
        #expect(related.frames == written.frames)
        #expect(related.frames.count == 9)
        #expect(related.statistics.passes == 2)
        #expect(related.frames["sender.2"]?.width == 85.125)
    }

    @Test("sameWidth login form equals the hand-written form")
    func loginForm() throws {
        let written = try layout(LoginForm(), width: 300)
        let related = try layout(RelationLoginForm(), width: 300)
        #expect(related.frames == written.frames)
        #expect(related.frames["user"]?.width == 81.125)
    }

    @Test("sameHeight makes a short cell as tall as the tallest, aligned as asked")
    func sameHeight() throws {
        let rows = LayoutGroup("rows")
        let view = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 30).sameHeight(in: rows, alignment: .bottom).id("short")
            Color.red.frame(width: 10, height: 50).sameHeight(in: rows).id("tall")
            Color.red.frame(width: 10, height: 20).id("free")
        }
        let r = try layout(view, width: 100, height: 100)
        #expect(r.frames["short"] == rect(0, 0, 10, 50))
        #expect(r.frames["tall"] == rect(10, 0, 10, 50))
        #expect(r.frames["free"] == rect(20, 0, 10, 20))
        #expect(r.statistics.passes == 2)
    }

    @Test("Two groups stay independent")
    func twoGroups() throws {
        let a = LayoutGroup("a")
        let b = LayoutGroup("b")
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 5).sameWidth(in: a).id("a1")
            Color.red.frame(width: 30, height: 5).sameWidth(in: a).id("a2")
            Color.red.frame(width: 70, height: 5).sameWidth(in: b).id("b1")
            Color.red.frame(width: 50, height: 5).sameWidth(in: b).id("b2")
        }
        let r = try layout(view, width: 200, height: 200)
        #expect(r.frames["a1"]?.width == 30 && r.frames["a2"]?.width == 30)
        #expect(r.frames["b1"]?.width == 70 && r.frames["b2"]?.width == 70)
    }
}
