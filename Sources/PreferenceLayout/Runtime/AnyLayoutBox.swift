import LayoutModel

/// A container's layout behind a non-generic interface: the built-in layout views and
/// modifiers of `Rules/` (offset, position, divider, image, …) and users' custom layouts
/// (`CustomLayoutBox`), all nodes of the custom-layout kind.
class AnyLayoutBox {
    func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size { .zero }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {}
}
