import LayoutModel

// Alignment guides: docs/ARCHITECTURE.md, "Layout modifiers and views", `alignmentGuide`.
// `HStack`, `VStack` and `ZStack` line their children up by the guide they align with and
// enclose them; a frame, a background or overlay and a lazy stack put the child's guide on their
// own default line. A guide is read through offsets, `fixedSize`, a background's or overlay's
// primary view, identifiers, other guides and padding. Only looked for once the engine built a
// guide (`EngineCore.hasAlignmentGuides`).

/// `alignmentGuide(_:computeValue:)`: its child, in the same frame; stacks, `ZStack`s and
/// frames read the guide (see `Node.alignmentLine`).
final class AlignmentGuideBox: ModifierLayoutBox {
    let modifier: AlignmentGuideModifier

    init(_ modifier: AlignmentGuideModifier) { self.modifier = modifier }

    override func sizeThatFits(_ proposal: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        node.children[0].size(proposal, core)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        node.children[0].place(at: bounds.origin, size: bounds.size, proposal: proposal, core)
    }
}

extension Node {
    /// Where this node (of size `nodeSize`) puts its alignment line of `fraction` (0 leading/top, 0.5
    /// centre, 1 trailing/bottom) along `axis`: an alignment guide's value, read through the
    /// modifiers that keep the view's frame (an offset, a fixed size, a background's or an
    /// overlay's primary view, an identifier, another guide) and through padding (shifted by
    /// its inset); else the default, `fraction` of the length.
    ///
    /// - Complexity: O(modifiers above the first container or leaf).
    func alignmentLine(_ nodeSize: Size, _ axis: Axis, _ fraction: Double) -> Double {
        var node = self, size = nodeSize, shift = 0.0
        while true {
            var next: Node?
            switch node.kind {
            case .custom(let box):
                if let guide = box as? AlignmentGuideBox {
                    let g = guide.modifier
                    if g.guide.axis == axis, g.guide.fraction == fraction { return shift + g.value(for: size) }
                    next = node.children.first
                } else if box is OffsetBox {
                    next = node.children.first
                }
            case .fixedSize, .background, .overlay, .passthrough:
                next = node.child
            case .padding(let insets):
                shift += axis == .horizontal ? insets.leading : insets.top
                size = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
                next = node.child
            default:
                break
            }
            guard let next else { return guidePosition(in: nodeSize[axis], at: fraction) }
            node = next
        }
    }

    /// The origin of this node (of size `nodeSize`) in `frame` with its guides on the frame's default
    /// lines.
    func guided(_ nodeSize: Size, in frame: Rect, _ alignment: Alignment) -> Point {
        let fx = alignment.horizontal.fraction, fy = alignment.vertical.fraction
        return Point(x: frame.origin.x + frame.size.width * fx - alignmentLine(nodeSize, .horizontal, fx),
                     y: frame.origin.y + frame.size.height * fy - alignmentLine(nodeSize, .vertical, fy))
    }

    /// The cross fraction of this stack node (0.5 for a grid row outside a grid).
    private var crossFraction: Double {
        if case .stack(_, let f, _) = kind { return f }
        return 0.5
    }

    /// A stack's cross length with its children's guides lined up: the farthest line in plus
    /// the farthest length past its line (with default lines, the longest child).
    func guidedCrossLength(_ entries: [StackEntry], axis: Axis) -> Double {
        let f = crossFraction
        var lead = -Double.infinity, trail = -Double.infinity
        for (i, child) in children.enumerated() where i < entries.count {
            let c = entries[i].size[axis.cross]
            let line = child.alignmentLine(entries[i].size, axis.cross, f)
            lead = max(lead, line)
            trail = max(trail, c - line)
        }
        return lead == -.infinity ? 0 : lead + trail
    }

    /// The line a stack lines its children's guides up on when placing them: the farthest in,
    /// for the sizes placement gives them.
    func guidedLine(_ entries: [StackEntry], axis: Axis, crossAlignment: Double) -> Double {
        var line = -Double.infinity
        for (i, child) in children.enumerated() where i < entries.count {
            line = max(line, child.alignmentLine(entries[i].size, axis.cross, crossAlignment))
        }
        return line == -.infinity ? 0 : line
    }

    /// A `ZStack`'s size with alignment guides: the extent of its children of the highest
    /// priority (rule 15) with their guides lined up.
    func guidedZStackSize(_ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) -> Size {
        let fx = alignment.horizontal.fraction, fy = alignment.vertical.fraction
        let top = highestPriority
        var left = -Double.infinity, right = -Double.infinity, up = -Double.infinity, down = -Double.infinity
        for child in children where child.priority == top {
            let s = child.size(proposal, core)
            let x = child.alignmentLine(s, .horizontal, fx), y = child.alignmentLine(s, .vertical, fy)
            left = max(left, x)
            right = max(right, s.width - x)
            up = max(up, y)
            down = max(down, s.height - y)
        }
        return children.isEmpty ? .zero : Size(width: left + right, height: up + down)
    }

    /// Places a `ZStack`'s children, each proposed the stack's size (rule 21), with their guides
    /// on the farthest-in lines of the highest-priority children.
    func placeGuidedZStack(in frame: Rect, _ alignment: Alignment, _ core: EngineCore) {
        let fx = alignment.horizontal.fraction, fy = alignment.vertical.fraction
        let top = highestPriority
        let childProposal = ProposedSize(frame.size)
        var lineX = -Double.infinity, lineY = -Double.infinity
        for child in children where child.priority == top {
            let s = child.size(childProposal, core)
            lineX = max(lineX, child.alignmentLine(s, .horizontal, fx))
            lineY = max(lineY, child.alignmentLine(s, .vertical, fy))
        }
        for child in children where child.placementMatters {
            let s = child.size(childProposal, core)
            let origin = Point(x: frame.origin.x + lineX - child.alignmentLine(s, .horizontal, fx),
                               y: frame.origin.y + lineY - child.alignmentLine(s, .vertical, fy))
            child.place(at: origin, size: s, proposal: childProposal, core)
        }
    }
}
