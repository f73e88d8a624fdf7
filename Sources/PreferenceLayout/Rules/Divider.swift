import LayoutModel

// `Divider`: docs/ARCHITECTURE.md, "Layout modifiers and views" (OpenSwiftUI's plain divider
// style). A colour framed to `Divider.thickness` across the enclosing stack's axis: in an
// `HStack` or `LazyHStack` 1 wide and as tall as offered, elsewhere 1 tall and as wide as
// offered (10 when unspecified, as a colour). The stack reaches it through modifiers.

/// `Divider`: `thickness` across the enclosing stack's axis, the proposal (10 when
/// unspecified, as a colour) along it; horizontal outside an `HStack`.
final class DividerBox: AnyLayoutBox {
    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        if node.enclosingStackAxis == .horizontal {
            return Size(width: Divider.thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: Divider.thickness)
    }
}

extension Node {
    /// The axis of the stack this node is a child of, through the modifiers above it and the
    /// backgrounds and overlays it stands in (SwiftUI's dividers read the enclosing stack's
    /// orientation); nil in any other container or at the root. Read while sizing, when every node of the tree is linked to its parent (the
    /// root's parent is nil), so the walk sees only live nodes.
    ///
    /// - Complexity: O(modifiers above the node).
    var enclosingStackAxis: Axis? {
        var current = self
        while let parent = current.parent {
            switch parent.kind {
            case .stack(let axis, _, _):
                return axis
            case .custom(let box):
                if let custom = box as? CustomLayoutBox { return custom.stackOrientation }
                if let lazy = box as? LazyStackBox { return lazy.axis }
                guard box is ModifierLayoutBox else { return nil }
            case .padding, .frame, .flexibleFrame, .fixedSize, .passthrough, .background, .overlay:
                // A background's or overlay's view sees the stack as its primary view does.
                break
            default:
                return nil
            }
            current = parent
        }
        return nil
    }
}
