import LayoutModel

// Flexible frames: docs/ARCHITECTURE.md, "Layout rules", rules 4, 17 and 21 (SwiftUI's
// `_FlexFrameLayout`). Per axis the child is proposed the proposal (the ideal length when
// unspecified) clamped to the bounds; the frame's length is the proposal clamped when both
// bounds are given and in order, the ideal under an unspecified proposal, else the child's
// length clamped by the bounds given. When placing, the frame proposes its final size to its
// child, except on an axis where it was offered nothing, has no ideal and lies strictly between
// its bounds. The lengths were normalised when built (rule 17).

extension Node {
    /// Rules 4 and 17.
    func flexibleFrameSize(_ proposal: ProposedSize, _ flexible: FlexibleFrameModifier, _ core: EngineCore) -> Size {
        Node.flexibleSize(flexible, proposal) { child?.size($0, core) ?? .zero }
    }

    /// Rule 21: the child is proposed the frame's final length on each axis, except on an
    /// axis where the frame was offered nil, has no ideal and its length lies strictly
    /// between its minimum and maximum: there the child keeps its ideal (nil).
    func placeFlexibleFrame(
        in frame: Rect, _ proposal: ProposedSize, _ flexible: FlexibleFrameModifier, _ core: EngineCore
    ) {
        guard let child else { return }
        placeAligned(
            child, in: frame, proposal: Node.flexiblePlacementProposal(flexible, size: frame.size, proposal: proposal),
            flexible.alignment, core)
    }

    /// Rule 21: what a flexible frame of `frameSize`, offered `proposal`, proposes to its child
    /// when placing it.
    static func flexiblePlacementProposal(
        _ flexible: FlexibleFrameModifier, size frameSize: Size,
        proposal: ProposedSize
    ) -> ProposedSize {
        func placementLength(_ length: Double, _ offered: Double?, min: Double?, ideal: Double?, max: Double?)
            -> Double?
        {
            guard ideal == nil, offered == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) else {
                return length
            }
            return nil
        }
        return ProposedSize(
            width: placementLength(
                frameSize.width, proposal.width, min: flexible.minWidth, ideal: flexible.idealWidth,
                max: flexible.maxWidth),
            height: placementLength(
                frameSize.height, proposal.height, min: flexible.minHeight,
                ideal: flexible.idealHeight, max: flexible.maxHeight))
    }

    /// Rule 4 per axis: what the child is offered, the proposal (or the ideal under nil)
    /// clamped to the frame's bounds.
    static func flexibleChildProposal(_ proposal: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard let q = proposal ?? ideal else { return nil }
        return Swift.min(Swift.max(min ?? -.infinity, q), max ?? .infinity)
    }

    /// Rule 4 per axis: the frame's length when it follows from the proposal alone (the
    /// proposal clamped between a minimum and a maximum that are both given and in order, or
    /// the ideal under nil), else nil.
    static func flexibleOwnLength(_ proposal: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard let proposal else { return ideal }
        guard let min, let max, min <= max else { return nil }
        return Swift.min(Swift.max(proposal, min), max)
    }

    /// Rule 4 per axis: the frame's length from the child's length `childLength` and what the child was
    /// offered (`offer`): the child's length clamped to the bounds given; with one bound only,
    /// the offer counts as the child's length when it is further past the bound.
    static func flexibleLength(offer: Double?, min: Double?, max: Double?, child childLength: Double) -> Double {
        switch (min, max) {
        case (let lo?, let hi?) where lo <= hi: Swift.min(Swift.max(lo, childLength), hi)
        case (let lo?, nil): Swift.max(Swift.min(offer ?? .infinity, childLength), lo)
        case (nil, let hi?): Swift.min(Swift.max(offer ?? -.infinity, childLength), hi)
        default: childLength
        }
    }

    static func flexibleChildProposal(_ flexible: FlexibleFrameModifier, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: flexibleChildProposal(
                proposal.width, min: flexible.minWidth, ideal: flexible.idealWidth, max: flexible.maxWidth),
            height: flexibleChildProposal(
                proposal.height, min: flexible.minHeight, ideal: flexible.idealHeight, max: flexible.maxHeight))
    }

    /// Rule 4: the frame's size for proposal `proposal`, asking `child` only when the proposal
    /// alone does not decide it.
    static func flexibleSize(_ flexible: FlexibleFrameModifier, _ proposal: ProposedSize, child: (ProposedSize) -> Size)
        -> Size
    {
        let w = flexibleOwnLength(
            proposal.width, min: flexible.minWidth, ideal: flexible.idealWidth, max: flexible.maxWidth)
        let h = flexibleOwnLength(
            proposal.height, min: flexible.minHeight, ideal: flexible.idealHeight, max: flexible.maxHeight)
        if let w, let h { return Size(width: w, height: h) }
        let cp = flexibleChildProposal(flexible, proposal)
        let c = child(cp)
        return Size(
            width: w ?? flexibleLength(offer: cp.width, min: flexible.minWidth, max: flexible.maxWidth, child: c.width),
            height: h
                ?? flexibleLength(offer: cp.height, min: flexible.minHeight, max: flexible.maxHeight, child: c.height))
    }
}
