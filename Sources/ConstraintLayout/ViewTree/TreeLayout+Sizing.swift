import LayoutModel

// The size half of the layout rules (docs/ARCHITECTURE.md, "Layout rules"): what each kind of
// node answers to a proposal. A member answers its group's length, as the solver left it.
extension TreeLayout {
    /// The size node `i` takes for `p` (remembered per proposal).
    ///
    /// - Complexity: O(subtree) when not remembered, O(1) otherwise.
    func size(_ i: Int, _ p: ProposedSize) -> Size {
        let key = ProposalKey(p)
        if let s = tree.nodes[i].cachedSize(key) { return s }
        statistics.sizeComputations += 1
        let s = computeSize(i, p)
        tree.nodes[i].storeSize(s, for: key)
        return s
    }

    private func computeSize(_ i: Int, _ p: ProposedSize) -> Size {
        switch tree.nodes[i].kind {
        case .empty:
            return .zero
        case .text(let t):
            return tree.texts[t].size(width: p.width, measurements: &statistics.textMeasurements)
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
            return stackSize(i, p, axis: axis, spacing: spacing)
        case .zstack:
            // Rule 8: every child gets the proposal; the union of the aligned children.
            var s = Size.zero
            for child in tree.children(of: i) {
                let c = size(child, p)
                s.width = max(s.width, c.width)
                s.height = max(s.height, c.height)
            }
            return s
        case .padding(let insets):
            let s = size(tree.child(of: i), Self.inset(p, insets))
            return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
        case .frame(let width, let height, _):
            // Rule 3.
            if let width, let height { return Size(width: width, height: height) }
            let s = size(tree.child(of: i), ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return Size(width: width ?? s.width, height: height ?? s.height)
        case .flexibleFrame(let f):
            let frame = tree.flexibleFrames[f]
            let c = size(tree.child(of: i), Self.flexibleChildProposal(frame, p))
            return Size(
                width: Self.flexibleLength(p.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth, child: c.width),
                height: Self.flexibleLength(p.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight, child: c.height))
        case .fixedSize(let h, let v):
            // Rule 5.
            return size(tree.child(of: i), ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .background, .overlay:
            // Rule 9: the primary view's size.
            return size(tree.child(of: i), p)
        case .member(let m):
            let axis = tree.groups[tree.members[m].group].axis
            guard let length = memberLength(m) else { return size(tree.child(of: i), p) }
            var cp = p
            cp[axis] = length
            var s = size(tree.child(of: i), cp)
            s[axis] = length
            return s
        case .grid(let g):
            return gridSize(tree.grids[g])
        case .gridRow:
            if tree.nodes[i].parent >= 0, case .grid(let g) = tree.nodes[Int(tree.nodes[i].parent)].kind {
                let spec = tree.grids[g]
                let r = rowIndex(of: i)
                return Size(width: gridSize(spec).width, height: groupLength(spec.rows[r]))
            }
            // A row outside a grid is a horizontal stack.
            return stackSize(i, p, axis: .horizontal, spacing: 8)
        case .cell(let column, let row):
            return Size(width: groupLength(column), height: groupLength(row))
        }
    }

    /// The length the solver gave member `m`'s group, nil before the first solve.
    func memberLength(_ m: Int) -> Double? {
        let length = groupLengths[tree.members[m].group]
        return length.isNaN ? nil : length
    }

    func groupLength(_ g: Int) -> Double {
        let length = groupLengths[g]
        return length.isNaN ? 0 : length
    }

    func gridSize(_ spec: GridSpec) -> Size {
        var w = 0.0, h = 0.0
        for c in spec.columns { w += groupLength(c) }
        for r in spec.rows { h += groupLength(r) }
        w += spec.horizontalSpacing * Double(max(0, spec.columns.count - 1))
        h += spec.verticalSpacing * Double(max(0, spec.rows.count - 1))
        return Size(width: w, height: h)
    }

    func rowIndex(of row: Int) -> Int {
        let parent = Int(tree.nodes[row].parent)
        return tree.children(of: parent).firstIndex(of: row)! - Int(tree.nodes[parent].childStart)
    }

    // MARK: Stacks (rule 7)

    private func stackSize(_ i: Int, _ p: ProposedSize, axis: Axis, spacing: Double) -> Size {
        let offers = stackOffers(i, p, axis: axis, spacing: spacing)
        var length = 0.0, cross = 0.0
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = p[axis.cross]
        let children = tree.children(of: i)
        for (k, child) in children.enumerated() {
            childProposal[axis] = offers.offer(k)
            let s = size(child, childProposal)
            length += s[axis]
            cross = max(cross, s[axis.cross])
        }
        if children.count > 1 { length += spacing * Double(children.count - 1) }
        var result = Size.zero
        result[axis] = length
        result[axis.cross] = cross
        return result
    }

    /// What a stack offers each child along its axis.
    ///
    /// STEP 1: a nil or infinite proposal on the axis goes to every child as it is (a single
    /// child is offered everything).
    /// STEP 2: otherwise each child's flexibility (its length offered infinity minus its length
    /// offered 0) is measured; children are grouped by layout priority (highest first), ordered
    /// within a group by flexibility (spacers last, then ascending, then in order), and each is
    /// offered what remains for its group divided by the children still to size. A group's share
    /// is what remains minus the minimum lengths of the lower-priority children.
    ///
    /// - Complexity: O(n log n) for n children, plus their sizes.
    func stackOffers(_ i: Int, _ p: ProposedSize, axis: Axis, spacing: Double) -> StackOffers {
        let children = tree.children(of: i)
        let n = children.count
        guard let total = p[axis], total.isFinite, n > 1 else {
            return .uniform(p[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 })
        }
        var probe = ProposedSize.unspecified
        probe[axis.cross] = p[axis.cross]
        var minimum = [Double](repeating: 0, count: n)
        var flexibility = [Double](repeating: 0, count: n)
        for (k, child) in children.enumerated() {
            probe[axis] = 0
            let lo = size(child, probe)[axis]
            probe[axis] = .infinity
            let hi = size(child, probe)[axis]
            minimum[k] = lo
            flexibility[k] = hi - lo
        }
        let nodes = tree.nodes
        let order = (0..<n).sorted { a, b in
            let na = nodes[children[children.startIndex + a]], nb = nodes[children[children.startIndex + b]]
            if na.priority != nb.priority { return na.priority > nb.priority }
            if na.isSpacer != nb.isSpacer { return !na.isSpacer }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var offers = [Double](repeating: 0, count: n)
        var remaining = total - spacing * Double(n - 1)
        var start = 0
        var childProposal = probe
        while start < n {
            let priority = nodes[children[children.startIndex + order[start]]].priority
            var end = start
            while end < n && nodes[children[children.startIndex + order[end]]].priority == priority { end += 1 }
            var lowerMinimum = 0.0
            for k in end..<n { lowerMinimum += minimum[order[k]] }
            var available = remaining - lowerMinimum
            for k in start..<end {
                let c = order[k]
                let offer = max(0, available / Double(end - k))
                offers[c] = offer
                childProposal[axis] = offer
                let taken = size(children[children.startIndex + c], childProposal)[axis]
                available -= taken
                remaining -= taken
            }
            start = end
        }
        return .each(offers)
    }

    // MARK: Proposals of modifiers

    /// Rule 6: the proposal minus the insets, not below 0; nil stays nil.
    static func inset(_ p: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// Rule 4 per axis: what a flexible frame offers its child.
    static func flexibleChildProposal(_ p: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard var q = p ?? ideal else { return nil }
        if let min { q = Swift.max(min, q) }
        if let max { q = Swift.min(max, q) }
        return q
    }

    static func flexibleChildProposal(_ f: FlexibleFrameModifier, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: flexibleChildProposal(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
                     height: flexibleChildProposal(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    }

    /// Rule 4 per axis: the frame's length given its child's length `c`.
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
}

/// What a stack offers its children along its axis: the same for all, or one each.
enum StackOffers {
    case uniform(Double?)
    case each([Double])

    func offer(_ k: Int) -> Double? {
        switch self {
        case .uniform(let offer): return offer
        case .each(let offers): return offers[k]
        }
    }
}
