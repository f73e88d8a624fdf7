import Foundation
import PreferenceLayout  // with SwiftUI: import SwiftUI

/// Where a pet stands in the vote: 1 leads. Read by ``MyRadialLayout``.
struct Rank: LayoutValueKey {
    static let defaultValue = 1
}

extension View {
    /// This view's rank, for the radial layout it stands in.
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

/// Places its subviews evenly on a circle a third as wide as its bounds, turned so that the
/// leader (the lowest rank) is at the top; when all but one lead together, the one left
/// behind is at the bottom and the leaders share the top. It takes all the space offered.
struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let turn = rotation(ranks: subviews.map { $0[Rank.self] }, step: step)
        for (index, subview) in subviews.enumerated() {
            // Clockwise from the top: screen y grows downwards.
            let angle = step * Double(index) + turn
            let centre = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subview.place(at: centre, anchor: .center, proposal: .unspecified)
        }
    }

    /// The turn that puts the single leader at the top, or the single follower at the bottom;
    /// none when neither is single.
    private func rotation(ranks: [Int], step: Double) -> Double {
        guard let best = ranks.min() else { return 0 }
        let leaders = ranks.indices.filter { ranks[$0] == best }
        if leaders.count == 1 { return -step * Double(leaders[0]) }
        let followers = ranks.indices.filter { ranks[$0] != best }
        if followers.count == 1 { return Double.pi - step * Double(followers[0]) }
        return 0
    }
}
