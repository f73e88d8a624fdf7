import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

/// What a layout's cache saw.
final class CacheLog {
    var made = 0
    var updated = 0
    var proposals: [ProposedViewSize] = []
}

/// Takes the proposal (10 where unspecified) and counts its cache's life.
private struct Counting: Layout {
    let log: CacheLog
    struct Cache { var serial: Int }
    func makeCache(subviews: Subviews) -> Cache {
        log.made += 1
        return Cache(serial: log.made)
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) { log.updated += 1 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        log.proposals.append(proposal)
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

@Suite("Layout API: the cache's life")
struct LayoutCacheTests {
    @Test("Made once; a new proposal keeps it as it is; a rebuild updates it")
    func lifecycle() throws {
        let log = CacheLog()
        let engine = PreferenceLayoutEngine(root: Counting(log: log) { Color.red.id("red") })
        _ = try engine.layout(in: Size(width: 100, height: 50))
        #expect(log.made == 1 && log.updated == 0)
        let resized = try engine.layout(in: Size(width: 200, height: 60))
        #expect(log.made == 1 && log.updated == 0)
        #expect(log.proposals.last == ProposedViewSize(width: 200, height: 60))
        #expect(try resized.frame(of: "red") == rect(0, 0, 200, 60))
        // The same size again: the engine's size cache answers, the layout is not asked.
        let asked = log.proposals.count
        _ = try engine.layout(in: Size(width: 200, height: 60))
        #expect(log.proposals.count == asked)
        engine.root = Counting(log: log) { Color.red.id("red") }
        _ = try engine.layout(in: Size(width: 200, height: 60))
        #expect(log.made == 1 && log.updated == 1)
    }

    @Test("The default updateCache makes the cache again")
    func defaultUpdate() throws {
        struct Serial: Layout {
            let log: CacheLog
            func makeCache(subviews: Subviews) -> Int {
                log.made += 1
                return log.made
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                CGSize(width: cache, height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        }
        let log = CacheLog()
        let engine = PreferenceLayoutEngine(root: Serial(log: log) { Color.red }.id("s"))
        #expect(try engine.layout(in: Size(width: 100, height: 50)).frame(of: "s").width == 1)
        engine.root = Serial(log: log) { Color.red }.id("s")
        #expect(try engine.layout(in: Size(width: 100, height: 50)).frame(of: "s").width == 2)
    }

    @Test("AnyLayout keeps a cache of the same type and makes one for another type")
    func anyLayoutCache() throws {
        struct Root: View {
            let log: CacheLog
            let counting: Bool
            var body: some View {
                let layout = counting ? AnyLayout(Counting(log: log)) : AnyLayout(ZStackLayout())
                return layout { Color.red.id("red") }
            }
        }
        let log = CacheLog()
        let engine = PreferenceLayoutEngine(root: Root(log: log, counting: true))
        _ = try engine.layout(in: Size(width: 100, height: 50))
        engine.root = Root(log: log, counting: true)
        _ = try engine.layout(in: Size(width: 100, height: 50))
        #expect(log.made == 1 && log.updated == 1)
        engine.root = Root(log: log, counting: false)
        #expect(try engine.layout(in: Size(width: 100, height: 50)).frame(of: "red") == rect(0, 0, 100, 50))
        engine.root = Root(log: log, counting: true)
        _ = try engine.layout(in: Size(width: 100, height: 50))
        #expect(log.made == 2 && log.updated == 1)
    }
}
