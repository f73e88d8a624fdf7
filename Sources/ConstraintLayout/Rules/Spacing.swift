import LayoutModel

// Automatic spacing: docs/ARCHITECTURE.md, "Layout rules", rule 16. A view may ask, per edge,
// for no distance to its neighbour (a spacer on the edges along its stack's axis, an empty
// stack on every edge); two neighbours of a stack without an explicit spacing are 0 apart when
// either asks for it, 8 otherwise. The wishes are settled when the tree is compiled: a stack
// passes on its first child's at its start, its last child's at its end and every child's on
// its cross axis, a `ZStack` every child's; padding forgets those on the edges it insets, a
// frame those on the axes it sets (a frame directly around a spacer keeps them). A member is
// such a frame once its group's length is known and passes its content's on before, so above
// a member the wishes are settled twice (`SpacerWishes`) and, where the two differ, made again
// at layout as the groups are. An explicit spacing is uniform; a negative one overlaps the
// children.

/// The edges of a node that ask for no spacing, as a spacer's do (left to right, so leading
/// is left).
struct SpacerEdges: OptionSet {
    var rawValue: UInt8
    static let top = SpacerEdges(rawValue: 1)
    static let leading = SpacerEdges(rawValue: 2)
    static let bottom = SpacerEdges(rawValue: 4)
    static let trailing = SpacerEdges(rawValue: 8)
    static let all: SpacerEdges = [.top, .leading, .bottom, .trailing]
    static let horizontal: SpacerEdges = [.leading, .trailing]
    static let vertical: SpacerEdges = [.top, .bottom]

    /// The two edges that face along `axis`.
    static func along(_ axis: Axis) -> SpacerEdges { axis == .horizontal ? .horizontal : .vertical }
    /// The edge a stack along `axis` starts at.
    static func start(_ axis: Axis) -> SpacerEdges { axis == .horizontal ? .leading : .top }
    /// The edge a stack along `axis` ends at.
    static func end(_ axis: Axis) -> SpacerEdges { axis == .horizontal ? .trailing : .bottom }
}

/// A node's spacer edges twice: with every group's length known (a member is a frame of its
/// group's length) and with none known (a member has its content's edges, as the preference
/// engine's frame without a length keeps them). They differ only above a member whose content
/// asks for something its frame takes away; there the edges follow the groups' state
/// (`TreeLayout.spacerEdges(of:)`).
struct SpacerWishes: Equatable {
    var groupsKnown = SpacerEdges()
    var groupsUnknown = SpacerEdges()

    init() {}
    init(_ edges: SpacerEdges) {
        groupsKnown = edges
        groupsUnknown = edges
    }
    init(groupsKnown: SpacerEdges, groupsUnknown: SpacerEdges) {
        self.groupsKnown = groupsKnown
        self.groupsUnknown = groupsUnknown
    }

    /// Whether the state of a group below decides the edges.
    var dependsOnGroupState: Bool { groupsKnown != groupsUnknown }

    /// Both variants through `rule`.
    func map(_ rule: (SpacerEdges) -> SpacerEdges) -> SpacerWishes {
        SpacerWishes(groupsKnown: rule(groupsKnown), groupsUnknown: rule(groupsUnknown))
    }
}

/// The gaps between the children of a stack along `axis`: `spacing`, or 0 beside a spacer
/// when `beside`.
struct StackGaps {
    var axis: Axis
    var spacing: Double
    var beside: Bool
}

// MARK: The rules: a node's edges from its children's

extension SpacerEdges {
    /// A stack's along `axis` of `count` children: as SwiftUI projects it, the children's on
    /// the cross axis, the first child's at its start and the last one's at its end; none at
    /// all when empty.
    static func stack(_ axis: Axis, count: Int, child: (Int) -> SpacerEdges) -> SpacerEdges {
        var edges: SpacerEdges = count == 0 ? .all : []
        for k in 0..<count {
            let childEdges = child(k)
            edges.formUnion(childEdges.intersection(.along(axis.cross)))
            if k == 0 { edges.formUnion(childEdges.intersection(.start(axis))) }
            if k == count - 1 { edges.formUnion(childEdges.intersection(.end(axis))) }
        }
        return edges
    }

    /// A `ZStack`'s of `count` children: all of theirs (none at all when empty).
    static func zstack(count: Int, child: (Int) -> SpacerEdges) -> SpacerEdges {
        var edges: SpacerEdges = count == 0 ? .all : []
        for k in 0..<count { edges.formUnion(child(k)) }
        return edges
    }

    /// What padding keeps of its child's: on an edge it insets the default spacing applies
    /// again.
    func inset(by insets: EdgeInsets) -> SpacerEdges {
        var edges = self
        if insets.top != 0 { edges.remove(.top) }
        if insets.leading != 0 { edges.remove(.leading) }
        if insets.bottom != 0 { edges.remove(.bottom) }
        if insets.trailing != 0 { edges.remove(.trailing) }
        return edges
    }

    /// What a frame keeps of its child's: none on an axis it sets a length on.
    func framed(settingWidth: Bool, settingHeight: Bool) -> SpacerEdges {
        var edges = self
        if settingWidth { edges.subtract(.horizontal) }
        if settingHeight { edges.subtract(.vertical) }
        return edges
    }
}

extension FlexibleFrameModifier {
    /// Whether the frame sets a width, as it is after cleaning (a dropped length sets nothing).
    var setsWidth: Bool { minWidth != nil || idealWidth != nil || maxWidth != nil }
    /// Whether the frame sets a height.
    var setsHeight: Bool { minHeight != nil || idealHeight != nil || maxHeight != nil }
}

// MARK: Compiling: the wishes each node passes on

extension TreeCompiler {
    /// What a stack along `axis` of the pending nodes from `start` on asks of its neighbours,
    /// and whether one of its gaps may be 0 (a child asks for it along the axis, with its
    /// groups known or not).
    func stackSpacerWishes(_ axis: Axis, pendingFrom start: Int) -> (wishes: SpacerWishes, besideSpacers: Bool) {
        let children = pending[start...]
        let besideSpacers = children.contains { child in
            let wishes = tree.nodes[child].spacerWishes
            return !wishes.groupsKnown.union(wishes.groupsUnknown).isDisjoint(with: .along(axis))
        }
        let wishes = SpacerWishes(
            groupsKnown: .stack(axis, count: children.count) {
                tree.nodes[children[start + $0]].spacerWishes.groupsKnown
            },
            groupsUnknown: .stack(axis, count: children.count) {
                tree.nodes[children[start + $0]].spacerWishes.groupsUnknown
            })
        return (wishes, besideSpacers)
    }

    /// What a `ZStack` of the pending nodes from `start` on asks of its neighbours.
    func zstackSpacerWishes(pendingFrom start: Int) -> SpacerWishes {
        let children = pending[start...]
        return SpacerWishes(
            groupsKnown: .zstack(count: children.count) { tree.nodes[children[start + $0]].spacerWishes.groupsKnown },
            groupsUnknown: .zstack(count: children.count) {
                tree.nodes[children[start + $0]].spacerWishes.groupsUnknown
            })
    }

    /// The wishes a frame keeps: all of a spacer's own (a frame directly around a spacer keeps
    /// them), none on an axis it sets a length on.
    func frameSpacerWishes(_ child: Int, settingWidth: Bool, settingHeight: Bool) -> SpacerWishes {
        let wishes = tree.nodes[child].spacerWishes
        if projectsSpacing(child) { return wishes }
        return wishes.map { $0.framed(settingWidth: settingWidth, settingHeight: settingHeight) }
    }

    /// A member's wishes: a frame's with its group's length known, its content's while it is
    /// measured.
    func memberSpacerWishes(_ child: Int, axis: Axis) -> SpacerWishes {
        let known = frameSpacerWishes(child, settingWidth: axis == .horizontal, settingHeight: axis == .vertical)
        return SpacerWishes(groupsKnown: known.groupsKnown, groupsUnknown: tree.nodes[child].spacerWishes.groupsUnknown)
    }

    /// Whether `node` is a spacer, as seen through backgrounds, overlays and offsets (a layout
    /// priority hides it: SwiftUI wraps the view in a layout of its own; so does a guide).
    private func projectsSpacing(_ node: Int) -> Bool {
        if prioritized.contains(node) { return false }
        switch tree.nodes[node].kind {
        case .spacer: return true
        case .background, .overlay, .offset: return projectsSpacing(tree.child(of: node))
        default: return false
        }
    }
}

// MARK: Laying out: the gaps between a stack's children

extension TreeLayout {
    /// The gap before the child at offset `index` (from 1) of `children`: none beside a
    /// spacer's edge when the stack's spacing is the default (SwiftUI's spacer asks for 0 there).
    func gap(_ children: ArraySlice<Int>, before index: Int, _ gaps: StackGaps) -> Double {
        guard gaps.beside else { return gaps.spacing }
        let previous = spacerEdges(of: children[children.startIndex + index - 1])
        let next = spacerEdges(of: children[children.startIndex + index])
        let facing = previous.contains(.end(gaps.axis)) || next.contains(.start(gaps.axis))
        return facing ? 0 : gaps.spacing
    }

    /// A node's spacer edges as its groups are now: those it was compiled with, unless a member
    /// below decides them; then made again from its children's, a member whose group's length
    /// is not known yet having its content's.
    func spacerEdges(of node: Int) -> SpacerEdges {
        let wishes = tree.nodes[node].spacerWishes
        guard wishes.dependsOnGroupState else { return wishes.groupsKnown }
        let children = tree.children(of: node)
        switch tree.nodes[node].kind {
        case .member(let member):
            let content = spacerEdges(of: tree.child(of: node))
            guard memberLength(member) != nil else { return content }
            // Its content is no spacer here: a frame around one keeps its edges either way.
            let axis = tree.groups[tree.members[member].group].axis
            return content.framed(settingWidth: axis == .horizontal, settingHeight: axis == .vertical)
        case .stack(let axis, _, _, _):
            return .stack(axis, count: children.count) { spacerEdges(of: children[children.startIndex + $0]) }
        case .zstack:
            return .zstack(count: children.count) { spacerEdges(of: children[children.startIndex + $0]) }
        case .padding(let insets):
            return spacerEdges(of: tree.child(of: node)).inset(by: insets)
        case .frame(let width, let height, _):
            return spacerEdges(of: tree.child(of: node)).framed(
                settingWidth: width != nil, settingHeight: height != nil)
        case .flexibleFrame(let index):
            let frame = tree.flexibleFrames[index]
            return spacerEdges(of: tree.child(of: node)).framed(
                settingWidth: frame.setsWidth, settingHeight: frame.setsHeight)
        default:
            // A modifier that passes its child's edges on (`addTransparent`, an aspect ratio).
            return spacerEdges(of: tree.child(of: node))
        }
    }

    /// The sum of the gaps between `children`.
    func internalSpacing(_ children: ArraySlice<Int>, _ gaps: StackGaps) -> Double {
        guard children.count > 1 else { return 0 }
        guard gaps.beside else { return gaps.spacing * Double(children.count - 1) }
        var total = 0.0
        for k in 1..<children.count { total += gap(children, before: k, gaps) }
        return total
    }
}
