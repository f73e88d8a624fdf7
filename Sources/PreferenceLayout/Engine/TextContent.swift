import LayoutModel

/// A text node's inputs and its measurements, kept out of line so other nodes stay small.
/// Reconciliation keeps the previous box when the inputs are equal, and with it the
/// measurements.
final class TextContent {
    let string: String
    let font: Font
    let lineLimit: Int?
    @exclusivity(unchecked) var memo = TextMemo()

    init(_ string: String, font: Font, lineLimit: Int?) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
    }

    @inline(__always)
    func hasInputs(_ string: String, font: Font, lineLimit: Int?) -> Bool {
        self.lineLimit == lineLimit && self.font == font && self.string == string
    }

    /// The words measured once, for texts without a line limit (see `PreparedText`). Each
    /// text prepares its own: that is one walk over its bytes, no more than hashing it for a
    /// shared cache and looking it up would cost.
    @exclusivity(unchecked) private var prepared: PreparedText?

    /// The string's hash for the shared measurement cache, computed when first needed.
    @exclusivity(unchecked) private var stringHash: Int?

    /// The text's extent at `width` (nil: unwrapped): wrapped over the prepared words when
    /// they can answer, else measured through the shared cache.
    func measure(width: Double?) -> TextExtent {
        if lineLimit == nil {
            let words: PreparedText
            if let prepared {
                words = prepared
            } else {
                words = PreparedText(string, font: font)
                prepared = words
            }
            if let extent = words.extent(width: width) { return extent }
        }
        let hash: Int
        if let stringHash {
            hash = stringHash
        } else {
            hash = TextMeasurement.hash(of: string)
            stringHash = hash
        }
        return TextMeasurement.extent(string, textHash: hash, font: font, width: width, lineLimit: lineLimit)
    }
}

/// A text node's measurements: the ideal size and the last two wrapped extents. A wrapped
/// extent answers every width that wraps the same lines (`TextExtent.holds(forWidth:)`), so
/// the narrower width a bubble gets once labels share the widest width usually measures
/// nothing.
struct TextMemo {
    var ideal: Size?
    var extent0: TextExtent?
    var extent1: TextExtent?
    var next = false

    @inline(__always)
    func size(forWidth w: Double) -> Size? {
        if let e = extent0, e.holds(forWidth: w) { return Size(width: e.width, height: e.height) }
        if let e = extent1, e.holds(forWidth: w) { return Size(width: e.width, height: e.height) }
        return nil
    }

    @inline(__always)
    mutating func store(_ e: TextExtent) {
        if next { extent1 = e } else { extent0 = e }
        next.toggle()
    }
}
