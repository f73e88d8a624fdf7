import LayoutModel

// Flexible frames: docs/ARCHITECTURE.md, "Layout rules", rules 4, 17 and 21 (SwiftUI's
// `_FlexFrameLayout`). Per axis the child is proposed the proposal (the ideal length when
// unspecified) clamped to the bounds; the frame's length is the proposal clamped when both
// bounds are given and in order, the ideal under an unspecified proposal, else the child's
// length clamped by the bounds given. When placing, the frame proposes its final size to its
// child, except on an axis where it was offered nothing, has no ideal and lies strictly between
// its bounds. The lengths were normalised when compiled (rule 17, `BadValues`).
extension TreeLayout {
    /// Rule 4: a flexible frame's size; the child is asked only on an axis the frame's bounds
    /// and the proposal leave open.
    mutating func flexibleFrameSize(_ node: Int, _ frame: FlexibleFrameModifier, _ proposal: ProposedSize) -> Size {
        let width = Self.flexibleLength(
            proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        let height = Self.flexibleLength(
            proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        if let width, let height { return Size(width: width, height: height) }
        let childProposal = Self.flexibleChildProposal(frame, proposal)
        let child = size(tree.child(of: node), childProposal)
        return Size(
            width: width
                ?? Self.flexibleLength(
                    min: frame.minWidth, max: frame.maxWidth, offered: childProposal.width,
                    child: child.width),
            height: height
                ?? Self.flexibleLength(
                    min: frame.minHeight, max: frame.maxHeight, offered: childProposal.height,
                    child: child.height))
    }

    /// Rule 21: the child proposed the frame's final size (see `flexiblePlacementProposal`).
    mutating func placeFlexibleFrame(
        _ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, _ frame: FlexibleFrameModifier
    ) {
        placeAligned(
            tree.child(of: node), proposal: Self.flexiblePlacementProposal(frame, proposal, size: nodeSize),
            in: nodeSize, frame.alignment)
    }

    /// Rule 4 per axis: what a flexible frame offers its child, the proposal (the ideal length
    /// when nil) clamped to the frame's bounds.
    static func flexibleChildProposal(_ offered: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard var length = offered ?? ideal else { return nil }
        if let min { length = Swift.max(min, length) }
        if let max { length = Swift.min(max, length) }
        return length
    }

    static func flexibleChildProposal(_ frame: FlexibleFrameModifier, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: flexibleChildProposal(
                proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: flexibleChildProposal(
                proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    }

    /// Rule 4 per axis, without the child: the proposal clamped when both bounds are given, the
    /// ideal length under a nil proposal; nil when the child decides.
    static func flexibleLength(_ offered: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard let offered else { return ideal }
        guard let min, let max, min <= max else { return nil }
        return Swift.min(Swift.max(offered, min), max)
    }

    /// Rule 4 per axis, from the child's length as offered `offered`.
    static func flexibleLength(min: Double?, max: Double?, offered: Double?, child: Double) -> Double {
        switch (min, max) {
        case (let min?, let max?) where min <= max: return Swift.min(Swift.max(min, child), max)
        case (let min?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), min)
        case (nil, let max?): return Swift.min(Swift.max(offered ?? -.infinity, child), max)
        default: return child
        }
    }

    /// Rule 21 per axis: what a flexible frame proposes its child when placing it, its own
    /// length, except nil where it was proposed nil, has no ideal and lies strictly inside its
    /// bounds.
    static func flexiblePlacementProposal(
        _ offered: Double?, length: Double, min: Double?, ideal: Double?,
        max: Double?
    ) -> Double? {
        if ideal == nil, offered == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) { return nil }
        return length
    }

    static func flexiblePlacementProposal(
        _ frame: FlexibleFrameModifier, _ proposal: ProposedSize,
        size frameSize: Size
    ) -> ProposedSize {
        ProposedSize(
            width: flexiblePlacementProposal(
                proposal.width, length: frameSize.width, min: frame.minWidth,
                ideal: frame.idealWidth, max: frame.maxWidth),
            height: flexiblePlacementProposal(
                proposal.height, length: frameSize.height, min: frame.minHeight,
                ideal: frame.idealHeight, max: frame.maxHeight))
    }
}
