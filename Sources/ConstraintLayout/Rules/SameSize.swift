import LayoutModel

// `.sameWidth(in:alignment:)` / `.sameHeight(in:alignment:)`: docs/ARCHITECTURE.md, "Layout
// rules", rule 24. A member's length on its group's axis is the group's, the largest natural
// length among its members, with the member's content aligned inside it (as
// `frame(width: L, alignment:)`); before the group's length is known the member is its content.
// The group's length comes from the solver (`Relations/`); a member's natural length is
// measured where it is placed.
extension TreeLayout {
    /// Member `member`'s size: its content's, with the group's length on its axis.
    mutating func memberSize(_ node: Int, _ member: Int, _ proposal: ProposedSize) -> Size {
        let axis = tree.groups[tree.members[member].group].axis
        guard let length = memberLength(member) else { return size(tree.child(of: node), proposal) }
        var childProposal = proposal
        childProposal[axis] = length
        var memberSize = size(tree.child(of: node), childProposal)
        memberSize[axis] = length
        return memberSize
    }

    /// Places the content aligned in the member, and notes the content's length for the
    /// rounds that follow (`Relations/TreeLayout+Rounds.swift`).
    mutating func placeMember(_ node: Int, _ member: Int, _ nodeSize: Size, _ proposal: ProposedSize) {
        let axis = tree.groups[tree.members[member].group].axis
        let childProposal = memberChildProposal(member, proposal)
        let child = tree.child(of: node)
        tree.members[member].contentLength = size(child, childProposal)[axis]
        placedMembers.append(member)
        // As the frame the preference engine lowers a member to: the content's guides count.
        placeAligned(child, proposal: childProposal, in: nodeSize, tree.members[member].alignment)
    }

    /// What member `member` offers its content for `proposal`: the group's length on its axis,
    /// once known.
    func memberChildProposal(_ member: Int, _ proposal: ProposedSize) -> ProposedSize {
        var childProposal = proposal
        if let length = memberLength(member) { childProposal[tree.groups[tree.members[member].group].axis] = length }
        return childProposal
    }

    /// The length the solver gave member `member`'s group, nil before the first solve.
    func memberLength(_ member: Int) -> Double? {
        let length = groupLengths[tree.members[member].group]
        return length.isNaN ? nil : length
    }
}
