import ConstraintLayout
import LayoutModel
import Testing

/// The layout rules SwiftUI follows beyond the basic ones (docs/ARCHITECTURE.md, "Layout
/// rules" 13–22), in the constraint engine. Each expected frame is worked out by hand from the
/// rule; the trees are the examples that an independent re-implementation of SwiftUI
/// (OpenSwiftUI, laid out on Linux) answers the same way.
@Suite("SwiftUI's layout rules in the constraint engine")
struct SwiftUIRuleTests {
    private func frames<V: View>(_ view: V, _ width: Double?, _ height: Double?) throws -> [String: Rect] {
        try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: width, height: height)).frames
    }

    @Test("No default spacing beside a spacer; a spacer sizes last")
    func spacerSpacingAndOrder() throws {
        // Rule 16. At a nil width the colour is 10 and the spacer its minimum 8, with no gap.
        let trailing = HStack {
            Color.red.id("color")
            Spacer().id("spacer")
        }.id("stack")
        var f = try frames(trailing, nil, 320)
        #expect(f["stack"]?.width == 18)
        #expect(f["spacer"]?.minX == 10)
        // At 50 the colour is offered 50 − 8 (the spacer's minimum held back), the spacer the rest.
        let leading = HStack {
            Spacer().id("spacer")
            Color.red.id("color")
        }
        f = try frames(leading, 50, 150)
        #expect(f["spacer"] == Rect(x: 0, y: 75, width: 8, height: 0))
        #expect(f["color"] == Rect(x: 8, y: 0, width: 42, height: 150))
    }

    @Test("A modified spacer is still a spacer of its stack's axis")
    func modifiedSpacer() throws {
        // Rule 19: through the padding the spacer is horizontal, so it has no height.
        let f = try frames(HStack { Spacer().padding(0).id("spacer") }.id("stack"), 1000, 50)
        #expect(f["stack"]?.height == 0)
        #expect(f["spacer"]?.width == 1000)
        // A spacer alone in a ZStack has no axis, and no spacing on any edge: the VStack puts
        // the rectangle directly above it.
        let g = try frames(
            VStack {
                Rectangle().id("top")
                ZStack { Spacer(minLength: 10) }.id("z")
            }, 200, nil)
        #expect(g["z"] == Rect(x: 0, y: 10, width: 200, height: 10))
        // Padding on an edge gives that edge the default spacing back.
        let h = try frames(
            HStack {
                Color.red.id("color")
                Spacer().padding(.leading, 1).id("spacer")
            }, nil, 20)
        #expect(h["spacer"]?.minX == 18)
    }

    @Test("Among equally flexible children the larger minimum is offered space first")
    func largerMinimumFirst() throws {
        // Rule 20: all three are unbounded; the framed one (minimum 40) is offered (50 − 16) / 3
        // first and takes 40, leaving the colours max(−6 / 2, 0) = 0 each (the row overflows).
        let view = HStack {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.frame(minWidth: 40).id("c")
        }
        let f = try frames(view, 50, 320)
        #expect(f["a"]?.width == 0)
        #expect(f["b"] == Rect(x: 8, y: 0, width: 0, height: 320))
        #expect(f["c"] == Rect(x: 16, y: 0, width: 40, height: 320))
    }

    @Test("A ZStack proposes its own size to each child when placing it")
    func zstackProposesItsSize() throws {
        // Rule 21: the stack is 80 wide (the framed colour), and the plain colour is placed at 80.
        let view = ZStack {
            Color.red.id("plain")
            Color.blue.frame(minWidth: 80).id("framed")
        }.id("z")
        let f = try frames(view, nil, 200)
        #expect(f["z"]?.width == 80)
        #expect(f["plain"] == Rect(x: 0, y: 0, width: 80, height: 200))
    }

    @Test("A ZStack takes its size from its children of the highest priority")
    func zstackPriority() throws {
        // Rule 15: 50 × 50 from the prioritised child; the wide one is proposed 50 × 50, takes
        // 100 × 20 and is centred on the prioritised child's centre.
        let view = ZStack {
            Color.red.frame(width: 50, height: 50).layoutPriority(1).id("square")
            Color.blue.frame(width: 100, height: 20).id("wide")
        }.id("z")
        let f = try frames(view, nil, nil)
        #expect(f["z"] == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(f["wide"] == Rect(x: -25, y: 15, width: 100, height: 20))
    }

    @Test("A flexible frame proposes its own size when placing; contradictions are normalised")
    func flexibleFrames() throws {
        // Rule 21: offered no height the frame takes its minimum 85.75 and gives it to the colour.
        var f = try frames(Color.red.id("color").frame(minHeight: 85.75).id("frame"), 0, nil)
        #expect(f["frame"]?.height == 85.75)
        #expect(f["color"]?.height == 85.75)
        // Rule 17: a maximum below the ideal is raised to it, so the ideal 60 is the width.
        f = try frames(Color.red.frame(idealWidth: 60, maxWidth: 20).id("frame"), nil, 100)
        #expect(f["frame"]?.width == 60)
        // A minimum above the maximum stays: neither bound holds and the child decides.
        f = try frames(Color.red.frame(width: 30).frame(minWidth: 50, maxWidth: 20).id("frame"), 100, 10)
        #expect(f["frame"]?.width == 30)
    }

    @Test("A modifier on a Group modifies each of its views; a root Group is a vertical stack")
    func groups() throws {
        // Rule 13: in an HStack the two framed colours stand side by side, 30 wide each.
        let row = HStack {
            Group {
                Color.red.id("a")
                Color.blue.id("b")
            }.frame(width: 30)
        }.id("row")
        var f = try frames(row, 100, 50)
        #expect(f["row"]?.width == 68)
        #expect(f["b"]?.minX == 38)
        // Rule 22: at the root the group is a vertical stack, centred, with the default spacing.
        let root = Group {
            Color.red.frame(width: 10, height: 10).id("small")
            Color.blue.frame(width: 20, height: 20).id("large")
        }
        f = try frames(root, nil, nil)
        #expect(f["small"] == Rect(x: 5, y: 0, width: 10, height: 10))
        #expect(f["large"] == Rect(x: 0, y: 18, width: 20, height: 20))
        // There a modifier modifies the stack: one padding around both.
        f = try frames(
            Group {
                Color.red.frame(width: 10, height: 10).id("small")
                Color.blue.frame(width: 20, height: 20)
            }
            .padding(10).id("padded"), nil, nil)
        #expect(f["padded"] == Rect(x: 0, y: 0, width: 40, height: 58))
        #expect(f["small"] == Rect(x: 15, y: 10, width: 10, height: 10))
    }

    @Test("layoutPriority reaches the stack through any number of identifiers, not through a frame")
    func priorityThroughIdentifiers() throws {
        // Rule 22: the prioritised colour is offered 200 − 8 first and takes it all.
        var f = try frames(
            VStack {
                Color.red.layoutPriority(0.5).id("a").id("b")
                Color.blue.id("c")
            }, nil, 200)
        #expect(f["b"]?.height == 192)
        #expect(f["c"]?.height == 0)
        // A frame around the priority is a view of priority 0: both share 192 equally.
        f = try frames(
            VStack {
                Color.red.layoutPriority(0.5).frame(width: 10).id("a")
                Color.blue.id("c")
            }, nil, 200)
        #expect(f["a"]?.height == 96)
    }

    @Test("Text offered less height than its lines shows the lines that fit")
    func textTruncatedByHeight() throws {
        let font = Font(size: 16)
        let long = String(repeating: "words that wrap ", count: 10)
        let full = TextMeasurement.layout(long, font: font, width: 100, lineLimit: nil)
        #expect(full.lines.count > 3)
        // Rule 18: two and a half lines' height shows two lines; less than one shows one.
        var f = try frames(Text(long).font(size: 16).id("text"), 100, font.lineHeight * 2.5)
        #expect(f["text"]?.height == TextMeasurement.layout(long, font: font, width: 100, lineLimit: 2).height)
        f = try frames(Text(long).font(size: 16).id("text"), 100, 1)
        #expect(f["text"]?.height == TextMeasurement.layout(long, font: font, width: 100, lineLimit: 1).height)
    }
}

@Suite("Bad values in the constraint engine")
struct ConstraintBadValueTests {
    @Test("Negative padding makes the view smaller than its content, never below 0")
    func negativePadding() throws {
        // SwiftUI's padding: the child is offered the proposal minus the insets (not below 0)
        // and the view is the child plus the insets (not below 0), the child at (leading, top).
        let view = Color.red.frame(width: 40, height: 30).id("content").padding(-10).id("padded")
        let f = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 100, height: 100)).frames
        #expect(f["padded"] == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(f["content"] == Rect(x: -10, y: -10, width: 40, height: 30))
        let tiny = Color.red.frame(width: 5, height: 5).padding(-10).id("padded")
        let g = try ConstraintLayoutEngine(root: tiny).layout(proposal: ProposedSize(width: 100, height: 100)).frames
        #expect(g["padded"]?.size == Size(width: 0, height: 0))
    }

    @Test("Negative spacing overlaps the children, as in SwiftUI")
    func negativeSpacing() throws {
        let view = HStack(spacing: -4) {
            Color.red.frame(width: 10).id("a")
            Color.blue.frame(width: 10).id("b")
        }.id("row")
        let f = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: nil, height: 10)).frames
        #expect(f["b"]?.minX == 6)
        #expect(f["row"]?.width == 16)
    }

    @Test("Bad lengths and contradictory frames are diagnostics naming the view")
    func diagnostics() throws {
        let view = VStack(spacing: .nan) {
            Color.red.frame(width: -5, height: 10).id("negative")
            Color.blue.frame(minWidth: 50, maxWidth: 20).id("contradictory")
            Color.green.padding(.infinity)
        }.id("stack")
        let result = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 100, height: 100))
        let text = result.diagnostics.joined(separator: "\n")
        #expect(result.diagnostics.count == 4)
        #expect(
            text.contains(
                "frame(width: -5.0, height: 10.0): width -5.0 is not a length of 0 or more; "
                    + "the frame follows its child there (the view 'negative')"))
        // The negative width is dropped: the frame follows the colour, which takes the offer.
        #expect(result.frame(of: "negative")?.width == 100)
        #expect(
            text.contains(
                "frame(minWidth: 50.0, maxWidth: 20.0): contradictory lengths: its minimum width is above its maximum")
                && text.contains("'contradictory'"))
        #expect(
            text.contains(
                "VStack(spacing: NaN): not a finite spacing; the automatic spacing is used (the view 'stack')"))
        #expect(text.contains("padding(top: infinity"))
        // The contradictory frame is laid out as SwiftUI does: neither bound holds and the child
        // decides, offered the proposal 100 clamped to the bounds, min(max(50, 100), 20) = 20.
        #expect(result.frame(of: "contradictory")?.width == 20)
        // A tree without bad values has no diagnostics.
        let clean = try ConstraintLayoutEngine(root: Color.red.frame(width: 5)).layout(proposal: .unspecified)
        #expect(clean.diagnostics.isEmpty)
    }
}

@Suite("Shared lengths kept across proposals")
struct KeptRelationTests {
    @Test("A group left unbounded by an infinite proposal is bound again at a finite one, as a fresh engine binds it")
    func rebindAfterInfinity() throws {
        let view = ZStack(alignment: .bottomTrailing) {
            HStack {
                Color.green.id("color")
                VStack(alignment: .leading) {
                    Text("s")
                    Rectangle().padding(4)
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            .sameHeight(in: LayoutGroup("g"), alignment: .topTrailing)
            .id("row")
        }
        .font(size: 16)
        let kept = ConstraintLayoutEngine(root: view)
        // At an infinite height the colour is infinitely tall: the group has no length.
        _ = try kept.layout(proposal: ProposedSize(width: nil, height: .infinity))
        let small = ProposedSize(width: 0, height: 37)
        let keptFrames = try kept.layout(proposal: small).frames
        let freshFrames = try ConstraintLayoutEngine(root: view).layout(proposal: small).frames
        #expect(keptFrames == freshFrames)
        // The row's natural height is the fixed-size column's: a line, 8, and 10 + 2 × 4.
        let line = Font(size: 16).lineHeight
        #expect(keptFrames["row"]?.height == line + 8 + 18)
        #expect(keptFrames["color"]?.height == line + 8 + 18)
    }

    @Test("While its group's length is unknown, a member keeps its content's spacing, as the plumbing's frame does")
    func memberSpacingWhileMeasuring() throws {
        // The preference engine lowers the member to a frame whose height is nil on the first
        // pass (keeping the empty stack's "no spacing"), then 0: the colour is measured without
        // the gap and then placed after it.
        let view = VStack(alignment: .trailing) {
            VStack(spacing: 0) {}.sameHeight(in: LayoutGroup("inner"))
            Color.clear.id("color")
        }
        .sameHeight(in: LayoutGroup("outer"))
        let frames = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 0.5, height: nil))
            .frames
        // Measured: 0 + 0 + 10 = 10 for the outer group; placed: the colour gets 10 − 8 = 2.
        #expect(frames["color"] == Rect(x: 0, y: 8, width: 0.5, height: 2))
    }
}
