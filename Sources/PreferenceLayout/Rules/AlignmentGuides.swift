import LayoutModel

// Alignment guides: docs/ARCHITECTURE.md, "Alignment guides". A view's alignment line is its
// explicit value, else the default fraction of its length. An explicit value is set by
// `alignmentGuide` and seen through the modifiers that lay out one child: unchanged through an
// offset, an identifier and a background's or overlay's primary view; moved by where the child
// sits through padding, frames, `fixedSize`, `aspectRatio` and `position`. Stacks and other
// containers show none (the built-in guides do not combine). `HStack`, `VStack` and `ZStack`
// line their children's lines up; a frame puts its child's line on its own default line; a
// background or overlay puts its secondary view's line on its primary view's. Only looked for
// once the engine built a guide (`EngineCore.hasAlignmentGuides`).

/// `alignmentGuide(_:computeValue:)`: its child, in the same frame; the guide is read by
/// `Node.explicitAlignment`.
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
    /// The explicit value of this node's alignment line of `fraction` (0 leading/top, 0.5 centre,
    /// 1 trailing/bottom) along `axis`, for the size `nodeSize` it took when offered `proposal`;
    /// nil when no alignment guide sets it.
    ///
    /// - Complexity: O(modifiers above the first container or leaf), times two for each frame
    ///   whose own alignment is another line; the child sizes come from the caches.
    func explicitAlignment(
        _ axis: Axis, _ fraction: Double, size nodeSize: Size, proposal: ProposedSize,
        _ core: EngineCore
    ) -> Double? {
        switch kind {
        case .custom(let box as CustomLayoutBox):
            return box.explicitAlignment(axis, fraction, size: nodeSize, proposal: proposal, node: self)
        case .custom(let box):
            guard let modifier = box as? ModifierLayoutBox, let child = children.first else { return nil }
            if let guide = modifier as? AlignmentGuideBox {
                let g = guide.modifier.guide
                if g.axis == axis, g.fraction == fraction {
                    let (value, bad) = guide.modifier.checkedValue(for: nodeSize)
                    if let bad { core.noteLayoutIssue(bad, at: self) }
                    return value
                }
                return child.explicitAlignment(axis, fraction, size: nodeSize, proposal: proposal, core)
            }
            if modifier is OffsetBox {
                // A render effect: the line moves with the view, layout does not see it move.
                return child.explicitAlignment(axis, fraction, size: nodeSize, proposal: proposal, core)
            }
            if let ratio = modifier as? AspectRatioBox {
                let cp = ratio.childProposal(proposal, child, core)
                let cs = child.size(cp, core)
                return child.explicitAlignment(axis, fraction, size: cs, proposal: cp, core)
                    .map { (nodeSize[axis] - cs[axis]) / 2 + $0 }
            }
            if let position = modifier as? PositionBox {
                let cp = ProposedSize(nodeSize)
                let cs = child.size(cp, core)
                let centre = axis == .horizontal ? position.x : position.y
                return child.explicitAlignment(axis, fraction, size: cs, proposal: cp, core)
                    .map { centre - cs[axis] / 2 + $0 }
            }
            return nil
        case .passthrough, .background, .overlay:
            return child?.explicitAlignment(axis, fraction, size: nodeSize, proposal: proposal, core)
        case .fixedSize(let horizontal, let vertical):
            guard let child else { return nil }
            let cp = Node.fixedProposal(proposal, horizontal, vertical)
            let cs = child.size(cp, core)
            return child.explicitAlignment(axis, fraction, size: cs, proposal: cp, core)
                .map { (nodeSize[axis] - cs[axis]) / 2 + $0 }
        case .padding(let insets):
            guard let child else { return nil }
            let cp = Node.inset(proposal, insets)
            let cs = child.size(cp, core)
            return child.explicitAlignment(axis, fraction, size: cs, proposal: cp, core)
                .map { (axis == .horizontal ? insets.leading : insets.top) + $0 }
        case .frame(let width, let height, let alignment):
            guard let child else { return nil }
            let cp = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            return child.explicitAlignmentInFrame(axis, fraction, frame: nodeSize, alignment, childProposal: cp, core)
        case .flexibleFrame(let box):
            guard let child else { return nil }
            let cp = Node.flexiblePlacementProposal(box.frame, size: nodeSize, proposal: proposal)
            return child.explicitAlignmentInFrame(
                axis, fraction, frame: nodeSize, box.frame.alignment,
                childProposal: cp, core)
        default:
            return nil
        }
    }

    /// The explicit value of a frame's line whose child is this node: where the frame puts the
    /// child (its line of the frame's alignment on the frame's own default line) plus the
    /// child's explicit value; nil when the child has none.
    private func explicitAlignmentInFrame(
        _ axis: Axis, _ fraction: Double, frame: Size, _ alignment: Alignment,
        childProposal: ProposedSize, _ core: EngineCore
    ) -> Double? {
        let cs = size(childProposal, core)
        guard let own = explicitAlignment(axis, fraction, size: cs, proposal: childProposal, core) else { return nil }
        let frameFraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
        // The frame's line of the same guide: the child's line lands on it exactly.
        if frameFraction == fraction { return guidePosition(in: frame[axis], at: fraction) }
        let childLine = alignmentValue(axis, frameFraction, size: cs, proposal: childProposal, core)
        return lineOffset(from: childLine, to: guidePosition(in: frame[axis], at: frameFraction)) + own
    }

    /// Where this node (of size `nodeSize`, offered `proposal`) puts its alignment line of
    /// `fraction` along `axis`: its explicit value, else `fraction` of its length.
    ///
    /// - Complexity: as ``explicitAlignment(_:_:size:proposal:_:)``.
    func alignmentValue(
        _ axis: Axis, _ fraction: Double, size nodeSize: Size, proposal: ProposedSize,
        _ core: EngineCore
    ) -> Double {
        explicitAlignment(axis, fraction, size: nodeSize, proposal: proposal, core)
            ?? guidePosition(in: nodeSize[axis], at: fraction)
    }

    /// The origin of this node (of size `nodeSize`, offered `proposal`) in `frame`, with its lines
    /// of `alignment` on the frame's default lines.
    func guided(
        _ nodeSize: Size, proposal: ProposedSize, in frame: Rect, _ alignment: Alignment,
        _ core: EngineCore
    ) -> Point {
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        return Point(
            x: frame.origin.x + guidePosition(in: frame.size.width, at: fx)
                - alignmentValue(.horizontal, fx, size: nodeSize, proposal: proposal, core),
            y: frame.origin.y + guidePosition(in: frame.size.height, at: fy)
                - alignmentValue(.vertical, fy, size: nodeSize, proposal: proposal, core))
    }

    /// A `ZStack`'s size with alignment guides: the union of its children of the highest
    /// priority (rule 15) with their lines lined up, each child offered `proposal` — on each
    /// axis the farthest line in plus the farthest length past its line (docs/ARCHITECTURE.md,
    /// "Alignment guides", on why the union). Infinite lines or lengths give an infinite size.
    func guidedZStackSize(_ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) -> Size {
        guard !children.isEmpty else { return .zero }
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        let top = highestPriority
        var before = Size(width: -Double.infinity, height: -Double.infinity)
        var after = before
        for child in children where child.priority == top {
            let s = child.size(proposal, core)
            let line = Size(
                width: child.alignmentValue(.horizontal, fx, size: s, proposal: proposal, core),
                height: child.alignmentValue(.vertical, fy, size: s, proposal: proposal, core))
            for axis in [Axis.horizontal, .vertical] {
                let past = s[axis] - line[axis]  // inf − inf: infinitely far past an infinitely far line
                before[axis] = max(before[axis], line[axis])
                after[axis] = max(after[axis], past.isNaN ? .infinity : past)
            }
        }
        func length(_ axis: Axis) -> Double {
            let sum = before[axis] + after[axis]
            return sum.isNaN ? .infinity : sum
        }
        return Size(width: length(.horizontal), height: length(.vertical))
    }

    /// Places a `ZStack`'s children, each proposed the stack's size (rule 21), with their lines
    /// on the farthest-in lines of the highest-priority children.
    func placeGuidedZStack(in frame: Rect, _ alignment: Alignment, _ core: EngineCore) {
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        let top = highestPriority
        let childProposal = ProposedSize(frame.size)
        var lineX = -Double.infinity
        var lineY = -Double.infinity
        for child in children where child.priority == top {
            let s = child.size(childProposal, core)
            lineX = max(lineX, child.alignmentValue(.horizontal, fx, size: s, proposal: childProposal, core))
            lineY = max(lineY, child.alignmentValue(.vertical, fy, size: s, proposal: childProposal, core))
        }
        for child in children where child.placementMatters {
            let s = child.size(childProposal, core)
            let origin = Point(
                x: frame.origin.x + lineX
                    - child.alignmentValue(.horizontal, fx, size: s, proposal: childProposal, core),
                y: frame.origin.y + lineY - child.alignmentValue(.vertical, fy, size: s, proposal: childProposal, core))
            child.place(at: origin, size: s, proposal: childProposal, core)
        }
    }
}
