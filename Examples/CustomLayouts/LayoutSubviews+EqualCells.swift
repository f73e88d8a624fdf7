import PreferenceLayout  // with SwiftUI: import SwiftUI

extension LayoutSubviews {
    /// The largest ideal width and the largest ideal height among the subviews.
    func largestIdealSize() -> CGSize {
        reduce(CGSize.zero) { largest, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: Swift.max(largest.width, ideal.width), height: Swift.max(largest.height, ideal.height))
        }
    }

    /// The distance each subview asks for from the next along `axis` (one fewer than the
    /// subviews): what a stack would leave between them.
    func gaps(along axis: Axis) -> [CGFloat] {
        indices.dropLast().map { self[$0].spacing.distance(to: self[$0 + 1].spacing, along: axis) }
    }
}
