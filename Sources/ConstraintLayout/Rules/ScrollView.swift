import LayoutModel

// `ScrollView`: docs/ARCHITECTURE.md, "Layout modifiers and views" (Apple's documented
// behaviour). The content is proposed nil on the scrolling axes and placed at the top-leading
// corner; on a scrolling axis the scroll view takes the proposal, on the other it is as long as
// its content.
extension TreeLayout {
    /// A scroll view: the proposal on a scrolling axis (the content's length when nil;
    /// infinity when offered it, so a stack counts it fully flexible), the content's length on
    /// the other.
    mutating func scrollViewSize(_ node: Int, _ proposal: ProposedSize, _ axes: Axis.Set) -> Size {
        var content = size(tree.child(of: node), Self.scrollContentProposal(proposal, axes))
        if axes.contains(.horizontal), let width = proposal.width { content.width = width }
        if axes.contains(.vertical), let height = proposal.height { content.height = height }
        return content
    }

    mutating func placeScrollView(_ node: Int, _ proposal: ProposedSize, _ axes: Axis.Set) {
        let child = tree.child(of: node)
        let childProposal = Self.scrollContentProposal(proposal, axes)
        setOrigin(child, 0, 0)
        place(child, size: size(child, childProposal), proposal: childProposal)
    }

    /// What a scroll view offers its content: its proposal with nil on the scrolling axes.
    static func scrollContentProposal(_ proposal: ProposedSize, _ axes: Axis.Set) -> ProposedSize {
        var childProposal = proposal
        if axes.contains(.horizontal) { childProposal.width = nil }
        if axes.contains(.vertical) { childProposal.height = nil }
        return childProposal
    }
}
