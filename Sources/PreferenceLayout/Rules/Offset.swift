import LayoutModel

// `offset`: docs/ARCHITECTURE.md, "Layout modifiers and views" (SwiftUI's `_OffsetEffect`).
// Layout does not change: the child's size, the child placed moved by (x, y).

/// `offset(x:y:)`: the child's size; the child placed moved by (x, y).
final class OffsetBox: ModifierLayoutBox {
    let x: Double
    let y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        node.children[0].size(proposal, core)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        node.children[0].place(
            at: Point(x: bounds.origin.x + x, y: bounds.origin.y + y), size: bounds.size,
            proposal: proposal, core)
    }
}
