import LayoutModel

// Geometry readers (rules 10 and 14): a reader takes the whole proposal (see `Node.size`);
// when placed, it builds its content from its own geometry, proposes it its size and places
// every content view at its top-leading corner. The content's nodes are reconciled with the
// previous placement's (`EngineCore.deferredNodes`), so their caches survive when nothing
// they depend on changed.

/// The deferred content of a geometry reader: built when the reader is placed.
class GeometryReaderContent {
    /// Builds the content for the reader `node`, placed at `frame`, and places it.
    func place(_ node: Node, frame: Rect, _ core: EngineCore) {}
    /// The enclosing view's environment changed by `change` (incremental evaluation).
    func patchEnvironment(_ change: EnvironmentValues.Change) {}
}

/// A geometry reader's frame and named spaces at its last placement, shared with the
/// proxies handed to its content (a proxy the content keeps answers the latest placement).
final class ReaderGeometry {
    var frame: Rect
    var namedSpaces: [(String, Point)]

    init(frame: Rect, namedSpaces: [(String, Point)]) {
        self.frame = frame
        self.namedSpaces = namedSpaces
    }
}

final class DeferredGeometryContent<Content: View>: GeometryReaderContent {
    var context: Builder.Context
    let content: (GeometryProxy) -> Content
    private let geometry = ReaderGeometry(frame: .zero, namedSpaces: [])

    init(context: Builder.Context, content: @escaping (GeometryProxy) -> Content) {
        self.context = context
        self.content = content
    }

    override func patchEnvironment(_ change: EnvironmentValues.Change) {
        if let patched = context.environment.applying(change) { context.environment = patched }
    }

    override func place(_ node: Node, frame: Rect, _ core: EngineCore) {
        geometry.frame = frame
        geometry.namedSpaces = core.namedSpaces
        let path = Builder.mix(context.path, 1)
        let proxy = GeometryProxy(reader: geometry)
        let child = core.buildDeferred(context) { $0.single(path, self.content(proxy)) }
        if node.child !== child { node.child = child }
        child.parent = node
        let p = ProposedSize(frame.size)
        let s = child.size(p, core)
        child.place(at: frame.origin, size: s, proposal: p, core)
    }
}
