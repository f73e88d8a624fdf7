import LayoutModel

// `position`: docs/ARCHITECTURE.md, "Layout modifiers and views" (SwiftUI's `_PositionLayout`,
// as OpenSwiftUI has it). The view takes the proposal, the child's length on an unspecified
// axis; the child is offered the view's own size and centred at (x, y).
extension TreeLayout {
    mutating func positionSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let child = size(tree.child(of: node), proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    mutating func placePosition(_ node: Int, _ nodeSize: Size, x: Double, y: Double) {
        let child = tree.child(of: node)
        let childProposal = ProposedSize(nodeSize)
        let childSize = size(child, childProposal)
        setOrigin(child, x - childSize.width / 2, y - childSize.height / 2)
        place(child, size: childSize, proposal: childProposal)
    }
}
