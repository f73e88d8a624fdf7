/// A text as a layout engine measures it: its string and style, what it measures at each width
/// offered, and a memo of those measurements, for both engines (docs/ARCHITECTURE.md, "Text").
///
/// Not a layout rule: what a text answers to a proposal (a width of 0 gives 0 × 0, a height too
/// small for its lines, the padding folded into a text node) is each engine's `Rules/Text.swift`.
/// This is how the text measures at a width.
///
/// The ideal size is measured once, with the words (`PreparedText`) when there is no line limit,
/// so each wrap width walks words instead of characters; the last wrapped extent answers every
/// width that wraps the same lines (`TextMemo`). What the words cannot answer is measured
/// through the engine's `TextLayoutCache`, with the string's hash computed once, when first
/// needed.
package final class MeasuredText {
    package let string: String
    package let font: Font
    package let lineLimit: Int?
    /// How many measurements were made (the ideal size, a wrap, the lines that fit a height):
    /// what is left when the memo and the words do not answer.
    package private(set) var measurements = 0
    private var memo = TextMemo()
    /// The words measured once, for texts without a line limit (see `PreparedText`), in the
    /// walk that measures the ideal size. Each text prepares its own: that is one walk over
    /// its bytes, no more than hashing it for a shared cache and looking it up would cost.
    private var words = PreparedText.unprepared
    private var stringHash: Int?
    /// The measurements of the engine this text belongs to.
    private let cache: TextLayoutCache

    /// - Parameter cache: the engine's measurements, which this text's direct measurements
    ///   go through.
    package init(_ string: String, font: Font, lineLimit: Int?, cache: TextLayoutCache) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.cache = cache
    }

    /// Whether this text has these inputs (its measurements then hold for them).
    @inline(__always)
    package func hasInputs(_ string: String, font: Font, lineLimit: Int?) -> Bool {
        self.lineLimit == lineLimit && self.font == font && self.string == string
    }

    /// The unwrapped size: one line per paragraph.
    ///
    /// - Complexity: O(length) the first time, O(1) after.
    package var idealSize: Size { memo.ideal ?? measureIdeal() }

    /// The size at a positive width: the longest line's width and the lines' height. A width
    /// at least the ideal one wraps nothing, so the ideal measurement answers it; a width that
    /// wraps as one measured before answers from the memo. Measurements are extents (sizes
    /// without line strings).
    ///
    /// - Parameter width: the width to wrap to, positive; nil, infinite and NaN widths give the
    ///   ideal size.
    /// - Returns: the width of the longest line and the height of the lines.
    /// - Complexity: O(1) for a width that wraps as one measured before, O(words) for a
    ///   prepared text, O(length) otherwise.
    package func size(width: Double?) -> Size {
        let ideal = idealSize
        guard let width, width < ideal.width else { return ideal }
        if let known = memo.size(forWidth: width) { return known }
        measurements += 1
        let extent =
            words.extent(width: width, idealWidth: ideal.width, font: font)
            ?? cache.extent(string, textHash: hash(), font: font, width: width, lineLimit: lineLimit)
        memo.store(extent)
        return Size(width: extent.width, height: extent.height)
    }

    /// The size when only `height` is offered: the lines that fit (at least one), the last
    /// truncated with "…", as SwiftUI shows them.
    ///
    /// - Parameters:
    ///   - width: as ``size(width:)``.
    ///   - height: the height offered.
    /// - Complexity: O(length), the result kept in the engine's cache.
    package func size(width: Double?, fittingHeight height: Double) -> Size {
        measurements += 1
        let extent = cache.extent(
            string, textHash: hash(), font: font, width: width, height: height, lineLimit: lineLimit)
        return Size(width: extent.width, height: extent.height)
    }

    /// The unwrapped size, measured with the words in one walk when there is no line limit,
    /// else through the engine's cache; kept in the memo.
    @inline(never)
    private func measureIdeal() -> Size {
        measurements += 1
        let extent: TextExtent
        if lineLimit == nil {
            (words, extent) = PreparedText.prepare(string, font: font)
        } else {
            extent = cache.extent(string, textHash: hash(), font: font, width: nil, lineLimit: lineLimit)
        }
        let ideal = Size(width: extent.width, height: extent.height)
        memo.ideal = ideal
        return ideal
    }

    /// The string's hash for the engine's cache, computed when first needed.
    private func hash() -> Int {
        if let stringHash { return stringHash }
        let computed = string.hashValue
        stringHash = computed
        return computed
    }
}

/// A text's measurements: the ideal size and the last wrapped extent. A wrapped extent answers
/// every width that wraps the same lines (`TextExtent.holds(forWidth:)`), so the narrower width
/// a bubble gets once labels share the widest width usually measures nothing. (A second extent
/// answered nothing more in the conversation, cold or resizing: the engines' size caches
/// already answer widths offered again.)
///
/// Stored without optionals' padding or the line count sizes do not need: 40 bytes.
package struct TextMemo {
    /// The ideal size; a NaN width until measured (no measurement gives NaN).
    private var idealSize = Size(width: .nan, height: 0)
    /// The wrapped extent's size.
    private var width = 0.0, height = 0.0
    /// The limits it holds for, narrowed to floats: the lowest rounded up, the highest
    /// rounded down, so the memo answers only limits that truly give the same lines (the
    /// limits are multiples of size / unitsPerEm, which floats usually hold exactly). An
    /// empty range until stored.
    private var lowestLimit = Float.infinity, highestLimit = -Float.infinity

    package init() {}

    package var ideal: Size? {
        get { idealSize.width.isNaN ? nil : idealSize }
        set { idealSize = newValue ?? Size(width: .nan, height: 0) }
    }

    /// The size of the stored extent if it holds for `width`, a finite positive width (as
    /// `TextExtent.holds(forWidth:)` decides, within the narrowed limits).
    @inline(__always)
    package func size(forWidth width: Double) -> Size? {
        let limit = width + TextMeasurement.widthTolerance
        guard Double(lowestLimit) <= limit && limit < Double(highestLimit) else { return nil }
        return Size(width: self.width, height: height)
    }

    /// Keeps `extent` in place of the extent stored.
    @inline(__always)
    package mutating func store(_ extent: TextExtent) {
        width = extent.width
        height = extent.height
        var low = Float(extent.lowestLimit)
        var high = Float(extent.highestLimit)
        if Double(low) < extent.lowestLimit { low = low.nextUp }
        if Double(high) > extent.highestLimit { high = high.nextDown }
        lowestLimit = low
        highestLimit = high
    }
}
