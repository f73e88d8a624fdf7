import LayoutModel

// Padding: docs/ARCHITECTURE.md, "Layout rules", rules 6 and 18. The child is proposed the
// proposal minus the insets (not below 0); the size is the child's plus the insets (not below
// 0). Negative insets make the view smaller than its child, which overflows it. A text's
// padding may be folded into its node (`TextDecoration`, `Text.swift`).

extension Node {
    func paddingSize(_ p: ProposedSize, _ insets: EdgeInsets, _ core: EngineCore) -> Size {
        let s = child?.size(Node.inset(p, insets), core) ?? .zero
        return Node.outset(s, insets)
    }

    func placePadding(in frame: Rect, _ p: ProposedSize, _ insets: EdgeInsets, _ core: EngineCore) {
        guard let child, child.placementMatters else { return }
        let cp = Node.inset(p, insets)
        let s = child.size(cp, core)
        child.place(at: Point(x: frame.origin.x + insets.leading, y: frame.origin.y + insets.top), size: s,
                    proposal: cp, core)
    }

    /// Rule 18: `s` plus the insets, not below 0.
    static func outset(_ s: Size, _ insets: EdgeInsets) -> Size {
        Size(width: max(0, s.width + insets.horizontal), height: max(0, s.height + insets.vertical))
    }

    /// Rule 6: the proposal minus the insets, not below 0; nil stays nil.
    static func inset(_ p: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }
}
