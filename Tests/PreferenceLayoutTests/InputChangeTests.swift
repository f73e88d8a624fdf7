import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// Seed program 2 (the conversation through the preference system), observed from outside.
private func chat(_ messages: [Message], log: Log<Double?>?) -> some View {
    Conversation(messages: messages).onPreferenceChange(MaxWidthPreferenceKey.self) { log?.values.append($0) }
}

/// A row whose value is compared: `Equatable`, so an equal row is not evaluated again.
private struct EquatableRow: View, Equatable {
    var text: String
    var body: some View { Text(text).padding(4).id(text) }
}

/// The same row, not `Equatable`: it is evaluated again whenever its parent is.
private struct PlainRow: View {
    var text: String
    var body: some View { Text(text).padding(4).id(text) }
}

private struct Rows<Row: View>: View {
    var texts: [String]
    var row: (String) -> Row
    var body: some View {
        VStack(spacing: 0) { ForEach(texts.indices, id: \.self) { row(texts[$0]) } }
    }
}

/// Labels of one width through `.sameWidth(in:)`, which the engine lowers to the preference
/// system, each above a rule.
private struct Form: View {
    var labels: [String]
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(labels.indices, id: \.self) { i in
                Text(labels[i]).sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("label.\(i)")
                Color.gray.frame(height: 1)
            }
        }
    }
}

private struct Accent: EnvironmentKey {
    static let defaultValue = 1.0
}

extension EnvironmentValues {
    fileprivate var accent: Double {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}

/// Declares the accent and reads it: evaluated again when it changes.
private struct ReadsAccent: View, Equatable {
    @Environment(\.accent) var accent
    var body: some View { Color.red.frame(width: 10 * accent, height: 5).id("reads") }
    static func == (a: ReadsAccent, b: ReadsAccent) -> Bool { true }
}

/// Declares the accent and never reads it: not evaluated again when it changes.
private struct IgnoresAccent: View, Equatable {
    @Environment(\.accent) var accent
    var body: some View { Color.red.frame(width: 10, height: 5).id("ignores") }
    static func == (a: IgnoresAccent, b: IgnoresAccent) -> Bool { true }
}

private struct Accented: View {
    var accent: Double
    var body: some View {
        VStack(spacing: 0) {
            ReadsAccent()
            IgnoresAccent()
        }
        .environment(\.accent, accent)
    }
}

/// A new root value evaluates the root's body again and, of the views it makes, only those
/// whose inputs changed (SwiftUI's rule); observers fire only for a changed value. Every
/// layout's frames equal a fresh engine's.
@Suite("Views evaluated again only when their inputs change")
struct InputChangeTests {
    static func messages(_ n: Int) -> [Message] {
        let senders = ["Ann", "Bartholomew", "Chen"]
        return (0..<n).map {
            Message(id: $0, sender: senders[$0 % 3], body: String(repeating: "word ", count: 1 + $0 % 11))
        }
    }

    static let proposal = ProposedSize(width: 480, height: .infinity)

    /// Lays `root` out through `engine` and `fresh` (the same tree, by default `root`) through
    /// a fresh engine; their frames agree.
    static func layoutAgain<V: View>(
        _ engine: PreferenceLayoutEngine<V>, _ root: V, fresh: V? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> PreferenceLayoutStatistics {
        engine.root = root
        let kept = try engine.layout(proposal: proposal)
        let fresh = try PreferenceLayoutEngine(root: fresh ?? root).layout(proposal: proposal)
        let mismatches = frameMismatches(expected: fresh.frames.sorted { $0.key < $1.key }) { kept.frames[$0] }
        #expect(mismatches.isEmpty, "kept against fresh: \(mismatches.prefix(3))", sourceLocation: sourceLocation)
        #expect(kept.frames.count == fresh.frames.count, sourceLocation: sourceLocation)
        return kept.statistics
    }

    @Test(
        "A bubble's text or a sender narrower than the widest changed: the root's body alone, one pass, the observer silent",
        arguments: [false, true])
    func oneTextChanged(sender: Bool) throws {
        var messages = Self.messages(40)
        let log = Log<Double?>()
        let engine = PreferenceLayoutEngine(root: chat(messages, log: log))
        let first = try engine.layout(proposal: Self.proposal)
        #expect(first.statistics.passes == 2)
        #expect(log.values.count == 1)
        if sender {
            messages[3].sender = "Al"
        } else {
            messages[20].body += " and a sentence more, which wraps the bubble onto another line"
        }
        let statistics = try Self.layoutAgain(engine, chat(messages, log: log), fresh: chat(messages, log: nil))
        // The conversation's body; its host and rows are equal to theirs and kept.
        #expect(statistics.bodyEvaluations == 1)
        #expect(statistics.passes == 1)
        // The widest label is the same: the observer is not called.
        #expect(log.values.count == 1)
    }

    @Test(
        "The widest sender narrower: the observer fires once, and the host and every row that reads the width are evaluated again"
    )
    func widestSenderChanged() throws {
        var messages = Self.messages(40)
        let log = Log<Double?>()
        let engine = PreferenceLayoutEngine(root: chat(messages, log: log))
        _ = try engine.layout(proposal: Self.proposal)
        let widest = try #require(log.values.last ?? nil)
        // Every "Bartholomew" (the widest) becomes "Bo". (A label made wider than the shared
        // width is measured inside it, as the seed's plumbing measures it, and wraps.)
        for i in messages.indices where messages[i].sender == "Bartholomew" { messages[i].sender = "Bo" }
        let statistics = try Self.layoutAgain(
            engine, chat(messages, log: log),
            fresh: chat(messages, log: nil))
        // The root, then after the delivery the host (its state changed) and the 40 rows.
        #expect(statistics.bodyEvaluations == 1 + 1 + 40)
        #expect(statistics.passes == 2)
        #expect(log.values.count == 2)
        #expect(try #require(log.values.last ?? nil) < widest)
    }

    @Test("Equal rows are kept, a changed one is evaluated; rows that are not Equatable are all evaluated")
    func equatableRows() throws {
        var texts = (0..<30).map { "row \($0)" }
        let equatable = PreferenceLayoutEngine(root: Rows(texts: texts) { EquatableRow(text: $0) })
        let plain = PreferenceLayoutEngine(root: Rows(texts: texts) { PlainRow(text: $0) })
        #expect(try equatable.layout(proposal: Self.proposal).statistics.bodyEvaluations == 31)
        #expect(try plain.layout(proposal: Self.proposal).statistics.bodyEvaluations == 31)
        texts[7] = "a changed row"
        #expect(try Self.layoutAgain(equatable, Rows(texts: texts) { EquatableRow(text: $0) }).bodyEvaluations == 2)
        #expect(try Self.layoutAgain(plain, Rows(texts: texts) { PlainRow(text: $0) }).bodyEvaluations == 31)
        // The same value again: the root's body, nothing else.
        #expect(try Self.layoutAgain(equatable, Rows(texts: texts) { EquatableRow(text: $0) }).bodyEvaluations == 1)
    }

    @Test("A form's label changed: the lowered sameWidth modifier is kept, its content built again")
    func formLabelChanged() throws {
        var labels = (0..<30).map { ["User:", "Password:", "E-mail address:"][$0 % 3] }
        let engine = PreferenceLayoutEngine(root: Form(labels: labels))
        _ = try engine.layout(proposal: Self.proposal)
        labels[10] = "Name:"
        let narrower = try Self.layoutAgain(engine, Form(labels: labels))
        #expect(narrower.bodyEvaluations == 1)
        #expect(narrower.passes == 1)
        // The widest label changed: the group's length too, so every lowering reads a new one.
        labels = labels.map { $0 == "E-mail address:" ? "Phone:" : $0 }
        let widest = try Self.layoutAgain(engine, Form(labels: labels))
        #expect(widest.passes == 2)
        #expect(widest.bodyEvaluations == 1 + 30)
    }

    @Test("A changed environment value evaluates the views that read it, not those that only declare it")
    func environmentReads() throws {
        let engine = PreferenceLayoutEngine(root: Accented(accent: 1))
        #expect(try engine.layout(proposal: Self.proposal).statistics.bodyEvaluations == 3)
        let statistics = try Self.layoutAgain(engine, Accented(accent: 3))
        // The root, and the view that read the accent.
        #expect(statistics.bodyEvaluations == 2)
        let frames = try engine.layout(proposal: Self.proposal).frames
        #expect(frames["reads"]?.width == 30)
        #expect(frames["ignores"]?.width == 10)
    }

    @Test("A root of another shape is evaluated afresh, and state survives a root of the same shape")
    func shapes() throws {
        var messages = Self.messages(12)
        let engine = PreferenceLayoutEngine(root: chat(messages, log: nil))
        _ = try engine.layout(proposal: Self.proposal)
        messages.append(Message(id: 12, sender: "Dee", body: "one more"))
        let longer = try Self.layoutAgain(engine, chat(messages, log: nil))
        #expect(longer.bodyEvaluations > 13)
        // The host's state (the widest width) is kept: one pass, the root's body only.
        messages[0].body = "changed"
        let same = try Self.layoutAgain(engine, chat(messages, log: nil))
        #expect(same.passes == 1)
        #expect(same.bodyEvaluations == 1)
    }
}
