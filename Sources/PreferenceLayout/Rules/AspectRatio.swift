import LayoutModel

// `aspectRatio`: docs/ARCHITECTURE.md, "Layout modifiers and views" (SwiftUI's
// `_AspectRatioLayout`). The child is offered the ratio scaled to fit or fill the proposal
// (`AspectRatioModifier.proposal(for:idealSize:)`, the vocabulary's) and centred by its
// edges (its alignment guides do not move it); the view's size is the child's.

/// `aspectRatio(_:contentMode:)`: the child offered a size of the ratio, centred; its size.
final class AspectRatioBox: ModifierLayoutBox {
    let modifier: AspectRatioModifier

    init(_ modifier: AspectRatioModifier) { self.modifier = modifier }

    /// What the child is offered for `proposal`.
    func childProposal(_ proposal: ProposedSize, _ child: Node, _ core: EngineCore) -> ProposedSize {
        modifier.proposal(for: proposal) { child.size(.unspecified, core) }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        let child = node.children[0]
        let cp = childProposal(proposal, child, core)
        // Filling across an unspecified axis offers infinity, as SwiftUI does: said, not hidden.
        if let bad = BadValues.aspectRatioOffer(modifier, proposal: proposal, offer: cp) {
            core.noteLayoutIssue(bad, at: node)
        }
        return child.size(cp, core)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let child = node.children[0]
        let cp = childProposal(proposal, child, core)
        guard child.placementMatters else { return }
        let s = child.size(cp, core)
        child.place(at: Node.aligned(s, in: bounds, .center), size: s, proposal: cp, core)
    }
}
