/// Moves one of a view's alignment lines, as SwiftUI's `alignmentGuide(_:computeValue:)`.
///
/// A stack, a `ZStack` or a frame aligning its children by `guide` lines this view up at
/// `computeValue(dimensions)` from its leading (top) edge instead of the default position.
/// The view's own size does not change; its parent's may (the children's lines coincide, so
/// the parent encloses their shifted extents).
public struct AlignmentGuideModifier: PrimitiveModifier {
    /// The alignment whose line moves: one of the built-in horizontal or vertical ones.
    public enum Guide: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        /// Where the guide's default line lies across the view: 0, 0.5 or 1 of its length.
        public var fraction: Double {
            switch self {
            case .horizontal(let a): a.fraction
            case .vertical(let a): a.fraction
            }
        }

        /// The axis along which the line's position is measured.
        public var axis: Axis {
            switch self {
            case .horizontal: .horizontal
            case .vertical: .vertical
            }
        }
    }

    public var guide: Guide
    public var computeValue: (ViewDimensions) -> Double

    public init(guide: Guide, computeValue: @escaping (ViewDimensions) -> Double) {
        self.guide = guide
        self.computeValue = computeValue
    }

    /// The line's position for a view of `size`; a NaN or infinite answer is the default
    /// position (a guide that answers no finite number leaves the line where it was).
    public func value(for size: Size) -> Double {
        checkedValue(for: size).value
    }

    /// The line's position for a view of `size`, and, when the closure answered NaN or an
    /// infinity, what the engines report: the default position is used then
    /// (docs/ARCHITECTURE.md, "Bad values").
    package func checkedValue(for size: Size) -> (value: Double, bad: BadValue?) {
        let d = ViewDimensions(width: size.width, height: size.height)
        let v = computeValue(d)
        guard !v.isFinite else { return (v, nil) }
        let name: String
        let fallback: Double
        switch guide {
        case .horizontal(let a): (name, fallback) = ("\(a)", d[a])
        case .vertical(let a): (name, fallback) = ("\(a)", d[a])
        }
        return (
            fallback,
            BadValue(
                kind: .invalidValue, call: "alignmentGuide(.\(name))",
                problem: "the closure returned \(BadValues.describe(v)); the default line is used")
        )
    }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitAlignmentGuide(self, content: content)
    }
}
