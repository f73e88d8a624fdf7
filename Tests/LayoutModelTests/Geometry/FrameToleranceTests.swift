import LayoutModel
import Testing

@Suite("The frame tolerance")
struct FrameToleranceTests {
    @Test("Up to a million points, coordinates agree within 1e-6 points")
    func absoluteAtOrdinaryMagnitudes() {
        #expect(FrameTolerance.agrees(100, 100 + 9e-7))
        #expect(!FrameTolerance.agrees(100, 100 + 2e-6))
        #expect(FrameTolerance.agrees(0, -9e-7))
        #expect(!FrameTolerance.agrees(999_999, 999_999 + 2e-6))
    }

    @Test("Beyond a million points, coordinates agree within 1e-12 of the larger")
    func relativeAtLargeMagnitudes() {
        // Near 1.2e16 a double is exact to 2: two sums in another order differ by a unit.
        let x = 1.1999999999999988e16
        #expect(x.nextUp == 1.199999999999999e16)
        #expect(FrameTolerance.agrees(x, x.nextUp))
        #expect(FrameTolerance.agrees(1e16, 1e16 + 9_000))
        #expect(!FrameTolerance.agrees(1e16, 1e16 + 20_000))
        #expect(!FrameTolerance.agrees(1e16, 0))
        #expect(!FrameTolerance.agrees(1e308, -1e308))  // the difference overflows to infinity
    }

    @Test("NaN agrees with nothing unless asked to match NaN; an infinity only with itself")
    func nonFinite() {
        #expect(!FrameTolerance.agrees(.nan, .nan))
        #expect(FrameTolerance.agrees(.nan, .nan, nanMatchesNaN: true))
        #expect(!FrameTolerance.agrees(.nan, 0, nanMatchesNaN: true))
        #expect(FrameTolerance.agrees(.infinity, .infinity))
        #expect(!FrameTolerance.agrees(.infinity, 1e308))
        #expect(!FrameTolerance.agrees(.infinity, -.infinity))
    }

    @Test("Frames agree coordinate by coordinate; the difference reports the largest")
    func frames() {
        let a = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(FrameTolerance.agrees(a, Rect(x: 10 + 5e-7, y: 20, width: 30, height: 40 - 5e-7)))
        #expect(!FrameTolerance.agrees(a, Rect(x: 10, y: 20, width: 30.5, height: 40)))
        #expect(FrameTolerance.difference(a, Rect(x: 10, y: 19, width: 30.5, height: 40)) == 1)
        let centred = Rect(x: .nan, y: 0, width: .infinity, height: 100)
        #expect(!FrameTolerance.agrees(centred, centred))
        #expect(FrameTolerance.agrees(centred, centred, nanMatchesNaN: true))
        #expect(FrameTolerance.difference(centred, centred) == 0)
        #expect(FrameTolerance.difference(centred, Rect(x: 0, y: 0, width: .infinity, height: 100)) == .infinity)
    }
}
