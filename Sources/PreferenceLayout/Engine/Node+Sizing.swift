import LayoutModel

// The size half of DESIGN §6's rules: what each kind of node answers to a proposal.

extension Node {
    /// The size this node takes for `p` (cached per proposal).
    ///
    /// - Complexity: O(subtree) on a cache miss, O(1) on a hit.
    func size(_ p: ProposedSize, _ core: EngineCore) -> Size {
        var p = p
        switch sizing {
        // Nodes that answer what their child answers keep no sizes of their own: the child's
        // cache answers, one lookup instead of two and no second entry to store.
        case .child: return withChild { $0.size(p, core) }
        case .cachedIgnoringHeight: p.height = nil
        case .cached: break
        }
        if let s = cachedSize(p) { return s }
        core.statistics.sizeComputations += 1
        let s = computeSize(p, core)
        storeSize(s, for: p)
        return s
    }

    private func computeSize(_ p: ProposedSize, _ core: EngineCore) -> Size {
        switch kind {
        case .empty:
            return .zero
        case .text:
            return withKindObject(TextContent.self) { Node.decoratedText($0, p) }
        case .shape:
            // Rule 1: take the proposal, nil becomes 10.
            return p.replacingUnspecifiedDimensions()
        case .spacer(let minLength, let axis):
            guard let axis else {
                return Size(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
            }
            var s = Size.zero
            s[axis] = max(minLength, p[axis] ?? minLength)
            return s
        case .textField(let idealWidth, let height):
            return Size(width: p.width ?? idealWidth, height: height)
        case .stack(let axis, _, let spacing):
            stackChildSizes(p, axis: axis, spacing: spacing, core)
            let entries = stackEntriesComputed
            var length = 0.0, cross = 0.0
            for i in 0..<entries.count {
                let size = entries[i].size
                length += size[axis]
                cross = max(cross, size[axis.cross])
            }
            if entries.count > 1 { length += spacing * Double(entries.count - 1) }
            var result = Size.zero
            result[axis] = length
            result[axis.cross] = cross
            return result
        case .zstack:
            // Rule 8: every child gets the proposal; the union of aligned children.
            var w = 0.0, h = 0.0
            for child in children {
                let s = child.size(p, core)
                w = max(w, s.width)
                h = max(h, s.height)
            }
            return Size(width: w, height: h)
        case .padding(let insets):
            let s = withChild { $0.size(Node.inset(p, insets), core) }
            return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
        case .frame(let width, let height, _), .framedBackground(let width, let height, _, _):
            // Rule 3 (a background takes its primary view's size).
            if let width, let height { return Size(width: width, height: height) }
            let s = withChild { $0.size(ProposedSize(width: width ?? p.width, height: height ?? p.height), core) }
            return Size(width: width ?? s.width, height: height ?? s.height)
        case .flexibleFrame:
            let f = withKindObject(FlexibleFrame.self) { $0.frame }
            return withChild { child in Node.flexibleSize(f, p) { child.size($0, core) } }
        case .fixedSize(let h, let v):
            // Rule 5.
            return withChild { $0.size(Node.fixedProposal(p, h, v), core) }
        case .background, .overlay:
            return withChild { $0.size(p, core) }
        case .passthrough:
            return withChild { $0.size(p, core) }
        case .geometryReader:
            // Rule 10.
            return p.replacingUnspecifiedDimensions()
        case .viewThatFits(let axes):
            return children.isEmpty ? .zero : children[chooseFitting(p, axes: axes, core)].size(p, core)
        case .grid(let spec):
            return gridLayout(p, spec, core).size
        case .gridRow:
            // A row outside a grid behaves like an HStack.
            stackChildSizes(p, axis: .horizontal, spacing: defaultSpacing, core)
            let entries = stackEntriesComputed
            var width = defaultSpacing * Double(max(0, entries.count - 1)), height = 0.0
            for i in 0..<entries.count {
                width += entries[i].size.width
                height = max(height, entries[i].size.height)
            }
            return Size(width: width, height: height)
        case .lazyHGrid(let spec):
            return lazyHGridLayout(p, spec, core).size
        case .custom(let box):
            return box.sizeThatFits(p, node: self, core)
        }
    }

    /// A text node's size: the text's as the padding and `fixedSize` folded into it (see
    /// `TextDecoration`) answer, by the rules of the nodes they replace (6 and 5).
    @inline(__always)
    private static func decoratedText(_ text: TextContent, _ p: ProposedSize) -> Size {
        let decoration = text.decoration
        guard decoration != .none else { return text.size(width: p.width) }
        let inner = fixedProposal(inset(p, decoration.insets), decoration.fixedWidth, false)
        let s = text.size(width: inner.width)
        return Size(width: s.width + decoration.insets.horizontal, height: s.height + decoration.insets.vertical)
    }

    /// Rule 6: the proposal minus the insets, not below 0; nil stays nil.
    @inline(__always)
    static func inset(_ p: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }

    @inline(__always)
    static func fixedProposal(_ p: ProposedSize, _ h: Bool, _ v: Bool) -> ProposedSize {
        ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
    }

    /// Rule 4 per axis: what the child is offered.
    @inline(__always)
    static func flexibleChildProposal(_ p: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard var q = p ?? ideal else { return nil }
        if let min { q = Swift.max(min, q) }
        if let max { q = Swift.min(max, q) }
        return q
    }

    /// Rule 4 per axis: the frame's length given the child's length `c`.
    @inline(__always)
    static func flexibleLength(_ p: Double?, min: Double?, ideal: Double?, max: Double?, child c: Double) -> Double {
        if p == nil, let ideal {
            var r = ideal
            if let min { r = Swift.max(min, r) }
            if let max { r = Swift.min(max, r) }
            return r
        }
        let proposed = p ?? c
        var r = c
        if let min { r = Swift.max(min, Swift.min(r, proposed)) }
        if let max { r = Swift.min(max, Swift.max(r, proposed)) }
        return r
    }

    static func flexibleChildProposal(_ f: FlexibleFrameModifier, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: flexibleChildProposal(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
                     height: flexibleChildProposal(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    }

    static func flexibleSize(_ f: FlexibleFrameModifier, _ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let c = child(flexibleChildProposal(f, p))
        return Size(width: flexibleLength(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth, child: c.width),
                    height: flexibleLength(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight, child: c.height))
    }

    /// Rule 11: the first child whose ideal size fits on the constrained axes, else the last.
    func chooseFitting(_ p: ProposedSize, axes: Axis.Set, _ core: EngineCore) -> Int {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let ideal = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
        for (i, child) in children.enumerated() {
            let s = child.size(ideal, core)
            let fitsW = !h || p.width == nil || s.width <= p.width!
            let fitsH = !v || p.height == nil || s.height <= p.height!
            if fitsW && fitsH { return i }
        }
        return children.count - 1
    }
}
