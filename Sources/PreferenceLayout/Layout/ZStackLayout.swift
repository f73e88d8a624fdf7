import Foundation
import LayoutModel

/// A `ZStack` as a ``Layout``, as SwiftUI's `ZStackLayout`: the same rules (8, 15, 21), so that
/// ``AnyLayout`` can switch a container between it and another layout at run time.
public struct ZStackLayout: Layout, BuiltInLayout {
    /// Where the subviews line up.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// A `ZStack` over `subviews`; it keeps nothing between calls (the cache is `Void`).
    private func zstack(_ subviews: Subviews) -> Node {
        Node(.zstack(alignment), path: 0, children: subviews.nodes)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        ViewSpacing(zstack(subviews).edgeSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        zstack(subviews).zstackSize(proposal.engineProposal.sanitized, subviews.core).cgSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.place(with: zstack(subviews), in: bounds, proposal: proposal) { node, frame, p in
            node.placeZStack(in: frame, p, alignment, subviews.core)
        }
    }
}
