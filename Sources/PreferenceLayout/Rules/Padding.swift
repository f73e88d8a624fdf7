import LayoutModel

// Padding: docs/ARCHITECTURE.md, "Layout rules", rules 6 and 18. The child is proposed the
// proposal minus the insets (not below 0); the size is the child's plus the insets (not below
// 0). Negative insets make the view smaller than its child, which overflows it. A text's
// padding may be folded into its node (`TextDecoration`, `Text.swift`).

extension Node {
    func paddingSize(_ proposal: ProposedSize, _ insets: EdgeInsets, _ core: EngineCore) -> Size {
        let s = child?.size(Node.inset(proposal, insets), core) ?? .zero
        return Node.outset(s, insets)
    }

    func placePadding(in frame: Rect, _ proposal: ProposedSize, _ insets: EdgeInsets, _ core: EngineCore) {
        guard let child, child.placementMatters else { return }
        let cp = Node.inset(proposal, insets)
        let s = child.size(cp, core)
        child.place(
            at: Point(x: frame.origin.x + insets.leading, y: frame.origin.y + insets.top), size: s,
            proposal: cp, core)
    }

    /// Rule 18: `size` plus the insets, not below 0.
    static func outset(_ size: Size, _ insets: EdgeInsets) -> Size {
        Size(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    /// Rule 6: the proposal minus the insets, not below 0; nil stays nil.
    static func inset(_ proposal: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}
