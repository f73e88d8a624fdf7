import LayoutModel

// Backgrounds and overlays: docs/ARCHITECTURE.md, "Layout rules", rule 9. The modifier reports
// the primary view's size (`Node.size` asks the child); the secondary view is proposed that
// size and aligned in it, its alignment lines on the primary view's (explicit ones included). The background is placed before its primary view, the overlay after: that is
// the order of their preferences.

extension Node {
    func placeBackground(in frame: Rect, _ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        placeSecondary(alignment, in: frame, proposal, core)
        child?.place(at: frame.origin, size: frame.size, proposal: proposal, core)
    }

    func placeOverlay(in frame: Rect, _ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        child?.place(at: frame.origin, size: frame.size, proposal: proposal, core)
        placeSecondary(alignment, in: frame, proposal, core)
    }

    /// Sizes and places the background or overlay view in `frame` (the primary view's, which
    /// was offered `proposal`), when its placement shows (see `placementMatters`).
    private func placeSecondary(_ alignment: Alignment, in frame: Rect, _ proposal: ProposedSize, _ core: EngineCore) {
        guard let secondary, secondary.placementMatters else { return }
        let sp = ProposedSize(frame.size)
        let s = secondary.size(sp, core)
        guard core.hasAlignmentGuides, let primary = child else {
            return secondary.place(at: Node.aligned(s, in: frame, alignment), size: s, proposal: sp, core)
        }
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        let x =
            primary.alignmentValue(.horizontal, fx, size: frame.size, proposal: proposal, core)
            - secondary.alignmentValue(.horizontal, fx, size: s, proposal: sp, core)
        let y =
            primary.alignmentValue(.vertical, fy, size: frame.size, proposal: proposal, core)
            - secondary.alignmentValue(.vertical, fy, size: s, proposal: sp, core)
        secondary.place(at: Point(x: frame.origin.x + x, y: frame.origin.y + y), size: s, proposal: sp, core)
    }
}
