import LayoutModel

// The views beyond the basic vocabulary (docs/ARCHITECTURE.md, "Layout rules"), as nodes of
// the custom-layout kind: `Divider` (OpenSwiftUI's plain divider style: a colour framed to
// the thickness), `Image` (its resizing rule), `ScrollView` and the lazy stacks (Apple's
// documented behaviour).

/// `Divider`: `thickness` across the enclosing stack's axis, the proposal (10 when
/// unspecified, as a colour) along it; horizontal outside an `HStack`.
final class DividerBox: AnyLayoutBox {
    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        if node.enclosingStackAxis == .horizontal { return Size(width: Divider.thickness, height: p.height ?? 10) }
        return Size(width: p.width ?? 10, height: Divider.thickness)
    }
}

/// `Image`: its size; resizable, the proposal where given.
final class ImageBox: AnyLayoutBox {
    let image: Image

    init(_ image: Image) { self.image = image }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        image.sizeThatFits(p)
    }
}

/// `ScrollView`: the content offered nil on the scrolling axes and placed at the top-leading
/// corner; the proposal on a scrolling axis (the content's length when nil; infinite when
/// offered infinity, so a stack sizes it last among its flexible children), the content's
/// length on the other.
final class ScrollViewBox: AnyLayoutBox {
    let axes: Axis.Set

    init(axes: Axis.Set) { self.axes = axes }

    private func contentProposal(_ p: ProposedSize) -> ProposedSize {
        var cp = p
        if axes.contains(.horizontal) { cp.width = nil }
        if axes.contains(.vertical) { cp.height = nil }
        return cp
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        var s = node.children[0].size(contentProposal(p), core)
        if axes.contains(.horizontal), let w = p.width { s.width = w }
        if axes.contains(.vertical), let h = p.height { s.height = h }
        return s
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let child = node.children[0], cp = contentProposal(proposal)
        child.place(at: bounds.origin, size: child.size(cp, core), proposal: cp, core)
    }
}

/// `LazyVStack` / `LazyHStack`: each child offered the cross-axis proposal and nil along the
/// axis; the stack takes the cross-axis proposal (its widest child's when nil or infinite)
/// and places the children offered its own cross length.
final class LazyStackBox: AnyLayoutBox {
    let axis: Axis
    let crossAlignment: Double
    let spacing: Double

    init(axis: Axis, crossAlignment: Double, spacing: Double) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = p[axis.cross]
        var length = 0.0, cross = 0.0
        for child in node.children {
            let c = child.size(cp, core)
            length += c[axis]
            cross = max(cross, c[axis.cross])
        }
        length += spacing * Double(max(0, node.children.count - 1))
        if let offered = p[axis.cross], offered.isFinite { cross = offered }
        var s = Size.zero
        s[axis] = length
        s[axis.cross] = cross
        return s
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = bounds.size[axis.cross]
        var cursor = 0.0
        for child in node.children {
            let s = child.size(cp, core)
            // With alignment guides, each child's guide on the stack's own line (it took its
            // width, as a frame does, rather than enclosing its children).
            let crossOffset = core.hasAlignmentGuides
                ? bounds.size[axis.cross] * crossAlignment - child.alignmentLine(s, axis.cross, crossAlignment)
                : (bounds.size[axis.cross] - s[axis.cross]) * crossAlignment
            let origin = axis == .horizontal
                ? Point(x: bounds.origin.x + cursor, y: bounds.origin.y + crossOffset)
                : Point(x: bounds.origin.x + crossOffset, y: bounds.origin.y + cursor)
            child.place(at: origin, size: s, proposal: cp, core)
            cursor += s[axis] + spacing
        }
    }
}

extension Node {
    /// The axis of the stack this node is a child of, through the modifiers above it (SwiftUI's
    /// dividers read the enclosing stack's orientation); nil in any other container or at the
    /// root. Read while sizing, when every node of the tree is linked to its parent (the
    /// root's parent is nil), so the walk sees only live nodes.
    ///
    /// - Complexity: O(modifiers above the node).
    var enclosingStackAxis: Axis? {
        var current = self
        while let parent = current.parent {
            switch parent.kind {
            case .stack(let axis, _, _):
                return axis
            case .custom(let box):
                if let lazy = box as? LazyStackBox { return lazy.axis }
                guard box is ModifierLayoutBox else { return nil }
            case .padding, .frame, .flexibleFrame, .fixedSize, .passthrough:
                break
            case .background, .overlay:
                guard parent.child === current else { return nil }
            default:
                return nil
            }
            current = parent
        }
        return nil
    }
}
