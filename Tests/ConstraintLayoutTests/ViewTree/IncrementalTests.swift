import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// What the engine keeps between layouts gives a fresh engine's frames.
@Suite("Incremental layout")
struct IncrementalTests {
    static func messages(_ n: Int) -> [Message] {
        let senders = ["Ann", "Bartholomew", "Chen"]
        return (0..<n).map {
            Message(id: $0, sender: senders[$0 % 3], body: String(repeating: "word ", count: 1 + $0 % 17))
        }
    }

    static func expectFramesEqual(
        _ a: ConstraintLayoutResult, _ b: ConstraintLayoutResult,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(a.frames.count == b.frames.count, sourceLocation: sourceLocation)
        let mismatches = frameMismatches(expected: b.frames.sorted { $0.key < $1.key }, nanMatchesNaN: true) {
            a.frame(of: $0)
        }
        #expect(mismatches.isEmpty, "kept against fresh: \(mismatches)", sourceLocation: sourceLocation)
    }

    @Test("A resize is laid out from what the engine kept, and equals a fresh layout")
    func resize() throws {
        let view = RelationConversation(messages: Self.messages(30))
        let engine = ConstraintLayoutEngine(root: view)
        for width in [480.0, 470, 300, 900, 480] {
            let kept = try engine.layout(in: Size(width: width, height: .infinity))
            let fresh = try ConstraintLayoutEngine(root: view).layout(in: Size(width: width, height: .infinity))
            Self.expectFramesEqual(kept, fresh)
        }
        #expect(engine.statistics.compilations == 1)
        #expect(engine.statistics.constraints == 31)  // the group's wish and 30 members: no rebuild
    }

    @Test("Changing one text re-measures it and moves what follows, as a fresh engine lays it out")
    func oneText() throws {
        var messages = Self.messages(20)
        let engine = ConstraintLayoutEngine(root: RelationConversation(messages: messages))
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        let measured = engine.statistics.textMeasurements
        try engine.setText(String(repeating: "longer text ", count: 30), of: "bubble.4")
        let kept = try engine.layout(in: Size(width: 480, height: .infinity))
        messages[4].body = String(repeating: "longer text ", count: 30)
        let fresh = try ConstraintLayoutEngine(root: RelationConversation(messages: messages)).layout(
            in: Size(width: 480, height: .infinity))
        Self.expectFramesEqual(kept, fresh)
        // The new text is measured once at its wrap width and once ideal; nothing else.
        #expect(engine.statistics.textMeasurements - measured == 2)
        #expect(try #require(kept.frame(of: "bubble.5")).minY > 0)
    }

    @Test("A sender's text that was the widest changes the group's length in place")
    func widestLabelChanges() throws {
        var messages = Self.messages(6)
        let engine = ConstraintLayoutEngine(root: RelationConversation(messages: messages))
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        try engine.setText("Bo:", of: "senderText.1")  // was "Bartholomew:", the widest
        let kept = try engine.layout(in: Size(width: 480, height: .infinity))
        messages[1].sender = "Bo"
        messages[4].sender = "Bo"
        try engine.setText("Bo:", of: "senderText.4")
        let again = try engine.layout(in: Size(width: 480, height: .infinity))
        let fresh = try ConstraintLayoutEngine(root: RelationConversation(messages: messages)).layout(
            in: Size(width: 480, height: .infinity))
        Self.expectFramesEqual(again, fresh)
        #expect(kept.frame(of: "sender.0")!.width > again.frame(of: "sender.0")!.width)
        #expect(engine.statistics.constraints == 7)
    }

    @Test("A new root of the same shape reuses the system; another shape is compiled afresh")
    func newRoot() throws {
        var messages = Self.messages(10)
        let engine = ConstraintLayoutEngine(root: RelationConversation(messages: messages))
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        messages[2].body = "changed"
        messages[7].sender = "Zed"
        engine.root = RelationConversation(messages: messages)
        let kept = try engine.layout(in: Size(width: 480, height: .infinity))
        let fresh = try ConstraintLayoutEngine(root: RelationConversation(messages: messages)).layout(
            in: Size(width: 480, height: .infinity))
        Self.expectFramesEqual(kept, fresh)
        #expect(engine.statistics.compilations == 2)
        #expect(engine.statistics.solves > 1)  // the old system, re-solved in place
        engine.root = RelationConversation(messages: Array(messages.prefix(4)))
        let shorter = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(shorter.frames.count == 12)
        #expect(engine.statistics.constraints == 5)
    }

    @Test("Bad identifiers and views with several texts are errors that change nothing")
    func badSetText() throws {
        let engine = ConstraintLayoutEngine(root: RelationConversation(messages: Self.messages(3)))
        let before = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(throws: ConstraintLayoutError.unknownIdentifier("nope")) { try engine.setText("x", of: "nope") }
        let twoTexts = ConstraintLayoutEngine(
            root: HStack {
                Text("a")
                Text("b")
            }.id("row"))
        #expect(throws: ConstraintLayoutError.notOneText(identifier: "row", count: 2)) {
            try twoTexts.setText("x", of: "row")
        }
        Self.expectFramesEqual(try engine.layout(in: Size(width: 480, height: .infinity)), before)
    }
}

@Suite("A new root of another layout")
struct NewRootTests {
    @Test("A changed alignment, spacing or frame is compiled afresh and laid out as a fresh engine does")
    func changedLayout() throws {
        func form(_ alignment: Alignment, spacing: Double) -> some View {
            Grid(horizontalSpacing: spacing) {
                GridRow {
                    Text("User:").sameWidth(in: LayoutGroup("g"), alignment: alignment).id("a")
                    Color.red.frame(width: 20, height: 20).id("b")
                }
                GridRow {
                    Text("Password:").sameWidth(in: LayoutGroup("g"), alignment: alignment).id("c")
                }
            }
        }
        let engine = ConstraintLayoutEngine(root: form(.leading, spacing: 4))
        _ = try engine.layout(in: Size(width: 300, height: 300))
        for (alignment, spacing) in [(Alignment.trailing, 4.0), (.trailing, 10), (.leading, 4)] {
            engine.root = form(alignment, spacing: spacing)
            let kept = try engine.layout(in: Size(width: 300, height: 300))
            let fresh = try ConstraintLayoutEngine(root: form(alignment, spacing: spacing)).layout(
                in: Size(width: 300, height: 300))
            IncrementalTests.expectFramesEqual(kept, fresh)
        }
    }
}
