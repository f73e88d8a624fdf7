#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

/// A relation between the anchors of a ``RelationLayout``'s subviews, or a group of them,
/// with a priority from 1 to 1000 (1000, required, by default).
///
/// Write one with operators, as Auto Layout's anchors: `a.width == b.width`,
/// `a.leading == b.trailing + 8`, `a.width == 0.5 * b.width + 10`, `a.width >= 40`,
/// `(a.width == b.width).priority(750)`; or a group: `.sameWidth([a, b])`,
/// `.align(.firstBaseline, [a, b])`. Multipliers and lone constants apply to lengths only.
public struct ViewRelation: Hashable, Sendable, CustomStringConvertible {
    enum Comparison: String, Hashable, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// `first ⋈ multiplier × second + constant`; no second anchor: `first ⋈ constant`.
    struct Linear: Hashable, Sendable {
        var first: AnchorTarget
        var comparison: Comparison
        var second: AnchorTarget?
        var multiplier: Double
        var constant: Double
    }

    /// Which of a subview's two wishes about its natural length.
    enum Wish: String, Hashable, Sendable {
        case hugging = "contentHugging"
        case resistance = "compressionResistance"
    }

    enum Content: Hashable, Sendable {
        case linear(Linear)
        /// Every item's `attribute` equal to the first item's.
        case group(RelationAttribute, [RelationItem])
        /// The items' hugging or resistance along the axis at this relation's priority.
        case wish(Wish, horizontal: Bool, [RelationItem])
    }

    let content: Content
    /// 1...1000; 1000 is required.
    public private(set) var priority: Double = 1000

    init(
        _ first: AnchorTarget, _ comparison: Comparison, _ second: AnchorTarget?, multiplier: Double = 1,
        constant: Double = 0
    ) {
        content = .linear(
            Linear(
                first: first, comparison: comparison, second: second, multiplier: multiplier,
                constant: constant))
    }

    private init(group attribute: RelationAttribute, _ items: [RelationItem]) {
        content = .group(attribute, items)
    }

    private init(_ wish: Wish, _ priority: Double, _ axis: Axis, _ items: [RelationItem]) {
        content = .wish(wish, horizontal: axis == .horizontal, items)
        self.priority = priority
    }

    /// This relation at `priority` (1...1000; a value outside is reported and clamped when
    /// the layout is built).
    public func priority(_ priority: Double) -> ViewRelation {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// Every item as wide as the first: a shared width, which the items' own wishes settle
    /// (a column of labels takes the widest natural width).
    public static func sameWidth(_ items: [RelationItem]) -> ViewRelation {
        ViewRelation(group: .width, items)
    }

    /// Every item as tall as the first.
    public static func sameHeight(_ items: [RelationItem]) -> ViewRelation {
        ViewRelation(group: .height, items)
    }

    /// Every item's `attribute` (an edge, a centre, the first baseline) at the first item's.
    public static func align(_ attribute: RelationAttribute, _ items: [RelationItem]) -> ViewRelation {
        ViewRelation(group: attribute, items)
    }

    /// How strongly `items` keep from growing past their natural length along `axis` (250 by
    /// default): of two stretchable subviews, the one that hugs less grows.
    public static func contentHugging(_ priority: Double, _ axis: Axis, _ items: [RelationItem]) -> ViewRelation {
        ViewRelation(.hugging, priority, axis, items)
    }

    /// How strongly `items` keep from shrinking below their natural length along `axis` (750
    /// by default).
    public static func compressionResistance(_ priority: Double, _ axis: Axis, _ items: [RelationItem]) -> ViewRelation
    {
        ViewRelation(.resistance, priority, axis, items)
    }

    /// As written: `user.field.leading == barrier(trailing of user.label, password.label) + 8.0`,
    /// with ` @750` when not required.
    public var description: String {
        let body: String
        switch content {
        case .linear(let r):
            var right: [String] = []
            if let second = r.second {
                right.append(r.multiplier == 1 ? second.description : "\(r.multiplier) * \(second)")
            }
            if r.constant != 0 || r.second == nil {
                right.append(
                    right.isEmpty ? "\(r.constant)" : (r.constant < 0 ? "- \(-r.constant)" : "+ \(r.constant)"))
            }
            body = "\(r.first) \(r.comparison.rawValue) " + right.joined(separator: " ")
        case .group(let attribute, let items):
            let names = items.map(\.description).joined(separator: ", ")
            switch attribute {
            case .width: body = "sameWidth(\(names))"
            case .height: body = "sameHeight(\(names))"
            default: body = "align(.\(attribute.rawValue), \(names))"
            }
        case .wish(let wish, let horizontal, let items):
            let names = items.map(\.description).joined(separator: ", ")
            return "\(wish.rawValue)(\(priority), .\(horizontal ? "horizontal" : "vertical"), \(names))"
        }
        return priority == 1000 ? body : body + " @\(priority)"
    }
}
