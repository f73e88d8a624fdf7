import LayoutModel

// `ScrollView`: docs/ARCHITECTURE.md, "Layout modifiers and views" (Apple's documented
// behaviour). The content is proposed nil on the scrolling axes and placed at the top-leading
// corner; on a scrolling axis the scroll view takes the proposal, on the other it is as long as
// its content.

/// `ScrollView`: the content offered nil on the scrolling axes and placed at the top-leading
/// corner; the proposal on a scrolling axis (the content's length when nil; infinite when
/// offered infinity, so a stack sizes it last among its flexible children), the content's
/// length on the other.
final class ScrollViewBox: AnyLayoutBox {
    let axes: Axis.Set

    init(axes: Axis.Set) { self.axes = axes }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        var cp = proposal
        if axes.contains(.horizontal) { cp.width = nil }
        if axes.contains(.vertical) { cp.height = nil }
        return cp
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        var s = node.children[0].size(contentProposal(proposal), core)
        if axes.contains(.horizontal), let w = proposal.width { s.width = w }
        if axes.contains(.vertical), let h = proposal.height { s.height = h }
        return s
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let child = node.children[0]
        let cp = contentProposal(proposal)
        child.place(at: bounds.origin, size: child.size(cp, core), proposal: cp, core)
    }
}
