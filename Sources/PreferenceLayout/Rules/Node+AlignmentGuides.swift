import LayoutModel

// Alignment guides (docs/ARCHITECTURE.md, "Layout rules"): a stack, a `ZStack` or a frame
// lines its children up by their alignment guides, as SwiftUI's alignment-writing modifier
// makes them. Only looked for once the engine built a guide (`EngineCore.hasAlignmentGuides`).

extension Node {
    /// Where this node (of size `s`) puts its alignment line of `fraction` (0 leading/top, 0.5
    /// centre, 1 trailing/bottom) along `axis`: an alignment guide's value, read through the
    /// modifiers that keep the view's frame (an offset, a fixed size, a background's or an
    /// overlay's primary view, an identifier, another guide) and through padding (shifted by
    /// its inset); else the default, `fraction` of the length.
    ///
    /// - Complexity: O(modifiers above the first container or leaf).
    func alignmentLine(_ s: Size, _ axis: Axis, _ fraction: Double) -> Double {
        var node = self, size = s, shift = 0.0
        while true {
            var next: Node?
            switch node.kind {
            case .custom(let box):
                if let guide = box as? AlignmentGuideBox {
                    let g = guide.modifier
                    if g.guide.axis == axis, Node.fraction(of: g.guide) == fraction { return shift + g.value(for: size) }
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
            guard let next else { return s[axis] * fraction }
            node = next
        }
    }

    static func fraction(of guide: AlignmentGuideModifier.Guide) -> Double {
        switch guide {
        case .horizontal(let a): Builder.fraction(a)
        case .vertical(let a): Builder.fraction(a)
        }
    }

    /// The origin of this node (of size `s`) in `frame` with its guides on the frame's default
    /// lines.
    func guided(_ s: Size, in frame: Rect, _ alignment: Alignment) -> Point {
        let fx = Builder.fraction(alignment.horizontal), fy = Builder.fraction(alignment.vertical)
        return Point(x: frame.origin.x + frame.size.width * fx - alignmentLine(s, .horizontal, fx),
                     y: frame.origin.y + frame.size.height * fy - alignmentLine(s, .vertical, fy))
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
    /// for the sizes placement gives them (as `placeStack` proposes).
    func guidedLine(_ entries: [StackEntry], _ p: ProposedSize, crossProposal: Double, axis: Axis,
                    crossAlignment: Double, _ core: EngineCore) -> Double {
        var line = -Double.infinity
        for (i, child) in children.enumerated() {
            var s = entries[i].size
            if p[axis.cross] == nil {
                var cp = Node.stackProposal(entries[i], p, axis: axis)
                cp[axis.cross] = crossProposal
                s = child.size(cp, core)
            }
            line = max(line, child.alignmentLine(s, axis.cross, crossAlignment))
        }
        return line == -.infinity ? 0 : line
    }

    /// A `ZStack`'s size with guides: on each axis the extent of its children lined up.
    func guidedZStackSize(_ p: ProposedSize, _ alignment: Alignment, _ core: EngineCore) -> Size {
        let fx = Builder.fraction(alignment.horizontal), fy = Builder.fraction(alignment.vertical)
        var left = -Double.infinity, right = -Double.infinity, up = -Double.infinity, down = -Double.infinity
        for child in children {
            let s = child.size(p, core)
            let x = child.alignmentLine(s, .horizontal, fx), y = child.alignmentLine(s, .vertical, fy)
            left = max(left, x)
            right = max(right, s.width - x)
            up = max(up, y)
            down = max(down, s.height - y)
        }
        return children.isEmpty ? .zero : Size(width: left + right, height: up + down)
    }

    /// Places a `ZStack`'s children with their guides on the farthest-in lines.
    func placeGuidedZStack(in frame: Rect, _ p: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        let fx = Builder.fraction(alignment.horizontal), fy = Builder.fraction(alignment.vertical)
        var lineX = -Double.infinity, lineY = -Double.infinity
        for child in children {
            let s = child.size(p, core)
            lineX = max(lineX, child.alignmentLine(s, .horizontal, fx))
            lineY = max(lineY, child.alignmentLine(s, .vertical, fy))
        }
        for child in children {
            let s = child.size(p, core)
            let origin = Point(x: frame.origin.x + lineX - child.alignmentLine(s, .horizontal, fx),
                               y: frame.origin.y + lineY - child.alignmentLine(s, .vertical, fy))
            child.place(at: origin, size: s, proposal: p, core)
        }
    }
}
