import LayoutModel

// `position`: docs/ARCHITECTURE.md, "Layout modifiers and views" (SwiftUI's `_PositionLayout`,
// as OpenSwiftUI has it). The view takes the proposal, the child's length on an unspecified
// axis; the child is offered the view's own size and centred at (x, y).

/// `position(x:y:)`: the proposal (the child's length where unspecified); the child offered
/// that size and centred at (x, y) in the view's own space.
final class PositionBox: ModifierLayoutBox {
    let x: Double
    let y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        if let w = proposal.width, let h = proposal.height { return Size(width: w, height: h) }
        let c = node.children[0].size(proposal, core)
        return Size(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let child = node.children[0]
        let cp = ProposedSize(bounds.size)
        let s = child.size(cp, core)
        child.place(
            at: Point(x: bounds.origin.x + x - s.width / 2, y: bounds.origin.y + y - s.height / 2), size: s,
            proposal: cp, core)
    }
}
