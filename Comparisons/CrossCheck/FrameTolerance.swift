import LayoutModel

/// The one tolerance frames are compared with.
public enum FrameTolerance {
    /// Frames agree when no coordinate differs by more than this many points.
    public static let points = 1e-6

    /// The largest difference between two frames' x, y, width and height (0 for equal infinite
    /// values and for two NaNs — the same answer, however meaningless —, infinity when only one
    /// is NaN or only one is infinite).
    public static func difference(_ a: Rect, _ b: Rect) -> Double {
        let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
        return pairs.reduce(0) { largest, pair in
            if pair.0 == pair.1 || (pair.0.isNaN && pair.1.isNaN) { return largest }
            let d = abs(pair.0 - pair.1)
            return d.isNaN ? .infinity : max(largest, d)
        }
    }

    /// Whether a difference is within the tolerance.
    public static func agrees(_ difference: Double) -> Bool { difference <= points }
}
