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
    private let fixedFrame: Rect
    private let fixedSpaces: [(String, Point)]
    /// A reader's geometry: a proxy its content keeps answers the reader's latest placement.
    private let reader: ReaderGeometry?

    init(frame: Rect, namedSpaces: [(String, Point)]) {
        self.fixedFrame = frame
        self.fixedSpaces = namedSpaces
        self.reader = nil
    }

    init(reader: ReaderGeometry) {
        self.fixedFrame = .zero
        self.fixedSpaces = []
        self.reader = reader
    }

    /// The size of the measured view.
    public var size: Size {
        guard let reader else { return fixedFrame.size }
        reader.readsSize = true
        return reader.frame.size
    }

    /// The frame of the measured view in `space`.
    public func frame(in space: CoordinateSpace) -> Rect {
        if let reader {
            if case .local = space { reader.readsSize = true } else { reader.readsPosition = true }
        }
        let globalFrame = reader?.frame ?? fixedFrame
        switch space {
        case .global:
            return globalFrame
        case .local:
            return Rect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            let spaces = reader?.namedSpaces ?? fixedSpaces
            guard let origin = spaces.last(where: { $0.0 == name })?.1 else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// Takes the whole proposal (nil becomes 10), and builds its content from its own geometry
/// during layout, placing it top-leading (rule 10 in docs/ARCHITECTURE.md, "Preference
/// engine"). The content is built again when a value it read from the proxy changed, or when
/// the reader was evaluated again; otherwise the content built last time is sized and placed
/// again, and the closure does not run (see `DeferredGeometryContent`).
public struct GeometryReader<Content: View>: PrimitiveView, BuilderPrimitive {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        dispatch(visitor: &visitor)
    }

    func build(in builder: Builder) {
        let path = builder.nextPath()
        builder.engine.readersBuilt &+= 1
        let deferred = DeferredGeometryContent(context: builder.context(path: path), content: content)
        builder.currentRecord?.geometryReaders.append(deferred)
        builder.emit(builder.engine.node(.geometryReader(deferred), path: path))
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
