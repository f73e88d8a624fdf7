import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// A differential test of what an engine keeps between layouts (sizes, stack probes, spacing,
/// reused nodes): on random trees, every layout done after layouts of the same engine at
/// other proposals equals a fresh engine's layout at that proposal. A stack that kept
/// flexibilities measured for another cross-axis proposal, or forgot them, fails it.
@Suite("A kept engine lays out as a fresh one")
struct KeptEngineTests {
    @Test("Random trees at five proposals in a row", arguments: [1, 2, 3] as [UInt64])
    func randomTrees(seed: UInt64) throws {
        var trees = RandomViewTrees(seed: seed)
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
                    // NaN matches NaN: an infinite view centred in an infinite one has no position in either.
                    #expect(
                        FrameTolerance.agrees(frame, other, nanMatchesNaN: true),
                        "seed \(seed) tree \(tree) step \(step) at \(p): \(id) kept \(other), fresh \(frame)")
                }
            }
        }
        // The trees are not trivially small.
        #expect(compared > 3000)
    }
}
