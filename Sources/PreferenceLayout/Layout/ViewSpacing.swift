import Foundation
import LayoutModel

/// The least distance a view asks for from its neighbours on each edge, as SwiftUI's
/// `ViewSpacing`.
///
/// A stack places two neighbours at ``distance(to:along:)`` from each other (rule 16 in
/// docs/ARCHITECTURE.md): the larger of the two wishes that face each other, 0 when either is
/// a spacer, the default distance (8) when neither asks for anything. A custom ``Layout``
/// asking two subviews for their distance gets the same number a stack would use for them.
public struct ViewSpacing: Sendable {
    /// The wishes, per edge.
    var edges: EdgeSpacing

    init(_ edges: EdgeSpacing) {
        self.edges = edges
    }

    /// A spacing that asks for nothing: its neighbours are at the default distance, or at what
    /// they ask for.
    public init() {
        edges = .none
    }

    /// A spacing that asks for no distance on any edge.
    public static let zero = ViewSpacing(.zero)

    /// Merges `other` into this spacing on `edges`: each keeps the larger wish.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ edge: Edge.Set, _ path: WritableKeyPath<EdgeSpacing, Double?>) {
            guard edges.contains(edge) else { return }
            self.edges[keyPath: path] = EdgeSpacing.larger(self.edges[keyPath: path], other.edges[keyPath: path])
        }
        merge(.top, \.top)
        merge(.leading, \.leading)
        merge(.bottom, \.bottom)
        merge(.trailing, \.trailing)
    }

    /// This spacing merged with `other` on `edges` (see ``formUnion(_:edges:)``).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }

    /// The distance between a view with this spacing and `next`, the view after it along
    /// `axis` (to its trailing side, or below it).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(EdgeSpacing.distance(edges.end(axis), next.edges.start(axis)))
    }
}
