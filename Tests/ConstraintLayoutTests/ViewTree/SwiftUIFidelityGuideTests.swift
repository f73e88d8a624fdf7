import ConstraintLayout
import LayoutModel
import Testing

/// Alignment guides as SwiftUI reads them (docs/ARCHITECTURE.md, "Alignment guides"): one
/// hand-worked case per class of issue 24, each frame worked out in its comment.
@Suite("SwiftUI's alignment-guide rules in the constraint engine")
struct ConstraintFidelityGuideTests {
    static var cases: [String: FidelityCase] {
        [
            // The frame centres its 40-wide child in 60 (at 10): its leading line is 10 − 20; the
            // stack spans its line and the frame, 0 … 70.
            "through a frame": FidelityCase(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }.frame(width: 60).id(
                        "f")
                }.id("stack"), nil, nil,
                ["stack": Rect(x: 0, y: 0, width: 70, height: 10), "f": Rect(x: 10, y: 0, width: 60, height: 10)]),
            // The position takes 100 × 30 and puts its 40-wide child at 20 − 20 = 0: its leading
            // line is 0 − 5, 5 left of its edge; the stack spans the line and the view, 105 wide.
            "through a position": FidelityCase(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -5 }.position(x: 20, y: 15)
                        .id("p")
                }.id("stack"), 100, 30,
                ["stack": Rect(x: 0, y: 0, width: 105, height: 30), "p": Rect(x: 5, y: 0, width: 100, height: 30)]),
            // The secondary view's leading edge on the primary's leading line, −20; vertically
            // centred, (50 − 10) / 2.
            "overlay": FidelityCase(
                Color.gray.frame(width: 100, height: 50).alignmentGuide(.leading) { _ in -20 }
                    .overlay(Color.blue.frame(width: 10, height: 10).id("a"), alignment: .leading), nil, nil,
                ["a": Rect(x: -20, y: 20, width: 10, height: 10)]),
            // 2 : 1 fitted in 100 × 100 is the view's 100 × 50: the child at its origin, not at
            // 50 − 90 as its centre guide would put it.
            "aspect ratio centres": FidelityCase(
                Color.blue.alignmentGuide(HorizontalAlignment.center) { d in d.width - 10 }.id("c")
                    .aspectRatio(2, contentMode: .fit), 100, 100, ["c": Rect(x: 0, y: 0, width: 100, height: 50)]),
            // A guided spacer in a frame without lengths, in a stack probed for its largest height:
            // the spacer is infinite, and so is the frame, which puts it at 0 (not at ∞ − ∞), so
            // the stack's top line is the guide's 5 and the stack is infinitely flexible. The
            // colour, less flexible, is sized first; the stack takes the remaining 300.25 and
            // passes the spacer's wish for no gap on. OpenSwiftUI lays it out the same (random
            // tree 12-7104).
            "spacer in a frame, probed infinite": FidelityCase(
                VStack {
                    ZStack(alignment: .top) {
                        Spacer(minLength: 0).alignmentGuide(.top) { _ in 5 }.frame(alignment: .leading).id("m")
                    }
                    Color.red.frame(width: 9, height: 20).id("t")
                }, 10, 320.25,
                ["m": Rect(x: 0, y: 0, width: 10, height: 300.25), "t": Rect(x: 0.5, y: 300.25, width: 9, height: 20)]),
            // The frame (less flexible) is offered (400 − 8) / 2 first and takes 10; the column 382.
            "distribution": FidelityCase(
                HStack {
                    VStack { Color.red.id("v") }
                    Color.red.frame(width: 10).id("f")
                }.alignmentGuide(.leading) { _ in 0 }, 400, 150,
                ["v": Rect(x: 0, y: 0, width: 382, height: 150), "f": Rect(x: 390, y: 0, width: 10, height: 150)]),
            // The line 20 left of the only child: the column spans both, 60 wide.
            "line outside": FidelityCase(
                VStack(alignment: .leading) {
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }.id("c")
                }.id("stack"), nil, nil,
                ["stack": Rect(x: 0, y: 0, width: 60, height: 10), "c": Rect(x: 20, y: 0, width: 40, height: 10)]),
            // Lines at 0 and 2.5 lined up: 40 wide (the union); each child is then proposed 40 × 100.
            "zstack union": FidelityCase(
                ZStack(alignment: .topLeading) {
                    Color.red.id("a")
                    Color.blue.alignmentGuide(.leading) { _ in 2.5 }.id("b")
                }.id("z"), 37.5, 100,
                [
                    "z": Rect(x: 0, y: 0, width: 40, height: 100), "a": Rect(x: 2.5, y: 0, width: 40, height: 100),
                    "b": Rect(x: 0, y: 0, width: 40, height: 100)
                ])
        ]
    }

    @Test("Each class of alignment guides by its hand-worked frames", arguments: cases.keys.sorted())
    func frames(of name: String) throws {
        try #require(Self.cases[name]).check()
    }

    @Test("A row with a guide and an infinite child is infinitely tall, not NaN")
    func infiniteChild() throws {
        let row = HStack { Color.red.alignmentGuide(.top) { _ in 0 } }
        let size = try ConstraintLayoutEngine(root: row).layout(proposal: ProposedSize(width: 100, height: .infinity))
            .size
        #expect(size == Size(width: 100, height: .infinity))
    }
}

@Suite("Infinite sizes from an aspect ratio in the constraint engine")
struct ConstraintAspectRatioInfiniteOfferTests {
    @Test("Filling across an unspecified axis is infinite, as in SwiftUI, and said so")
    func fillUnderUnspecifiedAxis() throws {
        // 2 : 1 filling nil × 50 offers ∞ × ∞: the colour takes it; the diagnostics name the view,
        // the cause and the frames that leave the layout.
        let result = try ConstraintLayoutEngine(root: Color.red.aspectRatio(2, contentMode: .fill).id("r"))
            .layout(proposal: ProposedSize(width: nil, height: 50))
        #expect(result.size == Size(width: .infinity, height: .infinity))
        #expect(
            result.diagnostics == [
                "aspectRatio(2.0, contentMode: .fill): offered nil × 50.0, it offers its content an infinite width and height, "
                    + "as SwiftUI does: the view's width and height there is no size (the view 'r')",
                "non-finite frame: the view 'r' at (0.0, 0.0) infinity × infinity, the root at (0.0, 0.0) infinity × infinity; "
                    + "a length is infinite where the proposal was finite, or not a number (an aspect ratio filling an "
                    + "unspecified length; a font, a length, a spacing or an alignment guide too large for a double; a "
                    + "closure's answer); the frames are as computed"
            ])
    }

    @Test("A grid cell of infinite ideal length leaves its line to the other cells")
    func infiniteCellInGrid() throws {
        // The first cell's ideal size is 20 × ∞ (its frame offers its ideal 20 × nil, which a
        // 1 : 1 fill makes ∞ × ∞): no relation holds an infinity, so the row is as tall as the
        // 10-tall cell beside it instead of failing to solve, and `plain` sits after 20.
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.aspectRatio(1, contentMode: .fill).frame(idealWidth: 20).id("filled")
                Color.blue.frame(width: 30, height: 10).id("plain")
            }
        }
        let result = try ConstraintLayoutEngine(root: grid).layout(proposal: ProposedSize(width: 0, height: 37))
        #expect(result.frame(of: "plain") == Rect(x: 20, y: 0, width: 30, height: 10))
    }

    @Test("A group in a background is a ZStack: its divider has no stack's axis")
    func groupInBackground() throws {
        // The text is empty (0 × 0); the implicit ZStack's divider is horizontal, as wide as
        // offered (0) and 1 tall, centred on the bottom edge's line (alignment .bottom): y −1.
        let view = HStack { Text("").background(alignment: .bottom) { Group { Divider().id("d") } } }
        let f = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: nil, height: 37)).frames
        #expect(f["d"] == Rect(x: 0, y: -1, width: 0, height: 1))
    }
}
