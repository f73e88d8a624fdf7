// Relations for several items at once: equal sizes and aligned edges. They are made
// inactive, like any relation, and take effect with `AnchorLayout.activate(_:)`.

extension LayoutRelation {
    /// `first.width == other.width` for every other item: one shared width, which the
    /// items' own hugging and compression resistance then settle (a column of labels
    /// takes the widest natural width, as compression resistance outweighs hugging).
    ///
    /// - Parameter items: The items; fewer than two give no relation.
    /// - Returns: `items.count - 1` required relations.
    /// - Complexity: O(items).
    public static func sameWidth(_ items: [LayoutItem]) -> [LayoutRelation] {
        align(.width, items)
    }

    /// `first.height == other.height` for every other item.
    ///
    /// - Parameter items: The items; fewer than two give no relation.
    /// - Returns: `items.count - 1` required relations.
    /// - Complexity: O(items).
    public static func sameHeight(_ items: [LayoutItem]) -> [LayoutRelation] {
        align(.height, items)
    }

    /// `first.attribute == other.attribute` for every other item: aligned leading or
    /// trailing edges, centres, tops, bottoms or first baselines (or equal sizes).
    ///
    /// - Parameters:
    ///   - attribute: The anchor to align.
    ///   - items: The items; fewer than two give no relation.
    /// - Returns: `items.count - 1` required relations.
    /// - Complexity: O(items).
    public static func align(_ attribute: LayoutAttribute, _ items: [LayoutItem]) -> [LayoutRelation] {
        guard let first = items.first else { return [] }
        return items.dropFirst().map {
            LayoutRelation($0.reference(attribute), .equal, first.reference(attribute), multiplier: 1, constant: 0)
        }
    }
}
