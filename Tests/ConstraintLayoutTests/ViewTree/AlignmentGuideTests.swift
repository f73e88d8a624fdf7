import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

/// `alignmentGuide` in both engines. SwiftUI's rule (its documentation of
/// `alignmentGuide(_:computeValue:)` and OpenSwiftUI's alignment-writing modifier): a
/// container lines its children up by the guide it aligns with, each child's line at its
/// `computeValue`; a stack encloses the children so lined up.
@Suite("Alignment guides in both engines")
struct AlignmentGuideTests {
    @Test("A VStack lines its children's guides up and encloses them")
    func vstack() throws {
        // The guides: 0 for `a`, `b`'s width (20) for `b`. The line is at 20: `a` starts at
        // 20 − 0, `b` at 20 − 20; the stack is 20 + max(40 − 0, 20 − 20) = 60 wide.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.id("b")
        }.id("stack")
        try expectFrames(
            view, nil, nil,
            [
                "stack": Rect(x: 0, y: 0, width: 60, height: 20),
                "a": Rect(x: 20, y: 0, width: 40, height: 10),
                "b": Rect(x: 0, y: 10, width: 20, height: 10)
            ])
        try expectSameFrames(view, at: [ProposedSize(width: 100, height: 100), ProposedSize(width: 0, height: nil)])
    }

    @Test("An HStack lines up vertical guides; a guide of another alignment is ignored")
    func hstack() throws {
        // Top guides 0 and 5: `a` 5 down, the row 5 + max(10, 10 − 5) = 15 tall.
        let top = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }.id("b")
        }.id("row")
        try expectFrames(
            top, nil, nil,
            [
                "row": Rect(x: 0, y: 0, width: 20, height: 15),
                "a": Rect(x: 0, y: 5, width: 10, height: 10),
                "b": Rect(x: 10, y: 0, width: 10, height: 10)
            ])
        // A centred row does not read a top guide: `a` is centred against `b`'s 20.
        let centred = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { _ in 5 }.id("b")
        }
        try expectFrames(
            centred, nil, nil,
            [
                "a": Rect(x: 0, y: 5, width: 10, height: 10),
                "b": Rect(x: 10, y: 0, width: 10, height: 20)
            ])
    }

    @Test("A guide is read through padding, shifted by the inset")
    func throughPadding() throws {
        // `b` is the padding, 30 wide; its line is the inset 10 plus the guide's 5: 15. `a`
        // starts at 15; the stack is 15 + max(40, 30 − 15) = 55 wide.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10).id("b")
        }.id("stack")
        try expectFrames(
            view, nil, nil,
            [
                "stack": Rect(x: 0, y: 0, width: 55, height: 20),
                "a": Rect(x: 15, y: 0, width: 40, height: 10),
                "b": Rect(x: 0, y: 10, width: 30, height: 10)
            ])
    }

    @Test("A frame puts the child's guide on its own alignment line")
    func frame() throws {
        // Leading: the frame's line at 0, the child's at 5, so the child starts at −5; the
        // vertical centre is the default, (50 − 20) / 2.
        let leading = Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }.id("c")
            .frame(width: 100, height: 50, alignment: .leading).id("f")
        try expectFrames(
            leading, nil, nil,
            [
                "f": Rect(x: 0, y: 0, width: 100, height: 50),
                "c": Rect(x: -5, y: 15, width: 20, height: 20)
            ])
        // Bottom, with the child's bottom guide at its top: it hangs below the frame.
        let below = Color.red.frame(width: 20, height: 20).alignmentGuide(.bottom) { d in d[.top] }.id("c")
            .frame(width: 100, height: 50, alignment: .bottom)
        try expectFrames(below, nil, nil, ["c": Rect(x: 40, y: 50, width: 20, height: 20)])
        // A flexible frame and an overlay do the same.
        let overlay = Color.red.frame(width: 100, height: 50)
            .overlay(alignment: .topTrailing) {
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                    .alignmentGuide(.top) { d in d[VerticalAlignment.center] }.id("badge")
            }
        try expectFrames(overlay, nil, nil, ["badge": Rect(x: 95, y: -5, width: 10, height: 10)])
        let flexible = Color.red.frame(width: 20, height: 20).alignmentGuide(.trailing) { _ in 0 }.id("c")
            .frame(maxWidth: .infinity, alignment: .trailing)
        try expectFrames(flexible, 80, 20, ["c": Rect(x: 80, y: 0, width: 20, height: 20)])
    }

    @Test("A ZStack lines up both guides and encloses its children")
    func zstack() throws {
        // A badge whose leading and top guides are its trailing and bottom edges: the lines
        // are at 10 on both axes, the square starts at (10, 10), the stack is 40 × 40.
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 30, height: 30).id("a")
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(.leading) { d in d[.trailing] }
                .alignmentGuide(.top) { d in d[.bottom] }.id("b")
        }.id("z")
        try expectFrames(
            view, nil, nil,
            [
                "z": Rect(x: 0, y: 0, width: 40, height: 40),
                "a": Rect(x: 10, y: 10, width: 30, height: 30),
                "b": Rect(x: 0, y: 0, width: 10, height: 10)
            ])
    }

    @Test("A lazy stack puts guides on its own line; offsets keep guides")
    func lazyStackAndOffset() throws {
        // The lazy stack took 100; its leading line is at 0, the guide at −10: x = 10.
        let view = LazyVStack(alignment: .leading) {
            Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -10 }.id("b")
        }
        try expectFrames(view, 100, 100, ["b": Rect(x: 10, y: 0, width: 20, height: 10)])
        // A guide under an offset still counts; the offset then moves the view 3 right.
        let moved = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 20 }.id("b").offset(x: 3)
        }
        try expectFrames(
            moved, nil, nil,
            [
                "a": Rect(x: 20, y: 0, width: 40, height: 10),
                "b": Rect(x: 3, y: 10, width: 20, height: 10)
            ])
    }
}
