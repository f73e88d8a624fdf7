import LayoutModel

// Frames (rules 3, 4 and 5): fixed frames, flexible frames clamped as SwiftUI's
// `_FlexFrameLayout` clamps them, and `fixedSize`.

extension Node {
    /// Rule 3: size = (width ?? child width, height ?? child height); the child is proposed
    /// (width ?? proposal).
    func frameSize(_ p: ProposedSize, width: Double?, height: Double?, _ core: EngineCore) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = child?.size(ProposedSize(width: width ?? p.width, height: height ?? p.height), core) ?? .zero
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    /// Rule 3: the child aligned inside, overflowing when larger.
    func placeFrame(in frame: Rect, _ p: ProposedSize, width: Double?, height: Double?, alignment: Alignment,
                    _ core: EngineCore) {
        guard let child else { return }
        placeAligned(child, in: frame, proposal: ProposedSize(width: width ?? p.width, height: height ?? p.height),
                     alignment, core)
    }

    /// Rules 4 and 17.
    func flexibleFrameSize(_ p: ProposedSize, _ f: FlexibleFrameModifier, _ core: EngineCore) -> Size {
        Node.flexibleSize(f, p) { child?.size($0, core) ?? .zero }
    }

    /// Rule 21: the child is proposed the frame's final length on each axis, except on an
    /// axis where the frame was offered nil, has no ideal and its length lies strictly
    /// between its minimum and maximum: there the child keeps its ideal (nil).
    func placeFlexibleFrame(in frame: Rect, _ p: ProposedSize, _ f: FlexibleFrameModifier, _ core: EngineCore) {
        guard let child else { return }
        func proposal(_ length: Double, _ offered: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
            guard ideal == nil, offered == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) else {
                return length
            }
            return nil
        }
        let cp = ProposedSize(
            width: proposal(frame.width, p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
            height: proposal(frame.height, p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
        placeAligned(child, in: frame, proposal: cp, f.alignment, core)
    }

    /// Rule 5: `fixedSize` proposes nil on its axes.
    static func fixedProposal(_ p: ProposedSize, _ h: Bool, _ v: Bool) -> ProposedSize {
        ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
    }

    /// Rule 4 per axis: what the child is offered, the proposal (or the ideal under nil)
    /// clamped to the frame's bounds.
    static func flexibleChildProposal(_ p: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard let q = p ?? ideal else { return nil }
        return Swift.min(Swift.max(min ?? -.infinity, q), max ?? .infinity)
    }

    /// Rule 4 per axis: the frame's length when it follows from the proposal alone (the
    /// proposal clamped between a minimum and a maximum that are both given and in order, or
    /// the ideal under nil), else nil.
    static func flexibleOwnLength(_ p: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard let p else { return ideal }
        guard let min, let max, min <= max else { return nil }
        return Swift.min(Swift.max(p, min), max)
    }

    /// Rule 4 per axis: the frame's length from the child's length `c` and what the child was
    /// offered (`offer`): the child's length clamped to the bounds given; with one bound only,
    /// the offer counts as the child's length when it is further past the bound.
    static func flexibleLength(offer: Double?, min: Double?, max: Double?, child c: Double) -> Double {
        switch (min, max) {
        case let (lo?, hi?) where lo <= hi: Swift.min(Swift.max(lo, c), hi)
        case let (lo?, nil): Swift.max(Swift.min(offer ?? .infinity, c), lo)
        case let (nil, hi?): Swift.min(Swift.max(offer ?? -.infinity, c), hi)
        default: c
        }
    }

    static func flexibleChildProposal(_ f: FlexibleFrameModifier, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: flexibleChildProposal(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
                     height: flexibleChildProposal(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    }

    /// Rule 4: the frame's size for proposal `p`, asking `child` only when the proposal
    /// alone does not decide it.
    static func flexibleSize(_ f: FlexibleFrameModifier, _ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let w = flexibleOwnLength(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth)
        let h = flexibleOwnLength(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight)
        if let w, let h { return Size(width: w, height: h) }
        let cp = flexibleChildProposal(f, p)
        let c = child(cp)
        return Size(width: w ?? flexibleLength(offer: cp.width, min: f.minWidth, max: f.maxWidth, child: c.width),
                    height: h ?? flexibleLength(offer: cp.height, min: f.minHeight, max: f.maxHeight, child: c.height))
    }
}
