import Testing
import LayoutModel
@testable import PreferenceLayout

/// A differential test of what an engine keeps between layouts (sizes, stack probes, spacing,
/// reused nodes): on random trees, every layout done after layouts of the same engine at
/// other proposals equals a fresh engine's layout at that proposal. A stack that kept
/// flexibilities measured for another cross-axis proposal, or forgot them, fails it.
@Suite("A kept engine lays out as a fresh one")
struct KeptEngineTests {
    /// Whether two frames agree to 1e-9 (NaN matching NaN: an infinite view centred in an
    /// infinite one has no position in either).
    static func agree(_ a: Rect, _ b: Rect) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool {
            x == y || (x.isNaN && y.isNaN) || abs(x - y) <= 1e-9
        }
        return same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
    }

    @Test("Random trees at five proposals in a row", arguments: [1, 2, 3] as [UInt64])
    func randomTrees(seed: UInt64) throws {
        var trees = RandomTrees(seed: seed)
        var compared = 0
        for tree in 0..<150 {
            let view = trees.view()
            let proposals = (0..<5).map { _ in trees.proposal() }
            let kept = PreferenceLayoutEngine(root: view)
            for (step, p) in proposals.enumerated() {
                let again = try kept.layout(proposal: p)
                let fresh = try PreferenceLayoutEngine(root: view).layout(proposal: p)
                #expect(Set(again.frames.keys) == Set(fresh.frames.keys))
                for (id, frame) in fresh.frames {
                    guard let other = again.frames[id] else { continue }
                    compared += 1
                    #expect(KeptEngineTests.agree(frame, other),
                            "seed \(seed) tree \(tree) step \(step) at \(p): \(id) kept \(other), fresh \(frame)")
                }
            }
        }
        // The trees are not trivially small.
        #expect(compared > 3000)
    }
}
