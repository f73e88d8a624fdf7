/// A view's size and alignment lines as an alignment guide's `computeValue` and a custom
/// layout's `dimensions(in:)` see them, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// The explicit values of the built-in guides (leading, centre, trailing; top, centre,
    /// bottom), nil where none is set.
    private var explicitHorizontal: [Double?] = [nil, nil, nil]
    private var explicitVertical: [Double?] = [nil, nil, nil]

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Dimensions with the explicit value `explicit(guide)` of each built-in guide.
    package init(width: Double, height: Double, explicit: (AlignmentGuideModifier.Guide) -> Double?) {
        self.init(width: width, height: height)
        explicitHorizontal = [HorizontalAlignment.leading, .center, .trailing].map { explicit(.horizontal($0)) }
        explicitVertical = [VerticalAlignment.top, .center, .bottom].map { explicit(.vertical($0)) }
    }

    /// The position of `guide` from the leading edge: its explicit value, else the default
    /// (0, half the width, the width).
    public subscript(guide: HorizontalAlignment) -> Double {
        if let value = self[explicit: guide] { return value }
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    /// The position of `guide` from the top edge: its explicit value, else the default (0,
    /// half the height, the height).
    public subscript(guide: VerticalAlignment) -> Double {
        if let value = self[explicit: guide] { return value }
        switch guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        }
    }

    /// The explicit value of `guide` (set by an alignment guide in the view), nil when none is.
    public subscript(explicit guide: HorizontalAlignment) -> Double? {
        switch guide {
        case .leading: explicitHorizontal[0]
        case .center: explicitHorizontal[1]
        case .trailing: explicitHorizontal[2]
        }
    }

    /// The explicit value of `guide` (set by an alignment guide in the view), nil when none is.
    public subscript(explicit guide: VerticalAlignment) -> Double? {
        switch guide {
        case .top: explicitVertical[0]
        case .center: explicitVertical[1]
        case .bottom: explicitVertical[2]
        }
    }
}
