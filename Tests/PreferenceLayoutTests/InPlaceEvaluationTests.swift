import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// A label that publishes a name around its shared width: `.preference` and `.id` enclose the
/// `EqualWidth` modifier, which the second pass evaluates again in place.
private struct TaggedLabels: View {
    var log: Log<[String]>

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Ann:").equalWidth(alignment: .trailing).preference(key: NamesKey.self, value: ["ann"]).id("ann")
            Text("Bartholomew:").equalWidth(alignment: .leading).id("bart")
        }
        .equalWidthHost()
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        .font(Font(size: 16))
    }
}

/// A user modifier whose body emits two views into the enclosing stack, both sized by the
/// shared width it reads from the environment.
private struct Twin: ViewModifier {
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        content.frame(width: width, alignment: .leading)
        Color.red.frame(width: width ?? 1, height: 2).id("twin")
    }
}

private struct TwinRow: View {
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Text("Ann:").id("ann").modifier(Twin())
            Text("Bartholomew:").equalWidth(alignment: .leading).id("bart")
        }
        .equalWidthHost()
        .font(Font(size: 16))
    }
}

/// A user modifier whose body shows its content twice, at the shared width and at half of it.
private struct Doubled: ViewModifier {
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        content.frame(width: width, alignment: .leading).id("first")
        content.frame(width: (width ?? 0) / 2, alignment: .leading).id("second")
    }
}

/// A user modifier that names its node after the shared width: once the width is known, its
/// body names the node otherwise, so evaluating it again in place fails.
private struct Renaming: ViewModifier {
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        content.frame(width: width, alignment: .leading).id(width == nil ? "narrow" : "wide")
    }
}

/// "Ann:" under `Renaming`, enclosed by a preference and an identifier, above an
/// `equalWidth` "Bartholomew:".
private struct RenamedLabels: View {
    var log: Log<[String]>

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Ann:").modifier(Renaming()).preference(key: NamesKey.self, value: ["ann"]).id("outer")
            Text("Bartholomew:").equalWidth(alignment: .leading).id("bart")
        }
        .equalWidthHost()
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        .font(Font(size: 16))
    }
}

/// "Ann:" under `modifier` above an `equalWidth` "Bartholomew:", sharing the widest width.
private struct LabelsRow<Modifier: ViewModifier>: View {
    var modifier: Modifier

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Ann:").modifier(modifier)
            Text("Bartholomew:").equalWidth(alignment: .leading).id("bart")
        }
        .equalWidthHost()
        .font(Font(size: 16))
    }
}

/// A user modifier whose body builds its content inside a geometry reader, at half the
/// reader's width.
private struct Halved: ViewModifier {
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        GeometryReader { proxy in
            content.frame(width: proxy.size.width / 2, alignment: .leading).id("half")
        }
        .frame(width: width, height: 20)
    }
}

/// A bar as wide as the shared width (1 before it is known).
private struct WidthBar: View {
    var name: String
    @Environment(\.equalWidth) var width

    var body: some View {
        Color.red.frame(width: width ?? 1, height: 2).id(name)
    }
}

/// A user modifier that pads its content by 1 once the shared width is known.
private struct Framed: ViewModifier {
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        content.padding(width == nil ? 0 : 1)
    }
}

/// A framed bar, either directly or inside a geometry reader, above a label that sets the
/// shared width.
private struct FramedBarRow: View {
    var insideReader: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if insideReader {
                GeometryReader { _ in WidthBar(name: "bar") }.frame(height: 2).modifier(Framed())
            } else {
                WidthBar(name: "bar").modifier(Framed())
            }
            Text("Bartholomew:").equalWidth(alignment: .leading).id("bart")
        }
        .equalWidthHost()
        .font(Font(size: 16))
    }
}

@Suite("Evaluation in place")
struct InPlaceEvaluationTests {
    @Test("A modifier evaluated again in place keeps the identifier and preference its enclosing modifiers set")
    func enclosingFieldsSurvive() throws {
        let log = Log<[String]>()
        let r = try layout(TaggedLabels(log: log), width: 300, height: nil)
        #expect(r.statistics.passes == 2)
        // Pass 1: TaggedLabels, the host and both EqualWidth (4); pass 2: the host and both
        // EqualWidth again (3).
        #expect(r.statistics.bodyEvaluations == 4 + 3)
        let width = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["ann"] == rect(0, 0, width, 18.625))
        #expect(r.frames["bart"] == rect(0, 18.625, width, 18.625))
        // The preference on the label node was published in both passes: delivered once,
        // not replaced by the default in the second.
        #expect(log.values == [["ann"]])
    }

    @Test("A modifier that emits two views is evaluated again in place, both sized by the new value")
    func twoOutputsEvaluatedAgain() throws {
        let r = try layout(TwinRow(), width: 400, height: nil)
        #expect(r.statistics.passes == 2)
        // Pass 1: TwinRow, the host, Twin and EqualWidth (4); pass 2: the host, Twin and
        // EqualWidth (3).
        #expect(r.statistics.bodyEvaluations == 4 + 3)
        let width = Font(size: 16).width(of: "Bartholomew:")
        // The label is leading in its frame, as wide as the widest; the second view follows.
        #expect(r.frames["ann"] == rect(0, 0, Font(size: 16).width(of: "Ann:"), 18.625))
        #expect(r.frames["twin"] == rect(width, 0, width, 2))
        #expect(r.frames["bart"] == rect(2 * width, 0, width, 18.625))
    }

    @Test("A modifier that shows its content twice is evaluated again in place; each copy is built")
    func contentShownTwice() throws {
        let r = try layout(LabelsRow(modifier: Doubled()), width: 400, height: nil)
        #expect(r.statistics.passes == 2)
        // Pass 1: the row, the host, Doubled and EqualWidth (4); pass 2, in place: the
        // host, Doubled and EqualWidth (3). A failed attempt would evaluate the row again.
        #expect(r.statistics.bodyEvaluations == 4 + 3)
        let width = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["first"] == rect(0, 0, width, 18.625))
        #expect(r.frames["second"] == rect(0, 18.625, width / 2, 18.625))
        #expect(r.frames["bart"] == rect(0, 2 * 18.625, width, 18.625))
    }

    @Test("A modifier's content built inside a geometry reader of its body follows the reader's new width")
    func contentInsideReader() throws {
        let r = try layout(LabelsRow(modifier: Halved()), width: 400, height: nil)
        #expect(r.statistics.passes == 2)
        #expect(r.statistics.bodyEvaluations == 4 + 3)
        let width = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["half"] == rect(0, 0, width / 2, 18.625))
        #expect(r.frames["bart"] == rect(0, 20, width, 18.625))
    }

    @Test("A reused modifier content that holds a composite reading the changed value evaluates it again")
    func reusedContentWithComposite() throws {
        let r = try layout(FramedBarRow(insideReader: false), width: 400, height: nil)
        #expect(r.statistics.passes == 2)
        // Pass 1: the row, the host, Framed, WidthBar and EqualWidth (5); pass 2, in place:
        // the host, Framed, WidthBar and EqualWidth (4).
        #expect(r.statistics.bodyEvaluations == 5 + 4)
        let width = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["bar"] == rect(1, 1, width, 2))
        #expect(r.frames["bart"] == rect(0, 4, width, 18.625))
    }

    @Test("A reused modifier content that holds a geometry reader builds the reader's content with the new value")
    func reusedContentWithReader() throws {
        let r = try layout(FramedBarRow(insideReader: true), width: 400, height: nil)
        #expect(r.statistics.passes == 2)
        // Pass 1: the row, the host, Framed, EqualWidth and WidthBar in the reader (5);
        // pass 2: the host, Framed, EqualWidth and WidthBar in the reader (4).
        #expect(r.statistics.bodyEvaluations == 5 + 4)
        let width = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["bar"] == rect(1, 1, width, 2))
        #expect(r.frames["bart"] == rect(0, 4, width, 18.625))
    }

    @Test(
        "A failed attempt in place leaves the identifier and preference enclosing modifiers set to the full evaluation")
    func enclosingFieldsAfterFailedAttempt() throws {
        let log = Log<[String]>()
        let r = try layout(RenamedLabels(log: log), width: 300, height: nil)
        #expect(r.statistics.passes == 2)
        // Pass 1: RenamedLabels, the host, Renaming and EqualWidth (4); pass 2 evaluates
        // everything again after the failed attempt (4).
        #expect(r.statistics.bodyEvaluations == 4 + 4)
        let width = Font(size: 16).width(of: "Bartholomew:")
        #expect(r.frames["outer"] == rect(0, 0, width, 18.625))
        #expect(r.frames["wide"] == rect(0, 0, width, 18.625))
        #expect(r.frames["narrow"] == nil)
        #expect(r.frames["bart"] == rect(0, 18.625, width, 18.625))
        #expect(log.values == [["ann"]])
    }
}
