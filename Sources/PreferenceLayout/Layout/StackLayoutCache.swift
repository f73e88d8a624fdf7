import Foundation
import LayoutModel

/// The cache of ``HStackLayout`` and ``VStackLayout``, as SwiftUI's `_StackLayoutCache`: the
/// engine's own stack over the subviews, whose measured children it keeps between calls.
public struct _StackLayoutCache {
    private var node: Node?

    init() {}

    /// What a stack layout value says.
    struct Parameters {
        var axis: Axis
        var crossAlignment: Double
        var spacing: CGFloat?
        /// The layout's type name, for diagnostics.
        var name: String
    }

    /// The stack for `subviews`, made again when the subviews or the parameters changed. A
    /// spacing that is no finite number is the automatic spacing (reported).
    private mutating func stack(_ parameters: Parameters, _ subviews: LayoutSubviews) -> Node {
        let cleaned = BadValues.spacing(parameters.spacing.map { Double($0) }, of: "\(parameters.name)(spacing:")
        if let bad = cleaned.bad { subviews.core.noteLayoutIssue(bad, at: subviews.container) }
        let kind = Node.Kind.stack(
            axis: parameters.axis, crossAlignment: parameters.crossAlignment,
            spacing: cleaned.spacing)
        if let node, node.kind.hasSameSizeInputs(as: kind), node.children.elementsEqual(subviews.nodes, by: ===) {
            return node
        }
        let made = Node(kind, path: 0, children: subviews.nodes)
        node = made
        return made
    }

    /// The stack's spacing (rule 16: its first child's at its start, its last child's at its
    /// end, every child's across).
    mutating func spacing(_ parameters: Parameters, _ subviews: LayoutSubviews) -> ViewSpacing {
        ViewSpacing(stack(parameters, subviews).edgeSpacing)
    }

    /// The stack's size for `proposal` (rule 7).
    mutating func size(_ parameters: Parameters, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let node = stack(parameters, subviews)
        guard case .stack(let axis, _, let spacing) = node.kind else { return .zero }
        return node.stackSize(proposal.engineProposal.sanitized, axis: axis, spacing: spacing, subviews.core).cgSize
    }

    /// Places the subviews as the stack does.
    mutating func place(
        _ parameters: Parameters, in bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews
    ) {
        let node = stack(parameters, subviews)
        guard case .stack(let axis, let crossAlignment, let spacing) = node.kind else { return }
        subviews.place(with: node, in: bounds, proposal: proposal) { node, frame, p in
            node.placeStack(in: frame, p, axis: axis, crossAlignment: crossAlignment, spacing: spacing, subviews.core)
        }
    }
}

extension LayoutSubviews {
    /// Places these subviews with `node`, a layout of the package's own over them, and tells
    /// the container's placement they are placed.
    func place(
        with node: Node, in bounds: CGRect, proposal: ProposedViewSize,
        _ placeContent: (Node, Rect, ProposedSize) -> Void
    ) {
        let frame = Rect(
            x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
            height: Double(bounds.height))
        placeContent(node, frame, proposal.engineProposal.sanitized)
        if let placement = core.layoutPlacement, placement.container === container {
            placement.notePlacedDirectly(positions)
        }
    }
}

extension Size {
    /// This size in `CGFloat`.
    var cgSize: CGSize { CGSize(width: width, height: height) }
}
