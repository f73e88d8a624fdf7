import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout
import Testing

/// Lays `view` out at `width` × `height` in both engines and expects each of `expected`'s
/// frames from both.
func expectFrames<V: View>(
    _ view: V, _ width: Double?, _ height: Double?, _ expected: [String: Rect],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let p = ProposedSize(width: width, height: height)
    let constraint = try ConstraintLayoutEngine(root: view).layout(proposal: p).frames
    let preference = try PreferenceLayoutEngine(root: view).layout(proposal: p).frames
    let sorted = expected.sorted { $0.key < $1.key }
    let inConstraint = frameMismatches(expected: sorted) { constraint[$0] }
    let inPreference = frameMismatches(expected: sorted) { preference[$0] }
    #expect(inConstraint.isEmpty, "constraint engine at \(p): \(inConstraint)", sourceLocation: sourceLocation)
    #expect(inPreference.isEmpty, "preference engine at \(p): \(inPreference)", sourceLocation: sourceLocation)
}

/// `offset`, `position`, `aspectRatio`, `hidden` and `zIndex` in both engines, each expected
/// frame worked out by hand from SwiftUI's rule (OpenSwiftUI's `_OffsetEffect`,
/// `_PositionLayout`, `_AspectRatioLayout`; Apple's documentation of `hidden` and `zIndex`).
@Suite("Layout modifiers in both engines")
struct LayoutModifierTests {
    @Test("An offset moves the view and its subtree, not the layout around it")
    func offset() throws {
        // `_OffsetEffect` changes the position its content sees, nothing else: the stack is
        // 20 + 30 wide as without it; the view inside the offset is 5 right and 3 up, the
        // offset view itself (what a background after `.offset` would fill) where it was.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("inner").offset(x: 5, y: -3).id("outer")
            Color.green.frame(width: 10, height: 10).id("c")
        }.id("stack")
        try expectFrames(
            view, nil, nil,
            [
                "stack": Rect(x: 0, y: 0, width: 60, height: 10),
                "a": Rect(x: 0, y: 0, width: 20, height: 10),
                "outer": Rect(x: 20, y: 0, width: 30, height: 10),
                "inner": Rect(x: 25, y: -3, width: 30, height: 10),
                "c": Rect(x: 50, y: 0, width: 10, height: 10)
            ])
        // `offset(_ offset: Size)` is the same; nested offsets add up.
        let nested = Color.red.frame(width: 4, height: 4).id("dot").offset(Size(width: 1, height: 2)).offset(x: 10)
        try expectFrames(nested, 100, 100, ["dot": Rect(x: 11, y: 2, width: 4, height: 4)])
    }

    @Test("A position takes the proposal and centres its child at the point")
    func position() throws {
        // `_PositionLayout`: size = the proposal, 100 × 80; the child is offered that size (the
        // fixed frame takes 20 × 10) and centred at (30, 40): origin (20, 35).
        let fixed = Color.red.frame(width: 20, height: 10).id("child").position(x: 30, y: 40).id("position")
        try expectFrames(
            fixed, 100, 80,
            [
                "position": Rect(x: 0, y: 0, width: 100, height: 80),
                "child": Rect(x: 20, y: 35, width: 20, height: 10)
            ])
        // An unspecified width is the child's (20): the view is 20 × 50 and the child's
        // centre at its origin.
        try expectFrames(
            fixed.position(x: 0, y: 0).id("outer"), nil, 50,
            [
                "outer": Rect(x: 0, y: 0, width: 20, height: 50)
            ])
        let corner = Color.red.frame(width: 20, height: 10).id("child").position().id("position")
        try expectFrames(
            corner, nil, 50,
            [
                "position": Rect(x: 0, y: 0, width: 20, height: 50),
                "child": Rect(x: -10, y: -5, width: 20, height: 10)
            ])
        // A colour is offered the position's 200 × 100 and takes it, centred at (50, 25).
        let color = Color.green.id("color").position(Point(x: 50, y: 25))
        try expectFrames(color, 200, 100, ["color": Rect(x: -50, y: -25, width: 200, height: 100)])
    }

    @Test("An aspect ratio offers its child the ratio scaled to fit or fill")
    func aspectRatio() throws {
        // `_AspectRatioLayout` at 100 × 100 with ratio 2: the scales are 100 / 2 = 50 and
        // 100 / 1 = 100; fit takes the smaller (100 × 50), fill the larger (200 × 100).
        try expectFrames(
            Color.red.id("c").aspectRatio(2, contentMode: .fit).id("r"), 100, 100,
            [
                "r": Rect(x: 0, y: 0, width: 100, height: 50),
                "c": Rect(x: 0, y: 0, width: 100, height: 50)
            ])
        try expectFrames(
            Color.red.aspectRatio(2, contentMode: .fill).id("r"), 100, 100,
            [
                "r": Rect(x: 0, y: 0, width: 200, height: 100)
            ])
        // An unspecified width does not limit: 30 tall fits 60 × 30; nil on both passes
        // through, and the colour is 10 × 10.
        try expectFrames(
            Color.red.aspectRatio(2, contentMode: .fit).id("r"), nil, 30,
            [
                "r": Rect(x: 0, y: 0, width: 60, height: 30)
            ])
        try expectFrames(
            Color.red.aspectRatio(2, contentMode: .fit).id("r"), nil, nil,
            [
                "r": Rect(x: 0, y: 0, width: 10, height: 10)
            ])
        // A ratio given as a size, 3 : 1 (a 90 × 30 offer at 90 × 90); a smaller child is
        // centred in what it takes (itself).
        let small = Color.red.frame(width: 10, height: 10).id("c").aspectRatio(
            Size(width: 3, height: 1), contentMode: .fit
        ).id("r")
        try expectFrames(
            small, 90, 90,
            [
                "r": Rect(x: 0, y: 0, width: 10, height: 10),
                "c": Rect(x: 0, y: 0, width: 10, height: 10)
            ])
    }

    @Test("scaledToFit and scaledToFill keep a resizable image's shape")
    func scaledImage() throws {
        // The image's ideal size, 300 × 200, is the ratio. At 150 × 150 the scales are 0.5 and
        // 0.75: fit 150 × 100, fill 225 × 150.
        let photo = Image("photo", width: 300, height: 200).resizable()
        try expectFrames(photo.scaledToFit().id("i"), 150, 150, ["i": Rect(x: 0, y: 0, width: 150, height: 100)])
        try expectFrames(photo.scaledToFill().id("i"), 150, 150, ["i": Rect(x: 0, y: 0, width: 225, height: 150)])
        // In a 100 × 100 frame: scale 1/3, 100 × 66.67, centred 16.67 down.
        let framed = photo.scaledToFit().id("i").frame(width: 100, height: 100).id("f")
        try expectFrames(
            framed, nil, nil,
            [
                "f": Rect(x: 0, y: 0, width: 100, height: 100),
                "i": Rect(x: 0, y: 50 - 100.0 / 3, width: 100, height: 200.0 / 3)
            ])
    }

    @Test("hidden and zIndex change no layout")
    func hiddenAndZIndex() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden().id("a")
            Color.blue.frame(width: 10, height: 20).zIndex(2).id("b")
        }
        try expectFrames(
            view, nil, nil,
            [
                "a": Rect(x: 0, y: 5, width: 10, height: 10),
                "b": Rect(x: 10, y: 0, width: 10, height: 20)
            ])
    }

    @Test("Bad modifier values are cleaned")
    func badValues() throws {
        // A NaN or infinite offset or position is 0; a NaN ratio keeps the proposal.
        try expectFrames(
            Color.red.frame(width: 4, height: 4).id("d").offset(x: .nan, y: .infinity), 10, 10,
            [
                "d": Rect(x: 0, y: 0, width: 4, height: 4)
            ])
        try expectFrames(
            Color.red.frame(width: 4, height: 4).id("d").position(x: .nan, y: 2), 10, 10,
            [
                "d": Rect(x: -2, y: 0, width: 4, height: 4)
            ])
        try expectFrames(
            Color.red.aspectRatio(.nan, contentMode: .fit).id("r"), 30, 20,
            [
                "r": Rect(x: 0, y: 0, width: 30, height: 20)
            ])
    }
}
