import Cassowary

// Barriers (Android ConstraintLayout's `Barrier`): an anchor at the most extreme edge of
// several items, such as the trailing edge of a column of labels of different widths.
//
// The maximum of several edges is not linear, so a barrier is a variable `b` with
// `b >= edge` (required) for each item and a pull toward the container's opposite side
// (`b <= container.leading` for a trailing barrier) at priority 500: the pull stops at
// the outermost edge. 500 lies between content hugging (250) and compression resistance
// (750): it beats items that merely hug, and never squeezes an item to move the barrier
// in. A relation stronger than 500 that pushes the barrier outward can move it past the
// edges; one that pushes it inward cannot (the bounds are required).

extension AnchorLayout {
    /// The pull that keeps a barrier on its items' outermost edge.
    static let barrierPullPriority = LayoutPriority(500)

    /// A horizontal barrier: the smallest leading or the largest trailing edge of `items`.
    ///
    /// - Parameters:
    ///   - edge: `.trailing` for the rightmost trailing edge, `.leading` for the leftmost
    ///     leading edge.
    ///   - items: Items of this layout, at least one.
    ///   - name: The barrier's name in diagnostics; by default `barrier.trailing(a, b)`.
    /// - Returns: The anchor, for relations such as `field.leading == labels + 8`.
    /// - Throws: `.emptyBarrier`, `.foreignItem`.
    /// - Complexity: one relation per item.
    public func barrier(_ edge: HorizontalEdge, of items: [LayoutItem], name: String? = nil)
        throws(AnchorLayoutError) -> HorizontalAnchor
    {
        let reference =
            edge == .trailing
            ? try makeBarrier(
                .trailing, outward: .greaterThanOrEqual, items: items, name: name,
                pullTarget: container.reference(.leading))
            : try makeBarrier(
                .leading, outward: .lessThanOrEqual, items: items, name: name,
                pullTarget: container.reference(.trailing))
        return LayoutAnchor(reference: reference)
    }

    /// A vertical barrier: the smallest top or the largest bottom edge of `items`.
    ///
    /// - Parameters:
    ///   - edge: `.bottom` for the lowest bottom edge, `.top` for the highest top edge.
    ///   - items: Items of this layout, at least one.
    ///   - name: The barrier's name in diagnostics; by default `barrier.bottom(a, b)`.
    /// - Returns: The anchor.
    /// - Throws: `.emptyBarrier`, `.foreignItem`.
    /// - Complexity: one relation per item.
    public func barrier(_ edge: VerticalEdge, of items: [LayoutItem], name: String? = nil)
        throws(AnchorLayoutError) -> VerticalAnchor
    {
        let reference =
            edge == .bottom
            ? try makeBarrier(
                .bottom, outward: .greaterThanOrEqual, items: items, name: name,
                pullTarget: container.reference(.top))
            : try makeBarrier(
                .top, outward: .lessThanOrEqual, items: items, name: name,
                pullTarget: container.reference(.bottom))
        return LayoutAnchor(reference: reference)
    }

    /// The barrier's variable and relations: `b outward edge` for every item, and
    /// `b inward pullTarget` at the pull priority.
    private func makeBarrier(
        _ attribute: LayoutAttribute, outward: LayoutRelation.Comparison,
        items: [LayoutItem], name: String?, pullTarget: AnchorReference
    )
        throws(AnchorLayoutError) -> AnchorReference
    {
        guard !items.isEmpty else { throw .emptyBarrier }
        for item in items { try validate(item) }
        let barrierName = name ?? "barrier.\(attribute.rawValue)(\(items.map(\.name).joined(separator: ", ")))"
        let reference = AnchorReference(
            owner: identity, itemName: barrierName, name: barrierName,
            expression: Expression(Variable(barrierName)))
        var relations = items.map {
            LayoutRelation(
                reference, outward, $0.reference(attribute), multiplier: 1, constant: 0,
                role: .barrierBound)
        }
        let inward: LayoutRelation.Comparison = outward == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        relations.append(
            LayoutRelation(
                reference, inward, pullTarget, multiplier: 1, constant: 0,
                priority: Self.barrierPullPriority, role: .barrierPull))
        try insertAll(relations)
        try installSizeBounds(of: items)
        return reference
    }
}
