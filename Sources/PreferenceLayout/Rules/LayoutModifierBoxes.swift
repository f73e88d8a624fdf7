import LayoutModel

// The layout modifiers beyond frames and padding (docs/ARCHITECTURE.md, "Layout rules"), as
// nodes of the custom-layout kind with one child each: SwiftUI's `_OffsetEffect`,
// `_PositionLayout`, `_AspectRatioLayout` and alignment-writing modifier, learnt from
// OpenSwiftUI's sources.

/// A built-in layout around exactly one child (`node.children[0]`), which the divider's axis
/// and an alignment guide are looked for through.
class ModifierLayoutBox: AnyLayoutBox {}

/// `offset(x:y:)`: the child's size; the child placed moved by (x, y).
final class OffsetBox: ModifierLayoutBox {
    let x: Double
    let y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        node.children[0].size(p, core)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        node.children[0].place(at: Point(x: bounds.origin.x + x, y: bounds.origin.y + y), size: bounds.size,
                               proposal: proposal, core)
    }
}

/// `position(x:y:)`: the proposal (the child's length where unspecified); the child offered
/// that size and centred at (x, y) in the view's own space.
final class PositionBox: ModifierLayoutBox {
    let x: Double
    let y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let c = node.children[0].size(p, core)
        return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let child = node.children[0], cp = ProposedSize(bounds.size)
        let s = child.size(cp, core)
        child.place(at: Point(x: bounds.origin.x + x - s.width / 2, y: bounds.origin.y + y - s.height / 2), size: s,
                    proposal: cp, core)
    }
}

/// `aspectRatio(_:contentMode:)`: the child offered a size of the ratio, centred; its size.
final class AspectRatioBox: ModifierLayoutBox {
    let modifier: AspectRatioModifier

    init(_ modifier: AspectRatioModifier) { self.modifier = modifier }

    private func childProposal(_ p: ProposedSize, _ child: Node, _ core: EngineCore) -> ProposedSize {
        modifier.proposal(for: p) { child.size(.unspecified, core) }
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        let child = node.children[0]
        return child.size(childProposal(p, child, core), core)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let child = node.children[0]
        node.placeAligned(child, in: bounds, proposal: childProposal(proposal, child, core), .center, core)
    }
}

/// `alignmentGuide(_:computeValue:)`: its child, in the same frame; stacks, `ZStack`s and
/// frames read the guide (see `Node.alignmentLine`).
final class AlignmentGuideBox: ModifierLayoutBox {
    let modifier: AlignmentGuideModifier

    init(_ modifier: AlignmentGuideModifier) { self.modifier = modifier }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        node.children[0].size(p, core)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        node.children[0].place(at: bounds.origin, size: bounds.size, proposal: proposal, core)
    }
}
