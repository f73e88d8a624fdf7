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

    /// Rule 4.
    func flexibleFrameSize(_ p: ProposedSize, _ f: FlexibleFrameModifier, _ core: EngineCore) -> Size {
        Node.flexibleSize(f, p) { child?.size($0, core) ?? .zero }
    }

    func placeFlexibleFrame(in frame: Rect, _ p: ProposedSize, _ f: FlexibleFrameModifier, _ core: EngineCore) {
        guard let child else { return }
        placeAligned(child, in: frame, proposal: Node.flexibleChildProposal(f, p), f.alignment, core)
    }

    /// Rule 5: `fixedSize` proposes nil on its axes.
    static func fixedProposal(_ p: ProposedSize, _ h: Bool, _ v: Bool) -> ProposedSize {
        ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
    }

    /// Rule 4 per axis: what the child is offered.
    static func flexibleChildProposal(_ p: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard var q = p ?? ideal else { return nil }
        if let min { q = Swift.max(min, q) }
        if let max { q = Swift.min(max, q) }
        return q
    }

    /// Rule 4 per axis: the frame's length given the child's length `c`.
    static func flexibleLength(_ p: Double?, min: Double?, ideal: Double?, max: Double?, child c: Double) -> Double {
        if p == nil, let ideal {
            var r = ideal
            if let min { r = Swift.max(min, r) }
            if let max { r = Swift.min(max, r) }
            return r
        }
        let proposed = p ?? c
        var r = c
        if let min { r = Swift.max(min, Swift.min(r, proposed)) }
        if let max { r = Swift.min(max, Swift.max(r, proposed)) }
        return r
    }

    static func flexibleChildProposal(_ f: FlexibleFrameModifier, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: flexibleChildProposal(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
                     height: flexibleChildProposal(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    }

    static func flexibleSize(_ f: FlexibleFrameModifier, _ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let c = child(flexibleChildProposal(f, p))
        return Size(width: flexibleLength(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth, child: c.width),
                    height: flexibleLength(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight, child: c.height))
    }
}

extension FlexibleFrameModifier {
    /// Documented clamps: NaN becomes nil, negative becomes 0, a maximum below the minimum is
    /// raised to the minimum, infinite minimum and ideal values become nil.
    static func sanitized(_ m: FlexibleFrameModifier) -> FlexibleFrameModifier {
        func finite(_ v: Double?) -> Double? {
            guard let v, v.isFinite else { return nil }
            return max(0, v)
        }
        func maxValue(_ v: Double?, _ min: Double?) -> Double? {
            guard let v, !v.isNaN else { return nil }
            let clean = max(0, v)
            if let min, clean < min { return min }
            return clean
        }
        let minW = finite(m.minWidth), minH = finite(m.minHeight)
        return FlexibleFrameModifier(minWidth: minW, idealWidth: finite(m.idealWidth), maxWidth: maxValue(m.maxWidth, minW),
                                     minHeight: minH, idealHeight: finite(m.idealHeight), maxHeight: maxValue(m.maxHeight, minH),
                                     alignment: m.alignment)
    }
}
