#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

/// What an anchor measures; relations only join anchors of one kind, so a horizontal
/// position is never compared with a vertical one or with a length (a compile-time error).
public protocol RelationAnchorKind {}
/// Horizontal positions: leading, trailing, centerX, horizontal barriers.
public enum HorizontalPosition: RelationAnchorKind {}
/// Vertical positions: top, bottom, centerY, firstBaseline, vertical barriers.
public enum VerticalPosition: RelationAnchorKind {}
/// Lengths: width and height.
public enum Length: RelationAnchorKind {}

/// One edge, centre, length or baseline of a ``RelationItem``, or a barrier: the side of a
/// relation. Join two with `==`, `<=` or `>=` (anchors are not `Equatable`, so `==` always
/// makes a relation).
public struct RelationAnchor<Kind: RelationAnchorKind>: Sendable, CustomStringConvertible {
    let target: AnchorTarget

    init(item: RelationItem, attribute: RelationAttribute) {
        target = .item(item, attribute)
    }

    init(barrier: RelationBarrier) {
        target = .barrier(barrier)
    }

    /// `user.label.trailing`, `container.width`, `barrier(trailing of a, b)`.
    public var description: String { target.description }
}

/// An anchor without its kind.
enum AnchorTarget: Hashable, Sendable, CustomStringConvertible {
    case item(RelationItem, RelationAttribute)
    case barrier(RelationBarrier)

    var description: String {
        switch self {
        case .item(let item, let attribute): "\(item).\(attribute.rawValue)"
        case .barrier(let barrier): barrier.description
        }
    }
}

/// An anchor times a multiplier plus a constant: the right side of `b.trailing + 8` or
/// `0.5 * b.width`.
public struct RelationExpression<Kind: RelationAnchorKind>: Sendable {
    let anchor: RelationAnchor<Kind>
    let multiplier: Double
    let constant: Double
}

/// The edge of several subviews that lies farthest out, as Android's `Barrier`: the labels'
/// column of a form ends at `RelationBarrier.trailing(of: labels)`.
public struct RelationBarrier: Hashable, Sendable, CustomStringConvertible {
    /// Which edge, and so which way is "out".
    public enum Edge: String, Hashable, Sendable {
        case leading, trailing, top, bottom
    }

    public let edge: Edge
    public let items: [RelationItem]

    /// The largest trailing edge of `items`.
    public static func trailing(of items: [RelationItem]) -> RelationAnchor<HorizontalPosition> {
        RelationAnchor(barrier: RelationBarrier(edge: .trailing, items: items))
    }

    /// The smallest leading edge of `items`.
    public static func leading(of items: [RelationItem]) -> RelationAnchor<HorizontalPosition> {
        RelationAnchor(barrier: RelationBarrier(edge: .leading, items: items))
    }

    /// The largest bottom edge of `items`.
    public static func bottom(of items: [RelationItem]) -> RelationAnchor<VerticalPosition> {
        RelationAnchor(barrier: RelationBarrier(edge: .bottom, items: items))
    }

    /// The smallest top edge of `items`.
    public static func top(of items: [RelationItem]) -> RelationAnchor<VerticalPosition> {
        RelationAnchor(barrier: RelationBarrier(edge: .top, items: items))
    }

    public var description: String {
        "barrier(\(edge.rawValue) of \(items.map(\.description).joined(separator: ", ")))"
    }
}
