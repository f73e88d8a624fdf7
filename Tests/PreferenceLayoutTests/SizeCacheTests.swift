import LayoutModel
import Testing

@testable import PreferenceLayout

/// The two-entry size cache: a lookup that hits marks its entry as used, a store replaces the
/// entry not used most recently, and proposals compare as `ProposedSize`'s own `==` does.
struct SizeCacheTests {
    private let a = ProposedSize(width: 100, height: nil)
    private let b = ProposedSize(width: 50, height: 20)
    private let c = ProposedSize(width: nil, height: nil)

    /// Looks `p` up as `Node.size` does.
    private func lookUp(_ cache: inout SizeCache, _ p: ProposedSize) -> Size? {
        guard let hit = cache.entry(for: p) else { return nil }
        cache.use(hit)
        return cache.size(at: hit)
    }

    @Test("An empty cache answers nothing, not even the unspecified proposal")
    func emptyCache() {
        var cache = SizeCache()
        #expect(lookUp(&cache, c) == nil)
        #expect(lookUp(&cache, .zero) == nil)
    }

    @Test("The entry looked up last survives the next store")
    func leastRecentlyUsedIsReplaced() {
        var cache = SizeCache()
        cache.store(Size(width: 1, height: 1), for: a)
        cache.store(Size(width: 2, height: 2), for: b)
        #expect(lookUp(&cache, a) == Size(width: 1, height: 1))
        cache.store(Size(width: 3, height: 3), for: c)
        #expect(lookUp(&cache, a) == Size(width: 1, height: 1))
        #expect(lookUp(&cache, b) == nil)
        #expect(lookUp(&cache, c) == Size(width: 3, height: 3))
    }

    @Test("Without a lookup in between, a third store replaces the older entry")
    func olderEntryIsReplaced() {
        var cache = SizeCache()
        cache.store(Size(width: 1, height: 1), for: a)
        cache.store(Size(width: 2, height: 2), for: b)
        cache.store(Size(width: 3, height: 3), for: c)
        #expect(lookUp(&cache, a) == nil)
        #expect(lookUp(&cache, b) == Size(width: 2, height: 2))
        #expect(lookUp(&cache, c) == Size(width: 3, height: 3))
    }

    @Test("Proposals compare as ProposedSize's == does, nil apart from 0 and infinity")
    func comparisonMatchesEquality() {
        let proposals: [ProposedSize?] = [
            nil, .unspecified, .zero, .infinity, a, b,
            ProposedSize(width: 0, height: nil), ProposedSize(width: nil, height: 0),
            ProposedSize(width: .nan, height: 1)
        ]
        for stored in proposals {
            for p in proposals.compactMap({ $0 }) {
                #expect(SizeCache.same(stored, p) == (stored == p), "\(String(describing: stored)) vs \(p)")
            }
        }
    }
}
