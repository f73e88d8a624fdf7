import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Layout API: bad values from a custom layout are reported, never trapped on")
struct LayoutBadInputTests {
    /// Answers `size`, proposes `proposal` to its subviews and places the first at `position`.
    private struct Bad: Layout {
        var size = CGSize(width: 10, height: 10)
        var proposal = ProposedViewSize.unspecified
        var position = CGPoint.zero
        var placesWhileSizing = false
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            for s in subviews { _ = s.sizeThatFits(self.proposal) }
            if placesWhileSizing { subviews.first?.place(at: .zero, proposal: .unspecified) }
            return size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews.first?.place(at: position, proposal: self.proposal)
        }
    }

    private func messages(_ r: PreferenceLayoutResult) -> [String] { r.diagnostics.map(\.message) }

    @Test("A NaN or negative size is 0, reported naming the layout")
    func badSize() throws {
        let r = try layout(
            Bad(size: CGSize(width: CGFloat.nan, height: -5)) { Color.red }.id("bad"), width: 100, height: 100)
        #expect(try r.frame(of: "bad").size == Size.zero)
        #expect(r.diagnostics.map(\.kind) == [.invalidValue])
        #expect(messages(r)[0].contains("Bad.sizeThatFits") && messages(r)[0].contains("the view 'bad'"))
    }

    @Test("A NaN or negative proposal to a subview is 0 there, reported")
    func badProposal() throws {
        let r = try layout(
            Bad(proposal: ProposedViewSize(width: -3, height: .nan)) {
                Color.red.frame(minWidth: 4, minHeight: 6).id("red")
            }, width: 100, height: 100)
        #expect(try r.frame(of: "red").size == Size(width: 4, height: 6))
        #expect(messages(r).contains { $0.contains("NaN or negative") && $0.contains("the view 'red'") })
    }

    @Test("A place with no finite origin centres the subview, reported")
    func badPosition() throws {
        let r = try layout(
            Bad(size: CGSize(width: 40, height: 20), position: CGPoint(x: CGFloat.nan, y: 0)) {
                Color.red.frame(width: 10, height: 10).id("red")
            }, width: 100, height: 100)
        #expect(try r.frame(of: "red") == rect(15, 5, 10, 10))
        #expect(messages(r).contains { $0.contains("no finite origin") })
        let infinite = try layout(
            Bad(position: CGPoint(x: CGFloat.infinity, y: 0)) { Color.red.id("red") },
            width: 100, height: 100)
        #expect(infinite.diagnostics.count == 1)
    }

    @Test("A place outside placeSubviews is ignored, reported")
    func placeWhileSizing() throws {
        let r = try layout(
            Bad(
                size: CGSize(width: 40, height: 20), position: CGPoint(x: 3, y: 4),
                placesWhileSizing: true
            ) {
                Color.red.frame(width: 10, height: 10).id("red")
            }, width: 100, height: 100)
        #expect(try r.frame(of: "red") == rect(3, 4, 10, 10))
        #expect(messages(r).contains { $0.contains("outside the container's placeSubviews") })
    }

    @Test("A stack layout's spacing that is no number is the automatic spacing, reported")
    func badSpacing() throws {
        let r = try layout(
            HStackLayout(spacing: .nan) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).id("b")
            }, width: nil, height: nil)
        #expect(try r.frame(of: "b").minX == 18)
        #expect(messages(r).contains { $0.contains("HStackLayout(spacing: NaN)") })
    }
}
