// Ambiguity (Auto Layout's `hasAmbiguousLayout`): items whose frame more than one optimal
// solution allows, because the relations leave a direction along which nothing changes
// the weighted error.

extension AnchorLayout {
    /// Whether some item's frame (or the container's) is not unique.
    ///
    /// - Complexity: as `ambiguousItems()`.
    public var hasAmbiguousLayout: Bool { !ambiguousItems().isEmpty }

    /// The items, the container first, whose frame is not unique: the solver's optimum
    /// allows another value of their x, y, width or height (an item with no relation on an
    /// axis, a range with no wish inside it, two equal wishes pulling apart).
    ///
    /// - Returns: The ambiguous items, in the order they were added.
    /// - Complexity: O(tableau) to find the free directions, plus a solve of the optimal
    ///   face when some row depends on one (Cassowary's `ambiguousVariables(among:)`).
    public func ambiguousItems() -> [LayoutItem] {
        let all = [container] + items
        let ambiguous = Set(solver.ambiguousVariables(among: all.flatMap(\.frameVariables)).map(ObjectIdentifier.init))
        return all.filter { $0.frameVariables.contains { ambiguous.contains(ObjectIdentifier($0)) } }
    }

    /// The attributes among x (`leading`), y (`top`), `width` and `height` that are not
    /// unique for `item`.
    ///
    /// - Throws: `.foreignItem` for an item of another layout.
    /// - Complexity: as `ambiguousItems()`.
    public func ambiguousAttributes(of item: LayoutItem) throws(AnchorLayoutError) -> [LayoutAttribute] {
        try validate(item)
        let attributes: [LayoutAttribute] = [.leading, .top, .width, .height]
        let variables = item.frameVariables
        let ambiguous = Set(solver.ambiguousVariables(among: variables).map(ObjectIdentifier.init))
        return zip(attributes, variables).filter { ambiguous.contains(ObjectIdentifier($0.1)) }.map(\.0)
    }
}
