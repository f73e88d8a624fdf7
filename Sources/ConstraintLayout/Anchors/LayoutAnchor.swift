import Cassowary

/// The kind of value an anchor stands for; relations only join anchors of one kind, so a
/// horizontal position is never compared with a vertical one or with a size.
public protocol AnchorAxis {}
/// Horizontal positions: leading, trailing, centerX, horizontal barriers.
public enum HorizontalAxis: AnchorAxis {}
/// Vertical positions: top, bottom, centerY, firstBaseline, vertical barriers.
public enum VerticalAxis: AnchorAxis {}
/// Sizes: width and height.
public enum DimensionAxis: AnchorAxis {}

/// One edge, centre, size or baseline of a layout item (or a barrier), as a linear
/// expression of the item's frame variables. Build relations with `==`, `<=` and `>=`.
public struct LayoutAnchor<Axis: AnchorAxis>: CustomStringConvertible {
    let reference: AnchorReference

    /// The name used in diagnostics, such as `user.label.trailing`.
    public var name: String { reference.name }
    public var description: String { reference.name }
}

public typealias HorizontalAnchor = LayoutAnchor<HorizontalAxis>
public typealias VerticalAnchor = LayoutAnchor<VerticalAxis>
public typealias DimensionAnchor = LayoutAnchor<DimensionAxis>

/// An anchor times a multiplier plus a constant: the right side of a relation such as
/// `b.trailing + 8` or `0.5 * b.width`.
public struct AnchorExpression<Axis: AnchorAxis> {
    let anchor: LayoutAnchor<Axis>
    let multiplier: Double
    let constant: Double
}

/// An anchor without its kind: what a relation stores.
struct AnchorReference {
    /// The layout the anchor belongs to.
    let owner: AnchorLayoutIdentity
    /// The item's (or barrier's) name, for errors about ownership.
    let itemName: String
    /// `item.attribute`, for descriptions.
    let name: String
    /// The anchor's value in the item's frame variables, e.g. `x + width` for trailing.
    let expression: Expression
}
