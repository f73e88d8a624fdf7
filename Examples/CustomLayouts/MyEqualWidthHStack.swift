import PreferenceLayout  // with SwiftUI: import SwiftUI

/// A horizontal stack that gives every subview the width of the widest, as the voting
/// buttons of Apple's "Composing custom layouts with SwiftUI" sample need: each subview is
/// offered the largest ideal width and height among them, and neighbours stand as far apart
/// as their spacing asks.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = subviews.largestIdealSize()
        let gaps = subviews.gaps(along: .horizontal).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let cell = subviews.largestIdealSize()
        let gaps = subviews.gaps(along: .horizontal)
        var x = bounds.minX + cell.width / 2
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cell))
            if index < gaps.count { x += cell.width + gaps[index] }
        }
    }
}
