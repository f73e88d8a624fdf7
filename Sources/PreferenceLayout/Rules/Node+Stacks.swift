import LayoutModel

// Stacks (rules 7 and 8): HStack and VStack distribute their length among their
// children; ZStack gives every child its proposal; ViewThatFits picks a child. A grid row
// outside a grid is an HStack (see `Node+Grids.swift`).

extension Node {
    /// Rule 7: a stack's length is the sum of its children's plus the spacing; its cross
    /// length the largest child's.
    func stackSize(_ p: ProposedSize, axis: Axis, spacing: Double, _ core: EngineCore) -> Size {
        let entries = stackChildSizes(p, axis: axis, spacing: spacing, core).entries
        var length = 0.0, cross = 0.0
        for entry in entries {
            length += entry.size[axis]
            cross = max(cross, entry.size[axis.cross])
        }
        if entries.count > 1 { length += spacing * Double(entries.count - 1) }
        var result = Size.zero
        result[axis] = length
        result[axis.cross] = core.hasAlignmentGuides ? guidedCrossLength(entries, axis: axis) : cross
        return result
    }

    /// Places a stack's children one after another along `axis`, aligned across it.
    func placeStack(in frame: Rect, _ p: ProposedSize, axis: Axis, crossAlignment: Double, spacing: Double,
                    _ core: EngineCore) {
        let entries = stackChildSizes(p, axis: axis, spacing: spacing, core).entries
        // Under a nil cross proposal the children are placed with the stack's own cross
        // length, as SwiftUI does (what makes `.frame(maxWidth: .infinity)` children of a
        // `fixedSize` stack equally wide).
        let crossProposal = p[axis.cross] ?? frame.size[axis.cross]
        var cursor = axis == .horizontal ? frame.origin.x : frame.origin.y
        let line = core.hasAlignmentGuides ? guidedLine(entries, p, crossProposal: crossProposal, axis: axis,
                                                                 crossAlignment: crossAlignment, core) : nil
        for (i, child) in children.enumerated() {
            var cp = Node.stackProposal(entries[i], p, axis: axis)
            var s = entries[i].size
            if p[axis.cross] == nil {
                cp[axis.cross] = crossProposal
                s = child.size(cp, core)
            }
            let crossOffset = line.map { $0 - child.alignmentLine(s, axis.cross, crossAlignment) }
                ?? (frame.size[axis.cross] - s[axis.cross]) * crossAlignment
            let childOrigin = axis == .horizontal
                ? Point(x: cursor, y: frame.origin.y + crossOffset)
                : Point(x: frame.origin.x + crossOffset, y: cursor)
            child.place(at: childOrigin, size: s, proposal: cp, core)
            cursor += s[axis] + spacing
        }
    }

    /// The proposal a stack child with `entry` was sized with by `stackChildSizes(p, …)`.
    static func stackProposal(_ entry: StackEntry, _ p: ProposedSize, axis: Axis) -> ProposedSize {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = p[axis.cross]
        cp[axis] = entry.offer
        return cp
    }

    /// Rule 7: the sizes of a stack's children for proposal `p`, kept in `stackEntries` for
    /// placement.
    ///
    /// STEP 1: a nil or infinite proposal on the stack axis is passed to every child as is
    /// (the division of infinity is infinity whatever the order).
    /// STEP 2: otherwise each child's flexibility (maximum − minimum length) is measured; the
    /// children are grouped by layout priority (highest first), and within a group ordered by
    /// flexibility (spacers last, then ascending), and each is offered what remains for its
    /// group divided by the number of children still to size. A group's share is what remains
    /// minus the minimum lengths of all lower-priority children.
    ///
    /// - Returns: the entries, which the node keeps.
    /// - Complexity: O(n log n) for n children, plus their sizes (cached per proposal).
    @discardableResult
    func stackChildSizes(_ p: ProposedSize, axis: Axis, spacing: Double, _ core: EngineCore) -> StackEntries {
        let n = children.count
        let stack: StackEntries
        if let known = stackEntries, known.count == n {
            if known.proposal == p { return known }
            stack = known
        } else {
            stack = StackEntries(count: n)
            stackEntries = stack
        }
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = p[axis.cross]
        // The entries are taken out while the children are sized and put back once: written
        // in place, every child would cost a run-time exclusivity check of the class property.
        var entries = stack.entries
        stack.entries = []

        if let length = p[axis], length.isFinite, n > 1 {
            let cross = p[axis.cross]
            let probed = stack.probedCross == .some(cross)
            distribute(length - spacing * Double(n - 1), childProposal, axis: axis, into: &entries, probed: probed,
                       core)
            stack.probedCross = .some(cross)
        } else {
            // STEP 1 (and a single child, which is offered everything)
            childProposal[axis] = p[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 }
            let offer = childProposal[axis]
            for (i, child) in children.enumerated() {
                entries[i].size = child.size(childProposal, core)
                entries[i].offer = offer
            }
        }
        stack.entries = entries
        stack.proposal = p
        return stack
    }

    /// STEP 2 of ``stackChildSizes(_:axis:spacing:_:)``.
    ///
    /// - Parameter probed: whether `entries` hold the children's minimum and maximum lengths
    ///   for this cross-axis proposal (else they are measured and stored there).
    private func distribute(_ total: Double, _ proposal: ProposedSize, axis: Axis, into entries: inout [StackEntry],
                            probed: Bool, _ core: EngineCore) {
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
            var isSpacer: Bool
            var flexibility: Double
            var minimum: Double
        }
        var keys: [Key] = []
        keys.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            let entry = entries[i]
            keys.append(Key(priority: child.priority, isSpacer: child.isSpacer,
                            flexibility: entry.maximum - entry.minimum, minimum: entry.minimum))
        }
        // A strict total order (the index breaks ties), so any sort gives one result:
        // priority descending, spacers last, flexibility ascending.
        let order = keys.indices.sorted { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.priority != kb.priority { return ka.priority > kb.priority }
            if ka.isSpacer != kb.isSpacer { return !ka.isSpacer }
            if ka.flexibility != kb.flexibility { return ka.flexibility < kb.flexibility }
            return a < b
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

    /// Rule 8: every child gets the proposal; the union of the aligned children.
    func zstackSize(_ p: ProposedSize, _ core: EngineCore) -> Size {
        if core.hasAlignmentGuides, case .zstack(let alignment) = kind { return guidedZStackSize(p, alignment, core) }
        var w = 0.0, h = 0.0
        for child in children {
            let s = child.size(p, core)
            w = max(w, s.width)
            h = max(h, s.height)
        }
        return Size(width: w, height: h)
    }

    func placeZStack(in frame: Rect, _ p: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        if core.hasAlignmentGuides { return placeGuidedZStack(in: frame, p, alignment, core) }
        for child in children { placeAligned(child, in: frame, proposal: p, alignment, core) }
    }

    /// Rule 11: the size of the child `chooseFitting` picks.
    func viewThatFitsSize(_ p: ProposedSize, _ axes: Axis.Set, _ core: EngineCore) -> Size {
        children.isEmpty ? .zero : children[chooseFitting(p, axes: axes, core)].size(p, core)
    }

    func placeViewThatFits(in frame: Rect, _ p: ProposedSize, _ axes: Axis.Set, _ core: EngineCore) {
        guard !children.isEmpty else { return }
        children[chooseFitting(p, axes: axes, core)].place(at: frame.origin, size: frame.size, proposal: p, core)
    }

    /// Rule 11: the first child whose ideal size fits on the constrained axes, else the last.
    func chooseFitting(_ p: ProposedSize, axes: Axis.Set, _ core: EngineCore) -> Int {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let ideal = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
        for (i, child) in children.enumerated() {
            let s = child.size(ideal, core)
            let fitsW = !h || p.width.map { s.width <= $0 } ?? true
            let fitsH = !v || p.height.map { s.height <= $0 } ?? true
            if fitsW && fitsH { return i }
        }
        return children.count - 1
    }
}
