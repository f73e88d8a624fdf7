import LayoutModel

// The size half of the layout rules (docs/ARCHITECTURE.md, "Layout rules"): what each kind of
// node answers to a proposal. A member answers its group's length, as the solver left it.
extension TreeLayout {
    /// The size node `i` takes for `p` (remembered per proposal).
    ///
    /// - Complexity: O(subtree) when not remembered, O(1) otherwise.
    mutating func size(_ i: Int, _ p: ProposedSize) -> Size {
        let key = ProposalKey(p)
        if let s = sizeCaches[i].size(for: key) { return s }
        statistics.sizeComputations += 1
        let s = computeSize(i, p)
        sizeCaches[i].store(s, for: key)
        return s
    }

    private mutating func computeSize(_ i: Int, _ p: ProposedSize) -> Size {
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
            // A grid places its rows itself; a row outside a grid is a horizontal stack.
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

    // MARK: Stacks (rule 7)

    private mutating func stackSize(_ i: Int, _ p: ProposedSize, axis: Axis, spacing: Double) -> Size {
        let offers = stackOffers(i, p, axis: axis, spacing: spacing)
        defer { releaseScratch(offers) }
        var length = 0.0, cross = 0.0
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = p[axis.cross]
        let children = tree.children(of: i)
        if case .uniform(let offer) = offers, children.count >= Self.rememberedStackSize {
            childProposal[axis] = offer
            updateChildSizes(i, childProposal)
            for s in childSizes[i] {
                length += s[axis]
                cross = max(cross, s[axis.cross])
            }
            length += spacing * Double(children.count - 1)
            var result = Size.zero
            result[axis] = length
            result[axis.cross] = cross
            return result
        }
        for (k, child) in children.enumerated() {
            childProposal[axis] = offer(offers, k)
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

    /// What a stack offers each child along its axis; the caller gives the offers back with
    /// ``releaseScratch(_:)`` once read.
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
    mutating func stackOffers(_ i: Int, _ p: ProposedSize, axis: Axis, spacing: Double) -> StackOffers {
        let children = tree.children(of: i)
        let n = children.count
        guard let total = p[axis], total.isFinite, n > 1 else {
            return .uniform(p[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 })
        }
        // The offers, then per child its minimum, flexibility and priority (a spacer's
        // priority is kept apart in the order's tie-break), in the scratch stack.
        let base = reserveScratch(4 * n)
        let minimum = base + n, flexibility = base + 2 * n, priority = base + 3 * n
        var probe = ProposedSize.unspecified
        probe[axis.cross] = p[axis.cross]
        for (k, child) in children.enumerated() {
            probe[axis] = 0
            let lo = size(child, probe)[axis]
            probe[axis] = .infinity
            let hi = size(child, probe)[axis]
            scratch[minimum + k] = lo
            scratch[flexibility + k] = hi - lo
            scratch[priority + k] = tree.nodes[child].priority
        }
        var order = Array(0..<n)
        order.sort { a, b in
            let pa = scratch[priority + a], pb = scratch[priority + b]
            if pa != pb { return pa > pb }
            let sa = tree.nodes[children[children.startIndex + a]].isSpacer
            let sb = tree.nodes[children[children.startIndex + b]].isSpacer
            if sa != sb { return !sa }
            let fa = scratch[flexibility + a], fb = scratch[flexibility + b]
            if fa != fb { return fa < fb }
            return a < b
        }
        var remaining = total - spacing * Double(n - 1)
        var start = 0
        var childProposal = probe
        while start < n {
            let groupPriority = scratch[priority + order[start]]
            var end = start
            while end < n && scratch[priority + order[end]] == groupPriority { end += 1 }
            var lowerMinimum = 0.0
            for k in end..<n { lowerMinimum += scratch[minimum + order[k]] }
            var available = remaining - lowerMinimum
            for k in start..<end {
                let c = order[k]
                let offer = max(0, available / Double(end - k))
                scratch[base + c] = offer
                childProposal[axis] = offer
                let taken = size(children[children.startIndex + c], childProposal)[axis]
                available -= taken
                remaining -= taken
            }
            start = end
        }
        // Only the offers stay reserved.
        scratchTop = base + n
        return .each(base: base)
    }

    /// Stacks with this many children keep their children's sizes for a proposal offered to
    /// all of them alike: after one child changed, the stack re-sizes that child and sums the
    /// others from one array (one text changed at 1 000 rows: see docs/PERFORMANCE.md).
    static let rememberedStackSize = 64

    /// Brings stack `i`'s remembered child sizes up to date for `cp`: all of them for another
    /// proposal, only the children changed since (the dirty ones) for the same.
    mutating func updateChildSizes(_ i: Int, _ cp: ProposedSize) {
        let key = ProposalKey(cp)
        let children = tree.children(of: i)
        if childSizesKey[i] == key, childSizes[i].count == children.count {
            for (k, child) in children.enumerated() where dirty[child] { childSizes[i][k] = size(child, cp) }
            return
        }
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for child in children { sizes.append(size(child, cp)) }
        childSizes[i] = sizes
        childSizesKey[i] = key
    }

    /// The offer to child `k`.
    func offer(_ offers: StackOffers, _ k: Int) -> Double? {
        switch offers {
        case .uniform(let offer): return offer
        case .each(let base): return scratch[base + k]
        }
    }

    /// Room for `count` numbers on top of the scratch stack; nested stacks take room above it.
    private mutating func reserveScratch(_ count: Int) -> Int {
        let base = scratchTop
        scratchTop += count
        if scratch.count < scratchTop { scratch.append(contentsOf: repeatElement(0, count: scratchTop - scratch.count)) }
        return base
    }

    /// Gives back the room of `offers` (and everything reserved after it).
    mutating func releaseScratch(_ offers: StackOffers) {
        if case .each(let base) = offers { scratchTop = base }
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

/// What a stack offers its children along its axis: the same for all, or one each (kept in
/// the layout's scratch stack from `base` on).
enum StackOffers {
    case uniform(Double?)
    case each(base: Int)
}
