import LayoutModel

// `fixedSize`: docs/ARCHITECTURE.md, "Layout rules", rule 5. It proposes an unspecified length
// on its axes and reports the child's size. A text's horizontal `fixedSize` may be folded into
// its node (`TextDecoration`, `Text.swift`).

extension Node {
    func fixedSizeSize(_ proposal: ProposedSize, horizontal: Bool, vertical: Bool, _ core: EngineCore) -> Size {
        child?.size(Node.fixedProposal(proposal, horizontal, vertical), core) ?? .zero
    }

    func placeFixedSize(in frame: Rect, _ proposal: ProposedSize, horizontal: Bool, vertical: Bool, _ core: EngineCore)
    {
        child?.place(
            at: frame.origin, size: frame.size, proposal: Node.fixedProposal(proposal, horizontal, vertical), core)
    }

    /// Rule 5: `fixedSize` proposes nil on its axes.
    static func fixedProposal(_ proposal: ProposedSize, _ horizontal: Bool, _ vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
