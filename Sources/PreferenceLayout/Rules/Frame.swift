import LayoutModel

// Fixed frames: docs/ARCHITECTURE.md, "Layout rules", rule 3. The size is (width ?? the child's
// width, height ?? the child's height); the child is proposed (width ?? the proposal) and
// aligned inside, overflowing when larger.

extension Node {
    /// Rule 3: size = (width ?? child width, height ?? child height); the child is proposed
    /// (width ?? proposal).
    func frameSize(_ proposal: ProposedSize, width: Double?, height: Double?, _ core: EngineCore) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s =
            child?.size(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), core) ?? .zero
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    /// Rule 3: the child aligned inside, overflowing when larger.
    func placeFrame(
        in frame: Rect, _ proposal: ProposedSize, width: Double?, height: Double?, alignment: Alignment,
        _ core: EngineCore
    ) {
        guard let child else { return }
        placeAligned(
            child, in: frame, proposal: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height),
            alignment, core)
    }
}
