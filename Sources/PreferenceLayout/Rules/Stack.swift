import LayoutModel

// `HStack` and `VStack`: docs/ARCHITECTURE.md, "Layout rules", rules 7 and 20. A finite length
// along the axis is distributed: children grouped by layout priority (highest first), ordered
// within a group by flexibility, each offered what remains for its group divided by the
// children still to size. An unspecified or infinite proposal goes to every child as it is. The
// cross length is the largest child's; under an unspecified cross proposal the children are laid
// out again for the stack's own cross length when it places them. The gaps between children are
// in `Spacing.swift`; a grid row outside a grid is an `HStack` (`Grid.swift`).

extension Node {
    /// Rule 7: a stack's length is the sum of its children's plus the gaps between them; its
    /// cross length the largest child's.
    func stackSize(_ proposal: ProposedSize, axis: Axis, spacing: Double?, _ core: EngineCore) -> Size {
        let stack = stackChildSizes(proposal, axis: axis, spacing: spacing, core)
        var length = stack.gaps.reduce(0, +)
        var cross = 0.0
        for entry in stack.entries {
            length += entry.size[axis]
            cross = max(cross, entry.size[axis.cross])
        }
        var result = Size.zero
        result[axis] = length
        result[axis.cross] =
            core.hasAlignmentGuides
            ? guidedCross(stack.entries, proposal, axis: axis, core).length : cross
        return result
    }

    /// Places a stack's children one after another along `axis`, aligned across it.
    ///
    /// Under a nil cross proposal the children are laid out again for the stack's own cross
    /// length, as SwiftUI does (what makes `.frame(maxWidth: .infinity)` children of a
    /// `fixedSize` stack equally wide). They are aligned to the extent they then take, whose
    /// leading (top) edge is the stack's: a child that grew wider than the stack overflows it
    /// on the trailing side only as far as alignment puts it.
    func placeStack(
        in frame: Rect, _ proposal: ProposedSize, axis: Axis, crossAlignment: Double, spacing: Double?,
        _ core: EngineCore
    ) {
        var placing = proposal
        let stack: StackEntries
        if proposal[axis.cross] == nil {
            placing[axis.cross] = frame.size[axis.cross]
            let sizing = stackEntries
            stackEntries = placementEntries
            stack = stackChildSizes(placing, axis: axis, spacing: spacing, core)
            placementEntries = stackEntries
            stackEntries = sizing
        } else {
            stack = stackChildSizes(placing, axis: axis, spacing: spacing, core)
        }
        let entries = stack.entries
        let gaps = stack.gaps
        // The alignment guide: the largest offset of a child's guide from its leading edge.
        var guide = 0.0
        for entry in entries { guide = max(guide, guidePosition(in: entry.size[axis.cross], at: crossAlignment)) }
        var cursor = axis == .horizontal ? frame.origin.x : frame.origin.y
        let guided = core.hasAlignmentGuides ? guidedCross(entries, placing, axis: axis, core) : nil
        for (i, child) in children.enumerated() {
            let s = entries[i].size
            let crossOffset =
                guided.map { $0.offsets[i] }
                ?? guide - guidePosition(in: s[axis.cross], at: crossAlignment)
            let childOrigin =
                axis == .horizontal
                ? Point(x: cursor, y: frame.origin.y + crossOffset)
                : Point(x: frame.origin.x + crossOffset, y: cursor)
            child.place(at: childOrigin, size: s, proposal: Node.stackProposal(entries[i], placing, axis: axis), core)
            cursor += s[axis] + (i < gaps.count ? gaps[i] : 0)
        }
    }

    /// Rule 7 with alignment guides (SwiftUI's stack layout): each child starts its line's
    /// length before the stack's alignment line, and the stack's cross length spans every child
    /// and the line itself, so a line outside every child still counts. For the entries sized
    /// for `proposal`, the cross length and each child's cross offset from the stack's edge.
    /// An infinite line or length gives an infinite length, never NaN: a NaN line counts as
    /// infinitely far in, and a child whose span cannot be ordered adds only the line.
    ///
    /// - Complexity: O(children), plus their alignment lines.
    func guidedCross(_ entries: [StackEntry], _ proposal: ProposedSize, axis: Axis, _ core: EngineCore)
        -> (length: Double, offsets: [Double])
    {
        var fraction = 0.5  // a grid row outside a grid is a centred `HStack`
        if case .stack(_, let f, _) = kind { fraction = f }
        var starts: [Double] = []
        starts.reserveCapacity(entries.count)
        var top = 0.0
        var bottom = 0.0  // the span, relative to the line
        for (i, child) in children.enumerated() where i < entries.count {
            let line = child.alignmentValue(
                axis.cross, fraction, size: entries[i].size,
                proposal: Node.stackProposal(entries[i], proposal, axis: axis), core)
            let start = line.isNaN ? -Double.infinity : -line
            starts.append(start)
            let end = start + entries[i].size[axis.cross]
            let first = Swift.min(start, end)
            let last = Swift.max(start, end)
            guard first <= last, start != .infinity else { continue }
            top = Swift.min(top, first)
            bottom = Swift.max(bottom, last)
        }
        return (bottom - top, starts.map { start in (start - top).isNaN ? start : start - top })
    }

    /// The proposal a stack child with `entry` was sized with by `stackChildSizes(p, …)`.
    static func stackProposal(_ entry: StackEntry, _ proposal: ProposedSize, axis: Axis) -> ProposedSize {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = proposal[axis.cross]
        cp[axis] = entry.offer
        return cp
    }

    /// Rule 7: the sizes of a stack's children for proposal `proposal`, kept in `stackEntries` for
    /// placement.
    ///
    /// STEP 1: a nil or infinite proposal on the stack axis is passed to every child as is
    /// (the division of infinity is infinity whatever the order).
    /// STEP 2: otherwise each child's flexibility (maximum − minimum length) is measured; the
    /// children are grouped by layout priority (highest first; spacers have −∞, rule 16), and
    /// within a group ordered by flexibility (ascending, rule 20), and each is offered what
    /// remains for its group divided by the number of children still to size. A group's share
    /// is what remains minus the minimum lengths of all lower-priority children. What remains
    /// starts as the proposal minus the gaps between neighbours (rule 16).
    ///
    /// - Returns: the entries, which the node keeps.
    /// - Complexity: O(n log n) for n children, plus their sizes (cached per proposal).
    @discardableResult
    func stackChildSizes(_ proposal: ProposedSize, axis: Axis, spacing: Double?, _ core: EngineCore) -> StackEntries {
        let n = children.count
        let stack: StackEntries
        if let known = stackEntries, known.count == n {
            if known.proposal == proposal { return known }
            stack = known
        } else {
            stack = StackEntries(count: n)
            stackEntries = stack
        }
        if stack.gapsAreStale {
            stack.gaps = stackGaps(axis: axis, spacing: spacing)
            stack.gapsAreStale = false
        }
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = proposal[axis.cross]
        // The entries are taken out while the children are sized and put back once: written
        // in place, every child would cost a run-time exclusivity check of the class property.
        var entries = stack.entries
        stack.entries = []

        if let length = proposal[axis], length.isFinite, n > 1 {
            let cross = proposal[axis.cross]
            let probed = stack.probedCross == .some(cross)
            distribute(
                length - stack.gaps.reduce(0, +), childProposal, axis: axis, into: &entries, probed: probed,
                core)
            stack.probedCross = .some(cross)
        } else {
            // STEP 1 (and a single child, which is offered everything)
            childProposal[axis] = proposal[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 }
            let offer = childProposal[axis]
            for (i, child) in children.enumerated() {
                entries[i].size = child.size(childProposal, core)
                entries[i].offer = offer
            }
        }
        stack.entries = entries
        stack.proposal = proposal
        return stack
    }

    /// STEP 2 of ``stackChildSizes(_:axis:spacing:_:)``.
    ///
    /// - Parameter probed: whether `entries` hold the children's minimum and maximum lengths
    ///   for this cross-axis proposal (else they are measured and stored there).
    private func distribute(
        _ total: Double, _ proposal: ProposedSize, axis: Axis, into entries: inout [StackEntry],
        probed: Bool, _ core: EngineCore
    ) {
        if !probed {
            var probe = proposal
            for (i, child) in children.enumerated() {
                probe[axis] = 0
                entries[i].minimum = child.size(probe, core)[axis]
                probe[axis] = .infinity
                entries[i].maximum = child.size(probe, core)[axis]
            }
        }
        // What orders the children, read once per child.
        struct Key {
            var priority: Double
            var flexibility: Double
            var minimum: Double

            /// Rule 20: less flexible first; of two equally and infinitely flexible children,
            /// the one with the larger minimum first (as SwiftUI's flexibility estimate orders
            /// them); otherwise equal.
            func isLessFlexible(than o: Key) -> Bool {
                if flexibility != o.flexibility { return flexibility < o.flexibility }
                guard flexibility == .infinity else { return false }
                return minimum > o.minimum
            }
        }
        var keys: [Key] = []
        keys.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            let entry = entries[i]
            keys.append(
                Key(
                    priority: child.priority, flexibility: entry.maximum - entry.minimum,
                    minimum: entry.minimum))
        }
        // A strict total order (the index breaks ties), so any sort gives one result:
        // priority descending (a spacer's is −∞, rule 16), then flexibility.
        let order = keys.indices.sorted { first, second in
            let ka = keys[first]
            let kb = keys[second]
            if ka.priority != kb.priority { return ka.priority > kb.priority }
            if ka.isLessFlexible(than: kb) { return true }
            if kb.isLessFlexible(than: ka) { return false }
            return first < second
        }
        var childProposal = proposal
        var remaining = total
        var start = 0
        while start < order.count {
            let priority = keys[order[start]].priority
            var end = start
            while end < order.count && keys[order[end]].priority == priority { end += 1 }
            var lowerMinimum = 0.0
            for k in end..<order.count { lowerMinimum += keys[order[k]].minimum }
            var available = remaining - lowerMinimum
            for k in start..<end {
                let i = order[k]
                let offer = max(0, available / Double(end - k))
                childProposal[axis] = offer
                let s = children[i].size(childProposal, core)
                entries[i].size = s
                entries[i].offer = offer
                available -= s[axis]
                remaining -= s[axis]
            }
            start = end
        }
    }
}
