import LayoutModel
import Testing

@testable import PreferenceLayout

/// The newer vocabulary as SwiftUI lays it out (docs/ARCHITECTURE.md, "Alignment guides" and
/// "Layout modifiers and views"), in the preference engine: one hand-worked case per class of
/// issue 24 (spacing, a spacer's and a divider's axis, groups), each frame worked out in its
/// comment.
@Suite("SwiftUI's spacing and stack axis through the newer vocabulary in the preference engine")
struct SwiftUIFidelitySpacingTests {
    // MARK: Spacing and the spacer's axis

    @Test("An offset and a guide keep their spacer's wish for no spacing")
    func renderEffectsKeepSpacing() throws {
        // Offered nil × 50, the spacer is its minimum, 8 wide; it asks for no gap, so `c`
        // starts at 8 (16 with the default gap of 8).
        let offset = HStack {
            Spacer().offset(x: 3, y: 4)
            Color.red.id("c")
        }
        #expect(try layout(offset, width: nil, height: 50).frames["c"] == rect(8, 0, 10, 50))
        let guided = HStack {
            Spacer().alignmentGuide(.leading) { _ in 0 }
            Color.red.id("c")
        }
        #expect(try layout(guided, width: nil, height: 50).frames["c"] == rect(8, 0, 10, 50))
    }

    @Test("An aspect ratio passes its child's spacing on")
    func aspectRatioKeepsSpacing() throws {
        // The spacer is offered 2 : 1 fitted in nil × 50, 100 × 50, and takes 100 × 0 along the
        // row; no gap after it, so `c` starts at 100.
        let view = HStack {
            Spacer().aspectRatio(2, contentMode: .fit)
            Color.red.id("c")
        }
        #expect(try layout(view, width: nil, height: 50).frames["c"] == rect(100, 0, 10, 50))
    }

    @Test("A spacer keeps its stack's axis through an aspect ratio and a position")
    func spacerAxisThroughLayoutModifiers() throws {
        // Offered 2 : 1 fitted in 100 × 50, the spacer spaces along the row: 100 × 0.
        let ratio = HStack { Spacer().id("s").aspectRatio(2, contentMode: .fit) }
        #expect(try layout(ratio, width: 100, height: 50).frames["s"] == rect(0, 0, 100, 0))
        // The position takes 100 × 50 and offers it; the spacer is 100 × 0, centred at (10, 10).
        let placed = HStack { Spacer().id("s").position(x: 10, y: 10) }
        #expect(try layout(placed, width: 100, height: 50).frames["s"] == rect(-40, 10, 100, 0))
    }

    @Test("A divider in an overlay of a stack's child follows that stack")
    func dividerInOverlay() throws {
        // The overlay is offered the colour's 100 × 320; a divider in a row is 1 wide and as
        // tall as offered, centred: x (100 − 1) / 2.
        let view = HStack { Color.yellow.overlay(Divider().id("d")) }
        #expect(try layout(view, width: 100, height: 320).frames["d"] == rect(49.5, 0, 1, 320))
    }

    @Test("The newer modifiers on a Group apply to each of its views")
    func groupModifiersApplyToEach() throws {
        // Two 10 × 10 views 20 apart: 40 tall (one implicit stack with a gap of 8 would be 28).
        let view = VStack(spacing: 20) {
            Group {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
            }.aspectRatio(contentMode: .fit)
        }.id("stack")
        let f = try layout(view, width: nil, height: nil).frames
        #expect(f["stack"] == rect(0, 0, 10, 40))
        #expect(f["b"] == rect(0, 30, 10, 10))
    }
}
