import LayoutModel

// A feedback loop is a conflict (docs/ARCHITECTURE.md, "The constraint engine", "A feedback
// loop is a conflict"): a member inside another member of the same group, with only paddings,
// `fixedSize`, free frames, primary views and stacks along the axis between them, makes the
// outer one's natural length the group's own length plus a constant, `L >= L + d`, which the
// solver refuses when d > 0.
extension CompiledTree {
    /// The member of the same group that `member` sits in when the outer one's length on the
    /// group's axis is the inner one's plus a constant: the path between them is made of
    /// paddings, `fixedSize`, frames free on that axis, primary views of backgrounds and
    /// overlays, and stacks along that axis. The outer member's natural length then contains
    /// the group's own length (a feedback loop).
    func enclosingMemberOfSameGroup(_ member: Int) -> Int? {
        let group = members[member].group
        let axis = groups[group].axis
        var child = members[member].node
        var node = Int(nodes[child].parent)
        while node >= 0 {
            switch nodes[node].kind {
            case .member(let outer) where members[outer].group == group:
                return outer
            case .member, .padding, .fixedSize:
                break
            case .frame(let width, let height, _):
                if (axis == .horizontal ? width : height) != nil { return nil }
            case .background, .overlay:
                if child != self.child(of: node) { return nil }
            case .stack(let stackAxis, _, _, _):
                if stackAxis != axis { return nil }
            default:
                return nil
            }
            child = node
            node = Int(nodes[node].parent)
        }
        return nil
    }
}

extension TreeLayout {
    /// Notes, for each member inside another of its group, the inner one on the outer
    /// (`RelationMember.innerMember`), so that the outer's relation is written `L >= L + d`.
    mutating func markFeedbackLoops() {
        for member in tree.members.indices where tree.members[member].remeasures {
            if let outer = tree.enclosingMemberOfSameGroup(member) { tree.members[outer].innerMember = member }
        }
    }
}
