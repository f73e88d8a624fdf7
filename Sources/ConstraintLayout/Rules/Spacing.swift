import LayoutModel

// Automatic spacing: docs/ARCHITECTURE.md, "Layout rules", rule 16. A view may ask, per edge,
// for no distance to its neighbour (a spacer on the edges along its stack's axis, an empty
// stack on every edge); two neighbours of a stack without an explicit spacing are 0 apart when
// either asks for it, 8 otherwise. The wishes are settled when the tree is compiled: a stack
// passes on its first child's at its start, its last child's at its end and every child's on
// its cross axis, a `ZStack` every child's; padding forgets those on the edges it insets, a
// frame those on the axes it sets (a frame directly around a spacer keeps them). An explicit
// spacing is uniform; a negative one overlaps the children.

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

/// The gaps between the children of a stack along `axis`: `spacing`, or 0 beside a spacer
/// when `beside`.
struct StackGaps {
    var axis: Axis
    var spacing: Double
    var beside: Bool
}

// MARK: Compiling: the wishes each node passes on

extension TreeCompiler {
    /// What a stack along `axis` of the pending nodes from `start` on asks of its neighbours,
    /// and whether one of its gaps may be 0 (a child asks for it along the axis).
    func stackSpacerEdges(_ axis: Axis, pendingFrom start: Int) -> (edges: SpacerEdges, besideSpacers: Bool) {
        // As SwiftUI projects it: the children's on the cross axis, the first child's at its
        // start and the last one's at its end; none at all when empty.
        var besideSpacers = false
        var edges: SpacerEdges = pending.count == start ? .all : []
        for k in start..<pending.count {
            let child = pending[k]
            let childEdges = tree.nodes[child].spacerEdges
            // A member's content's edges count while its group's length is unknown, also
            // under the modifiers that pass their child's edges on.
            var measuring = childEdges
            if let member = memberPassingEdges(child) {
                measuring.formUnion(tree.nodes[tree.child(of: member)].spacerEdges)
            }
            if !measuring.isDisjoint(with: .along(axis)) { besideSpacers = true }
            edges.formUnion(childEdges.intersection(.along(axis.cross)))
            if k == start { edges.formUnion(childEdges.intersection(.start(axis))) }
            if k == pending.count - 1 { edges.formUnion(childEdges.intersection(.end(axis))) }
        }
        return (edges, besideSpacers)
    }

    /// What a `ZStack` of the pending nodes from `start` on asks of its neighbours: all its
    /// children's wishes (none at all when empty).
    func zstackSpacerEdges(pendingFrom start: Int) -> SpacerEdges {
        var edges: SpacerEdges = pending.count == start ? .all : []
        for k in start..<pending.count { edges.formUnion(tree.nodes[pending[k]].spacerEdges) }
        return edges
    }

    /// The wishes padding keeps: its child's, but on an edge it insets the default spacing
    /// applies again.
    func paddingSpacerEdges(_ child: Int, _ insets: EdgeInsets) -> SpacerEdges {
        var edges = tree.nodes[child].spacerEdges
        if insets.top != 0 { edges.remove(.top) }
        if insets.leading != 0 { edges.remove(.leading) }
        if insets.bottom != 0 { edges.remove(.bottom) }
        if insets.trailing != 0 { edges.remove(.trailing) }
        return edges
    }

    /// The wishes a frame keeps: all of a spacer's own, none on an axis the frame sets a
    /// length on.
    func frameSpacerEdges(_ child: Int, constrainsWidth: Bool, constrainsHeight: Bool) -> SpacerEdges {
        var edges = tree.nodes[child].spacerEdges
        if projectsSpacing(child) { return edges }
        if constrainsWidth { edges.subtract(.horizontal) }
        if constrainsHeight { edges.subtract(.vertical) }
        return edges
    }

    /// The member whose edges `node` has: the node itself, or one below the modifiers that
    /// pass their child's edges on (`LayoutNode.Kind.passesChildSpacerEdges`).
    private func memberPassingEdges(_ node: Int) -> Int? {
        let kind = tree.nodes[node].kind
        if case .member = kind { return node }
        return kind.passesChildSpacerEdges ? memberPassingEdges(tree.child(of: node)) : nil
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

    /// A node's spacer edges; a member whose group's length is not known yet has its
    /// content's, as the preference engine's frame without a length keeps them, and so do the
    /// modifiers above it that pass their child's edges on.
    func spacerEdges(of node: Int) -> SpacerEdges {
        let kind = tree.nodes[node].kind
        if case .member(let member) = kind, memberLength(member) == nil {
            return spacerEdges(of: tree.child(of: node))
        }
        return kind.passesChildSpacerEdges ? spacerEdges(of: tree.child(of: node)) : tree.nodes[node].spacerEdges
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
