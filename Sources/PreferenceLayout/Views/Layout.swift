import LayoutModel

/// A custom container, as SwiftUI's `Layout` protocol (rule 12 in docs/ARCHITECTURE.md, "Preference engine").
public protocol Layout {
    associatedtype Cache = Void

    /// Creates the cache shared by one pass's `sizeThatFits` and `placeSubviews` calls.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (root coordinates) with `LayoutSubview.place`.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) -> Void { () }
}

extension Layout {
    /// A container laying out `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutContainer<Self, Content> {
        LayoutContainer(layout: self, content: content())
    }
}

/// A point in a rectangle in unit coordinates (0,0 top-leading … 1,1 bottom-trailing).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// One child of a custom layout.
public struct LayoutSubview {
    let node: Node
    let core: EngineCore

    /// The child's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.size(proposal.sanitized, core)
    }

    /// The child's `layoutPriority`.
    public var priority: Double { node.priority }

    /// Places the child so that its `anchor` is at `point`, sized for `proposal`.
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        let p = proposal.sanitized
        let s = node.size(p, core)
        node.place(at: Point(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height), size: s,
                   proposal: p, core)
    }
}

/// The children of a custom layout, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [Node]
    let core: EngineCore

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(i: Int) -> LayoutSubview { LayoutSubview(node: nodes[i], core: core) }
}

/// `layout { content }`.
public struct LayoutContainer<L: Layout, Content: View>: PrimitiveView, BuilderPrimitive {
    public var layout: L
    public var content: Content

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        dispatch(visitor: &visitor)
    }

    func build(in builder: Builder) {
        let p = builder.nextPath()
        builder.emit(builder.engine.node(.custom(LayoutBox(layout)), path: p, children: builder.collectChildren(p, content)))
    }
}

/// A custom layout with its cache, behind a non-generic interface.
class AnyLayoutBox {
    func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size { .zero }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {}
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    override func sizeThatFits(_ p: ProposedSize, node: Node, _ core: EngineCore) -> Size {
        let subviews = LayoutSubviews(nodes: node.children, core: core)
        let s = withCache(subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
        // Documented clamp: a custom layout's NaN or negative answer becomes 0, and is said.
        if let bad = BadValues.customLayoutSize(s, of: "\(L.self)") { core.noteLayoutIssue(bad, at: node) }
        return Size(width: s.width.isNaN ? 0 : max(0, s.width), height: s.height.isNaN ? 0 : max(0, s.height))
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, node: Node, _ core: EngineCore) {
        let subviews = LayoutSubviews(nodes: node.children, core: core)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
