import LayoutModel

// `GeometryReader` (preference engine only): docs/ARCHITECTURE.md, "Layout rules", rules 10 and
// 14. A reader takes the whole proposal (see `Node.size`);
// when placed, it builds its content from its own geometry, proposes each content view its
// size and places each at its top-leading corner, where they overlap (the content nodes are
// the reader node's `children`). The content's nodes are reconciled with the
// previous placement's (`EngineCore.deferredNodes`), so their caches survive when nothing
// they depend on changed.

extension Node {
    /// Rule 10: a reader takes the whole proposal, an unspecified axis 10.
    func geometryReaderSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// The deferred content of a geometry reader: built when the reader is placed.
class GeometryReaderContent {
    /// Builds the content for the reader `node`, placed at `frame`, and places it.
    func place(_ node: Node, frame: Rect, _ core: EngineCore) {}
    /// The enclosing view's environment changed by `change` (incremental evaluation).
    func patchEnvironment(_ change: EnvironmentValues.Change) {}
}

/// A geometry reader's frame and named spaces at its last placement, shared with the
/// proxies handed to its content (a proxy the content keeps answers the latest placement),
/// and which of them the content read.
final class ReaderGeometry {
    var frame: Rect
    var namedSpaces: [(String, Point)]
    /// The content read the size (`size`, `frame(in: .local)`).
    var readsSize = false
    /// The content read the position (`frame(in:)` of the global or a named space).
    var readsPosition = false

    init(frame: Rect, namedSpaces: [(String, Point)]) {
        self.frame = frame
        self.namedSpaces = namedSpaces
    }

    /// Whether every value read so far is the same at `new` under `spaces`.
    func answersSame(frame new: Rect, namedSpaces spaces: [(String, Point)]) -> Bool {
        if readsPosition {
            return frame == new && namedSpaces.count == spaces.count
                && zip(namedSpaces, spaces).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        }
        return !readsSize || frame.size == new.size
    }
}

// Reusing a reader's content. SwiftUI runs a reader's closure again when its geometry
// changes. Here a placement whose proxy answers every value the content read (`size`, or
// `frame(in:)` of a space) as before, for the same reader (not evaluated again since, so the
// same closure) with the same environment, keeps the content built last time and only sizes
// and places it again (it may have moved). Content that evaluated bodies (whose @State or
// @Environment may have changed) or built nested readers is built again at every placement.
// The closure does not run then, so what a user could tell apart is its side effects, and
// mutable state it captured by reference (not @State). A cold conversation builds each
// label's reader content once instead of once a pass, and a resize builds only the readers
// whose size changed.

final class DeferredGeometryContent<Content: View>: GeometryReaderContent {
    var context: Builder.Context
    let content: (GeometryProxy) -> Content
    private let geometry = ReaderGeometry(frame: .zero, namedSpaces: [])
    /// The content's views' nodes, and all its nodes in creation order, when the last build
    /// depends on nothing but the closure, the context and `geometry`.
    private var reusable: (views: [Node], nodes: [Node])?

    init(context: Builder.Context, content: @escaping (GeometryProxy) -> Content) {
        self.context = context
        self.content = content
    }

    override func patchEnvironment(_ change: EnvironmentValues.Change) {
        if let patched = context.environment.applying(change) {
            context.environment = patched
            reusable = nil
        }
    }

    override func place(_ node: Node, frame: Rect, _ core: EngineCore) {
        let views: [Node]
        if let kept = reusable, geometry.answersSame(frame: frame, namedSpaces: core.namedSpaces) {
            core.deferredNodes.keep(kept.nodes)
            views = kept.views
        } else {
            views = build(frame, core)
        }
        geometry.frame = frame
        geometry.namedSpaces = core.namedSpaces
        if node.children.count != views.count || zip(node.children, views).contains(where: { $0 !== $1 }) {
            node.children = views
        }
        let p = ProposedSize(frame.size)
        for view in views {
            view.parent = node
            let s = view.size(p, core)
            view.place(at: frame.origin, size: s, proposal: p, core)
        }
    }

    /// Runs the closure for the reader at `frame` and builds its content's views.
    private func build(_ frame: Rect, _ core: EngineCore) -> [Node] {
        geometry.frame = frame
        geometry.namedSpaces = core.namedSpaces
        geometry.readsSize = false
        geometry.readsPosition = false
        let path = Builder.mix(context.path, 1)
        let proxy = GeometryProxy(reader: geometry)
        let bodies = core.statistics.bodyEvaluations
        let readers = core.readersBuilt
        let first = core.deferredNodes.built.count
        // The closure's reads of its view's `@Environment` properties bind to what the
        // reader sees (a change reaches the content through `patchEnvironment`).
        let scope = core.evaluationContext.enter(environment: context.environment, record: nil)
        let views = core.buildDeferred(context) { $0.collectChildren(path, self.content(proxy)) }
        core.evaluationContext.leave(scope)
        let isReusable =
            core.statistics.bodyEvaluations == bodies && core.readersBuilt == readers && !core.depthExceeded
        reusable = isReusable ? (views, Array(core.deferredNodes.built[first...])) : nil
        return views
    }
}
