import LayoutModel

// The rules of the layout modifiers and views beyond stacks and frames (docs/ARCHITECTURE.md,
// "Layout rules"), each as SwiftUI's (OpenSwiftUI's `_PositionLayout`, `_AspectRatioLayout`,
// `Image`'s resizing, and Apple's documented `ScrollView` and lazy stacks).
extension TreeLayout {
    /// `position`: the proposal, the child's length on an unspecified axis.
    mutating func positionSize(_ i: Int, _ p: ProposedSize) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let c = size(tree.child(of: i), p)
        return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    /// What an aspect-ratio node offers its child for `p` (the child's ideal size read only
    /// when the ratio is the child's own).
    mutating func aspectRatioProposal(_ i: Int, _ p: ProposedSize, ratio: Double?, contentMode: ContentMode) -> ProposedSize {
        let modifier = AspectRatioModifier(ratio: ratio, contentMode: contentMode)
        guard ratio == nil, p != .unspecified else { return modifier.proposal(for: p) { .zero } }
        let ideal = size(tree.child(of: i), .unspecified)
        return modifier.proposal(for: p) { ideal }
    }

    /// An image: its natural size; resizable, the proposal where given (at least the minimum).
    static func imageSize(natural: Size, resizableMinimum minimum: Size?, _ p: ProposedSize) -> Size {
        guard let minimum else { return natural }
        return Size(width: p.width.map { max($0, minimum.width) } ?? natural.width,
                    height: p.height.map { max($0, minimum.height) } ?? natural.height)
    }

    /// What a scroll view offers its content: its proposal with nil on the scrolling axes.
    static func scrollContentProposal(_ p: ProposedSize, _ axes: Axis.Set) -> ProposedSize {
        var cp = p
        if axes.contains(.horizontal) { cp.width = nil }
        if axes.contains(.vertical) { cp.height = nil }
        return cp
    }

    /// A scroll view: the proposal on a scrolling axis (the content's length when nil; infinity
    /// when offered it, so a stack counts it fully flexible), the content's length on the other.
    mutating func scrollViewSize(_ i: Int, _ p: ProposedSize, _ axes: Axis.Set) -> Size {
        var s = size(tree.child(of: i), Self.scrollContentProposal(p, axes))
        if axes.contains(.horizontal), let w = p.width { s.width = w }
        if axes.contains(.vertical), let h = p.height { s.height = h }
        return s
    }

    /// A lazy stack: the sum of its children offered nil along `axis`, and the cross-axis
    /// proposal (its widest child's when nil or infinite).
    ///
    /// - Complexity: O(children), plus their sizes.
    mutating func lazyStackSize(_ i: Int, _ p: ProposedSize, axis: Axis, spacing: Double) -> Size {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = p[axis.cross]
        let children = tree.children(of: i)
        var length = 0.0, cross = 0.0
        for child in children {
            let c = size(child, cp)
            length += c[axis]
            cross = max(cross, c[axis.cross])
        }
        length += spacing * Double(max(0, children.count - 1))
        var s = Size.zero
        s[axis] = length
        if let offered = p[axis.cross], offered.isFinite { cross = offered }
        s[axis.cross] = cross
        return s
    }

    /// Places a lazy stack's children one after another, each offered the stack's cross
    /// length and nil along `axis`, aligned across it.
    mutating func placeLazyStack(_ i: Int, _ s: Size, axis: Axis, crossAlignment: Double, spacing: Double) {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = s[axis.cross]
        var cursor = 0.0
        // With alignment guides, each child's guide on the stack's own line (it took its
        // width, as a frame does, rather than enclosing its children).
        let guided = !tree.alignmentGuides.isEmpty
        for child in tree.children(of: i) {
            let cs = size(child, cp)
            let crossOffset = guided
                ? s[axis.cross] * crossAlignment - alignmentLine(child, cs, axis.cross, crossAlignment)
                : (s[axis.cross] - cs[axis.cross]) * crossAlignment
            if axis == .horizontal { setOrigin(child, cursor, crossOffset) } else { setOrigin(child, crossOffset, cursor) }
            place(child, size: cs, proposal: cp)
            cursor += cs[axis] + spacing
        }
    }
}

// MARK: Alignment guides

extension TreeLayout {
    /// Where `node` (of size `s`) puts its alignment line of `fraction` (0 leading/top, 0.5
    /// centre, 1 trailing/bottom) along `axis`: an alignment guide's value, read through the
    /// modifiers that keep the view's frame (an offset, a fixed size, a background's or an
    /// overlay's primary view, another guide) and through padding (shifted by its inset);
    /// else the default, `fraction` of the length.
    ///
    /// - Complexity: O(modifiers above the first container or leaf).
    func alignmentLine(_ node: Int, _ s: Size, _ axis: Axis, _ fraction: Double) -> Double {
        var i = node, size = s, shift = 0.0
        while true {
            switch tree.nodes[i].kind {
            case .alignmentGuide(let k):
                let guide = tree.alignmentGuides[k]
                if guide.guide.axis == axis, guide.guide.fraction == fraction { return shift + guide.value(for: size) }
            case .offset, .fixedSize, .background, .overlay:
                break
            case .padding(let insets):
                shift += axis == .horizontal ? insets.leading : insets.top
                size = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            default:
                return guidePosition(in: s[axis], at: fraction)
            }
            i = tree.child(of: i)
        }
    }


    /// A `ZStack`'s size with alignment guides: on each axis, the extent of its children of
    /// the highest priority with their guides lined up.
    mutating func guidedZStackSize(_ i: Int, _ p: ProposedSize, _ alignment: Alignment, top: Double) -> Size {
        var x = GuidedExtent(fraction: alignment.horizontal.fraction)
        var y = GuidedExtent(fraction: alignment.vertical.fraction)
        for child in tree.children(of: i) where tree.nodes[child].priority == top {
            let c = size(child, p)
            x.add(c.width, line: alignmentLine(child, c, .horizontal, x.fraction))
            y.add(c.height, line: alignmentLine(child, c, .vertical, y.fraction))
        }
        return Size(width: x.length, height: y.length)
    }

    /// The cross alignment of stack `i` (a grid row outside a grid is centred).
    func stackCrossFraction(_ i: Int) -> Double {
        if case .stack(_, let f, _, _) = tree.nodes[i].kind { return f }
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
