/// The one tolerance frames are compared with: by the cross-check between the engines, by
/// layout-bench against its floors and by the tests (docs/ARCHITECTURE.md, "The cross-check").
///
/// Two coordinates agree when they differ by at most ``points``, or, where the larger of them
/// is beyond a million points, by at most ``relative`` of it: a double near 1e16 is only exact
/// to 2 points, so two engines that add the same lengths in another order differ there by a
/// unit in the last place, far more than 1e-6 and far less than any layout rule moves a view.
/// NaN agrees with nothing, itself included; an infinity only with the same infinity.
package enum FrameTolerance {
    /// The tolerance in points, up to a million points.
    package static let points = 1e-6

    /// The tolerance as a fraction of the larger coordinate, beyond a million points (about
    /// ten thousand units in the last place of a double).
    package static let relative = 1e-12

    /// Whether two coordinates agree.
    ///
    /// - Parameters:
    ///   - a: a coordinate or length, in points.
    ///   - b: the one it is compared with.
    ///   - nanMatchesNaN: whether NaN on both sides counts as the same answer: for one engine
    ///     compared with itself, or for tests where both engines follow a rule into NaN (an
    ///     infinite length aligned in an infinite one).
    /// - Returns: true when they are equal, or both finite and within the tolerance.
    package static func agrees(_ a: Double, _ b: Double, nanMatchesNaN: Bool = false) -> Bool {
        if a == b { return true }
        guard a.isFinite, b.isFinite else { return nanMatchesNaN && a.isNaN && b.isNaN }
        return abs(a - b) <= max(points, relative * max(abs(a), abs(b)))
    }

    /// Whether two frames agree: x, y, width and height each within the tolerance.
    ///
    /// - Parameters:
    ///   - a: a frame.
    ///   - b: the frame it is compared with.
    ///   - nanMatchesNaN: whether a coordinate that is NaN in both frames counts as the same.
    /// - Returns: true when every coordinate agrees.
    package static func agrees(_ a: Rect, _ b: Rect, nanMatchesNaN: Bool = false) -> Bool {
        agrees(a.minX, b.minX, nanMatchesNaN: nanMatchesNaN) && agrees(a.minY, b.minY, nanMatchesNaN: nanMatchesNaN)
            && agrees(a.width, b.width, nanMatchesNaN: nanMatchesNaN)
            && agrees(a.height, b.height, nanMatchesNaN: nanMatchesNaN)
    }

    /// The largest difference between two frames' x, y, width and height, in points, for
    /// reports: coordinates that are NaN in both, or the same infinity, count as 0; a NaN or
    /// an infinity on one side only as infinity. Whether the frames agree is the answer of
    /// `agrees(_:_:)`, not of this.
    ///
    /// - Parameters:
    ///   - a: a frame.
    ///   - b: the frame it is compared with.
    /// - Returns: the difference, from 0 to infinity.
    package static func difference(_ a: Rect, _ b: Rect) -> Double {
        let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
        return pairs.reduce(0) { largest, pair in
            if pair.0 == pair.1 || (pair.0.isNaN && pair.1.isNaN) { return largest }
            let d = abs(pair.0 - pair.1)
            return d.isNaN ? .infinity : max(largest, d)
        }
    }
}
