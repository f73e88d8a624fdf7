import LayoutModel

extension Node {
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
    /// - Complexity: O(n log n) for n children, plus their sizes (cached per proposal).
    func stackChildSizes(_ p: ProposedSize, axis: Axis, spacing: Double, _ core: EngineCore) {
        let w = p.width ?? -1, h = p.height ?? -1
        let n = children.count
        // The storage, not the buffer: the node holds its entries, and sizing children leaves
        // them as they are.
        let entries: UnsafeMutablePointer<StackEntry>
        if let known = stackEntries.map({ Unmanaged.passUnretained($0) }),
           known._withUnsafeGuaranteedRef({ $0.count == n }) {
            if known._withUnsafeGuaranteedRef({ $0.answers(w, h) }) { return }
            entries = known._withUnsafeGuaranteedRef { $0.elements }
        } else {
            let made = StackEntries.make(count: n)
            stackEntries = made
            entries = made.elements
        }
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = p[axis.cross]

        if let length = p[axis], length.isFinite, n > 1 {
            let cross = p[axis.cross] ?? -1
            let probed = stackEntriesComputed.wereProbed(cross)
            distribute(length - spacing * Double(n - 1), childProposal, axis: axis, into: entries, probed: probed, core)
            if !probed { stackEntriesComputed.markProbed(cross) }
        } else {
            // STEP 1 (and a single child, which is offered everything)
            childProposal[axis] = p[axis].map { n == 1 && $0.isFinite ? max(0, $0) : $0 }
            let offered = childProposal
            forEachChildSizing(core) { i, child, core in
                // Only the size and offer: the probed minimum and maximum stay valid.
                entries[i].size = child.size(offered, core)
                entries[i].offer = offered[axis]
            }
        }
        stackEntriesComputed.settle(w, h)
    }

    /// The entries `stackChildSizes` left (which must have run for this node).
    @inline(__always)
    var stackEntriesComputed: StackEntries { stackEntries.unsafelyUnwrapped }

    /// STEP 2 of ``stackChildSizes(_:axis:spacing:_:)``.
    ///
    /// - Parameter probed: whether `entries` hold the children's minimum and maximum lengths
    ///   for this cross-axis proposal (else they are measured and stored there).
    private func distribute(_ total: Double, _ proposal: ProposedSize, axis: Axis, into entries: UnsafeMutablePointer<StackEntry>,
                            probed: Bool, _ core: EngineCore) {
        let n = children.count
        var childProposal = proposal
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * n) { scratch in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { orderBuffer in
                var order = orderBuffer
                // Per child: minimum in scratch[0..<n], flexibility in scratch[n..<2n],
                // priority in scratch[2n..<3n], 1 for a spacer in scratch[3n..<4n].
                @inline(__always)
                func record(_ i: Int, _ child: Node, minimum lo: Double, maximum hi: Double) {
                    scratch[i] = lo
                    scratch[n + i] = hi - lo
                    scratch[2 * n + i] = child.priority
                    scratch[3 * n + i] = child.isSpacer ? 1 : 0
                    orderBuffer[i] = i
                }
                if probed {
                    forEachChildPrefetching { i, child in
                        record(i, child, minimum: entries[i].minimum, maximum: entries[i].maximum)
                    }
                } else {
                    // Each child's probes are its own: two threads for many children (see
                    // `forEachChildSizing`).
                    forEachChildSizing(core) { i, child, core in
                        var probe = proposal
                        probe[axis] = 0
                        let lo = child.size(probe, core)[axis]
                        probe[axis] = .infinity
                        let hi = child.size(probe, core)[axis]
                        entries[i].minimum = lo
                        entries[i].maximum = hi
                        record(i, child, minimum: lo, maximum: hi)
                    }
                }
                // A strict total order (the index breaks ties), so any sort gives one result.
                let precedes = { (a: Int, b: Int) -> Bool in
                    let pa = scratch[2 * n + a], pb = scratch[2 * n + b]
                    if pa != pb { return pa > pb }
                    let sa = scratch[3 * n + a], sb = scratch[3 * n + b]
                    if sa != sb { return sa < sb }
                    if scratch[n + a] != scratch[n + b] { return scratch[n + a] < scratch[n + b] }
                    return a < b
                }
                if n <= 16 {
                    // Insertion: a stack's few children cost less than the general sort's setup.
                    for k in 1..<n {
                        let i = order[k]
                        var j = k
                        while j > 0 && precedes(i, order[j - 1]) {
                            order[j] = order[j - 1]
                            j -= 1
                        }
                        order[j] = i
                    }
                } else {
                    order.sort(by: precedes)
                }
                var remaining = total
                var start = 0
                while start < n {
                    let priority = scratch[2 * n + order[start]]
                    var end = start
                    while end < n && scratch[2 * n + order[end]] == priority { end += 1 }
                    var lowerMinimum = 0.0
                    for k in end..<n { lowerMinimum += scratch[order[k]] }
                    var available = remaining - lowerMinimum
                    for k in start..<end {
                        let i = order[k]
                        let offer = max(0, available / Double(end - k))
                        childProposal[axis] = offer
                        let s = withChild(at: i) { $0.size(childProposal, core) }
                        // The probed minimum and maximum stay: the stack is marked probed.
                        entries[i].size = s
                        entries[i].offer = offer
                        available -= s[axis]
                        remaining -= s[axis]
                    }
                    start = end
                }
            }
        }
    }
}
