/// The text extents one layout engine measured, keyed by (text, font, width, line limit) after
/// normalisation, so a clamped input (NaN width, negative line limit) maps to the same entry as
/// the value it is clamped to.
///
/// Each engine owns one and hands it to its texts (`MeasuredText`): a text measured again at a
/// width it was measured at before, with a line limit or a word too wide for its line (what
/// `PreparedText` leaves to the direct measurement), or in a height, is answered from here. It
/// exists for speed: it earns its place on the feed's resize steps, whose headlines have line
/// limits (docs/PERFORMANCE.md, "Text measurement: one cache per engine"). It belongs to one
/// engine, which is used from one thread at a time, so it takes no lock; no cache is shared
/// between engines.
///
/// When `capacity` entries are stored, the cache is emptied before the next insert: memory stays
/// bounded under endless distinct inputs (a width sweep), at the cost of measuring again.
package final class TextLayoutCache {
    /// What the cache has done since it was made.
    package struct Counters: Equatable, Sendable {
        /// Extents actually measured (cache misses).
        package var computations = 0
        /// Extents answered from the cache.
        package var hits = 0
    }

    /// A measurement's inputs, normalised, with their hash computed once: the dictionary
    /// rehashes keys as it grows, and rehashing a long text each time would cost as much as
    /// measuring it. The text's own hash is computed once per text by its `MeasuredText`.
    private struct Key: Hashable {
        let text: String
        let font: Font
        let width: Double?
        let lineLimit: Int?
        let hash: Int

        init(text: String, textHash: Int, font: Font, width: Double?, lineLimit: Int?) {
            self.text = text
            self.font = font
            self.width = width
            self.lineLimit = lineLimit
            var hasher = Hasher()
            hasher.combine(textHash)
            hasher.combine(font)
            hasher.combine(width)
            hasher.combine(lineLimit)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.width == rhs.width && lhs.lineLimit == rhs.lineLimit
                && lhs.font == rhs.font && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    package let capacity: Int
    private var extents: [Key: TextExtent] = [:]
    package private(set) var counters = Counters()

    /// - Parameter capacity: the most entries kept (at least 1); the default holds the feed's
    ///   texts at every width of a resize sweep at N = 100.
    package init(capacity: Int = 1 << 16) {
        self.capacity = max(1, capacity)
    }

    /// The number of extents stored.
    package var count: Int { extents.count }

    /// `TextMeasurement.extent(text, font:, width:, lineLimit:)`, answered from this cache.
    ///
    /// - Parameter textHash: `text.hashValue`, computed once by the caller.
    /// - Complexity: O(n) for n scalars on a miss; O(1) hashing on a hit (plus one comparison
    ///   of the text).
    package func extent(_ text: String, textHash: Int, font: Font, width: Double?, lineLimit: Int?) -> TextExtent {
        let key = Key(
            text: text, textHash: textHash, font: font,
            width: TextMeasurement.normalized(width: width),
            lineLimit: TextMeasurement.normalized(lineLimit: lineLimit))
        if let known = extents[key] {
            counters.hits += 1
            return known
        }
        let extent = TextMeasurement.measureExtent(text, font: font, width: key.width, lineLimit: key.lineLimit)
        if extents.count >= capacity { extents.removeAll(keepingCapacity: true) }
        extents[key] = extent
        counters.computations += 1
        return extent
    }

    /// `TextMeasurement.extent(text, font:, width:, height:, lineLimit:)`, answered from this
    /// cache: the lines that fit `height`, as ``TextMeasurement/lineLimit(fittingHeight:font:)``
    /// counts them, combined with `lineLimit`.
    package func extent(
        _ text: String, textHash: Int, font: Font, width: Double?, height: Double?,
        lineLimit: Int?
    ) -> TextExtent {
        extent(
            text, textHash: textHash, font: font, width: width,
            lineLimit: TextMeasurement.combined(lineLimit, fitting: height, font: font))
    }
}
