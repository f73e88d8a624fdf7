import LayoutModel
import Testing

@testable import PreferenceLayout

/// The newer vocabulary as SwiftUI lays it out (docs/ARCHITECTURE.md, "Alignment guides" and
/// "Layout modifiers and views"), in the preference engine: one hand-worked case per class of
/// issue 24 (alignment guides), each frame worked out in its comment.
@Suite("SwiftUI's alignment-guide rules in the preference engine")
struct SwiftUIFidelityGuideTests {
    // MARK: Alignment guides

    @Test("A guide passes through a frame and an aspect ratio, moved by where they put the child")
    func guidesPassThroughLayoutModifiers() throws {
        // The frame centres the 40-wide child in 60: at 10. Its leading line is 10 − 20 = −10, so
        // it starts 10 right of the stack's line; the stack spans 0 … 70.
        let framed = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }.id("c").frame(width: 60).id(
                "f")
        }.id("stack")
        let f = try layout(framed, width: nil, height: nil).frames
        #expect(f["stack"] == rect(0, 0, 70, 10))
        #expect(f["f"] == rect(10, 0, 60, 10))
        #expect(f["c"] == rect(20, 0, 40, 10))
        // 2 : 1 fitted in 40 × 40 is 40 × 20, at the aspect ratio's origin: its leading line is
        // the colour's, −10; the stack spans 0 … 50.
        let ratio = VStack(alignment: .leading, spacing: 0) {
            Color.red.alignmentGuide(.leading) { _ in -10 }.id("c").aspectRatio(2, contentMode: .fit).id("r")
        }.id("stack")
        let r = try layout(ratio, width: 40, height: 40).frames
        #expect(r["stack"] == rect(0, 0, 50, 20))
        #expect(r["r"] == rect(10, 0, 40, 20))
    }

    @Test("An overlay aligns its view to the primary view's explicit guide")
    func overlayUsesPrimaryGuide() throws {
        // The primary's leading line is at −20: `a`'s leading edge goes there; vertically
        // centred, (50 − 10) / 2.
        let view = Color.gray.frame(width: 100, height: 50).alignmentGuide(.leading) { _ in -20 }
            .overlay(Color.blue.frame(width: 10, height: 10).id("a"), alignment: .leading)
        #expect(try layout(view, width: nil, height: nil).frames["a"] == rect(-20, 20, 10, 10))
    }

    @Test("An aspect ratio centres its child by its edges, not by its guides")
    func aspectRatioCentresGeometrically() throws {
        // 2 : 1 fitted in 100 × 100 is 100 × 50, the view's size: the child is at its origin,
        // not 50 − 90 = −40 as its centre guide (90) would put it.
        let view = Color.blue.alignmentGuide(HorizontalAlignment.center) { d in d.width - 10 }.id("c")
            .aspectRatio(2, contentMode: .fit)
        #expect(try layout(view, width: 100, height: 100).frames["c"] == rect(0, 0, 100, 50))
    }

    @Test("A guide anywhere leaves a stack's distribution as it is")
    func guideKeepsDistribution() throws {
        // The 10-wide frame is less flexible and sized first (offered (400 − 8) / 2); the
        // column, infinitely flexible, gets the remaining 382.
        let view = HStack {
            VStack { Color.red.id("v") }
            Color.red.frame(width: 10).id("f")
        }.alignmentGuide(.leading) { _ in 0 }
        let f = try layout(view, width: 400, height: 150).frames
        #expect(f["v"] == rect(0, 0, 382, 150))
        #expect(f["f"] == rect(390, 0, 10, 150))
    }

    @Test("A stack's cross length includes an alignment line outside every child")
    func stackSpansItsLine() throws {
        // The line is 20 left of the child: the stack spans the line and the child, 60 wide.
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }.id("c")
        }.id("stack")
        let f = try layout(view, width: nil, height: nil).frames
        #expect(f["stack"] == rect(0, 0, 60, 10))
        #expect(f["c"] == rect(20, 0, 40, 10))
    }

    @Test("A ZStack is the union of its children lined up on their guides")
    func zstackUnion() throws {
        // Lines at 0 and 2.5: 2.5 + 37.5 = 40 wide; placing, the stack proposes its 40 × 100.
        let view = ZStack(alignment: .topLeading) {
            Color.red.id("a")
            Color.blue.alignmentGuide(.leading) { _ in 2.5 }.id("b")
        }.id("z")
        let f = try layout(view, width: 37.5, height: 100).frames
        #expect(f["z"] == rect(0, 0, 40, 100))
        #expect(f["a"] == rect(2.5, 0, 40, 100))
        #expect(f["b"] == rect(0, 0, 40, 100))
    }

    @Test("A stack with a guide and an infinite child is infinite, not NaN")
    func infiniteChildWithGuides() throws {
        // The colour takes 100 × infinity; its centre line is infinitely far down, so is the
        // stack's bottom.
        let row = HStack { Color.red.alignmentGuide(.top) { _ in 0 } }
        #expect(try layout(row, width: 100, height: .infinity).size == Size(width: 100, height: .infinity))
        let z = ZStack { Color.red.alignmentGuide(.top) { _ in 0 } }
        #expect(try layout(z, width: 100, height: .infinity).size == Size(width: 100, height: .infinity))
    }
}

@Suite("Infinite sizes from an aspect ratio in the preference engine")
struct AspectRatioInfiniteOfferTests {
    @Test("Filling across an unspecified axis is infinite, as in SwiftUI, and said so")
    func fillUnderUnspecifiedAxis() throws {
        // 2 : 1 filling nil × 50: the scale is the larger of ∞ (no width) and 50, so the colour is
        // offered ∞ × ∞ and takes it; the view is not a size, and the diagnostic names it.
        let view = Color.red.aspectRatio(2, contentMode: .fill).id("r")
        let result = try layout(view, width: nil, height: 50)
        #expect(result.size == Size(width: .infinity, height: .infinity))
        #expect(
            result.diagnostics.map(\.message) == [
                "aspectRatio(2.0, contentMode: .fill): offered nil × 50.0, it offers its content an infinite width and height, "
                    + "as SwiftUI does: the view's width and height there is no size (the view 'r')",
                "non-finite frame: the view 'r' at (0.0, 0.0) infinity × infinity, the root at (0.0, 0.0) infinity × infinity; "
                    + "a length is infinite where the proposal was finite, or not a number (an aspect ratio filling an "
                    + "unspecified length; a font, a length, a spacing or an alignment guide too large for a double; a "
                    + "closure's answer); the frames are as computed"
            ])
        // Fitting the same proposal is a size, and nothing is said: 100 × 50.
        let fit = try layout(Color.red.aspectRatio(2, contentMode: .fit), width: nil, height: 50)
        #expect(fit.size == Size(width: 100, height: 50))
        #expect(fit.diagnostics.isEmpty)
    }
}
