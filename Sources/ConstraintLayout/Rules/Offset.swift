import LayoutModel

// `offset`: docs/ARCHITECTURE.md, "Layout modifiers and views". Layout does not change: the
// child's size, the child placed moved by (x, y).
extension TreeLayout {
    mutating func offsetSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        size(tree.child(of: node), proposal)
    }

    mutating func placeOffset(_ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, x: Double, y: Double) {
        let child = tree.child(of: node)
        setOrigin(child, x, y)
        place(child, size: nodeSize, proposal: proposal)
    }
}
