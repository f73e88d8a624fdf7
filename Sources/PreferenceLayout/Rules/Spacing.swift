import LayoutModel

// Automatic spacing: docs/ARCHITECTURE.md, "Layout rules", rule 16. Between stack children
// without an explicit spacing. SwiftUI lets every
// view state, per edge, the least distance it wants from its neighbour; a stack places two
// neighbours at the larger of the two wishes they state, and at the default distance (8) when
// neither states one. Colours, shapes and text state none; a `Spacer` asks for 0 on the edges
// along its stack's axis (on every edge outside a stack), so nothing stands between a spacer
// and its neighbours. Containers pass their children's wishes on: a stack its first child's
// leading edge, its last child's trailing edge and every child's cross edges, a `ZStack`
// every child's edges. A modifier that changes an edge forgets the wish on it: padding on
// the edges it insets, a frame on the axes it sets (a frame directly around a spacer keeps
// the spacer's wishes). A custom `Layout` states what its `spacing(subviews:cache:)` says.
// Text-baseline spacing is not modelled: text states no wish here.

/// The least distance a view asks for on each edge (nil: no wish, the default applies).
struct EdgeSpacing: Equatable {
    var leading: Double?, trailing: Double?, top: Double?, bottom: Double?

    /// No wish on any edge (colours, shapes, text).
    static let none = EdgeSpacing()
    /// A wish for 0 on every edge (an empty container, a spacer outside a stack).
    static let zero = EdgeSpacing(leading: 0, trailing: 0, top: 0, bottom: 0)

    /// The larger of two wishes (a missing one loses).
    static func larger(_ first: Double?, _ second: Double?) -> Double? {
        guard let first else { return second }
        guard let second else { return first }
        return Swift.max(first, second)
    }

    /// The distance between a view with wish `before` on its trailing (bottom) edge and its
    /// successor with wish `after` on its leading (top) edge.
    static func distance(_ before: Double?, _ after: Double?) -> Double {
        larger(before, after) ?? defaultSpacing
    }

    /// Forgets the wishes on the horizontal edges, the vertical ones, or both.
    func forgetting(horizontal: Bool, vertical: Bool) -> EdgeSpacing {
        var s = self
        if horizontal {
            s.leading = nil
            s.trailing = nil
        }
        if vertical {
            s.top = nil
            s.bottom = nil
        }
        return s
    }

    /// Both views' wishes on every edge, the larger where both have one.
    func union(_ other: EdgeSpacing) -> EdgeSpacing {
        EdgeSpacing(
            leading: EdgeSpacing.larger(leading, other.leading), trailing: EdgeSpacing.larger(trailing, other.trailing),
            top: EdgeSpacing.larger(top, other.top), bottom: EdgeSpacing.larger(bottom, other.bottom))
    }

    /// The wish on the edge that leads along `axis` (leading or top).
    func start(_ axis: Axis) -> Double? { axis == .horizontal ? leading : top }
    /// The wish on the edge that trails along `axis` (trailing or bottom).
    func end(_ axis: Axis) -> Double? { axis == .horizontal ? trailing : bottom }
}

extension Node {
    /// The spacing this node asks of its neighbours (cached until the node changes).
    ///
    /// - Complexity: O(subtree) the first time, O(1) after.
    var edgeSpacing: EdgeSpacing {
        if let known = spacingCache { return known }
        let s = computeEdgeSpacing()
        spacingCache = s
        return s
    }

    private func computeEdgeSpacing() -> EdgeSpacing {
        switch kind {
        case .spacer(_, let axis):
            switch axis {
            case .horizontal?: return EdgeSpacing(leading: 0, trailing: 0)
            case .vertical?: return EdgeSpacing(top: 0, bottom: 0)
            case nil: return .zero
            }
        case .stack(let axis, _, _):
            guard let first = children.first, let last = children.last else { return .zero }
            var s = EdgeSpacing.none
            for c in children {
                let e = c.edgeSpacing
                if axis == .horizontal {
                    s.top = EdgeSpacing.larger(s.top, e.top)
                    s.bottom = EdgeSpacing.larger(s.bottom, e.bottom)
                } else {
                    s.leading = EdgeSpacing.larger(s.leading, e.leading)
                    s.trailing = EdgeSpacing.larger(s.trailing, e.trailing)
                }
            }
            if axis == .horizontal {
                s.leading = first.edgeSpacing.leading
                s.trailing = last.edgeSpacing.trailing
            } else {
                s.top = first.edgeSpacing.top
                s.bottom = last.edgeSpacing.bottom
            }
            return s
        case .zstack:
            guard !children.isEmpty else { return .zero }
            return children.reduce(EdgeSpacing.none) { $0.union($1.edgeSpacing) }
        case .padding(let insets):
            var s = child?.edgeSpacing ?? .none
            if insets.leading != 0 { s.leading = nil }
            if insets.trailing != 0 { s.trailing = nil }
            if insets.top != 0 { s.top = nil }
            if insets.bottom != 0 { s.bottom = nil }
            return s
        case .frame(let width, let height, _):
            let s = child?.edgeSpacing ?? .none
            if child?.isSpacerThroughPassthroughs == true { return s }
            return s.forgetting(horizontal: width != nil, vertical: height != nil)
        case .flexibleFrame(let box):
            let s = child?.edgeSpacing ?? .none
            if child?.isSpacerThroughPassthroughs == true { return s }
            let f = box.frame
            return s.forgetting(
                horizontal: f.minWidth != nil || f.idealWidth != nil || f.maxWidth != nil,
                vertical: f.minHeight != nil || f.idealHeight != nil || f.maxHeight != nil)
        case .fixedSize, .passthrough, .background, .overlay:
            return child?.edgeSpacing ?? .none
        case .custom(let box as CustomLayoutBox):
            return box.spacing(node: self)
        case .custom(let box):
            // An offset and a guide are their child to the stack; an aspect ratio lays its
            // child out but passes its wishes on; `position` states none (it is placed where
            // it says, not beside its neighbours).
            guard box is OffsetBox || box is AlignmentGuideBox || box is AspectRatioBox else { return .none }
            return children.first?.edgeSpacing ?? .none
        default:
            return .none
        }
    }

    /// Whether this node is a spacer, or shows one through nodes that only add an identifier,
    /// an extra, a background, an overlay or an offset (which SwiftUI lays out as the spacer
    /// itself). A layout priority on the way hides it: SwiftUI wraps the view in a priority
    /// layout; so does an alignment guide.
    var isSpacerThroughPassthroughs: Bool {
        var node = self
        while true {
            let next: Node?
            switch node.kind {
            case .spacer: return node.priority == -.infinity
            case .passthrough, .background, .overlay: next = node.child
            case .custom(let box) where box is OffsetBox: next = node.children.first
            default: return false
            }
            // These nodes show their child's priority; another one was set by a
            // `layoutPriority`, which SwiftUI lays out as a view of its own.
            guard let next, next.priority == node.priority else { return false }
            node = next
        }
    }

    /// The distances between neighbouring children of a stack along `axis`: `spacing` between
    /// each pair when given, else what their edges ask for.
    ///
    /// - Complexity: O(children), plus each child's spacing the first time.
    func stackGaps(axis: Axis, spacing: Double?) -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        var gaps: [Double] = []
        gaps.reserveCapacity(children.count - 1)
        var previous = children[0].edgeSpacing.end(axis)
        for c in children.dropFirst() {
            let e = c.edgeSpacing
            gaps.append(EdgeSpacing.distance(previous, e.start(axis)))
            previous = e.end(axis)
        }
        return gaps
    }
}
