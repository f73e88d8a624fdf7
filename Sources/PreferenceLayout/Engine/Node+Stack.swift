import LayoutModel

extension Node {
    /// Rule 7: the sizes of a stack's children for proposal `p`.
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
    func stackChildSizes(_ p: ProposedSize, axis: Axis, spacing: Double, _ core: EngineCore) -> [Size] {
        if let last = stackProposal, last == p { return stackSizes }
        let n = children.count
        var sizes = [Size](repeating: .zero, count: n)
        var offers = [Double?](repeating: p[axis], count: n)
        let cross = p[axis.cross]
        var childProposal = ProposedSize.unspecified
        childProposal[axis.cross] = cross

        if let length = p[axis], length.isFinite, n > 0 {
            var remaining = length - spacing * Double(n - 1)
            if n == 1 {
                childProposal[axis] = max(0, remaining)
                offers[0] = childProposal[axis]
                sizes[0] = children[0].size(childProposal, core)
            } else {
                // STEP 2
                var minimum = [Double](repeating: 0, count: n)
                var flexibility = [Double](repeating: 0, count: n)
                var probe = childProposal
                for (i, child) in children.enumerated() {
                    probe[axis] = 0
                    let lo = child.size(probe, core)[axis]
                    probe[axis] = .infinity
                    let hi = child.size(probe, core)[axis]
                    minimum[i] = lo
                    flexibility[i] = hi - lo
                }
                var order = Array(0..<n)
                order.sort { a, b in
                    let pa = children[a].priority, pb = children[b].priority
                    if pa != pb { return pa > pb }
                    let sa = children[a].isSpacer, sb = children[b].isSpacer
                    if sa != sb { return !sa }
                    if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                    return a < b
                }
                var start = 0
                while start < n {
                    let priority = children[order[start]].priority
                    var end = start
                    while end < n && children[order[end]].priority == priority { end += 1 }
                    var lowerMinimum = 0.0
                    for k in end..<n { lowerMinimum += minimum[order[k]] }
                    var available = remaining - lowerMinimum
                    for k in start..<end {
                        let i = order[k]
                        childProposal[axis] = max(0, available / Double(end - k))
                        offers[i] = childProposal[axis]
                        let s = children[i].size(childProposal, core)
                        sizes[i] = s
                        available -= s[axis]
                        remaining -= s[axis]
                    }
                    start = end
                }
            }
        } else {
            // STEP 1
            childProposal[axis] = p[axis]
            for (i, child) in children.enumerated() {
                sizes[i] = child.size(childProposal, core)
            }
        }
        stackProposal = p
        stackSizes = sizes
        stackOffers = offers
        return sizes
    }
}
