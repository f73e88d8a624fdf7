import Foundation
import LayoutModel

/// A `VStack` as a ``Layout``, as SwiftUI's `VStackLayout`: the same rules, so that
/// ``AnyLayout`` can switch a container between it and another layout at run time.
public struct VStackLayout: Layout, BuiltInLayout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours; nil for the distance each pair asks for.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var parameters: Cache.Parameters {
        Cache.Parameters(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing, name: "VStackLayout")
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.spacing(parameters, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.size(parameters, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(parameters, in: bounds, proposal, subviews)
    }
}
