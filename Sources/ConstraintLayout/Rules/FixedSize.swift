import LayoutModel

// `fixedSize`: docs/ARCHITECTURE.md, "Layout rules", rule 5. It proposes an unspecified length
// on its axes and reports the child's size.
extension TreeLayout {
    mutating func fixedSizeSize(_ node: Int, _ proposal: ProposedSize, horizontal: Bool, vertical: Bool) -> Size {
        size(tree.child(of: node), Self.fixedProposal(proposal, horizontal: horizontal, vertical: vertical))
    }

    mutating func placeFixedSize(
        _ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, horizontal: Bool,
        vertical: Bool
    ) {
        let child = tree.child(of: node)
        setOrigin(child, 0, 0)
        place(child, size: nodeSize, proposal: Self.fixedProposal(proposal, horizontal: horizontal, vertical: vertical))
    }

    /// Rule 5: the proposal with nil on the fixed axes.
    static func fixedProposal(_ proposal: ProposedSize, horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
