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
            return tree.texts[t].size(width: p.width, height: p.height, measurements: &statistics.textMeasurements)
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
        case .stack(let axis, _, let spacing, let spacerGaps):
            return stackSize(i, p, axis: axis, gaps: StackGaps(axis: axis, spacing: spacing, beside: spacerGaps))
        case .zstack:
            // Rule 15: the children of the highest priority get the proposal; the stack is as
            // large as the largest of them.
            var s = Size.zero
            let top = highestPriority(amongChildrenOf: i)
            if !tree.alignmentGuides.isEmpty, case .zstack(let alignment) = tree.nodes[i].kind {
                return guidedZStackSize(i, p, alignment, top: top)
            }
            for child in tree.children(of: i) where tree.nodes[child].priority == top {
                let c = size(child, p)
                s.width = max(s.width, c.width)
                s.height = max(s.height, c.height)
            }
            return s
        case .padding(let insets):
            // Negative insets make the view smaller than its child, never below 0.
            let s = size(tree.child(of: i), Self.inset(p, insets))
            return Size(width: max(0, s.width + insets.horizontal), height: max(0, s.height + insets.vertical))
        case .frame(let width, let height, _):
            // Rule 3.
            if let width, let height { return Size(width: width, height: height) }
            let s = size(tree.child(of: i), ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return Size(width: width ?? s.width, height: height ?? s.height)
        case .flexibleFrame(let f):
            return flexibleFrameSize(i, tree.flexibleFrames[f], p)
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
            return stackSize(i, p, axis: .horizontal, gaps: StackGaps(axis: .horizontal, spacing: 8, beside: false))
        case .cell(let column, let row):
            return Size(width: groupLength(column), height: groupLength(row))
        case .offset, .alignmentGuide:
            return size(tree.child(of: i), p)
        case .position:
            return positionSize(i, p)
        case .aspectRatio(let ratio, let contentMode):
            return size(tree.child(of: i), aspectRatioProposal(i, p, ratio: ratio, contentMode: contentMode))
        case .image(let natural, let minimum):
            return Self.imageSize(natural: natural, resizableMinimum: minimum, p)
        case .scrollView(let axes):
            return scrollViewSize(i, p, axes)
        case .lazyStack(let axis, _, let spacing):
            return lazyStackSize(i, p, axis: axis, spacing: spacing)
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

    private mutating func stackSize(_ i: Int, _ p: ProposedSize, axis: Axis, gaps: StackGaps) -> Size {
        let offers = stackOffers(i, p, axis: axis, gaps: gaps)
        defer { releaseScratch(offers) }
        var length = 0.0, cross = 0.0
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = p[axis.cross]
        let children = tree.children(of: i)
        // With alignment guides in the tree, the cross length is the extent of the children
        // with their guides lined up (see `GuidedExtent`).
        var guided = tree.alignmentGuides.isEmpty ? nil : GuidedExtent(fraction: stackCrossFraction(i))
        if case .uniform(let offer) = offers, children.count >= Self.rememberedStackSize {
            childProposal[axis] = offer
            updateChildSizes(i, childProposal)
            for (k, s) in childSizes[i].enumerated() {
                length += s[axis]
                cross = max(cross, s[axis.cross])
                if guided != nil { guided!.add(s[axis.cross], line: alignmentLine(children[children.startIndex + k], s, axis.cross, guided!.fraction)) }
            }
            length += internalSpacing(children, gaps)
            var result = Size.zero
            result[axis] = length
            result[axis.cross] = guided?.length ?? cross
            return result
        }
        for (k, child) in children.enumerated() {
            childProposal[axis] = offer(offers, k)
            let s = size(child, childProposal)
            length += s[axis]
            cross = max(cross, s[axis.cross])
            if guided != nil { guided!.add(s[axis.cross], line: alignmentLine(child, s, axis.cross, guided!.fraction)) }
        }
        length += internalSpacing(children, gaps)
        var result = Size.zero
        result[axis] = length
        result[axis.cross] = guided?.length ?? cross
        return result
    }

    /// What a stack offers each child along its axis; the caller gives the offers back with
    /// ``releaseScratch(_:)`` once read.
    ///
    /// STEP 1: a nil or infinite proposal on the axis goes to every child as it is (a single
    /// child is offered everything).
    /// STEP 2: otherwise each child's flexibility (its length offered infinity minus its length
    /// offered 0) is measured; children are grouped by layout priority (highest first; a
    /// spacer's is the lowest), ordered within a group by flexibility (ascending; among
    /// unbounded ones the larger minimum first; then in order), and each is offered what
    /// remains for its group divided by the children still to size. A group's share is what
    /// remains minus the minimum lengths of the lower-priority children.
    ///
    /// - Complexity: O(n log n) for n children, plus their sizes.
    mutating func stackOffers(_ i: Int, _ p: ProposedSize, axis: Axis, gaps: StackGaps) -> StackOffers {
        let children = tree.children(of: i)
        let n = children.count
        guard let total = p[axis], total.isFinite, n > 1 else {
            return .uniform(p[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 })
        }
        // The offers, then per child its minimum, flexibility and priority, in the scratch stack.
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
            let fa = scratch[flexibility + a], fb = scratch[flexibility + b]
            if fa != fb { return fa < fb }
            if fa == .infinity {
                let ma = scratch[minimum + a], mb = scratch[minimum + b]
                if ma != mb { return ma > mb }
            }
            return a < b
        }
        var remaining = total - internalSpacing(children, gaps)
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

    /// The gap before the child at offset `k` (from 1) of `children`: none beside a spacer's
    /// edge when the stack's spacing is the default (SwiftUI's spacer asks for 0 there).
    func gap(_ children: ArraySlice<Int>, before k: Int, _ gaps: StackGaps) -> Double {
        guard gaps.beside else { return gaps.spacing }
        let previous = spacerEdges(of: children[children.startIndex + k - 1])
        let next = spacerEdges(of: children[children.startIndex + k])
        let facing = previous.contains(.end(gaps.axis)) || next.contains(.start(gaps.axis))
        return facing ? 0 : gaps.spacing
    }

    /// A node's spacer edges; a member whose group's length is not known yet has its
    /// content's, as the preference engine's frame without a length keeps them.
    func spacerEdges(of node: Int) -> SpacerEdges {
        if case .member(let m) = tree.nodes[node].kind, memberLength(m) == nil { return spacerEdges(of: tree.child(of: node)) }
        return tree.nodes[node].spacerEdges
    }

    /// The sum of the gaps between `children`.
    func internalSpacing(_ children: ArraySlice<Int>, _ gaps: StackGaps) -> Double {
        guard children.count > 1 else { return 0 }
        guard gaps.beside else { return gaps.spacing * Double(children.count - 1) }
        var total = 0.0
        for k in 1..<children.count { total += gap(children, before: k, gaps) }
        return total
    }

    /// The highest layout priority among node `i`'s children (0 without children).
    func highestPriority(amongChildrenOf i: Int) -> Double {
        var top = -Double.infinity
        for child in tree.children(of: i) { top = max(top, tree.nodes[child].priority) }
        return tree.nodes[i].childCount == 0 ? 0 : top
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

    /// Rule 4 per axis: what a flexible frame offers its child, the proposal (the ideal length
    /// when nil) clamped to the frame's bounds.
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

    /// Rule 4 per axis, without the child: the proposal clamped when both bounds are given, the
    /// ideal length under a nil proposal; nil when the child decides.
    static func flexibleLength(_ p: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
        guard let p else { return ideal }
        guard let min, let max, min <= max else { return nil }
        return Swift.min(Swift.max(p, min), max)
    }

    /// Rule 4 per axis, from the child's length `c` as offered `q`.
    static func flexibleLength(min: Double?, max: Double?, offered q: Double?, child c: Double) -> Double {
        switch (min, max) {
        case let (min?, max?) where min <= max: return Swift.min(Swift.max(min, c), max)
        case let (min?, nil): return Swift.max(Swift.min(q ?? .infinity, c), min)
        case let (nil, max?): return Swift.min(Swift.max(q ?? -.infinity, c), max)
        default: return c
        }
    }

    /// Rule 4: a flexible frame's size; the child is asked only on an axis the frame's bounds
    /// and the proposal leave open.
    private mutating func flexibleFrameSize(_ i: Int, _ f: FlexibleFrameModifier, _ p: ProposedSize) -> Size {
        let width = Self.flexibleLength(p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth)
        let height = Self.flexibleLength(p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight)
        if let width, let height { return Size(width: width, height: height) }
        let q = Self.flexibleChildProposal(f, p)
        let c = size(tree.child(of: i), q)
        return Size(width: width ?? Self.flexibleLength(min: f.minWidth, max: f.maxWidth, offered: q.width, child: c.width),
                    height: height ?? Self.flexibleLength(min: f.minHeight, max: f.maxHeight, offered: q.height, child: c.height))
    }

    /// Rule 21 per axis: what a flexible frame proposes its child when placing it, its own
    /// length, except nil where it was proposed nil, has no ideal and lies strictly inside its
    /// bounds.
    static func flexiblePlacementProposal(_ p: Double?, length: Double, min: Double?, ideal: Double?, max: Double?) -> Double? {
        if ideal == nil, p == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) { return nil }
        return length
    }

    static func flexiblePlacementProposal(_ f: FlexibleFrameModifier, _ p: ProposedSize, size s: Size) -> ProposedSize {
        ProposedSize(
            width: flexiblePlacementProposal(p.width, length: s.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
            height: flexiblePlacementProposal(p.height, length: s.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    }
}

/// The gaps between the children of a stack along `axis`: `spacing`, or 0 beside a spacer
/// when `beside`.
struct StackGaps {
    var axis: Axis
    var spacing: Double
    var beside: Bool
}

/// What a stack offers its children along its axis: the same for all, or one each (kept in
/// the layout's scratch stack from `base` on).
enum StackOffers {
    case uniform(Double?)
    case each(base: Int)
}
