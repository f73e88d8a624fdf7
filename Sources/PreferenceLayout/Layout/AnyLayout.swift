import Foundation
import LayoutModel

/// A type-erased ``Layout``, as SwiftUI's `AnyLayout`: a container whose layout changes at
/// run time keeps its subviews (and their state) when the layout's type changes.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout, DynamicLayoutProperties {
    let storage: AnyLayoutStorage

    public init<L: Layout>(_ layout: L) {
        storage = TypedLayoutStorage(layout)
    }

    /// The wrapped layout's cache, with its type: a layout of another type makes its own.
    public struct Cache {
        var type: any Any.Type
        var value: Any
    }

    var currentProperties: LayoutProperties { storage.layoutProperties }

    public func makeCache(subviews: Subviews) -> Cache {
        storage.makeCache(subviews: subviews)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The layout inside an ``AnyLayout``, without its type.
class AnyLayoutStorage {
    var layoutProperties: LayoutProperties { LayoutProperties() }
    var isBuiltIn: Bool { false }
    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache { AnyLayout.Cache(type: Void.self, value: ()) }
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {}
    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize {
        .zero
    }
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout AnyLayout.Cache
    ) {}
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? { nil }
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? { nil }
}

/// The storage of a layout of type `L`.
final class TypedLayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    override var layoutProperties: LayoutProperties { L.layoutProperties }
    override var isBuiltIn: Bool { layout is any BuiltInLayout }

    override func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(type: L.self, value: layout.makeCache(subviews: subviews))
    }

    /// Runs `body` on the typed cache; a cache of another layout type is made again first.
    private func withTyped<R>(
        _ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews,
        _ body: (inout L.Cache) -> R
    ) -> R {
        var typed: L.Cache
        if cache.type == L.self, let kept = cache.value as? L.Cache {
            typed = kept
        } else {
            typed = layout.makeCache(subviews: subviews)
        }
        cache.value = ()  // the typed value is not shared while `body` changes it
        let result = body(&typed)
        cache = AnyLayout.Cache(type: L.self, value: typed)
        return result
    }

    override func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
        guard cache.type == L.self else {
            cache = makeCache(subviews: subviews)
            return
        }
        withTyped(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        withTyped(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(
        proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout AnyLayout.Cache
    ) -> CGSize {
        withTyped(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout AnyLayout.Cache
    ) {
        withTyped(&cache, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withTyped(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withTyped(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
