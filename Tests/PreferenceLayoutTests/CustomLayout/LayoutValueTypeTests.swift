import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Layout API value types (ProposedViewSize, ViewSpacing, UnitPoint)")
struct LayoutValueTypeTests {
    @Test("ProposedViewSize: the three special proposals and unspecified axes replaced")
    func proposedViewSize() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        #expect(
            ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 7))
        #expect(
            ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 280, height: 1))
                == CGSize(width: 280, height: 1))
    }

    @Test("ViewSpacing: the larger wish of two facing edges, 0 beside a zero wish, 8 when neither asks")
    func distances() {
        let none = ViewSpacing()
        #expect(none.distance(to: none, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: none, along: .vertical) == 0)
        #expect(none.distance(to: .zero, along: .horizontal) == 0)
        var wide = ViewSpacing()
        wide.edges.trailing = 20
        wide.edges.top = 3
        #expect(wide.distance(to: none, along: .horizontal) == 20)
        // Only the facing edges count: the wide view's top is not between them horizontally.
        #expect(none.distance(to: wide, along: .horizontal) == 8)
        #expect(none.distance(to: wide, along: .vertical) == 3)
    }

    @Test("ViewSpacing: union keeps the larger wish on the edges asked for, the rest as they were")
    func union() {
        var a = ViewSpacing()
        a.edges.leading = 4
        a.edges.bottom = 9
        var b = ViewSpacing()
        b.edges.leading = 6
        b.edges.bottom = 2
        b.edges.trailing = 5
        let all = a.union(b)
        #expect(all.edges == EdgeSpacing(leading: 6, trailing: 5, top: nil, bottom: 9))
        var horizontal = a
        horizontal.formUnion(b, edges: .horizontal)
        #expect(horizontal.edges == EdgeSpacing(leading: 6, trailing: 5, top: nil, bottom: 9))
        let top = a.union(b, edges: .top)
        #expect(top.edges == a.edges)
        let trailing = a.union(b, edges: .trailing)
        #expect(trailing.edges == EdgeSpacing(leading: 4, trailing: 5, top: nil, bottom: 9))
    }

    @Test("UnitPoint: the named points in unit coordinates")
    func unitPoints() {
        #expect(UnitPoint() == .topLeading)
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
    }

    @Test("Angle: degrees and radians of one angle")
    func angle() {
        #expect(Angle.degrees(180).radians == Double.pi)
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
        #expect(Angle.degrees(10) < Angle.degrees(20))
    }
}
