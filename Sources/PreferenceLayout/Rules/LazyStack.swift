import LayoutModel

// `LazyVStack` / `LazyHStack`: docs/ARCHITECTURE.md, "Layout modifiers and views" (Apple's
// documented behaviour). Each child is proposed the cross-axis proposal and nil along the axis
// (no distribution); the length is the sum plus uniform spacing; the cross length is the
// proposal, the widest child's when unspecified or infinite; children are placed proposed the
// stack's own cross length and aligned in it.

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

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = proposal[axis.cross]
        var length = 0.0
        var cross = 0.0
        for child in node.children {
            let c = child.size(cp, core)
            length += c[axis]
            cross = max(cross, c[axis.cross])
        }
        length += spacing * Double(max(0, node.children.count - 1))
        if let offered = proposal[axis.cross], offered.isFinite { cross = offered }
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
            let crossOffset =
                core.hasAlignmentGuides
                ? guidePosition(in: bounds.size[axis.cross], at: crossAlignment)
                    - child.alignmentValue(axis.cross, crossAlignment, size: s, proposal: cp, core)
                : (bounds.size[axis.cross] - s[axis.cross]) * crossAlignment
            let origin =
                axis == .horizontal
                ? Point(x: bounds.origin.x + cursor, y: bounds.origin.y + crossOffset)
                : Point(x: bounds.origin.x + crossOffset, y: bounds.origin.y + cursor)
            child.place(at: origin, size: s, proposal: cp, core)
            cursor += s[axis] + spacing
        }
    }
}
