/// The measured lines of a text: what `TextMeasurement.layout` returns.
public struct TextLayout: Hashable, Sendable {
    /// The lines after wrapping and truncation, without their line breaks; a
    /// truncated text's last line ends with "…". Empty for an empty text.
    public var lines: [String]
    /// The width of the longest line in points, trailing spaces excluded.
    public var width: Double
    /// `lines.count × lineHeight`, in points.
    public var height: Double
    /// The font's line height in points.
    public var lineHeight: Double
    /// Whether text was cut off by a line limit.
    public var isTruncated: Bool

    public init(lines: [String], width: Double, height: Double, lineHeight: Double, isTruncated: Bool) {
        self.lines = lines
        self.width = width
        self.height = height
        self.lineHeight = lineHeight
        self.isTruncated = isTruncated
    }
}
