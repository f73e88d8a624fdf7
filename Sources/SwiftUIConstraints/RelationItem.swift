#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

/// A subview of a ``RelationLayout``, named with `relationName(_:)`, or the container itself:
/// the owner of the anchors that relations join.
///
/// ```swift
/// let label = RelationItem("user.label"), field = RelationItem("user.field")
/// field.leading == label.trailing + 8
/// ```
public struct RelationItem: Hashable, Sendable, CustomStringConvertible {
    /// The subview's name; nil for the container.
    public let name: String?

    /// The subview named `name` (the name its `relationName(_:)` gives it).
    public init(_ name: String) {
        self.name = name
    }

    private init(container: Void) {
        name = nil
    }

    /// The container: its leading and top edges are those of the layout's bounds, its width
    /// and height the size the layout is offered.
    public static let container = RelationItem(container: ())

    public var description: String { name ?? "container" }

    public var leading: RelationAnchor<HorizontalPosition> { RelationAnchor(item: self, attribute: .leading) }
    public var trailing: RelationAnchor<HorizontalPosition> { RelationAnchor(item: self, attribute: .trailing) }
    public var centerX: RelationAnchor<HorizontalPosition> { RelationAnchor(item: self, attribute: .centerX) }
    public var top: RelationAnchor<VerticalPosition> { RelationAnchor(item: self, attribute: .top) }
    public var bottom: RelationAnchor<VerticalPosition> { RelationAnchor(item: self, attribute: .bottom) }
    public var centerY: RelationAnchor<VerticalPosition> { RelationAnchor(item: self, attribute: .centerY) }
    /// The first text baseline: the top plus the subview's first baseline (its bottom when it
    /// shows no text, as in Auto Layout).
    public var firstBaseline: RelationAnchor<VerticalPosition> { RelationAnchor(item: self, attribute: .firstBaseline) }
    public var width: RelationAnchor<Length> { RelationAnchor(item: self, attribute: .width) }
    public var height: RelationAnchor<Length> { RelationAnchor(item: self, attribute: .height) }
}

/// What an anchor measures of its item.
public enum RelationAttribute: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, centerX, top, bottom, centerY, firstBaseline, width, height
}

extension View {
    /// Names this view for the relations of the ``RelationLayout`` it stands in.
    public func relationName(_ name: String) -> some View {
        layoutValue(key: RelationName.self, value: name)
    }
}

/// The layout value that carries a subview's name (see `relationName(_:)`).
public struct RelationName: LayoutValueKey {
    public static let defaultValue: String? = nil
}
