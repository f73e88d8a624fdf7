/// Measures text: splits it into lines at explicit line breaks, wraps it to a
/// width at Unicode line-break opportunities, truncates it to a line limit or to the
/// lines that fit a height, and reports the lines and their size.
///
/// Inputs are clamped rather than rejected, so any value measures without a crash:
///
/// | input                         | treated as                                   |
/// |-------------------------------|----------------------------------------------|
/// | `width` nil, +infinity or NaN | no width limit: lines split only at breaks   |
/// | `width` negative or −infinity | 0: one character per line                    |
/// | `lineLimit` nil               | no limit                                     |
/// | `lineLimit` 0 or negative     | 1                                            |
/// | font size NaN, ±inf, negative | 0 (clamped by `Font`): every width is 0      |
///
/// A line always holds at least one character, so a width narrower than a
/// character (0 included) gives one character per line, each wider than the
/// width; a truncated line whose "…" alone does not fit is just "…".
public enum TextMeasurement {
    /// Lays `text` out in lines.
    ///
    /// - Width nil (or +infinity): lines split only at line breaks — the ideal size.
    /// - Finite width: each paragraph wraps greedily at its line-break opportunities
    ///   (UAX #14: after spaces and hyphens, around em dashes, between ideographs, never
    ///   before closing punctuation; see `LineBreakRules`); a piece between two of them
    ///   that is longer than the line breaks between characters (grapheme clusters). The
    ///   spaces at a wrap belong to neither line; trailing spaces never count in a width.
    /// - `lineLimit`: when the text needs more lines, the last kept line is refilled
    ///   with as many characters of its paragraph as fit beside a trailing "…".
    ///
    /// Line breaks are "\n", "\r\n", "\r" and the other `Character.isNewline`
    /// scalars; a text ending in one has a last, empty line. An empty text has no
    /// lines and measures 0 × 0. No kerning, no shaping: a scalar's width is its
    /// glyph's advance, in the font's face or the first of its fallbacks that maps it. Widths within `widthTolerance` of the limit fit.
    ///
    /// Nothing is cached here: each call measures (the engines keep their own measurements).
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - font: the font measured with.
    ///   - width: the width to wrap to, in points; nil for no wrapping.
    ///   - lineLimit: the most lines to keep; nil for no limit.
    /// - Returns: the lines, the longest line's width, and the height.
    /// - Complexity: O(n) for n scalars, plus one string per line.
    public static func layout(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextLayout {
        measure(text, font: font, width: normalized(width: width), lineLimit: normalized(lineLimit: lineLimit))
    }

    /// The size `layout` reports for the same arguments, without making the lines' strings.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - font: the font measured with.
    ///   - width: the width to wrap to, in points; nil for no wrapping.
    ///   - lineLimit: the most lines to keep; nil for no limit.
    /// - Returns: the longest line's width, the height and the number of lines, equal to
    ///   those of `layout(text, font: font, width: width, lineLimit: lineLimit)`.
    /// - Complexity: O(n) for n scalars, with no allocation per line.
    public static func extent(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextExtent {
        measureExtent(text, font: font, width: normalized(width: width), lineLimit: normalized(lineLimit: lineLimit))
    }

    /// Lays `text` out in the lines that fit `height`: a text offered less height than its
    /// lines need shows the lines that fit, the last truncated with "…", and at least one
    /// line, as SwiftUI's `Text` does.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - font: the font measured with.
    ///   - width: the width to wrap to, in points; nil for no wrapping.
    ///   - height: the height offered, in points; nil, +infinity or NaN for no limit (see
    ///     ``lineLimit(fittingHeight:font:)``).
    ///   - lineLimit: the most lines to keep; nil for no limit. The smaller limit wins.
    /// - Returns: what `layout(text, font:, width:, lineLimit:)` returns with the combined limit.
    /// - Complexity: as `layout(_:font:width:lineLimit:)`.
    public static func layout(_ text: String, font: Font, width: Double?, height: Double?, lineLimit: Int?)
        -> TextLayout
    {
        layout(text, font: font, width: width, lineLimit: combined(lineLimit, fitting: height, font: font))
    }

    /// The size ``layout(_:font:width:height:lineLimit:)`` reports, without the lines' strings.
    ///
    /// - Parameters: as ``extent(_:font:width:lineLimit:)``, and `height` as
    ///   ``layout(_:font:width:height:lineLimit:)`` takes it.
    /// - Returns: the extent with the combined line limit.
    /// - Complexity: as `extent(_:font:width:lineLimit:)`.
    public static func extent(_ text: String, font: Font, width: Double?, height: Double?, lineLimit: Int?)
        -> TextExtent
    {
        extent(text, font: font, width: width, lineLimit: combined(lineLimit, fitting: height, font: font))
    }

    /// The most lines of `font` that fit in `height`, at least one: ⌊height / line height⌋,
    /// a line fitting when it overflows by at most `widthTolerance`.
    ///
    /// - Parameters:
    ///   - height: the height offered, in points. Nil, +infinity and NaN set no limit (nil);
    ///     0, negative heights and −infinity give 1 (a text always shows a line).
    ///   - font: the font whose line height counts; one whose lines are 0 tall fits any
    ///     number of them (nil).
    /// - Returns: the line limit, or nil for none.
    /// - Complexity: O(1).
    public static func lineLimit(fittingHeight height: Double?, font: Font) -> Int? {
        guard let height, !height.isNaN, height != .infinity else { return nil }
        let lineHeight = font.lineHeight
        guard lineHeight > 0 else { return nil }
        let lines = ((height + widthTolerance) / lineHeight).rounded(.down)
        // Below one line (−infinity included) one line shows; beyond Int's range every text fits.
        guard lines >= 1 else { return 1 }
        guard lines < Double(Int.max / 2) else { return nil }
        return Int(lines)
    }

    /// The smaller of `lineLimit` and the lines that fit `height`.
    static func combined(_ lineLimit: Int?, fitting height: Double?, font: Font) -> Int? {
        guard let fitting = Self.lineLimit(fittingHeight: height, font: font) else { return lineLimit }
        guard let lineLimit else { return fitting }
        return min(max(1, lineLimit), fitting)
    }

    /// How far a line may exceed the width and still fit, in points. It absorbs
    /// rounding in arithmetic on measured widths (e.g. a width measured, padded and
    /// unpadded again) so a text offered its own ideal width never wraps.
    public static let widthTolerance = 1e-9

    /// The width limit a measurement uses: nil for none (see the clamp table).
    static func normalized(width: Double?) -> Double? {
        guard let width, !width.isNaN, width != .infinity else { return nil }
        return max(0, width)
    }

    /// The line limit a measurement uses: nil for none, else at least 1.
    static func normalized(lineLimit: Int?) -> Int? {
        lineLimit.map { max(1, $0) }
    }

    /// Measures without the cache; arguments already normalised.
    static func measure(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextLayout {
        let lineHeight = font.lineHeight
        guard !text.isEmpty else {
            return TextLayout(lines: [], width: 0, height: 0, lineHeight: lineHeight, isTruncated: false)
        }
        return LineBreaker.layout(
            text, font: font, limit: width.map { $0 + widthTolerance } ?? .infinity,
            maxLines: lineLimit ?? .max, lineHeight: lineHeight)
    }

    /// Measures the extent without the cache; arguments already normalised.
    static func measureExtent(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextExtent {
        let lineHeight = font.lineHeight
        guard !text.isEmpty else {
            return TextExtent(width: 0, height: 0, lineCount: 0, lowestLimit: .infinity, highestLimit: -.infinity)
        }
        return LineBreaker.extent(
            text, font: font, limit: width.map { $0 + widthTolerance } ?? .infinity,
            maxLines: lineLimit ?? .max, lineHeight: lineHeight)
    }
}
