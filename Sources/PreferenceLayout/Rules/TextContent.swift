import LayoutModel

/// A text node's inputs and its measurements, kept out of line so other nodes stay small.
/// Reconciliation keeps the previous box when the inputs are equal, and with it the
/// measurements.
///
final class TextContent {
    let string: String
    let font: Font
    let lineLimit: Int?
    private var hasHash = false
    /// The padding and horizontal `fixedSize` folded into the node (see `TextDecoration`).
    let decoration: TextDecoration
    /// The string's hash for the shared measurement cache, when `hasHash`.
    private var stringHash = 0
    private var memo = TextMemo()
    /// The words measured once, for texts without a line limit (see `PreparedText`), in the
    /// walk that measures the ideal size. Each text prepares its own: that is one walk over
    /// its bytes, no more than hashing it for a shared cache and looking it up would cost.
    private var words = PreparedText.unprepared

    init(_ string: String, font: Font, lineLimit: Int?, decoration: TextDecoration = .none) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.decoration = decoration
    }

    @inline(__always)
    func hasInputs(_ string: String, font: Font, lineLimit: Int?, decoration: TextDecoration) -> Bool {
        self.lineLimit == lineLimit && self.decoration == decoration && self.font == font && self.string == string
    }

    /// Rule 2: the text's size for a proposed width (nil: unwrapped); the height offered
    /// does not matter. A width at least the ideal one wraps nothing, so the ideal
    /// measurement answers it; a width that wraps as one measured before answers from the
    /// memo. Measurements are extents (sizes without line strings).
    ///
    /// - Parameter width: the width offered; nil, infinite and NaN widths give the ideal
    ///   size, widths of 0 or less 0 × 0.
    /// - Returns: the width of the longest line and the height of the lines.
    /// - Complexity: O(1) for a width that wraps as one measured before, O(words) for a
    ///   prepared text, O(length) otherwise.
    func size(width: Double?) -> Size {
        if let width, width <= 0 { return .zero }
        let ideal = memo.ideal ?? measureIdeal()
        guard let width, width < ideal.width else { return ideal }
        if let known = memo.size(forWidth: width) { return known }
        let e = words.extent(width: width, idealWidth: ideal.width, font: font)
            ?? TextMeasurement.extent(string, textHash: hash(), font: font, width: width, lineLimit: lineLimit)
        memo.store(e)
        return Size(width: e.width, height: e.height)
    }

    /// Rule 18: the text's size for a proposed width when only `height` is offered: the lines
    /// that fit (at least one), the last truncated with "…", as SwiftUI shows them.
    ///
    /// - Parameters:
    ///   - width: as ``size(width:)``.
    ///   - height: a finite height less than the text's lines need at that width.
    /// - Complexity: O(length), the result cached in the shared measurement cache.
    func size(width: Double?, fittingHeight height: Double) -> Size {
        if let width, width <= 0 { return .zero }
        let e = TextMeasurement.extent(string, textHash: hash(), font: font, width: width, height: height,
                                       lineLimit: lineLimit)
        return Size(width: e.width, height: e.height)
    }

    /// The unwrapped size, measured (once: the memo keeps it) with the words in one walk when
    /// there is no line limit, else through the shared cache.
    @inline(never)
    private func measureIdeal() -> Size {
        let e: TextExtent
        if lineLimit == nil {
            (words, e) = PreparedText.prepare(string, font: font)
        } else {
            e = TextMeasurement.extent(string, textHash: hash(), font: font, width: nil, lineLimit: lineLimit)
        }
        let ideal = Size(width: e.width, height: e.height)
        memo.ideal = ideal
        return ideal
    }

    /// The string's hash for the shared cache, computed when first needed.
    private func hash() -> Int {
        if hasHash { return stringHash }
        stringHash = TextMeasurement.hash(of: string)
        hasHash = true
        return stringHash
    }
}

/// A text node's measurements: the ideal size and the last wrapped extent. A wrapped extent
/// answers every width that wraps the same lines (`TextExtent.holds(forWidth:)`), so the
/// narrower width a bubble gets once labels share the widest width usually measures nothing.
/// (A second extent answered nothing more in the conversation, cold or resizing: the node's
/// size cache already answers widths offered again.)
///
/// Stored without optionals' padding or the line count sizes do not need: 40 bytes.
struct TextMemo {
    /// The ideal size; a NaN width until measured (no measurement gives NaN).
    private var idealSize = Size(width: .nan, height: 0)
    /// The wrapped extent's size.
    private var width = 0.0, height = 0.0
    /// The limits it holds for, narrowed to floats: the lowest rounded up, the highest
    /// rounded down, so the memo answers only limits that truly give the same lines (the
    /// limits are multiples of size / unitsPerEm, which floats usually hold exactly). An
    /// empty range until stored.
    private var lowestLimit = Float.infinity, highestLimit = -Float.infinity

    var ideal: Size? {
        get { idealSize.width.isNaN ? nil : idealSize }
        set { idealSize = newValue ?? Size(width: .nan, height: 0) }
    }

    /// The size of the stored extent if it holds for `w`, a finite positive width (as
    /// `TextExtent.holds(forWidth:)` decides, within the narrowed limits).
    @inline(__always)
    func size(forWidth w: Double) -> Size? {
        let limit = w + TextMeasurement.widthTolerance
        guard Double(lowestLimit) <= limit && limit < Double(highestLimit) else { return nil }
        return Size(width: width, height: height)
    }

    /// Keeps `e` in place of the extent stored.
    @inline(__always)
    mutating func store(_ e: TextExtent) {
        width = e.width
        height = e.height
        var low = Float(e.lowestLimit), high = Float(e.highestLimit)
        if Double(low) < e.lowestLimit { low = low.nextUp }
        if Double(high) > e.highestLimit { high = high.nextDown }
        lowestLimit = low
        highestLimit = high
    }
}
