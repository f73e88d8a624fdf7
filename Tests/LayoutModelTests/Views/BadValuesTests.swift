import LayoutModel
import Testing

@Suite("Bad values: what both engines make of values SwiftUI does not define")
struct BadValuesTests {
    @Test("A fixed frame drops NaN, infinite and negative lengths, in one diagnostic")
    func fixedFrame() {
        let clean = BadValues.fixedFrame(width: 20, height: nil)
        #expect(clean.width == 20 && clean.height == nil && clean.bad == nil)
        let bad = BadValues.fixedFrame(width: -1, height: .infinity)
        #expect(bad.width == nil && bad.height == nil)
        #expect(
            bad.bad?.message(naming: "the view 'a'")
                == "frame(width: -1.0, height: infinity): width -1.0 and height infinity are not lengths of 0 or more; "
                + "the frame follows its child there (the view 'a')")
        // A length of 0 is one.
        #expect(BadValues.fixedFrame(width: 0, height: 0).bad == nil)
    }

    @Test("A flexible frame is normalised as SwiftUI does; NaN and contradictions are two diagnostics")
    func flexibleFrame() {
        let (frame, bad) = BadValues.flexibleFrame(
            FlexibleFrameModifier(
                minWidth: .nan, idealWidth: 30, maxWidth: 10, minHeight: -5, idealHeight: nil,
                maxHeight: -.infinity, alignment: .center))
        // Width: the NaN minimum is dropped; the maximum 10 is raised to the ideal 30.
        #expect(frame.minWidth == nil && frame.idealWidth == 30 && frame.maxWidth == 30)
        // Height: a negative minimum is 0 (SwiftUI's); a maximum of -infinity is dropped.
        #expect(frame.minHeight == 0 && frame.idealHeight == nil && frame.maxHeight == nil)
        #expect(bad.map(\.kind) == [.invalidValue, .contradictoryFrame])
        #expect(bad[0].problem == "minWidth NaN and maxHeight -infinity are not usable lengths; the frame ignores them")
        #expect(bad[1].problem.hasPrefix("contradictory lengths: its ideal width is above its maximum;"))
        // In order: nothing to say.
        let ordered = BadValues.flexibleFrame(
            FlexibleFrameModifier(
                minWidth: 0, idealWidth: 5, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                maxHeight: nil, alignment: .center))
        #expect(ordered.bad.isEmpty && ordered.frame.maxWidth == .infinity)
    }

    @Test("Padding keeps negative insets and makes NaN and infinite ones 0")
    func padding() {
        let negative = BadValues.padding(EdgeInsets(top: -4, leading: 2, bottom: 0, trailing: 1))
        #expect(negative.insets == EdgeInsets(top: -4, leading: 2, bottom: 0, trailing: 1) && negative.bad == nil)
        let bad = BadValues.padding(EdgeInsets(top: .nan, leading: 2, bottom: .infinity, trailing: 1))
        #expect(bad.insets == EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 1))
        #expect(bad.bad?.problem == "top NaN and bottom infinity are not finite insets; 0 is used")
    }

    @Test("Spacing: negative overlaps, NaN and infinite are automatic; spacers, priorities and points")
    func otherValues() {
        #expect(BadValues.spacing(-5, of: "HStack(spacing:").spacing == -5)
        #expect(BadValues.spacing(nil, of: "HStack(spacing:").bad == nil)
        let nan = BadValues.spacing(.nan, of: "Grid(horizontalSpacing:")
        #expect(nan.spacing == nil && nan.bad?.call == "Grid(horizontalSpacing: NaN)")
        #expect(BadValues.spacerMinimum(nil).length == Spacer.defaultMinLength)
        #expect(BadValues.spacerMinimum(-8).length == 0 && BadValues.spacerMinimum(-8).bad != nil)
        #expect(BadValues.layoutPriority(.nan).priority == 0)
        #expect(BadValues.layoutPriority(-.infinity).bad == nil)
        let point = BadValues.point(x: .nan, y: 3, of: "offset")
        #expect(point.x == 0 && point.y == 3 && point.bad?.call == "offset(x: NaN, y: 3.0)")
    }
}
