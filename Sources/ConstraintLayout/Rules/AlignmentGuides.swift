import LayoutModel

// Alignment guides: docs/ARCHITECTURE.md, "Layout modifiers and views", `alignmentGuide`.
// `HStack`, `VStack` and `ZStack` line their children up by the guide they align with and
// enclose them; a frame, a background or overlay and a lazy stack put the child's guide on their
// own default line. A guide is read through offsets, `fixedSize`, a background's or overlay's
// primary view, other guides and padding. Guides are looked for only when the tree has one
// (`CompiledTree.alignmentGuides` not empty).
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

    /// Where `node` (of size `nodeSize`) puts its alignment line of `fraction` (0 leading/top,
    /// 0.5 centre, 1 trailing/bottom) along `axis`: an alignment guide's value, read through the
    /// modifiers that keep the view's frame (an offset, a fixed size, a background's or an
    /// overlay's primary view, another guide) and through padding (shifted by its inset); else
    /// the default, `fraction` of the length.
    ///
    /// - Complexity: O(modifiers above the first container or leaf).
    func alignmentLine(_ node: Int, _ nodeSize: Size, _ axis: Axis, _ fraction: Double) -> Double {
        var current = node, size = nodeSize, shift = 0.0
        while true {
            switch tree.nodes[current].kind {
            case .alignmentGuide(let index):
                let guide = tree.alignmentGuides[index]
                if guide.guide.axis == axis, guide.guide.fraction == fraction { return shift + guide.value(for: size) }
            case .offset, .fixedSize, .background, .overlay:
                break
            case .padding(let insets):
                shift += axis == .horizontal ? insets.leading : insets.top
                size = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            default:
                return guidePosition(in: nodeSize[axis], at: fraction)
            }
            current = tree.child(of: current)
        }
    }

    /// A `ZStack`'s size with alignment guides: on each axis, the extent of its children of
    /// the highest priority with their guides lined up.
    mutating func guidedZStackSize(_ node: Int, _ proposal: ProposedSize, _ alignment: Alignment, top: Double) -> Size {
        var x = GuidedExtent(fraction: alignment.horizontal.fraction)
        var y = GuidedExtent(fraction: alignment.vertical.fraction)
        for child in tree.children(of: node) where tree.nodes[child].priority == top {
            let childSize = size(child, proposal)
            x.add(childSize.width, line: alignmentLine(child, childSize, .horizontal, x.fraction))
            y.add(childSize.height, line: alignmentLine(child, childSize, .vertical, y.fraction))
        }
        return Size(width: x.length, height: y.length)
    }

    /// The cross alignment of stack `node` (a grid row outside a grid is centred).
    func stackCrossFraction(_ node: Int) -> Double {
        if case .stack(_, let fraction, _, _) = tree.nodes[node].kind { return fraction }
        return 0.5
    }
}

/// The extent of children lined up on their alignment lines: the farthest line in plus the
/// farthest length past its line (with default lines, the longest child).
struct GuidedExtent {
    let fraction: Double
    private var lead = -Double.infinity
    private var trail = -Double.infinity

    init(fraction: Double) { self.fraction = fraction }

    /// Adds a child of `length` whose line is at `line`.
    mutating func add(_ length: Double, line: Double) {
        lead = max(lead, line)
        trail = max(trail, length - line)
    }

    /// The extent (0 without children).
    var length: Double { lead == -.infinity ? 0 : lead + trail }
}
