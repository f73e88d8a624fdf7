import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

/// `Divider`, `Image`, `ScrollView` and the lazy stacks in both engines, each expected frame
/// worked out by hand from SwiftUI's rule (OpenSwiftUI's `Divider` and plain divider style,
/// `Image`'s resizing; Apple's documentation and the SwiftUI Field Guide for `ScrollView`;
/// Apple's documentation of `LazyVStack`/`LazyHStack`).
@Suite("Divider, Image, ScrollView and lazy stacks in both engines")
struct LayoutViewTests {
    @Test("A divider is a line across its stack's axis, filling the stack")
    func divider() throws {
        // In a VStack a divider is a colour 1 tall: at a nil width it is 10 wide when sized,
        // but the stack, 40 wide, places its children offered its own width, so it is 40.
        let column = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Divider().id("d")
            Color.red.frame(width: 40, height: 10).id("bottom")
        }.id("stack")
        try expectFrames(
            column, nil, nil,
            [
                "stack": Rect(x: 0, y: 0, width: 40, height: 21),
                "d": Rect(x: 0, y: 10, width: 40, height: 1),
                "bottom": Rect(x: 0, y: 11, width: 40, height: 10)
            ])
        // Offered 100 wide, the divider takes it and the stack is 100 wide.
        try expectFrames(column, 100, nil, ["d": Rect(x: 0, y: 10, width: 100, height: 1)])
        // In an HStack it is 1 wide and as tall as the row (30).
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Divider().id("d")
            Color.red.frame(width: 10, height: 30).id("right")
        }
        try expectFrames(
            row, nil, nil,
            [
                "d": Rect(x: 10, y: 0, width: 1, height: 30),
                "right": Rect(x: 11, y: 0, width: 10, height: 30)
            ])
        // Outside a stack it is horizontal; through a modifier it still sees its stack: the
        // padded divider is 1 + 4 wide, offered 20 − 4 tall.
        try expectFrames(Divider().id("d"), 200, 100, ["d": Rect(x: 0, y: 0, width: 200, height: 1)])
        try expectFrames(
            HStack { Divider().padding(2).id("d") }, nil, 20, ["d": Rect(x: 0, y: 0, width: 5, height: 20)])
        // A ZStack is no stack of an axis: horizontal, 50 × 1, and the row only 1 tall.
        try expectFrames(
            HStack { ZStack { Divider().id("d") } }.id("row"), 50, 20,
            [
                "row": Rect(x: 0, y: 0, width: 50, height: 1),
                "d": Rect(x: 0, y: 0, width: 50, height: 1)
            ])
    }

    @Test("An image is its size; a resizable one takes the proposal")
    func image() throws {
        let icon = Image("icon", width: 24, height: 16)
        for p in [(100.0, 100.0), (0, 0)] {
            try expectFrames(icon.id("i"), p.0, p.1, ["i": Rect(x: 0, y: 0, width: 24, height: 16)])
        }
        try expectFrames(icon.id("i"), nil, nil, ["i": Rect(x: 0, y: 0, width: 24, height: 16)])
        // Resizable: the proposal on each axis, its own length where unspecified.
        try expectFrames(icon.resizable().id("i"), 100, 50, ["i": Rect(x: 0, y: 0, width: 100, height: 50)])
        try expectFrames(icon.resizable().id("i"), nil, 50, ["i": Rect(x: 0, y: 0, width: 24, height: 50)])
        // Never below its cap insets: 3 + 3 wide, 2 + 2 tall at a 0 × 0 proposal.
        let capped = icon.resizable(capInsets: EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3))
        try expectFrames(capped.id("i"), 0, 0, ["i": Rect(x: 0, y: 0, width: 6, height: 4)])
        // In a row the image is inflexible: the colour gets 100 − 20.
        let row = HStack(spacing: 0) {
            Image("avatar", width: 20, height: 20).id("a")
            Color.red.id("c")
        }
        try expectFrames(
            row, 100, 40,
            [
                "a": Rect(x: 0, y: 10, width: 20, height: 20),
                "c": Rect(x: 20, y: 0, width: 80, height: 40)
            ])
        // Bad sizes are 0.
        try expectFrames(
            Image("bad", width: .nan, height: -3).id("i"), 10, 10, ["i": Rect(x: 0, y: 0, width: 0, height: 0)])
    }

    @Test("A scroll view offers nil along its axes and takes the proposal there")
    func scrollView() throws {
        // Vertical: the content is offered 200 × nil, 200 × 600; the scroll view 200 × 400,
        // its content at the top.
        let list = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 300).id("a")
                Color.blue.frame(height: 300).id("b")
            }.id("content")
        }.id("scroll")
        try expectFrames(
            list, 200, 400,
            [
                "scroll": Rect(x: 0, y: 0, width: 200, height: 400),
                "content": Rect(x: 0, y: 0, width: 200, height: 600),
                "b": Rect(x: 0, y: 300, width: 200, height: 300)
            ])
        // Across its axis it is as wide as its content (50), which sits at its top-leading
        // corner; a colour is offered nil height: 10.
        try expectFrames(
            ScrollView { Color.red.frame(width: 50, height: 20).id("c") }.id("s"), 200, 400,
            [
                "s": Rect(x: 0, y: 0, width: 50, height: 400),
                "c": Rect(x: 0, y: 0, width: 50, height: 20)
            ])
        try expectFrames(
            ScrollView { Color.red.id("c") }.id("s"), 200, 400,
            [
                "s": Rect(x: 0, y: 0, width: 200, height: 400),
                "c": Rect(x: 0, y: 0, width: 200, height: 10)
            ])
        // Horizontal: content offered nil × 80; five 100-wide colours make 500 × 80.
        let strip = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(0..<5) { k in Color.red.frame(width: 100).id("item.\(k)") }
            }
        }.id("s")
        try expectFrames(
            strip, 250, 80,
            [
                "s": Rect(x: 0, y: 0, width: 250, height: 80),
                "item.3": Rect(x: 300, y: 0, width: 100, height: 80)
            ])
        // Unspecified on its axis: its content's length; infinite, infinite (SwiftUI's scroll
        // view takes the proposal unconditionally).
        try expectFrames(
            ScrollView { Color.red.frame(width: 30, height: 700) }.id("s"), nil, nil,
            [
                "s": Rect(x: 0, y: 0, width: 30, height: 700)
            ])
        try expectFrames(
            ScrollView { Color.red.frame(width: 30, height: 700) }.id("s"), .infinity, .infinity,
            [
                "s": Rect(x: 0, y: 0, width: 30, height: .infinity)
            ])
        // Several views are an implicit vertical stack, on either axis: 10 + 8 + 10 tall.
        let two = ScrollView([.horizontal, .vertical]) {
            Color.red.frame(width: 20, height: 10).id("first")
            Color.red.frame(width: 40, height: 10).id("second")
        }.id("s")
        try expectFrames(
            two, 100, 100,
            [
                "s": Rect(x: 0, y: 0, width: 100, height: 100),
                "first": Rect(x: 10, y: 0, width: 20, height: 10),
                "second": Rect(x: 0, y: 18, width: 40, height: 10)
            ])
    }

    @Test("A lazy stack offers nil along its axis and takes the cross proposal")
    func lazyStacks() throws {
        // Each child is offered 200 × nil: 40 × 10, 200 × 10 (a colour's ideal height) and a
        // spacer's minimum, 8; with spacing 4 the stack is 200 × 36, not the 500 offered.
        let column = LazyVStack(spacing: 4) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.id("b")
            Spacer().id("spacer")
        }.id("stack")
        try expectFrames(
            column, 200, 500,
            [
                "stack": Rect(x: 0, y: 0, width: 200, height: 36),
                "a": Rect(x: 80, y: 0, width: 40, height: 10),
                "b": Rect(x: 0, y: 14, width: 200, height: 10),
                "spacer": Rect(x: 100, y: 28, width: 0, height: 8)
            ])
        // At a nil width it is as wide as its widest child, and offers that to each when
        // placing them: the colour is 40 wide.
        try expectFrames(
            column, nil, nil,
            [
                "stack": Rect(x: 0, y: 0, width: 40, height: 36),
                "b": Rect(x: 0, y: 14, width: 40, height: 10)
            ])
        // Horizontal, top-aligned: offered nil × 50, 20 × 10 and 20 × 50.
        let row = LazyHStack(alignment: .top) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 20).id("b")
        }.id("stack")
        try expectFrames(
            row, 300, 50,
            [
                "stack": Rect(x: 0, y: 0, width: 48, height: 50),
                "a": Rect(x: 0, y: 0, width: 20, height: 10),
                "b": Rect(x: 28, y: 0, width: 20, height: 50)
            ])
        // A divider in a lazy row is vertical and as tall as the row.
        let divided = LazyHStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Divider().id("d")
        }
        try expectFrames(divided, nil, nil, ["d": Rect(x: 10, y: 0, width: 1, height: 30)])
        // In a scroll view, the usual list: full width rows of their ideal height.
        let list = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<100) { k in Color.gray.frame(width: 50, height: 44).id("row.\(k)") }
            }.id("stack")
        }
        try expectFrames(
            list, 320, 480,
            [
                "stack": Rect(x: 0, y: 0, width: 320, height: 4400),
                "row.99": Rect(x: 0, y: 4356, width: 50, height: 44)
            ])
    }

    @Test("A card using all of them: both engines agree at every proposal, kept and resized")
    func card() throws {
        let card = VStack(alignment: .leading, spacing: 0) {
            Image("cover", width: 400, height: 200).resizable().scaledToFit().id("cover")
            Divider().id("rule")
            HStack(spacing: 4) {
                Image("avatar", width: 20, height: 20).id("avatar")
                Divider().id("separator")
                Color.red.frame(width: 8, height: 8).id("dot").offset(x: -4, y: -4).zIndex(1)
                Color.blue.frame(width: 30, height: 12).alignmentGuide(VerticalAlignment.center) { d in d[.top] }.id(
                    "tag")
            }.id("header").fixedSize(horizontal: false, vertical: true)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 2) {
                    ForEach(0..<4) { k in Color.gray.frame(width: 20 + 10 * Double(k), height: 10).id("row.\(k)") }
                }.id("list")
            }.id("scroll")
            Color.green.frame(width: 10, height: 10).position(x: 30, y: 5).frame(height: 10).id("pin")
        }
        try expectSameFrames(
            card,
            at: [
                ProposedSize(width: 200, height: 300), ProposedSize(width: 120, height: nil),
                ProposedSize(width: nil, height: nil), ProposedSize(width: 320, height: 90),
                ProposedSize(width: 0, height: 0), ProposedSize(width: 200, height: 300)
            ])
        // The header by hand at 200 × 300, sized at a nil height: centre lines 10 (avatar),
        // 5 (divider, 10 tall), 4 (dot) and 0 (the tag's is its top): the line at 10, the row
        // 10 + 12 = 22 tall. Placed offered those 22, the divider is 22 tall, its line at 11,
        // so the line moves to 11: the tag starts 11 down, the avatar 1.
        try expectFrames(
            card, 200, 300,
            [
                "header": Rect(x: 0, y: 101, width: 20 + 4 + 1 + 4 + 8 + 4 + 30, height: 22),
                "separator": Rect(x: 24, y: 101, width: 1, height: 22),
                "avatar": Rect(x: 0, y: 102, width: 20, height: 20),
                "tag": Rect(x: 41, y: 112, width: 30, height: 12)
            ])
    }
}
