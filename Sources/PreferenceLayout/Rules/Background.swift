import LayoutModel

// Backgrounds and overlays: docs/ARCHITECTURE.md, "Layout rules", rule 9. The modifier reports
// the primary view's size (`Node.size` asks the child); the secondary view is proposed that
// size and aligned in it. The background is placed before its primary view, the overlay after: that is
// the order of their preferences.

extension Node {
    func placeBackground(in frame: Rect, _ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        placeSecondary(alignment, in: frame, core)
        child?.place(at: frame.origin, size: frame.size, proposal: proposal, core)
    }

    func placeOverlay(in frame: Rect, _ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        child?.place(at: frame.origin, size: frame.size, proposal: proposal, core)
        placeSecondary(alignment, in: frame, core)
    }

    /// Sizes and places the background or overlay view in `frame`, when its placement shows
    /// (see `placementMatters`).
    private func placeSecondary(_ alignment: Alignment, in frame: Rect, _ core: EngineCore) {
        guard let secondary else { return }
        placeAligned(secondary, in: frame, proposal: ProposedSize(frame.size), alignment, core)
    }
}
