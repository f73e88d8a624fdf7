import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// Three texts in a column; `middle` is the one a test changes.
private struct Column: View {
    var middle: String
    var spacerLength: Double = 8

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("alpha").id("a")
            Text(middle).id("b")
            Text("gamma").id("c")
        }
        .font(Font(size: 16))
    }
}

/// One text per item, identified by the item.
private struct List: View {
    var items: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items, id: \.self) { item in Text(item).id(item) }
        }
        .font(Font(size: 16))
    }
}

/// A row whose spacer sits in an HStack or, when `flat`, alone under a padding at the same
/// structural position.
private struct SpacerHost: View {
    var flat: Bool

    var body: some View {
        if flat {
            Spacer().padding(0).id("s")
        } else {
            HStack(spacing: 0) { Spacer() }.id("s")
        }
    }
}

@Suite("Persistent nodes: reuse and invalidation")
struct ReconciliationTests {
    @Test("Laying out the same tree again computes no size")
    func unchangedTreeIsReused() throws {
        let engine = PreferenceLayoutEngine(root: Column(middle: "beta"))
        let first = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        // The stack and its three texts, once each (a nil length reaches every child as is,
        // with the stack's width).
        #expect(first.statistics.sizeComputations == 4)
        let again = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(again.statistics.sizeComputations == 0)
        #expect(again.frames == first.frames)
    }

    @Test("A changed text is measured anew with its ancestors; unchanged texts are not")
    func changedTextInvalidatesItsAncestorsOnly() throws {
        let engine = PreferenceLayoutEngine(root: Column(middle: "beta"))
        _ = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        engine.root = Column(middle: "Password:")
        let r = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        // The changed text and the stack above it; "alpha" and "gamma" keep their sizes.
        #expect(r.statistics.sizeComputations == 2)
        // "Password:" at 16 pt is 81.125 wide (docs/ARCHITECTURE.md, "Text"), one line of 18.625.
        #expect(r.frames["b"] == rect(0, 18.625, 81.125, 18.625))
        #expect(r.frames["c"] == rect(0, 37.25, Font(size: 16).width(of: "gamma"), 18.625))
        #expect(r.size.width == 81.125)
    }

    @Test("Inserting a row measures the new row and the stack; the moved rows keep their sizes")
    func insertedRowKeepsTheOthers() throws {
        let engine = PreferenceLayoutEngine(root: List(items: ["alpha", "beta", "gamma"]))
        _ = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        engine.root = List(items: ["Password:", "alpha", "beta", "gamma"])
        let r = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(r.statistics.sizeComputations == 2)
        #expect(r.frames["Password:"] == rect(0, 0, 81.125, 18.625))
        #expect(r.frames["gamma"] == rect(0, 3 * 18.625, Font(size: 16).width(of: "gamma"), 18.625))
    }

    @Test("A new proposal recomputes sizes; the one before is still remembered")
    func proposalsAreRemembered() throws {
        let engine = PreferenceLayoutEngine(root: Column(middle: "I forgot my password"))
        let wide = try engine.layout(proposal: ProposedSize(width: nil, height: nil))
        let narrow = try engine.layout(proposal: ProposedSize(width: 100, height: nil))
        #expect(narrow.statistics.sizeComputations > 0)
        // "I forgot my password" (169.49 wide) wraps at 100 into two lines.
        #expect(narrow.frames["b"]?.height == 2 * 18.625)
        let wideAgain = try engine.layout(proposal: ProposedSize(width: nil, height: nil))
        #expect(wideAgain.frames == wide.frames)
    }

    @Test(
        "A resizing stack keeps its children's minimum and maximum probes: only new offers are sized",
        arguments: [50.0, nil])
    func probesSurviveResizes(height: Double?) throws {
        let row = HStack(spacing: 0) {
            Text("Hello world")
            Text("Goodbye world")
        }
        let engine = PreferenceLayoutEngine(root: row)
        // First layout: the stack, each text probed at 0 and at infinity, then offered its
        // share. Under a nil height the stack lays its children out again for its own height
        // when it places them (rule 21, as SwiftUI does): the probes and offers once more
        // (a text keeps two sizes, so the probes are not in its cache any more).
        let first = try engine.layout(proposal: ProposedSize(width: 300, height: height))
        #expect(first.statistics.sizeComputations == 1 + 4 + 2 + (height == nil ? 6 : 0))
        // Every later width (no text wraps, so the stack's height stays): the stack and the
        // two new offers; the probes, for sizing and for placing, come from the stack.
        for width in [290.0, 280, 270, 260] {
            let r = try engine.layout(proposal: ProposedSize(width: width, height: height))
            #expect(r.statistics.sizeComputations == 1 + 2, "at width \(width)")
        }
    }

    @Test("A spacer moved out of a stack at the same position loses its stack axis")
    func spacerAxisIsSettledByItsParent() throws {
        let engine = PreferenceLayoutEngine(root: SpacerHost(flat: false))
        let inStack = try engine.layout(in: Size(width: 50, height: 30))
        // In an HStack the spacer takes the width and no height beyond the proposal's share.
        #expect(inStack.frames["s"] == rect(0, 0, 50, 0))
        engine.root = SpacerHost(flat: true)
        let alone = try engine.layout(in: Size(width: 50, height: 30))
        // Outside a stack a spacer takes the proposal on both axes.
        #expect(alone.frames["s"] == rect(0, 0, 50, 30))
    }

    @Test("A state change evaluates again only the views whose state or read environment changed")
    func stateChangeEvaluatesOnlyItsReaders() throws {
        let engine = PreferenceLayoutEngine(root: ConversationLike())
        let r = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(r.statistics.passes == 2)
        // Pass 1: ConversationLike, the host, Row, two EqualWidth and Plain (6). Pass 2: the
        // host and the two EqualWidth bodies (one of them inside Row, which hands the new
        // environment down without being evaluated); ConversationLike, Row and Plain are not.
        #expect(r.statistics.bodyEvaluations == 6 + 3)
        let labelWidth = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["l0"] == rect(0, 0, labelWidth, 18.625))
        #expect(r.frames["l1"] == rect(0, 18.625 + 4, labelWidth, 18.625))
        #expect(r.frames["plain"] == rect(0, 2 * (18.625 + 4), Font(size: 16).width(of: "plain"), 18.625))
        // Nothing changed since: laying out again evaluates no body and computes no size.
        let again = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(again.statistics.bodyEvaluations == 0)
        #expect(again.frames == r.frames)
    }

    @Test("A view that makes other nodes after a state change is evaluated with everything again, sizes right")
    func failedInPlaceEvaluationFallsBack() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Grower()
            Text("x").id("below")
        }
        .font(Font(size: 16))
        let r = try layout(view, width: nil, height: nil)
        #expect(r.statistics.passes == 2)
        let long = Font(size: 16).width(of: "I forgot my password")
        #expect(r.frames["long"] == rect(0, 0, long, 18.625))
        // The stack was sized with the short text in pass 1; it is as wide as the long one now.
        #expect(r.size == Size(width: long, height: 2 * 18.625))
    }

    @Test("An environment value written again with an equal value evaluates none of its readers")
    func equalEnvironmentValueKeepsReaders() throws {
        let r = try layout(ThemeHost(sizes: [20, 20]), width: 200, height: 200)
        #expect(r.statistics.passes == 2)
        // Pass 1: ThemeHost, its content's two ThemedSquare and the Counted modifier (4);
        // pass 2: only the modifier, whose state changed; it writes theme 20 again.
        #expect(r.statistics.bodyEvaluations == 4 + 1)
        #expect(r.frames["square.0"]?.size == Size(width: 20, height: 20))
    }

    @Test("An environment value written with another value evaluates its readers again")
    func changedEnvironmentValueEvaluatesReaders() throws {
        let r = try layout(ThemeHost(sizes: [20, 30]), width: 200, height: 200)
        #expect(r.statistics.passes == 2)
        // Pass 2: the modifier and both squares (theme 20 → 30).
        #expect(r.statistics.bodyEvaluations == 4 + 3)
        #expect(r.frames["square.1"]?.size == Size(width: 30, height: 30))
    }

    @Test("Composites nested 10 000 deep lay out twice and are released")
    func deepComposites() throws {
        // Deeper than the default limit: laid out on a thread with a stack made for it.
        let (first, again) = onThread(stackSize: 1 << 28) { () -> (PreferenceLayoutResult?, PreferenceLayoutResult?) in
            let engine = PreferenceLayoutEngine(root: Nest(depth: 10_000), options: .init(maximumDepth: 30_000))
            return (
                try? engine.layout(in: Size(width: 30_000, height: 30_000)),
                try? engine.layout(in: Size(width: 30_000, height: 30_000))
            )
        }
        #expect(first?.frames["leaf"] == rect(10_000, 10_000, 4, 4))
        #expect(first?.statistics.bodyEvaluations == 10_001)
        #expect(again?.statistics.bodyEvaluations == 0)
        #expect(again?.frames["leaf"] == rect(10_000, 10_000, 4, 4))
    }

    @Test("A modifier that places its content inside a geometry reader lays out, and again")
    func contentInsideGeometryReader() throws {
        let engine = PreferenceLayoutEngine(root: Color.red.id("half").modifier(HalfWidth()))
        let first = try engine.layout(in: Size(width: 100, height: 40))
        #expect(first.frames["half"] == rect(0, 0, 50, 40))
        let again = try engine.layout(in: Size(width: 60, height: 40))
        #expect(again.statistics.bodyEvaluations == 0)
        #expect(again.frames["half"] == rect(0, 0, 30, 40))
    }

    @Test("Replacing the root evaluates everything again")
    func replacedRootIsEvaluated() throws {
        let engine = PreferenceLayoutEngine(root: Column(middle: "beta"))
        _ = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        engine.root = Column(middle: "beta")
        let r = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(r.statistics.bodyEvaluations == 1)
        #expect(r.statistics.sizeComputations == 0)
    }

    @Test("A state change lays out again reusing what did not change")
    func secondPassReusesUnchangedNodes() throws {
        let engine = PreferenceLayoutEngine(root: ConversationLike())
        let r = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(r.statistics.passes == 2)
        // Pass 1 sizes every node; pass 2 only the label frames whose width arrived, their
        // rows and the column above them.
        let labelWidth = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["l0"]?.width == labelWidth)
        #expect(r.frames["l1"]?.width == labelWidth)
        let again = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(again.statistics.passes == 1)
        #expect(again.statistics.sizeComputations == 0)
    }
}

/// A row as a composite of its own: it reads nothing, the label inside it does.
private struct Row: View {
    var sender: String
    var message: String
    var index: Int

    var body: some View {
        HStack(spacing: 3) {
            Text(sender).equalWidth(alignment: .trailing).id("l\(index)")
            Text(message)
        }
    }
}

/// Shows a longer text, under another identifier, once it has been measured.
private struct Grower: View {
    @State var long = false

    var body: some View {
        Text(long ? "I forgot my password" : "User:")
            .id(long ? "long" : "short")
            .onGeometryChange(for: Double.self, of: { $0.size.width }, action: { _ in long = true })
    }
}

/// Writes `sizes[count]` as the theme below it; `count` goes from 0 to 1 after pass 1.
private struct Counted: ViewModifier {
    var sizes: [Double]
    @State var count = 0

    func body(content: Content) -> some View {
        content
            .environment(\.theme, sizes[count])
            .onGeometryChange(for: Double.self, of: { $0.size.width }, action: { _ in count = 1 })
    }
}

/// Two themed squares under `Counted`.
private struct ThemeHost: View {
    var sizes: [Double]

    var body: some View {
        VStack(spacing: 0) {
            ThemedSquare().id("square.0")
            ThemedSquare().id("square.1")
        }
        .modifier(Counted(sizes: sizes))
    }
}

/// A composite whose body holds the next level, padded by 1.
private struct Nest: View {
    var depth: Int

    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 4, height: 4).id("leaf"))
        } else {
            AnyView(Nest(depth: depth - 1).padding(1))
        }
    }
}

/// Gives its content half the offered width, through a geometry reader.
private struct HalfWidth: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { proxy in content.frame(width: proxy.size.width / 2) }
    }
}

/// A composite that reads nothing.
private struct Plain: View {
    var body: some View { Text("plain").id("plain") }
}

/// Two rows of label and text under `equalWidthHost`, as the conversation of issue 3.
private struct ConversationLike: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 3) {
                Text("Ann:").equalWidth(alignment: .trailing).id("l0")
                Text("hello")
            }
            Row(sender: "Bartholomew:", message: "hi", index: 1)
            Plain()
        }
        .equalWidthHost()
        .font(Font(size: 16))
    }
}
