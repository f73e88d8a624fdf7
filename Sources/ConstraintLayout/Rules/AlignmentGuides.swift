import LayoutModel

// Alignment guides: docs/ARCHITECTURE.md, "Alignment guides". A view's alignment line is its
// explicit value, else the default fraction of its length. An explicit value is set by
// `alignmentGuide` and seen through the modifiers that lay out one child: unchanged through an
// offset and a background's or overlay's primary view; moved by where the child sits through
// padding, frames, members, `fixedSize`, `aspectRatio` and `position`. Stacks and other
// containers show none (the built-in guides do not combine). `HStack`, `VStack` and `ZStack`
// line their children's lines up; a frame puts its child's line on its own default line; a
// background or overlay puts its secondary view's line on its primary view's. Guides are looked
// for only when the tree has one (`CompiledTree.alignmentGuides` not empty).
extension TreeLayout {
    /// A guide is its child, in the same frame.
    mutating func alignmentGuideSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        size(tree.child(of: node), proposal)
    }

    mutating func placeAlignmentGuide(_ node: Int, _ nodeSize: Size, _ proposal: ProposedSize) {
        let child = tree.child(of: node)
        setOrigin(child, 0, 0)
        place(child, size: nodeSize, proposal: proposal)
    }

    /// The explicit value of `node`'s alignment line of `fraction` (0 leading/top, 0.5 centre,
    /// 1 trailing/bottom) along `axis`, for the size `nodeSize` it took when offered `proposal`;
    /// nil when no alignment guide sets it.
    ///
    /// - Complexity: O(modifiers above the first container or leaf), times two for each frame
    ///   whose own alignment is another line; the child sizes are remembered ones.
    mutating func explicitAlignment(
        _ node: Int, _ axis: Axis, _ fraction: Double, size nodeSize: Size,
        proposal: ProposedSize
    ) -> Double? {
        switch tree.nodes[node].kind {
        case .alignmentGuide(let index):
            let guide = tree.alignmentGuides[index]
            if guide.guide.axis == axis, guide.guide.fraction == fraction {
                let (value, bad) = guide.checkedValue(for: nodeSize)
                if let bad, !layoutNotes.contains(where: { $0.node == node && $0.bad == bad }) {
                    layoutNotes.append((node, bad))
                }
                return value
            }
            return explicitAlignment(tree.child(of: node), axis, fraction, size: nodeSize, proposal: proposal)
        case .offset, .background, .overlay:
            // An offset is a render effect: the line moves with the view, layout does not see it.
            return explicitAlignment(tree.child(of: node), axis, fraction, size: nodeSize, proposal: proposal)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = Self.fixedProposal(proposal, horizontal: horizontal, vertical: vertical)
            return explicitAlignment(ofChildOf: node, axis, fraction, proposal: childProposal) { childSize in
                (nodeSize[axis] - childSize[axis]) / 2
            }
        case .padding(let insets):
            return explicitAlignment(ofChildOf: node, axis, fraction, proposal: Self.inset(proposal, insets)) { _ in
                axis == .horizontal ? insets.leading : insets.top
            }
        case .aspectRatio(let ratio, let contentMode):
            let childProposal = aspectRatioProposal(node, proposal, ratio: ratio, contentMode: contentMode)
            return explicitAlignment(ofChildOf: node, axis, fraction, proposal: childProposal) { childSize in
                (nodeSize[axis] - childSize[axis]) / 2
            }
        case .position(let x, let y):
            return explicitAlignment(ofChildOf: node, axis, fraction, proposal: ProposedSize(nodeSize)) { childSize in
                (axis == .horizontal ? x : y) - childSize[axis] / 2
            }
        case .frame(let width, let height, let alignment):
            let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            return explicitAlignment(
                inFrame: node, axis, fraction, size: nodeSize, alignment, childProposal: childProposal)
        case .flexibleFrame(let frame):
            let flexible = tree.flexibleFrames[frame]
            return explicitAlignment(
                inFrame: node, axis, fraction, size: nodeSize, flexible.alignment,
                childProposal: Self.flexiblePlacementProposal(flexible, proposal, size: nodeSize))
        case .member(let member):
            return explicitAlignment(
                inFrame: node, axis, fraction, size: nodeSize, tree.members[member].alignment,
                childProposal: memberChildProposal(member, proposal))
        default:
            return nil
        }
    }

    /// The explicit value of a one-child modifier's line: where it puts its child (`origin`,
    /// from the child's size) plus the child's explicit value; nil when the child has none.
    private mutating func explicitAlignment(
        ofChildOf node: Int, _ axis: Axis, _ fraction: Double,
        proposal childProposal: ProposedSize,
        origin: (Size) -> Double
    ) -> Double? {
        let child = tree.child(of: node)
        let childSize = size(child, childProposal)
        return explicitAlignment(child, axis, fraction, size: childSize, proposal: childProposal).map {
            origin(childSize) + $0
        }
    }

    /// The explicit value of a frame's line (`node`, of `frameSize`): where the frame puts its
    /// child (the child's line of the frame's alignment on the frame's own default line) plus
    /// the child's explicit value; nil when the child has none.
    private mutating func explicitAlignment(
        inFrame node: Int, _ axis: Axis, _ fraction: Double, size frameSize: Size,
        _ alignment: Alignment, childProposal: ProposedSize
    ) -> Double? {
        let child = tree.child(of: node)
        let childSize = size(child, childProposal)
        guard let own = explicitAlignment(child, axis, fraction, size: childSize, proposal: childProposal) else {
            return nil
        }
        let frameFraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
        // The frame's line of the same guide: the child's line lands on it exactly.
        if frameFraction == fraction { return guidePosition(in: frameSize[axis], at: fraction) }
        let childLine = alignmentValue(child, axis, frameFraction, size: childSize, proposal: childProposal)
        return lineOffset(from: childLine, to: guidePosition(in: frameSize[axis], at: frameFraction)) + own
    }

    /// Where `node` (of size `nodeSize`, offered `proposal`) puts its alignment line of
    /// `fraction` along `axis`: its explicit value, else `fraction` of its length.
    ///
    /// - Complexity: as ``explicitAlignment(_:_:_:size:proposal:)``.
    mutating func alignmentValue(
        _ node: Int, _ axis: Axis, _ fraction: Double, size nodeSize: Size,
        proposal: ProposedSize
    ) -> Double {
        explicitAlignment(node, axis, fraction, size: nodeSize, proposal: proposal)
            ?? guidePosition(in: nodeSize[axis], at: fraction)
    }

    /// A `ZStack`'s size with alignment guides: on each axis, the extent of its children of
    /// the highest priority with their lines lined up, each offered `proposal`.
    mutating func guidedZStackSize(_ node: Int, _ proposal: ProposedSize, _ alignment: Alignment, top: Double) -> Size {
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        var x = GuidedExtent()
        var y = GuidedExtent()
        for child in tree.children(of: node) where tree.nodes[child].priority == top {
            let childSize = size(child, proposal)
            x.add(childSize.width, line: alignmentValue(child, .horizontal, fx, size: childSize, proposal: proposal))
            y.add(childSize.height, line: alignmentValue(child, .vertical, fy, size: childSize, proposal: proposal))
        }
        return Size(width: x.length, height: y.length)
    }

    /// The cross alignment of stack `node` (a grid row outside a grid is centred).
    func stackCrossFraction(_ node: Int) -> Double {
        if case .stack(_, let fraction, _, _) = tree.nodes[node].kind { return fraction }
        return 0.5
    }
}

/// The extent of views lined up on their alignment lines: the farthest line in plus the
/// farthest length past its line (with default lines, the longest view). An infinite line or
/// length gives an infinite extent, never NaN.
struct GuidedExtent {
    private var lead = -Double.infinity
    private var trail = -Double.infinity

    /// Adds a view of `length` whose line is at `line`.
    mutating func add(_ length: Double, line: Double) {
        lead = max(lead, line)
        // inf - inf: the view reaches infinitely far past an infinitely far line.
        let past = length - line
        trail = max(trail, past.isNaN ? .infinity : past)
    }

    /// The extent (0 without views).
    var length: Double {
        guard lead > -.infinity else { return 0 }
        let sum = lead + trail
        return sum.isNaN ? .infinity : sum
    }
}
