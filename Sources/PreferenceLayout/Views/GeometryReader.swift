import LayoutModel

/// A space in which a ``GeometryProxy`` reports frames.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root of the laid-out tree.
    case global
    /// The measured view itself (origin zero).
    case local
    /// The innermost ancestor marked with `.coordinateSpace(name:)`; unknown names fall back to
    /// global, as SwiftUI does.
    case named(String)
}

/// The geometry of a view, as seen by a ``GeometryReader`` or an `onGeometryChange` observer.
public struct GeometryProxy {
    let globalFrame: Rect
    let namedSpaces: [(String, Point)]

    init(frame: Rect, namedSpaces: [(String, Point)]) {
        self.globalFrame = frame
        self.namedSpaces = namedSpaces
    }

    /// The size of the measured view.
    public var size: Size { globalFrame.size }

    /// The frame of the measured view in `space`.
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .global:
            return globalFrame
        case .local:
            return Rect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            guard let origin = namedSpaces.last(where: { $0.0 == name })?.1 else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// Takes the whole proposal (nil becomes 10), and builds its content from its own geometry
/// during layout, placing it top-leading (DESIGN §6 rule 10).
public struct GeometryReader<Content: View>: PrimitiveView, BuilderPrimitive {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        dispatch(visitor: &visitor)
    }

    func build(in builder: Builder) {
        var context = builder.context
        context.path = builder.nextPath()
        let type = builder.geometryContentTypes.type(for: Content.self) { DeferredGeometryContent<Content>.self }
        let deferred = type.init(context: context, content: content)
        builder.currentRecord?.geometryReaders.append(deferred)
        builder.emit(builder.engine.node(.geometryReader(deferred), path: context.path))
    }
}

/// The deferred content of a geometry reader: built when the reader is placed.
class GeometryReaderContent {
    /// Builds the content for the reader `node`, placed at `frame`, and places it.
    func place(_ node: Node, frame: Rect, _ core: EngineCore) {}
    /// The enclosing view's environment changed by `change` (incremental evaluation).
    func patchEnvironment(_ change: EnvironmentValues.Change) {}
}

final class DeferredGeometryContent<Content: View>: GeometryReaderContent {
    var context: Builder.Context
    let content: (GeometryProxy) -> Content

    required init(context: Builder.Context, content: @escaping (GeometryProxy) -> Content) {
        self.context = context
        self.content = content
    }

    override func patchEnvironment(_ change: EnvironmentValues.Change) {
        if let patched = context.environment.applying(change) { context.environment = patched }
    }

    override func place(_ node: Node, frame: Rect, _ core: EngineCore) {
        let proxy = GeometryProxy(frame: frame, namedSpaces: core.namedSpaces)
        let path = Builder.mix(context.path, 1)
        let child = core.buildDeferred(context) { $0.single(path, content(proxy)) }
        node.child = child
        let p = ProposedSize(frame.size)
        let s = child.size(p, core)
        child.place(at: frame.origin, size: s, proposal: p, core)
    }
}

/// Names the coordinate space of a view for `GeometryProxy.frame(in: .named(name))`.
public struct CoordinateSpaceModifier: PrimitiveModifier, BuilderModifier {
    public var name: String

    public init(name: String) { self.name = name }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        let extra: Node.Extra = .coordinateSpace(name)
        builder.emit(node, extra: extra)
    }
}

extension View {
    /// Names this view's coordinate space.
    public func coordinateSpace(name: String) -> ModifiedContent<Self, CoordinateSpaceModifier> {
        modifier(CoordinateSpaceModifier(name: name))
    }
}
