import LayoutModel
import Testing

@Suite("Geometry values")
struct GeometryTests {
    @Test("Alignment offsets a child inside a box, negatively when it overflows")
    func alignmentOffsets() {
        let child = Size(width: 40, height: 10)
        let box = Size(width: 100, height: 30)
        #expect(Alignment.center.offset(child: child, in: box) == Point(x: 30, y: 10))
        #expect(Alignment.bottomTrailing.offset(child: child, in: box) == Point(x: 60, y: 20))
        #expect(Alignment.topLeading.offset(child: child, in: box) == .zero)
        #expect(HorizontalAlignment.trailing.offset(child: 120, in: 100) == -20)
    }

    @Test("Edge sets build insets; NaN and infinite insets clamp to zero, negative ones stay")
    func insets() {
        let i = EdgeInsets(.horizontal, 12)
        #expect(i == EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        #expect(i.horizontal == 24 && i.vertical == 0)
        let bad = EdgeInsets(top: -3, leading: .nan, bottom: .infinity, trailing: 4).sanitized
        #expect(bad == EdgeInsets(top: -3, leading: 0, bottom: 0, trailing: 4))
    }

    @Test("Proposals: nil axes are replaced, NaN and negatives clamp to 0, infinity stays")
    func proposals() {
        #expect(ProposedSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
        #expect(ProposedSize(width: 5, height: nil).replacingUnspecifiedDimensions() == Size(width: 5, height: 10))
        #expect(ProposedSize(width: .nan, height: -4).sanitized == .zero)
        #expect(ProposedSize.infinity.sanitized == .infinity)
        var p = ProposedSize.unspecified
        p[.vertical] = 3
        #expect(p.height == 3 && p[.horizontal] == nil)
    }

    @Test("Rect edges and offsets")
    func rects() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.maxX == 40 && r.maxY == 60 && r.midX == 25 && r.midY == 40)
        #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 30, height: 40))
    }
}
