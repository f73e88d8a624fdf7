import LayoutModel

// Fixed frames: docs/ARCHITECTURE.md, "Layout rules", rule 3. The size is (width ?? the child's
// width, height ?? the child's height); the child is proposed (width ?? the proposal) and
// aligned inside, overflowing when larger.
extension TreeLayout {
    mutating func frameSize(_ node: Int, _ proposal: ProposedSize, width: Double?, height: Double?) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = size(
            tree.child(of: node), ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    mutating func placeFrame(
        _ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, width: Double?, height: Double?,
        alignment: Alignment
    ) {
        placeAligned(
            tree.child(of: node),
            proposal: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height),
            in: nodeSize, alignment)
    }
}
