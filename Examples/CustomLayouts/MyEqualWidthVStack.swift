import PreferenceLayout  // with SwiftUI: import SwiftUI

/// The vertical twin of ``MyEqualWidthHStack``: the subviews one below the other, each as wide
/// as the widest and as tall as the tallest.
struct MyEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = subviews.largestIdealSize()
        let gaps = subviews.gaps(along: .vertical).reduce(0, +)
        return CGSize(width: cell.width, height: cell.height * CGFloat(subviews.count) + gaps)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let cell = subviews.largestIdealSize()
        let gaps = subviews.gaps(along: .vertical)
        var y = bounds.minY + cell.height / 2
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: ProposedViewSize(cell))
            if index < gaps.count { y += cell.height + gaps[index] }
        }
    }
}
