import LayoutModel

// Backgrounds and overlays: docs/ARCHITECTURE.md, "Layout rules", rule 9. The modifier reports
// the primary view's size; the secondary view is proposed that size and aligned in it, its
// alignment lines on the primary view's (explicit ones included).
// Children: the primary view, then the secondary one.
extension TreeLayout {
    /// Rule 9: the primary view's size.
    mutating func backgroundSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        size(tree.child(of: node), proposal)
    }

    mutating func placeBackground(_ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, _ alignment: Alignment) {
        let children = tree.children(of: node)
        let primary = children[children.startIndex]
        let secondary = children[children.startIndex + 1]
        setOrigin(primary, 0, 0)
        place(primary, size: nodeSize, proposal: proposal)
        guard !tree.alignmentGuides.isEmpty else {
            return placeAligned(secondary, proposal: ProposedSize(nodeSize), in: nodeSize, alignment, guided: false)
        }
        let secondaryProposal = ProposedSize(nodeSize)
        let secondarySize = size(secondary, secondaryProposal)
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        setOrigin(
            secondary,
            alignmentValue(primary, .horizontal, fx, size: nodeSize, proposal: proposal)
                - alignmentValue(secondary, .horizontal, fx, size: secondarySize, proposal: secondaryProposal),
            alignmentValue(primary, .vertical, fy, size: nodeSize, proposal: proposal)
                - alignmentValue(secondary, .vertical, fy, size: secondarySize, proposal: secondaryProposal))
        place(secondary, size: secondarySize, proposal: secondaryProposal)
    }
}
