import Foundation
import LayoutModel

/// A custom ``Layout`` on a node, with its cache (rule 12 in docs/ARCHITECTURE.md): what the
/// engine asks of it, without its type.
class CustomLayoutBox: AnyLayoutBox {
    /// The engine, which owns the node that holds this box (so not retained here).
    unowned let core: EngineCore

    init(core: EngineCore) { self.core = core }

    /// The axis its spacers grow along and its dividers lie across.
    var stackOrientation: Axis? { nil }
    /// Whether it is one of the package's own layouts (`HStackLayout`, …), which define no
    /// alignment guides.
    var isBuiltIn: Bool { false }
    /// Takes the cache of the box the node held before it was built again.
    func adoptCache(from previous: CustomLayoutBox) {}
    /// The subviews changed: the cache is brought up to date before its next use.
    func cacheIsStale() {}
    /// What the container asks of its neighbours.
    func spacing(node: Node) -> EdgeSpacing { .none }
    /// The container's explicit value of the guide of `fraction` along `axis`.
    func explicitAlignment(_ axis: Axis, _ fraction: Double, size: Size, proposal: ProposedSize, node: Node) -> Double?
    {
        nil
    }
}

/// The box of a layout of type `L`.
final class LayoutBox<L: Layout>: CustomLayoutBox {
    let layout: L
    /// Nil until first used; taken out while a call runs.
    private(set) var cache: L.Cache?
    private var isStale = false

    init(_ layout: L, core: EngineCore) {
        self.layout = layout
        super.init(core: core)
    }

    override var stackOrientation: Axis? {
        if let dynamic = layout as? any DynamicLayoutProperties { return dynamic.currentProperties.stackOrientation }
        return L.layoutProperties.stackOrientation
    }

    override var isBuiltIn: Bool {
        if let any = layout as? AnyLayout { return any.storage.isBuiltIn }
        return layout is any BuiltInLayout
    }

    override func adoptCache(from previous: CustomLayoutBox) {
        guard let previous = previous as? LayoutBox<L>, let kept = previous.cache else { return }
        cache = kept
        isStale = true
    }

    override func cacheIsStale() {
        if cache != nil { isStale = true }
    }

    /// Runs `body` with the cache: made on first use, updated when stale.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let kept = cache.take() {
            current = kept
            if isStale { layout.updateCache(&current, subviews: subviews) }
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        isStale = false
        let result = body(&current)
        cache = current
        return result
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        let subviews = LayoutSubviews(of: node, core)
        let s = withCache(subviews) {
            layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subviews, cache: &$0)
        }
        let width = Double(s.width)
        let height = Double(s.height)
        func clean(_ v: Double) -> Double { v.isNaN ? 0 : max(0, v) }
        // Documented clamp: a NaN or negative answer becomes 0, and is said.
        if let bad = BadValues.customLayoutSize(Size(width: width, height: height), of: "\(L.self)") {
            core.noteLayoutIssue(bad, at: node)
        }
        return Size(width: clean(width), height: clean(height))
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let subviews = LayoutSubviews(of: node, core)
        let placement = LayoutPlacement(container: node)
        let enclosing = core.layoutPlacement
        core.layoutPlacement = placement
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        withCache(subviews) {
            layout.placeSubviews(in: rect, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &$0)
        }
        core.layoutPlacement = enclosing
        placement.apply(in: bounds, proposal: proposal, core)
    }

    override func spacing(node: Node) -> EdgeSpacing {
        let subviews = LayoutSubviews(of: node, core)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }.edges
    }

    override func explicitAlignment(
        _ axis: Axis, _ fraction: Double, size: Size, proposal: ProposedSize,
        node: Node
    ) -> Double? {
        let subviews = LayoutSubviews(of: node, core)
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let p = ProposedViewSize(proposal)
        let value: CGFloat? = withCache(subviews) { cache in
            switch axis {
            case .horizontal:
                guard let guide = HorizontalAlignment(fraction: fraction) else { return nil }
                return layout.explicitAlignment(of: guide, in: bounds, proposal: p, subviews: subviews, cache: &cache)
            case .vertical:
                guard let guide = VerticalAlignment(fraction: fraction) else { return nil }
                return layout.explicitAlignment(of: guide, in: bounds, proposal: p, subviews: subviews, cache: &cache)
            }
        }
        // No number is the default position, as for an alignment guide.
        guard let value, !value.isNaN else { return nil }
        return Double(value)
    }
}

/// A layout whose orientation is its value's, not its type's (`AnyLayout`).
protocol DynamicLayoutProperties {
    var currentProperties: LayoutProperties { get }
}

/// One of the package's own layouts: they define no alignment guides of their own.
protocol BuiltInLayout {}

extension HorizontalAlignment {
    /// The built-in guide at `fraction` of a width (0, 0.5, 1).
    init?(fraction: Double) {
        switch fraction {
        case 0: self = .leading
        case 0.5: self = .center
        case 1: self = .trailing
        default: return nil
        }
    }
}

extension VerticalAlignment {
    /// The built-in guide at `fraction` of a height (0, 0.5, 1).
    init?(fraction: Double) {
        switch fraction {
        case 0: self = .top
        case 0.5: self = .center
        case 1: self = .bottom
        default: return nil
        }
    }
}
