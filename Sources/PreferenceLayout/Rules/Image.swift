import LayoutModel

// `Image`: docs/ARCHITECTURE.md, "Layout modifiers and views". Exactly its size; resizable, the
// proposal per axis (not below its cap insets), its own length where unspecified
// (`Image.sizeThatFits`, the vocabulary's).

/// `Image`: its size; resizable, the proposal where given.
final class ImageBox: AnyLayoutBox {
    let image: Image

    init(_ image: Image) { self.image = image }

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        image.sizeThatFits(proposal)
    }
}
