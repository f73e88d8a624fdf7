import Foundation

/// A thread-safe cache of text layouts, keyed by (text, font, width, line limit)
/// after normalisation, so a clamped input (NaN width, negative line limit) maps to
/// the same entry as the value it is clamped to.
///
/// `TextMeasurement.layout` uses `shared`; tests may make their own instance to
/// read exact counters. Layouts are computed outside the lock, so two threads
/// missing on the same key at once may both compute it (the results are equal).
/// When `capacity` entries are stored, the cache is emptied before the next insert:
/// memory stays bounded under endless distinct inputs (a width sweep), at the cost
/// of recomputing.
package final class TextLayoutCache: @unchecked Sendable {
    /// What the cache has done since it was made or last reset.
    package struct Counters: Equatable, Sendable {
        /// Layouts actually computed (cache misses).
        package var computations = 0
        /// Layouts answered from the cache.
        package var hits = 0
    }

    /// A measurement's inputs, normalised, with their hash computed once: the dictionaries
    /// rehash keys as they grow, and rehashing a long text each time would cost as much as
    /// measuring it. The text's own hash comes from `TextMeasurement.hash(of:)`, which an
    /// engine computes once per text and passes to every extent it asks for.
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

    /// The cache behind `TextMeasurement.layout`.
    package static let shared = TextLayoutCache(capacity: 1 << 16)

    package let capacity: Int
    // NSLock rather than Synchronization.Mutex: Mutex needs macOS 15, and the
    // package declares no minimum platform.
    private let lock = NSLock()
    private var entries: [Key: TextLayout] = [:]
    private var extents: [Key: TextExtent] = [:]
    private var storedCounters = Counters()

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// What the cache has done so far.
    package var counters: Counters {
        lock.withLock { storedCounters }
    }

    /// The number of layouts stored.
    package var count: Int {
        lock.withLock { entries.count }
    }

    /// Empties the cache and zeroes the counters.
    package func reset() {
        lock.withLock {
            entries.removeAll()
            extents.removeAll()
            storedCounters = Counters()
        }
    }

    /// `TextMeasurement.layout`, answered from this cache.
    package func layout(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextLayout {
        let key = Key(
            text: text, textHash: TextMeasurement.hash(of: text), font: font,
            width: TextMeasurement.normalized(width: width),
            lineLimit: TextMeasurement.normalized(lineLimit: lineLimit))
        return cached(\.entries, key) {
            TextMeasurement.measure(text, font: font, width: key.width, lineLimit: key.lineLimit)
        }
    }

    /// `TextMeasurement.extent`, answered from this cache (counted like layouts).
    package func extent(_ text: String, textHash: Int, font: Font, width: Double?, lineLimit: Int?) -> TextExtent {
        let key = Key(
            text: text, textHash: textHash, font: font,
            width: TextMeasurement.normalized(width: width),
            lineLimit: TextMeasurement.normalized(lineLimit: lineLimit))
        return cached(\.extents, key) {
            TextMeasurement.measureExtent(text, font: font, width: key.width, lineLimit: key.lineLimit)
        }
    }

    /// What `table` holds for `key`, else what `make` computes, stored and counted. `make`
    /// runs outside the lock.
    @inline(__always)
    private func cached<Value>(
        _ table: ReferenceWritableKeyPath<TextLayoutCache, [Key: Value]>, _ key: Key, make: () -> Value
    ) -> Value {
        let hit: Value? = lock.withLock {
            guard let value = self[keyPath: table][key] else { return nil }
            storedCounters.hits += 1
            return value
        }
        if let hit { return hit }
        let value = make()
        lock.withLock {
            if self[keyPath: table].count >= capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
            self[keyPath: table][key] = value
            storedCounters.computations += 1
        }
        return value
    }
}
