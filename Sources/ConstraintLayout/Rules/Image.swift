import LayoutModel

// `Image`: docs/ARCHITECTURE.md, "Layout modifiers and views". Exactly its size; resizable, the
// proposal per axis (not below its cap insets), its own length where unspecified.
extension TreeLayout {
    /// An image: its natural size; resizable, the proposal where given (at least the minimum).
    static func imageSize(natural: Size, resizableMinimum minimum: Size?, _ proposal: ProposedSize) -> Size {
        guard let minimum else { return natural }
        return Size(
            width: proposal.width.map { max($0, minimum.width) } ?? natural.width,
            height: proposal.height.map { max($0, minimum.height) } ?? natural.height)
    }
}
