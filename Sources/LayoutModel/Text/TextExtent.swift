/// The size of measured text without its lines: what `TextMeasurement.extent` returns, for
/// layout engines that need only sizes.
public struct TextExtent: Hashable, Sendable {
    /// The width of the longest line in points, trailing spaces excluded (as `TextLayout.width`).
    public var width: Double
    /// `lineCount × lineHeight`, in points (as `TextLayout.height`).
    public var height: Double
    /// The number of lines after wrapping and truncation.
    public var lineCount: Int
    /// Wrapping decides only whether amounts fit a limit (the width plus
    /// `TextMeasurement.widthTolerance`); every limit in `lowestLimit ..< highestLimit` gives
    /// the same answers, hence the same lines. Empty for unwrapped text.
    package let lowestLimit: Double
    package let highestLimit: Double

    /// Whether measuring the same text, font and line limit at `width` gives this extent
    /// again: greedy wrapping at that width makes every decision the same way.
    ///
    /// - Parameter width: a wrap width, clamped as `TextMeasurement.layout` clamps it; nil
    ///   or infinite widths (no wrapping) never hold for a wrapped extent.
    /// - Complexity: O(1).
    public func holds(forWidth width: Double?) -> Bool {
        guard let width = TextMeasurement.normalized(width: width) else { return false }
        let limit = width + TextMeasurement.widthTolerance
        return lowestLimit <= limit && limit < highestLimit
    }
}
