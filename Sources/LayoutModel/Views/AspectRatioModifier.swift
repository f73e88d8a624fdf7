/// How content is scaled to a ratio inside the space offered: all of it visible, or all the
/// space covered.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}

/// Proposes its content a size of one ratio, as SwiftUI's `aspectRatio(_:contentMode:)`.
///
/// The ratio (width / height) is `ratio`, or the content's ideal size's when nil. Under a
/// proposal with a length on at least one axis, the content is offered the ratio scaled to fit
/// (the smaller scale of the two axes; an unspecified axis does not limit) or to fill (the
/// larger), and centred in what it takes; an unspecified proposal passes through. The view's
/// size is the content's.
public struct AspectRatioModifier: PrimitiveModifier, Hashable, Sendable {
    public var ratio: Double?
    public var contentMode: ContentMode
    public init(ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitAspectRatio(self, content: content)
    }

    /// What the content is offered for proposal `p`, given its ideal size (read only when
    /// `ratio` is nil).
    ///
    /// - Parameters:
    ///   - p: the proposal this modifier received.
    ///   - idealSize: the content's size for an unspecified proposal, asked only when needed.
    /// - Returns: `p` itself when it is unspecified on both axes, else the ratio's size scaled
    ///   to fit or fill `p`.
    public func proposal(for p: ProposedSize, idealSize: () -> Size) -> ProposedSize {
        guard p.width != nil || p.height != nil else { return p }
        var shape: Size
        if let ratio, ratio.isFinite, ratio > 0 {
            shape = Size(width: ratio, height: 1)
        } else if ratio == nil {
            shape = idealSize()
        } else {
            // A NaN, infinite or non-positive ratio has no shape: the content keeps the proposal.
            return p
        }
        // A square (and the empty size) is the unit square, so that a 0×0 content still scales.
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(p.width, shape.width)
        let sy = scale(p.height, shape.height)
        let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func scaled(_ length: Double) -> Double {
            // 0 × infinity: an empty side stays empty.
            length == 0 ? 0 : length * s
        }
        return ProposedSize(width: scaled(shape.width), height: scaled(shape.height))
    }
}
