import LayoutModel

// `aspectRatio`: docs/ARCHITECTURE.md, "Layout modifiers and views" (SwiftUI's
// `_AspectRatioLayout`). The child is offered the ratio scaled to fit or fill the proposal
// (`AspectRatioModifier.proposal(for:idealSize:)`, the vocabulary's) and centred by its
// edges (its alignment guides do not move it); the view's size is the child's.
extension TreeLayout {
    mutating func aspectRatioSize(_ node: Int, _ proposal: ProposedSize, ratio: Double?, contentMode: ContentMode)
        -> Size
    {
        let offer = aspectRatioProposal(node, proposal, ratio: ratio, contentMode: contentMode)
        // Filling across an unspecified axis offers infinity, as SwiftUI does: said, not hidden.
        if let bad = BadValues.aspectRatioOffer(
            AspectRatioModifier(ratio: ratio, contentMode: contentMode),
            proposal: proposal, offer: offer),
            !layoutNotes.contains(where: { $0.node == node && $0.bad == bad })
        {
            layoutNotes.append((node, bad))
        }
        return size(tree.child(of: node), offer)
    }

    mutating func placeAspectRatio(
        _ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, ratio: Double?,
        contentMode: ContentMode
    ) {
        placeAligned(
            tree.child(of: node), proposal: aspectRatioProposal(node, proposal, ratio: ratio, contentMode: contentMode),
            in: nodeSize, .center, guided: false)
    }

    /// What an aspect-ratio node offers its child for `proposal` (the child's ideal size read
    /// only when the ratio is the child's own).
    mutating func aspectRatioProposal(
        _ node: Int, _ proposal: ProposedSize, ratio: Double?,
        contentMode: ContentMode
    ) -> ProposedSize {
        let modifier = AspectRatioModifier(ratio: ratio, contentMode: contentMode)
        guard ratio == nil, proposal != .unspecified else { return modifier.proposal(for: proposal) { .zero } }
        let ideal = size(tree.child(of: node), .unspecified)
        return modifier.proposal(for: proposal) { ideal }
    }
}
