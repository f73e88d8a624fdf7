import LayoutModel

// The views beyond the basic vocabulary (docs/ARCHITECTURE.md, "Layout rules"), as nodes of
// the custom-layout kind: `Divider` (OpenSwiftUI's plain divider style: a colour framed to
// the thickness), `Image` (its resizing rule), `ScrollView` and the lazy stacks (Apple's
// documented behaviour).

/// `Divider`: `thickness` across the enclosing stack's axis, the proposal (10 when
/// unspecified, as a colour) along it; horizontal outside an `HStack`.
final class DividerBox: AnyLayoutBox {
    /// The axis of the stack the divider is in, through its modifiers (set by the stack).
    var stackAxis: Axis?

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        if stackAxis == .horizontal { return Size(width: Divider.thickness, height: p.height ?? 10) }
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
    /// Gives the divider this node shows, through its modifiers, the axis of the stack it is
    /// in (SwiftUI's dividers read the enclosing stack's orientation).
    func settleDivider(_ axis: Axis) {
        var node = self
        while true {
            if case .custom(let box) = node.kind {
                if let divider = box as? DividerBox {
                    divider.stackAxis = axis
                    return
                }
                guard box is ModifierLayoutBox, let first = node.children.first else { return }
                node = first
            } else if case .geometryReader = node.kind {
                return
            } else if let child = node.child {
                node = child
            } else {
                return
            }
        }
    }
}
