import LayoutModel

// `LazyVStack` / `LazyHStack`: docs/ARCHITECTURE.md, "Layout modifiers and views" (Apple's
// documented behaviour). Each child is proposed the cross-axis proposal and nil along the axis
// (no distribution); the length is the sum plus uniform spacing; the cross length is the
// proposal, the widest child's when unspecified or infinite; children are placed proposed the
// stack's own cross length and aligned in it.
extension TreeLayout {
    /// A lazy stack: the sum of its children offered nil along `axis`, and the cross-axis
    /// proposal (its widest child's when nil or infinite).
    ///
    /// - Complexity: O(children), plus their sizes.
    mutating func lazyStackSize(_ node: Int, _ proposal: ProposedSize, axis: Axis, spacing: Double) -> Size {
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = proposal[axis.cross]
        let children = tree.children(of: node)
        var length = 0.0
        var cross = 0.0
        for child in children {
            let childSize = size(child, childProposal)
            length += childSize[axis]
            cross = max(cross, childSize[axis.cross])
        }
        length += spacing * Double(max(0, children.count - 1))
        var stack = Size.zero
        stack[axis] = length
        if let offered = proposal[axis.cross], offered.isFinite { cross = offered }
        stack[axis.cross] = cross
        return stack
    }

    /// Places a lazy stack's children one after another, each offered the stack's cross
    /// length and nil along `axis`, aligned across it.
    mutating func placeLazyStack(_ node: Int, _ nodeSize: Size, axis: Axis, crossAlignment: Double, spacing: Double) {
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = nodeSize[axis.cross]
        var cursor = 0.0
        // With alignment guides, each child's guide on the stack's own line (it took its
        // width, as a frame does, rather than enclosing its children).
        let guided = !tree.alignmentGuides.isEmpty
        for child in tree.children(of: node) {
            let childSize = size(child, childProposal)
            let crossOffset =
                guided
                ? guidePosition(in: nodeSize[axis.cross], at: crossAlignment)
                    - alignmentValue(child, axis.cross, crossAlignment, size: childSize, proposal: childProposal)
                : (nodeSize[axis.cross] - childSize[axis.cross]) * crossAlignment
            if axis == .horizontal {
                setOrigin(child, cursor, crossOffset)
            } else {
                setOrigin(child, crossOffset, cursor)
            }
            place(child, size: childSize, proposal: childProposal)
            cursor += childSize[axis] + spacing
        }
    }
}
