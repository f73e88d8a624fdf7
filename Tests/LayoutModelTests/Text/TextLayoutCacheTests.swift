import Testing

@testable import LayoutModel

@Suite("An engine's text measurements")
struct TextLayoutCacheTests {
    let font = Font(size: 16)

    func extent(_ cache: TextLayoutCache, _ text: String, font: Font? = nil, width: Double?, lineLimit: Int?)
        -> TextExtent
    {
        cache.extent(text, textHash: text.hashValue, font: font ?? self.font, width: width, lineLimit: lineLimit)
    }

    @Test("A second identical measurement is answered from the cache, equal to the direct one")
    func secondMeasurementIsCached() {
        let cache = TextLayoutCache(capacity: 100)
        let first = extent(cache, "I forgot my password", width: 100, lineLimit: nil)
        #expect(cache.counters == .init(computations: 1, hits: 0))
        let second = extent(cache, "I forgot my password", width: 100, lineLimit: nil)
        #expect(cache.counters == .init(computations: 1, hits: 1))
        #expect(first == second)
        #expect(first == TextMeasurement.extent("I forgot my password", font: font, width: 100, lineLimit: nil))
        // Any difference in the key measures again.
        _ = extent(cache, "I forgot my password", width: 90, lineLimit: nil)
        _ = extent(cache, "I forgot my password", font: Font(size: 17), width: 100, lineLimit: nil)
        _ = extent(cache, "I forgot my password", width: 100, lineLimit: 1)
        _ = extent(cache, "I forgot my passwords", width: 100, lineLimit: nil)
        #expect(cache.counters == .init(computations: 5, hits: 1))
    }

    @Test("Clamped inputs share the entry of the value they clamp to")
    func clampedKeys() {
        let cache = TextLayoutCache(capacity: 100)
        _ = extent(cache, "User:", width: nil, lineLimit: nil)
        _ = extent(cache, "User:", width: .nan, lineLimit: nil)
        _ = extent(cache, "User:", width: .infinity, lineLimit: nil)
        _ = extent(cache, "User:", width: 0, lineLimit: 1)
        _ = extent(cache, "User:", width: -4, lineLimit: -2)
        // A NaN size does not poison the key: it is stored as 0 and equals itself.
        _ = extent(cache, "User:", font: Font(size: .nan), width: nil, lineLimit: nil)
        _ = extent(cache, "User:", font: Font(size: .nan), width: nil, lineLimit: nil)
        #expect(cache.counters == .init(computations: 3, hits: 4))
        #expect(cache.count == 3)
    }

    @Test("The cache stays within its capacity")
    func capacity() {
        let cache = TextLayoutCache(capacity: 4)
        for width in 0..<10 {
            _ = extent(cache, "Blue circles", width: Double(100 + width), lineLimit: nil)
            #expect(cache.count <= 4)
        }
        #expect(cache.counters.computations == 10)
    }

    @Test("A height sets the lines that fit, as the direct measurement does")
    func fittingHeight() {
        let cache = TextLayoutCache(capacity: 100)
        let text = "layout the preference width a constraint solver is shared label bubble"
        for height in [10.0, 40, 60, .infinity] {
            let cached = cache.extent(
                text, textHash: text.hashValue, font: font, width: 80, height: height, lineLimit: nil)
            #expect(cached == TextMeasurement.extent(text, font: font, width: 80, height: height, lineLimit: nil))
        }
    }
}
