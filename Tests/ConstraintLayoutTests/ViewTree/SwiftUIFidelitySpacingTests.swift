import ConstraintLayout
import LayoutModel
import Testing

/// Spacing, a spacer's and a divider's stack axis, and groups through the newer vocabulary, as
/// SwiftUI lays them out: one hand-worked case per class of issue 24, each frame worked out in
/// its comment.
@Suite("SwiftUI's spacing and stack axis through the newer vocabulary in the constraint engine")
struct ConstraintFidelitySpacingTests {
    static var cases: [String: FidelityCase] {
        [
            // Offered nil × 50, a spacer is its minimum, 8 long, and asks for no gap through an
            // offset and a guide: `c` at 8.
            "offset": FidelityCase(
                HStack {
                    Spacer().offset(x: 3, y: 4)
                    Color.red.id("c")
                }, nil, 50,
                ["c": Rect(x: 8, y: 0, width: 10, height: 50)]),
            "guide": FidelityCase(
                HStack {
                    Spacer().alignmentGuide(.top) { _ in 1 }
                    Color.red.id("c")
                }, nil, 50,
                ["c": Rect(x: 8, y: 0, width: 10, height: 50)]),
            // 2 : 1 fitted in nil × 50 is 100 × 50; the spacer takes 100 × 0 and asks for no gap.
            "aspect ratio": FidelityCase(
                HStack {
                    Spacer().aspectRatio(2, contentMode: .fit)
                    Color.red.id("c")
                }, nil, 50,
                ["c": Rect(x: 100, y: 0, width: 10, height: 50)]),
            // The row's axis reaches the spacer: 100 × 0, not 100 × 50.
            "spacer axis": FidelityCase(
                HStack { Spacer().id("s").aspectRatio(2, contentMode: .fit) }, 100, 50,
                ["s": Rect(x: 0, y: 0, width: 100, height: 0)]),
            // The position offers its 100 × 50; the spacer, 100 × 0, is centred at (10, 10).
            "spacer axis position": FidelityCase(
                HStack { Spacer().id("s").position(x: 10, y: 10) }, 100, 50,
                ["s": Rect(x: -40, y: 10, width: 100, height: 0)]),
            // Offered 100 × 320 by the overlay, a divider in a row is 1 wide, centred.
            "divider in overlay": FidelityCase(
                HStack { Color.yellow.overlay(Divider().id("d")) }, 100, 320,
                ["d": Rect(x: 49.5, y: 0, width: 1, height: 320)]),
            // A spacer inside a member, under a background (random tree 4-7826). Measured with its
            // group unknown, the member keeps the spacer's wish for no gap: offered 0 × 37 it
            // takes all 37. The group's fixed frame of 37 then forgets the wish (a frame keeps a
            // spacer's wishes only directly around it), so the 0 × 0 view stands 8 below: 45.
            // OpenSwiftUI lays the lowered plumbing out the same: both passes, frame for frame.
            "spacer in a member": FidelityCase(
                VStack {
                    Spacer(minLength: 20).frame(minWidth: 120)
                        .sameHeight(in: LayoutGroup("g"), alignment: .bottom)
                        .background(RoundedRectangle(cornerRadius: 12)).id("m")
                    Color.blue.frame(width: 0, height: 0).id("t")
                }, 0, 37,
                ["m": Rect(x: 0, y: 0, width: 120, height: 37), "t": Rect(x: 60, y: 45, width: 0, height: 0)]),
            // The same wish through a stack around the member (random tree 2-5770). Measured
            // with its group unknown, the member passes its content's wish on, and so does the
            // stack around it: no gap, the colour and the stack 60 each. The group's frame of 60
            // then forgets the wish (its content is a stack, not a spacer), so the colour gets
            // 120 - 8 - 60 = 52. OpenSwiftUI lays the lowered plumbing out the same.
            "spacer in a member in a stack": FidelityCase(
                HStack {
                    Color.red.id("c")
                    HStack {
                        HStack { Spacer(minLength: 0) }.sameWidth(in: LayoutGroup("g")).id("m")
                    }
                }, 120, 20,
                ["c": Rect(x: 0, y: 0, width: 52, height: 20), "m": Rect(x: 60, y: 10, width: 60, height: 0)]),
            // Each view of the group gets its own aspect ratio: two views 20 apart, 40 tall.
            "group": FidelityCase(
                VStack(spacing: 20) {
                    Group {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 10).id("b")
                    }.aspectRatio(contentMode: .fit)
                }.id("stack"), nil, nil,
                ["stack": Rect(x: 0, y: 0, width: 10, height: 40), "b": Rect(x: 0, y: 30, width: 10, height: 10)])
        ]
    }

    @Test("Spacing, a stack's axis and groups by their hand-worked frames", arguments: cases.keys.sorted())
    func frames(of name: String) throws {
        try #require(Self.cases[name]).check()
    }
}
