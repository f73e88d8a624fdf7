import LayoutModel

// Backgrounds and overlays: docs/ARCHITECTURE.md, "Layout rules", rule 9. The modifier reports
// the primary view's size; the secondary view is proposed that size and aligned in it.
// Children: the primary view, then the secondary one.
extension TreeLayout {
    /// Rule 9: the primary view's size.
    mutating func backgroundSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        size(tree.child(of: node), proposal)
    }

    mutating func placeBackground(_ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, _ alignment: Alignment) {
        let children = tree.children(of: node)
        let primary = children[children.startIndex], secondary = children[children.startIndex + 1]
        setOrigin(primary, 0, 0)
        place(primary, size: nodeSize, proposal: proposal)
        placeAligned(secondary, proposal: ProposedSize(nodeSize), in: nodeSize, alignment)
    }
}
