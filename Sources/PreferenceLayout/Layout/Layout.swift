import Foundation
import LayoutModel

/// A custom container that sizes and places its subviews itself, as SwiftUI's `Layout`
/// (rule 12 in docs/ARCHITECTURE.md, "Preference engine"; the requirements and defaults are
/// SwiftUI's, iOS 16 / macOS 13).
///
/// Write one as in SwiftUI, with `CGSize`, `CGRect`, `CGPoint` and ``ProposedViewSize``, and use
/// it as a container: `MyLayout { Text("a"); Text("b") }`.
///
/// The engine calls ``makeCache(subviews:)`` once, when the container first appears, and
/// ``updateCache(_:subviews:)`` when the container is built again or a subview changes; a new
/// proposal alone (laying out again at another size) keeps the cache as it is. Sizes are
/// asked per proposal and remembered (two proposals per container). Placement runs
/// ``placeSubviews(in:proposal:subviews:cache:)`` with `bounds` in root coordinates; a subview
/// it does not place is centred in `bounds` at its size for the container's proposal.
///
/// The constraint engine does not run custom layouts: it reports one as an unsupported view.
public protocol Layout: Animatable {
    /// What the layout tells its subviews (a stack-like orientation). Default: nothing.
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between its calls; `Void` by default.
    associatedtype Cache = Void

    /// The subviews, as the engine hands them to each call.
    typealias Subviews = LayoutSubviews

    /// The cache for `subviews`, made when the container first appears.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date after the container was built again or a subview changed.
    /// Default: the cache is made again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// What the container asks of its neighbours. Default: the union of every subview's
    /// spacing on every edge (``ViewSpacing/zero`` without subviews).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds` (root coordinates) with ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container puts `guide`, from the leading edge of `bounds`; nil for the
    /// default position. Default: nil (the built-in guides do not combine their subviews').
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where the container puts `guide`, from the top edge of `bounds`; nil for the default
    /// position. Default: nil.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var union = ViewSpacing()
        for subview in subviews { union.formUnion(subview.spacing) }
        return union
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    /// A container laying out `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutContainer<Self, Content> {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) { () }
}
