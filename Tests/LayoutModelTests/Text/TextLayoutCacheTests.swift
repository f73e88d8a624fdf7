import Testing
@testable import LayoutModel

@Suite("Text layout cache")
struct TextLayoutCacheTests {
    let font = Font(size: 16)

    @Test("A second identical measurement is answered from the cache")
    func secondMeasurementIsCached() {
        let cache = TextLayoutCache(capacity: 100)
        let first = cache.layout("I forgot my password", font: font, width: 100, lineLimit: nil)
        #expect(cache.counters == .init(computations: 1, hits: 0))
        let second = cache.layout("I forgot my password", font: font, width: 100, lineLimit: nil)
        #expect(cache.counters == .init(computations: 1, hits: 1))
        #expect(first == second)
        #expect(first == TextMeasurement.measure("I forgot my password", font: font, width: 100, lineLimit: nil))
        // Any difference in the key measures again.
        _ = cache.layout("I forgot my password", font: font, width: 90, lineLimit: nil)
        _ = cache.layout("I forgot my password", font: Font(size: 17), width: 100, lineLimit: nil)
        _ = cache.layout("I forgot my password", font: font, width: 100, lineLimit: 1)
        _ = cache.layout("I forgot my passwords", font: font, width: 100, lineLimit: nil)
        #expect(cache.counters == .init(computations: 5, hits: 1))
    }

    @Test("Clamped inputs share the entry of the value they clamp to")
    func clampedKeys() {
        let cache = TextLayoutCache(capacity: 100)
        _ = cache.layout("User:", font: font, width: nil, lineLimit: nil)
        _ = cache.layout("User:", font: font, width: .nan, lineLimit: nil)
        _ = cache.layout("User:", font: font, width: .infinity, lineLimit: nil)
        _ = cache.layout("User:", font: font, width: 0, lineLimit: 1)
        _ = cache.layout("User:", font: font, width: -4, lineLimit: -2)
        // A NaN size does not poison the key: it is stored as 0 and equals itself.
        _ = cache.layout("User:", font: Font(size: .nan), width: nil, lineLimit: nil)
        _ = cache.layout("User:", font: Font(size: .nan), width: nil, lineLimit: nil)
        #expect(cache.counters == .init(computations: 3, hits: 4))
        #expect(cache.count == 3)
    }

    @Test("The cache stays within its capacity")
    func capacity() {
        let cache = TextLayoutCache(capacity: 4)
        for width in 0..<10 {
            _ = cache.layout("Blue circles", font: font, width: Double(100 + width), lineLimit: nil)
            #expect(cache.count <= 4)
        }
        #expect(cache.counters.computations == 10)
        cache.reset()
        #expect(cache.count == 0 && cache.counters == .init())
    }

    @Test("Concurrent measurements agree and fill the cache once per key")
    func concurrency() async {
        let cache = TextLayoutCache(capacity: 1_000)
        let texts = (0..<50).map { "Message number \($0) with some words in it" }
        let results = await withTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<4 {
                group.addTask { texts.map { cache.layout($0, font: Font(size: 16), width: 120, lineLimit: nil) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == results[0] })
        #expect(cache.count == 50)
        #expect(cache.counters.computations + cache.counters.hits == 200)
    }

    @Test("TextMeasurement.layout goes through the shared cache")
    func sharedCache() {
        let text = "Shared cache probe \(UInt64.random(in: 0...UInt64.max))"
        let before = TextLayoutCache.shared.counters
        let first = TextMeasurement.layout(text, font: font, width: 77, lineLimit: nil)
        let second = TextMeasurement.layout(text, font: font, width: 77, lineLimit: nil)
        let after = TextLayoutCache.shared.counters
        #expect(first == second)
        #expect(after.hits > before.hits)
        #expect(after.computations > before.computations)
    }
}
