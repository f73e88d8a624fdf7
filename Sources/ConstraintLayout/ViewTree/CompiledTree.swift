import Cassowary
import LayoutModel

/// A view tree as the constraint engine keeps it: nodes by index, the texts they show, and the
/// relations among them (groups of views sharing a length, and grid lines).
struct CompiledTree {
    var nodes: [LayoutNode] = []
    /// Children of every node, each node's as one contiguous slice.
    var childList: [Int] = []
    var root = 0
    var texts: [TextItem] = []
    var flexibleFrames: [FlexibleFrameModifier] = []
    /// The alignment guides of `.alignmentGuide` nodes.
    var alignmentGuides: [AlignmentGuideModifier] = []
    var members: [RelationMember] = []
    var groups: [RelationGroup] = []
    var grids: [GridSpec] = []
    /// Identifiers in the order they were written (innermost first along a chain).
    var identifiers: [(String, Int)] = []
    /// Bad or contradictory values found while compiling: the node, the types on its path and
    /// what was done (named by ``diagnostics``).
    var notes: [(node: Int, path: String, message: String)] = []
    private var groupIndex: [GroupKey: Int] = [:]

    private struct GroupKey: Hashable {
        var name: String
        var axis: Axis
    }

    func children(of node: Int) -> ArraySlice<Int> {
        let n = nodes[node]
        return childList[Int(n.childStart)..<Int(n.childStart + n.childCount)]
    }

    func child(of node: Int) -> Int { childList[Int(nodes[node].childStart)] }

    /// The group named `name` on `axis`, made on first use.
    mutating func addGroup(name: String, axis: Axis) -> Int {
        let key = GroupKey(name: name, axis: axis)
        if let known = groupIndex[key] { return known }
        groups.append(RelationGroup(name: name, axis: axis))
        groupIndex[key] = groups.count - 1
        return groups.count - 1
    }

    /// Makes `node` a member of `group`; a member with an alignment (`sameWidth`, `sameHeight`)
    /// measures its content again after each layout, a grid cell (no alignment) does not.
    mutating func addMember(group: Int, node: Int, alignment: Alignment? = nil) {
        members.append(RelationMember(group: group, node: node, alignment: alignment ?? .center,
                                      remeasures: alignment != nil))
        groups[group].members.append(members.count - 1)
    }

    /// The notes, each naming its view by the nearest identifier at or above it (else by its
    /// path of types from the root).
    var diagnostics: [String] {
        guard !notes.isEmpty else { return [] }
        var names: [Int: String] = [:]
        for (name, node) in identifiers where names[node] == nil { names[node] = name }
        return notes.map { note in
            var node = note.node
            while node >= 0, names[node] == nil { node = Int(nodes[node].parent) }
            let view = node >= 0 ? "the view '\(names[node]!)'" : note.path
            return "\(note.message) (\(view))"
        }
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
    /// A member of the same group inside this one (its natural length contains the group's).
    var innerMember: Int?
}

/// A grid's spacing, alignment, and the groups of its columns and rows.
struct GridSpec {
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
    var columns: [Int] = []
    var rows: [Int] = []
}
