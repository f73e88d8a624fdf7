import Foundation
import LayoutModel

/// A `Grid` as a ``Layout``, as SwiftUI's `GridLayout`: the same rules (23), so that
/// ``AnyLayout`` can switch a container between it and another layout at run time. A subview
/// that is no `GridRow` is a row of one cell.
public struct GridLayout: Layout, BuiltInLayout {
    /// Where each cell's view lines up in its cell.
    public var alignment: Alignment
    /// The distance between columns; nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; nil for the default.
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The engine's grid over the subviews, whose measured rows it keeps between calls.
    public struct Cache {
        fileprivate var node: Node?
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    /// The grid for `subviews`, made again when the subviews or the parameters changed.
    private func grid(_ subviews: Subviews, _ cache: inout Cache) -> (node: Node, spec: GridSpec) {
        func spacing(_ value: CGFloat?, _ name: String) -> Double {
            let cleaned = BadValues.spacing(value.map { Double($0) }, of: "GridLayout(\(name):")
            if let bad = cleaned.bad { subviews.core.noteLayoutIssue(bad, at: subviews.container) }
            return cleaned.spacing ?? defaultSpacing
        }
        let spec = GridSpec(
            alignment: alignment, horizontalSpacing: spacing(horizontalSpacing, "horizontalSpacing"),
            verticalSpacing: spacing(verticalSpacing, "verticalSpacing"))
        if let node = cache.node, case .grid(let kept) = node.kind, kept == spec,
            node.children.count == subviews.count,
            zip(node.children, subviews.nodes).allSatisfy({ $0 === $1 || $0.children.first === $1 })
        {
            return (node, spec)
        }
        let rows = subviews.nodes.map { node in node.isGridRow ? node : Node(.gridRow(nil), path: 0, children: [node]) }
        let node = Node(.grid(spec), path: 0, children: rows)
        cache.node = node
        return (node, spec)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing(grid(subviews, &cache).node.edgeSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let (node, spec) = grid(subviews, &cache)
        return node.gridLayout(proposal.engineProposal.sanitized, spec, subviews.core).size.cgSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let (node, spec) = grid(subviews, &cache)
        subviews.place(with: node, in: bounds, proposal: proposal) { node, frame, p in
            node.placeGrid(at: frame.origin, p, spec, subviews.core)
        }
    }
}
