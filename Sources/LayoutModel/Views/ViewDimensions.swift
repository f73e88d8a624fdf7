/// A view's size and alignment lines as an alignment guide's `computeValue` sees them, as
/// SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The default position of `guide` from the leading edge (0, half the width, the width).
    public subscript(guide: HorizontalAlignment) -> Double {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// The default position of `guide` from the top edge (0, half the height, the height).
    public subscript(guide: VerticalAlignment) -> Double {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }
}
