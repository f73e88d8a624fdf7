import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout
import Testing

@Suite("Random trees through both engines")
struct RandomTreeTests {
    static let proposals: [ProposedSize] = [
        ProposedSize(width: 320, height: 480), .unspecified, .zero, .infinity,
        ProposedSize(width: 90, height: nil), ProposedSize(width: nil, height: 60),
        ProposedSize(width: 320, height: 480)
    ]

    @Test(
        "300 random trees give the same frames as the preference engine, at seven proposals in turn",
        arguments: 0..<6)
    func randomTrees(batch: Int) throws {
        for k in 0..<50 {
            let seed = UInt64(batch * 50 + k)
            var trees = RandomRelationTrees(seed: seed)
            let (tree, text) = trees.view(depth: 0)
            let view = tree.font(size: 14)
            let preference = PreferenceLayoutEngine(root: view)
            let constraint = ConstraintLayoutEngine(root: view)
            proposals: for proposal in Self.proposals {
                let expected = try preference.layout(proposal: proposal).frames
                let actual = try constraint.layout(proposal: proposal).frames
                let fresh = try ConstraintLayoutEngine(root: view).layout(proposal: proposal).frames
                for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
                    let other = try #require(actual[id], "seed \(seed): \(id) missing")
                    let agrees = FrameTolerance.agrees(frame, other, nanMatchesNaN: true)
                    let kept = fresh[id].map { FrameTolerance.agrees($0, other, nanMatchesNaN: true) } == true
                    #expect(
                        agrees,
                        "seed \(seed) at \(proposal): \(id) in \(text): preference \(frame), constraint \(other)")
                    #expect(kept, "seed \(seed) at \(proposal): \(id) kept engine differs from fresh")
                    if !agrees || !kept { break proposals }
                }
            }
        }
    }
}
