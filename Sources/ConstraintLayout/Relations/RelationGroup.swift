import Cassowary
import LayoutModel

/// Views that share one length: `sameWidth(in:)`'s group, or a grid's column or row.
struct RelationGroup {
    var name: String
    var axis: Axis
    var members: [Int] = []
    let variable: Variable
    /// The wish that the length be as small as its members allow.
    var wish: Constraint?

    init(name: String, axis: Axis) {
        self.name = name
        self.axis = axis
        variable = Variable("\(name).\(axis == .horizontal ? "width" : "height")")
    }
}

/// One view of a group: its length is the group's, which is at least its natural length.
struct RelationMember {
    var group: Int
    var node: Int
    var alignment: Alignment
    /// Whether the natural length is measured again at the group's length after each layout.
    var remeasures: Bool
    /// The natural length the solver knows (`group >= natural`).
    var natural = Double.nan
    /// The content's length at the member's last placement.
    var contentLength = Double.nan
    var constraint: Constraint?
    /// A member of the same group inside this one, with only views between them that may pass
    /// a length on: its natural length may contain the group's (`TreeLayout+FeedbackLoop`).
    var innerMember: Int?
    /// How much longer than its group the content was at the group's length (a feedback loop,
    /// refused as `L >= L + feedbackExcess`); nil while it is an ordinary member.
    var feedbackExcess: Double?
}

/// A group's name and axis: `sameWidth(in: g)` and `sameHeight(in: g)` are two groups.
struct RelationGroupKey: Hashable {
    var name: String
    var axis: Axis
}

// Making the groups while compiling, and marking what depends on them.
extension CompiledTree {
    /// The group named `name` on `axis`, made on first use.
    mutating func addGroup(name: String, axis: Axis) -> Int {
        let key = RelationGroupKey(name: name, axis: axis)
        if let known = groupIndex[key] { return known }
        groups.append(RelationGroup(name: name, axis: axis))
        groupIndex[key] = groups.count - 1
        return groups.count - 1
    }

    /// Makes `node` a member of `group`; a member with an alignment (`sameWidth`, `sameHeight`)
    /// measures its content again after each layout, a grid cell (no alignment) does not.
    mutating func addMember(group: Int, node: Int, alignment: Alignment? = nil) {
        members.append(
            RelationMember(
                group: group, node: node, alignment: alignment ?? .center,
                remeasures: alignment != nil))
        groups[group].members.append(members.count - 1)
    }

    /// Marks the nodes whose sizes depend on a group's length: members and their ancestors.
    mutating func finish() {
        for member in members {
            var node = member.node
            while node >= 0, !nodes[node].dependsOnGroups {
                nodes[node].dependsOnGroups = true
                node = Int(nodes[node].parent)
            }
        }
    }
}
