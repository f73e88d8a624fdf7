import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// The layout modifiers and views beyond the basic vocabulary in the preference engine: the
/// frames by hand (the rule's source in each comment), and an engine kept across proposals
/// against a fresh one.
/// A user modifier that reads the shared width and shows a divider beside its content: the
/// second pass evaluates it again in place, remaking the divider under a stack that stays.
private struct Ruled: ViewModifier {
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        content.frame(width: width, alignment: .leading).id("label")
        Divider().id("rule")
    }
}

@Suite("Layout modifiers and views in the preference engine")
struct PreferenceLayoutModifierTests {
    /// A card as real code writes it: an image scaled to fit, a divider, a badge moved by an
    /// offset, a list in a scroll view.
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Image("cover", width: 400, height: 200).resizable().scaledToFit().id("cover")
                Divider().id("rule")
                HStack(spacing: 0) {
                    Image("avatar", width: 20, height: 20).id("avatar")
                    Divider().id("separator")
                    Color.red.frame(width: 8, height: 8).id("dot").offset(x: -4, y: -4).zIndex(1)
                }.id("header")
                    // A vertical divider takes all the height it is offered (as in SwiftUI): the row
                    // is held to its ideal height.
                    .fixedSize(horizontal: false, vertical: true)
                ScrollView {
                    LazyVStack(spacing: 2) {
                        ForEach(0..<3) { k in Color.gray.frame(height: 10).id("row.\(k)") }
                    }.id("list")
                }.id("scroll")
            }
        }
    }

    @Test("A card's frames, each by its rule")
    func card() throws {
        let f = try layout(Card(), width: 200, height: 300).frames
        // Rule 7 at 200 × 300, least flexible first: the divider (1 tall, offered 75), the
        // fixed header (20 tall: 20 (image) + 1 (divider) + 8 wide), the image (0 to 100 tall)
        // offered 279 / 2 and fitting 200 × 100 (scale 0.5), and the scroll view, which takes
        // the remaining 300 − 1 − 20 − 100 = 179.
        #expect(f["cover"] == rect(0, 0, 200, 100))
        #expect(f["rule"] == rect(0, 100, 200, 1))
        #expect(f["header"] == rect(0, 101, 29, 20))
        #expect(f["separator"] == rect(20, 101, 1, 20))
        // The dot is centred in the 20-tall row (y 6), then moved up and left by 4.
        #expect(f["dot"] == rect(17, 103, 8, 8))
        #expect(f["scroll"] == rect(0, 121, 200, 179))
        // The lazy stack is as wide as offered and as tall as its rows: 3 × 10 + 2 × 2.
        #expect(f["list"] == rect(0, 121, 200, 34))
        #expect(f["row.2"] == rect(0, 145, 200, 10))
    }

    @Test("An engine kept across proposals gives a fresh engine's frames")
    func keptEngine() throws {
        let kept = PreferenceLayoutEngine(root: Card())
        let proposals = [
            ProposedSize(width: 200, height: 300), ProposedSize(width: 120, height: nil),
            ProposedSize(width: nil, height: nil), ProposedSize(width: 320, height: 90),
            ProposedSize(width: 200, height: 300)
        ]
        for p in proposals {
            let again = try kept.layout(proposal: p).frames
            let fresh = try PreferenceLayoutEngine(root: Card()).layout(proposal: p).frames
            #expect(again == fresh, "at \(p)")
        }
    }

    @Test("A divider takes the axis of the stack it is in each build")
    func dividerFollowsItsStack() throws {
        // The same divider position, first in a VStack (horizontal line), then in an HStack
        // (vertical line): the reused node must not keep the first axis.
        struct Switching: View {
            var horizontal: Bool
            var body: some View {
                if horizontal {
                    HStack(spacing: 0) { Divider().id("d") }
                } else {
                    VStack(spacing: 0) { Divider().id("d") }
                }
            }
        }
        #expect(try layout(Switching(horizontal: false), width: 50, height: 40).frames["d"] == rect(0, 0, 50, 1))
        #expect(try layout(Switching(horizontal: true), width: 50, height: 40).frames["d"] == rect(0, 0, 1, 40))
    }

    @Test("A divider remade in place keeps its stack's axis")
    func dividerInPlace() throws {
        // Pass 1 measures the labels, pass 2 re-evaluates `Ruled` in place with the shared
        // width (the widest label's). The divider is in the HStack: 1 wide and, a vertical
        // divider being as tall as offered, the row's whole 100, after the framed label.
        let view = HStack(alignment: .top, spacing: 0) {
            Text("Ann:").modifier(Ruled())
            Text("Bartholomew:").equalWidth(alignment: .leading).id("bart")
        }
        .equalWidthHost()
        .font(Font(size: 16))
        let result = try layout(view, width: 400, height: 100)
        let label = try #require(result.frames["label"])
        let bart = try #require(result.frames["bart"])
        #expect(label.width == bart.width)
        #expect(result.frames["rule"] == rect(label.maxX, 0, 1, 100))
        #expect(result.statistics.passes == 2)
    }
}
