import Cassowary
import LayoutModel

// A feedback loop is a conflict (docs/ARCHITECTURE.md, "The constraint engine", "A feedback
// loop is a conflict"): a member inside another member of the same group, with only paddings,
// `fixedSize`, free frames, primary views and stacks along the axis between them, may make the
// outer one's natural length the group's own length plus a constant. Whether it does shows
// each time the tree is laid out at the group's length: an outer content longer than the group
// by d > 0 makes the relation `L >= L + d`, which the solver refuses; one no longer than the
// group (a stack's flexible view gave the inner member its room) stays an ordinary member.
extension CompiledTree {
    /// The member of the same group that `member` sits in when the outer one's length on the
    /// group's axis may be the inner one's plus a constant: the path between them is made of
    /// paddings, `fixedSize`, frames free on that axis, members of groups on the other axis,
    /// primary views of backgrounds and overlays, and stacks along that axis. The outer
    /// member's natural length may then contain the group's own length (a feedback loop).
    func enclosingMemberOfSameGroup(_ member: Int) -> Int? {
        let group = members[member].group
        let axis = groups[group].axis
        var child = members[member].node
        var node = Int(nodes[child].parent)
        while node >= 0 {
            switch nodes[node].kind {
            case .member(let outer) where members[outer].group == group:
                return outer
            case .member(let other) where groups[members[other].group].axis == axis:
                // Another group's length on this axis: the inner one's does not reach further.
                return nil
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
    /// (`RelationMember.innerMember`): the outer's natural length may contain the group's.
    mutating func markFeedbackLoops() {
        for member in tree.members.indices where tree.members[member].remeasures {
            if let outer = tree.enclosingMemberOfSameGroup(member) { tree.members[outer].innerMember = member }
        }
    }

    /// Decides, after each layout at the groups' lengths, whether an outer member is a
    /// feedback loop: its content longer than its group makes its relation `L >= L + excess`,
    /// which the solver refuses. One that fits is measured again in the rounds like any other
    /// member, and checked again at every layout (a later proposal or text may make it grow).
    ///
    /// - Throws: ``ConstraintLayoutError/unsatisfiable(_:conflicts:)`` for a loop.
    mutating func confirmFeedbackLoops() throws(ConstraintLayoutError) {
        for m in placedMembers where tree.members[m].innerMember != nil {
            let member = tree.members[m]
            guard member.constraint != nil else { continue }
            let length = groupLengths[member.group]
            let excess = member.contentLength - length
            // An infinite content is left to the unbinding of its group (`TreeLayout+Rounds`);
            // a loop's excess is a view's length, far above rounding.
            guard excess.isFinite, excess > 1e-9 * max(1, abs(length)) else { continue }
            // Added beside the member's relation, and always refused (0 >= excess); kept on the
            // member so that the error names it (`describe`). The engine keeps nothing of a
            // layout that throws.
            let v = tree.groups[member.group].variable
            let loop = v >= v + excess
            tree.members[m].constraint = loop
            tree.members[m].feedbackExcess = excess
            try add(loop)
        }
    }
}
