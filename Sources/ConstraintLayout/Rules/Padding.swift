import LayoutModel

// Padding: docs/ARCHITECTURE.md, "Layout rules", rules 6 and 18. The child is proposed the
// proposal minus the insets (not below 0); the size is the child's plus the insets (not below
// 0). Negative insets make the view smaller than its child, which overflows it.
extension TreeLayout {
    mutating func paddingSize(_ node: Int, _ proposal: ProposedSize, _ insets: EdgeInsets) -> Size {
        let child = size(tree.child(of: node), Self.inset(proposal, insets))
        return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
    }

    mutating func placePadding(_ node: Int, _ proposal: ProposedSize, _ insets: EdgeInsets) {
        let child = tree.child(of: node)
        let childProposal = Self.inset(proposal, insets)
        setOrigin(child, insets.leading, insets.top)
        place(child, size: size(child, childProposal), proposal: childProposal)
    }

    /// Rule 6: the proposal minus the insets, not below 0; nil stays nil.
    static func inset(_ proposal: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}
