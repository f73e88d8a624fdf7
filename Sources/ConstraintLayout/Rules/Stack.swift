import LayoutModel

// `HStack` and `VStack`: docs/ARCHITECTURE.md, "Layout rules", rules 7 and 20. A finite length
// along the axis is distributed: children grouped by layout priority (highest first), ordered
// within a group by flexibility, each offered what remains for its group divided by the
// children still to size. An unspecified or infinite proposal goes to every child as it is. The
// cross length is the largest child's; under an unspecified cross proposal the children are
// laid out again for the stack's own cross length when it places them. The gaps between
// children are in `Spacing.swift`. The distribution is computed by the rule, never by the
// solver (docs/ARCHITECTURE.md, "Deviations from the preference engine").
extension TreeLayout {
    mutating func stackSize(_ node: Int, _ proposal: ProposedSize, axis: Axis, gaps: StackGaps) -> Size {
        let offers = stackOffers(node, proposal, axis: axis, gaps: gaps)
        defer { releaseScratch(offers) }
        var length = 0.0
        var cross = 0.0
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = proposal[axis.cross]
        let children = tree.children(of: node)
        // With alignment guides in the tree, the cross length is the extent of the children
        // with their lines lined up (see `StackCrossExtent`).
        let fraction = stackCrossFraction(node)
        var guided = tree.alignmentGuides.isEmpty ? nil : StackCrossExtent()
        if case .uniform(let offer) = offers, wideStackIndex[node] >= 0 {
            let wide = Int(wideStackIndex[node])
            childProposal[axis] = offer
            updateWideStack(wide, childProposal, gaps)
            var stack = Size.zero
            stack[axis] = wideStacks[wide].offsets.total
            // Filling rows resized without being sized are all as wide as offered.
            stack[axis.cross] =
                wideStacks[wide].crossStale ? childProposal[axis.cross]! : wideStacks[wide].crossLengths.maximum
            guard guided != nil else { return stack }
            for (k, childSize) in wideStacks[wide].sizes.enumerated() {
                guided!.add(
                    childSize[axis.cross],
                    line: alignmentValue(
                        children[children.startIndex + k], axis.cross, fraction,
                        size: childSize, proposal: childProposal))
            }
            stack[axis.cross] = guided!.length
            return stack
        }
        for (k, child) in children.enumerated() {
            childProposal[axis] = offer(offers, k)
            let childSize = size(child, childProposal)
            length += childSize[axis]
            cross = max(cross, childSize[axis.cross])
            if guided != nil {
                guided!.add(
                    childSize[axis.cross],
                    line: alignmentValue(child, axis.cross, fraction, size: childSize, proposal: childProposal))
            }
        }
        length += internalSpacing(children, gaps)
        var stack = Size.zero
        stack[axis] = length
        stack[axis.cross] = guided?.length ?? cross
        return stack
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
    mutating func stackOffers(_ node: Int, _ proposal: ProposedSize, axis: Axis, gaps: StackGaps) -> StackOffers {
        let children = tree.children(of: node)
        let n = children.count
        guard let total = proposal[axis], total.isFinite, n > 1 else {
            return .uniform(proposal[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 })
        }
        // The offers, then per child its minimum, flexibility and priority, in the scratch stack.
        let base = reserveScratch(4 * n)
        let minimum = base + n
        let flexibility = base + 2 * n
        let priority = base + 3 * n
        var probe = ProposedSize.unspecified
        probe[axis.cross] = proposal[axis.cross]
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
        order.sort { first, second in
            let pa = scratch[priority + first]
            let pb = scratch[priority + second]
            if pa != pb { return pa > pb }
            let fa = scratch[flexibility + first]
            let fb = scratch[flexibility + second]
            if fa != fb { return fa < fb }
            if fa == .infinity {
                let ma = scratch[minimum + first]
                let mb = scratch[minimum + second]
                if ma != mb { return ma > mb }
            }
            return first < second
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

    /// Places a stack's children one after another along `axis`, aligned across it.
    mutating func placeStack(
        _ node: Int, _ nodeSize: Size, _ proposal: ProposedSize, axis: Axis, crossAlignment: Double,
        gaps: StackGaps, reproposeCross: Bool
    ) {
        // Under a nil cross proposal the children are placed with the stack's own cross length
        // (what makes `.frame(maxWidth: .infinity)` children of a `fixedSize` stack equally wide),
        // and the offers are made again for that proposal.
        let reproposed = reproposeCross && proposal[axis.cross] == nil
        var placing = proposal
        if reproposed { placing[axis.cross] = nodeSize[axis.cross] }
        let offers = stackOffers(node, placing, axis: axis, gaps: gaps)
        defer { releaseScratch(offers) }
        if !reproposed, tree.alignmentGuides.isEmpty, case .uniform(let offer) = offers, wideStackIndex[node] >= 0 {
            placeWideStack(Int(wideStackIndex[node]), proposal, offer: offer, gaps: gaps)
            return
        }
        var cursor = 0.0
        if wideStackIndex[node] >= 0 {
            // Placed child by child: origins are stored again.
            let wide = Int(wideStackIndex[node])
            wideStacks[wide].placedKey = .none
            wideStacks[wide].unplaced.removeAll(keepingCapacity: true)
        }
        // Sizes first: children are aligned to the farthest guide among them as placed, which
        // can differ from the stack's own cross length when the placement proposal differs.
        // Each child's size is asked twice; the second answer comes from its cache.
        let children = tree.children(of: node)
        let guided = !tree.alignmentGuides.isEmpty
        var line = 0.0
        var extent = StackCrossExtent()
        for k in children.indices {
            let (childSize, childProposal) = placementSize(
                children, k, nodeSize, proposal, axis: axis,
                reproposed: reproposed, offers)
            if guided {
                extent.add(
                    childSize[axis.cross],
                    line: alignmentValue(
                        children[k], axis.cross, crossAlignment,
                        size: childSize, proposal: childProposal))
            } else {
                line = max(line, guidePosition(in: childSize[axis.cross], at: crossAlignment))
            }
        }
        for k in children.indices {
            let child = children[k]
            if k > children.startIndex {
                cursor += gaps.beside ? gap(children, before: k - children.startIndex, gaps) : gaps.spacing
            }
            let (childSize, childProposal) = placementSize(
                children, k, nodeSize, proposal, axis: axis,
                reproposed: reproposed, offers)
            let crossOffset =
                guided
                ? extent.origin(
                    line: alignmentValue(child, axis.cross, crossAlignment, size: childSize, proposal: childProposal))
                : line - guidePosition(in: childSize[axis.cross], at: crossAlignment)
            if axis == .horizontal {
                setOrigin(child, cursor, crossOffset)
            } else {
                setOrigin(child, crossOffset, cursor)
            }
            place(child, size: childSize, proposal: childProposal)
            cursor += childSize[axis]
        }
    }

    /// The size and proposal of the stack child at `index` of `children` when the stack (of
    /// size `stackSize`, proposed `proposal`) places it.
    private mutating func placementSize(
        _ children: ArraySlice<Int>, _ index: Int, _ stackSize: Size,
        _ proposal: ProposedSize, axis: Axis, reproposed: Bool,
        _ offers: StackOffers
    ) -> (Size, ProposedSize) {
        let child = children[index]
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = reproposed ? stackSize[axis.cross] : proposal[axis.cross]
        childProposal[axis] = offer(offers, index - children.startIndex)
        // Placed before for this proposal and unchanged since: only its origin moves.
        if !dirty[child], placedKey[child] == ProposalKey(childProposal) {
            return (Size(width: width[child], height: height[child]), childProposal)
        }
        return (size(child, childProposal), childProposal)
    }

    /// Stacks with this many children keep their children's sizes for a proposal offered to
    /// all of them alike, with their offsets and their longest cross length (see `WideStack`):
    /// after one child changed, the stack re-sizes that child alone (one text changed at 1 000
    /// rows: see docs/PERFORMANCE.md).
    static let rememberedStackSize = 64

    /// Brings wide stack `wide`'s children's sizes, offsets and cross lengths up to date for
    /// `childProposal`: all of them for another proposal, or when many changed; else only the
    /// children changed since.
    ///
    /// - Complexity: O(changed children × log n), or O(n) sizes.
    mutating func updateWideStack(_ wide: Int, _ childProposal: ProposedSize, _ gaps: StackGaps) {
        let key = ProposalKey(childProposal)
        let axis = gaps.axis
        let children = tree.children(of: wideStacks[wide].node)
        let start = children.startIndex
        let changed = wideStacks[wide].unsized
        wideStacks[wide].unsized.removeAll(keepingCapacity: true)
        if changed.isEmpty, resizeRows(wide, to: childProposal) { return }
        if wideStacks[wide].key == key, changed.count < children.count / 4 {
            for k in changed {
                let childSize = size(children[start + k], childProposal)
                wideStacks[wide].sizes[k] = childSize
                wideStacks[wide].crossLengths.set(k, childSize[axis.cross])
                // The gaps on both sides follow the child's spacer edges.
                let after = k + 1 < children.count ? gap(children, before: k + 1, gaps) : 0
                wideStacks[wide].offsets.set(k, childSize[axis] + after)
                if k > 0 {
                    wideStacks[wide].offsets.set(
                        k - 1, wideStacks[wide].sizes[k - 1][axis] + gap(children, before: k, gaps))
                }
            }
            return
        }
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for child in children { sizes.append(size(child, childProposal)) }
        var lengths = sizes.map { $0[axis] }
        for k in lengths.indices.dropLast() { lengths[k] += gap(children, before: k + 1, gaps) }
        wideStacks[wide].offsets = PrefixSums(lengths)
        wideStacks[wide].crossLengths = RunningMaximum(sizes.map { $0[axis.cross] })
        wideStacks[wide].sizes = sizes
        wideStacks[wide].key = key
        wideStacks[wide].crossStale = false
    }

    /// A stack of filling rows offered another width and the same length along its axis, both
    /// widths at least every row's minimum: each row is as wide as offered and nothing else in it
    /// changes but the widths and places that follow the row's width, so no row is sized or
    /// placed; `Placement` moves those by what the width moved. The form's resize step.
    ///
    /// - Returns: whether the rows were resized so.
    /// - Complexity: O(1).
    private mutating func resizeRows(_ wide: Int, to childProposal: ProposedSize) -> Bool {
        let stack = wideStacks[wide]
        let old = stack.key
        let new = ProposalKey(childProposal)
        guard stack.fillsAll, tree.alignmentGuides.isEmpty, old != new, stack.placedKey == old, stack.unplaced.isEmpty,
            old.height == new.height, old.width.isFinite, new.width.isFinite
        else { return false }
        if !stack.rowMinimumsKnown {
            // Measured at the first resize after the rows were all placed, not at every layout.
            let rows = tree.children(of: stack.node)
            wideStacks[wide].rowMinimums = RunningMaximum(rows.map { filling.minimum(of: $0, in: self) })
            wideStacks[wide].rowMinimumsKnown = true
        }
        guard min(old.width, new.width) >= wideStacks[wide].rowMinimums.maximum else { return false }
        wideStacks[wide].shift += new.width - old.width
        wideStacks[wide].key = new
        wideStacks[wide].placedKey = new
        wideStacks[wide].crossStale = true
        return true
    }

    /// Places wide stack `wide`'s children, each offered `offer` along the axis: the children
    /// changed since it last placed them for this proposal, or all of them. Their origins are
    /// not stored: `Placement` computes them from the offsets.
    ///
    /// - Complexity: O(changed children × their subtrees), or O(n).
    private mutating func placeWideStack(_ wide: Int, _ proposal: ProposedSize, offer: Double?, gaps: StackGaps) {
        let axis = gaps.axis
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = proposal[axis.cross]
        childProposal[axis] = offer
        let key = ProposalKey(childProposal)
        // The stack's own size may have come from its cache, with the children sized for
        // another proposal since.
        updateWideStack(wide, childProposal, gaps)
        let children = tree.children(of: wideStacks[wide].node)
        let changed = wideStacks[wide].unplaced
        wideStacks[wide].unplaced.removeAll(keepingCapacity: true)
        let fills = wideStacks[wide].fillsAll
        if wideStacks[wide].placedKey == key {
            for k in changed {
                let child = children[children.startIndex + k]
                place(child, size: wideStacks[wide].sizes[k], proposal: childProposal)
                if fills { placedRow(wide, k, child) }
            }
            return
        }
        if fills {
            wideStacks[wide].rowShift = Array(repeating: wideStacks[wide].shift, count: children.count)
            wideStacks[wide].rowMinimumsKnown = false
        }
        for (k, child) in children.enumerated() {
            place(child, size: wideStacks[wide].sizes[k], proposal: childProposal)
            if fills { placedRow(wide, k, child) }
        }
        wideStacks[wide].placedKey = key
    }

    /// Notes that filling row `k` (node `row`) of wide stack `wide` was placed at the width now
    /// offered, with the least width it fills at (when the others' are known).
    private mutating func placedRow(_ wide: Int, _ k: Int, _ row: Int) {
        wideStacks[wide].rowShift[k] = wideStacks[wide].shift
        if wideStacks[wide].rowMinimumsKnown { wideStacks[wide].rowMinimums.set(k, filling.minimum(of: row, in: self)) }
    }

    /// The offer to the child at offset `index`.
    func offer(_ offers: StackOffers, _ index: Int) -> Double? {
        switch offers {
        case .uniform(let offer): return offer
        case .each(let base): return scratch[base + index]
        }
    }

    /// Room for `count` numbers on top of the scratch stack; nested stacks take room above it.
    private mutating func reserveScratch(_ count: Int) -> Int {
        let base = scratchTop
        scratchTop += count
        if scratch.count < scratchTop {
            scratch.append(contentsOf: repeatElement(0, count: scratchTop - scratch.count))
        }
        return base
    }

    /// Gives back the room of `offers` (and everything reserved after it).
    mutating func releaseScratch(_ offers: StackOffers) {
        if case .each(let base) = offers { scratchTop = base }
    }
}

/// What a stack offers its children along its axis: the same for all, or one each (kept in
/// the layout's scratch stack from `base` on).
enum StackOffers {
    case uniform(Double?)
    case each(base: Int)
}

/// The cross extent of a stack's children lined up on the stack's alignment line (SwiftUI's
/// stack layout): each child starts its line's length before the line, and the extent encloses
/// every child and the line itself, so a line outside every child still counts. An infinite
/// line or length gives an infinite extent, never NaN.
struct StackCrossExtent {
    /// The extent's edges, relative to the line.
    private var lower = 0.0, upper = 0.0

    /// Where a child whose line is at `line` starts, relative to the stack's line (a NaN line
    /// counts as infinitely far in).
    private static func start(line: Double) -> Double { line.isNaN ? -.infinity : -line }

    /// Adds a child of `length` whose line is at `line`.
    mutating func add(_ length: Double, line: Double) {
        let start = Self.start(line: line)
        let end = start + length
        var low = Swift.min(start, end)
        var high = Swift.max(start, end)
        // An unordered (NaN) range, or a child that starts infinitely far down, adds only the line.
        if !(low <= high) || start == .infinity { (low, high) = (0, 0) }
        lower = Swift.min(lower, low)
        upper = Swift.max(upper, high)
    }

    /// The extent's length.
    var length: Double { upper - lower }

    /// Where a child whose line is at `line` starts, from the extent's leading (top) edge.
    func origin(line: Double) -> Double {
        let start = Self.start(line: line)
        let origin = start - lower
        return origin.isNaN ? start : origin
    }
}
