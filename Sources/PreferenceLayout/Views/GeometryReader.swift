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
    /// A reader's geometry: the values come from it, and every read is noted in it.
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
        reader.state.readsSize = true
        return reader.state.frame.size
    }

    /// The frame of the measured view in `space`.
    public func frame(in space: CoordinateSpace) -> Rect {
        let globalFrame: Rect
        if let reader {
            if case .local = space { reader.state.readsSize = true } else { reader.state.readsPosition = true }
            globalFrame = reader.state.frame
        } else {
            globalFrame = fixedFrame
        }
        switch space {
        case .global:
            return globalFrame
        case .local:
            return Rect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            let spaces = reader?.state.namedSpaces ?? fixedSpaces
            guard let origin = spaces.last(where: { $0.0 == name })?.1 else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// A geometry reader's frame and named spaces at its last placement, and which of them its
/// content read.
struct ReaderGeometryState {
    var frame: Rect
    var namedSpaces: [(String, Point)]
    /// The content read the size (`size`, `frame(in: .local)`).
    var readsSize = false
    /// The content read the position (`frame(in:)` of the global or a named space).
    var readsPosition = false

    /// Whether every value read so far is the same at `frame` under `namedSpaces`.
    @inline(__always)
    func answersSame(frame new: Rect, namedSpaces spaces: [(String, Point)]) -> Bool {
        if readsPosition {
            return frame == new && ReaderGeometryState.same(namedSpaces, spaces)
        }
        return !readsSize || frame.size == new.size
    }

    /// Moves to the reader's new geometry.
    @inline(__always)
    mutating func move(to new: Rect, namedSpaces spaces: [(String, Point)]) {
        frame = new
        if !(namedSpaces.isEmpty && spaces.isEmpty) { namedSpaces = spaces }
    }

    private static func same(_ a: [(String, Point)], _ b: [(String, Point)]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i].0 != b[i].0 || a[i].1 != b[i].1 { return false }
        return true
    }
}

/// A geometry reader's geometry as its proxies see it: every proxy handed out for the reader
/// (also one captured by nested content) answers from it and notes its reads in it.
final class ReaderGeometry {
    @exclusivity(unchecked) var state: ReaderGeometryState

    init(frame: Rect, namedSpaces: [(String, Point)]) {
        state = ReaderGeometryState(frame: frame, namedSpaces: namedSpaces)
    }

    /// Starts a build at `frame` under `namedSpaces`: nothing read yet.
    @inline(__always)
    func reset(to frame: Rect, namedSpaces: [(String, Point)]) {
        state.readsSize = false
        state.readsPosition = false
        state.move(to: frame, namedSpaces: namedSpaces)
    }
}

/// Takes the whole proposal (nil becomes 10), and builds its content from its own geometry
/// during layout, placing it top-leading (DESIGN §6 rule 10).
///
/// The content is built again only when a value it read from the proxy changed, or when the
/// reader was evaluated with another closure or in another context; otherwise the content
/// built last time is sized and placed again, and the closure does not run.
public struct GeometryReader<Content: View>: PrimitiveView, BuilderPrimitive {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        // `dispatch(visitor:)` spelled out: calling `build(in:)` through the protocol would
        // look up this generic type's metadata on every evaluation.
        if let builder = visitor.unmanagedEngineBuilder {
            builder._withUnsafeGuaranteedRef { build(in: $0) }
        } else {
            visitor.visitExtension(self)
        }
    }

    func build(in builder: Builder) {
        let path = builder.nextPath()
        // The engine through the builder, not retained for the call.
        builder.withEngine { $0.readersBuilt &+= 1 }
        // The cached class, compared by identity: a cast would look up its metadata.
        let type = builder.geometryContentTypes.type(for: Content.self) { DeferredGeometryContent<Content>.self }
        let deferred: GeometryReaderContent
        if let previous = builder.withEngine({ $0.previousReaderContent(path: path) }),
           ObjectIdentifier(Swift.type(of: previous)) == ObjectIdentifier(type),
           unsafeDowncast(previous, to: type).adopt(content, builder, path: path) {
            deferred = previous
        } else {
            // Built in the argument: a local context would be copied into the object and
            // destroyed, a retain and a release of each of its references.
            deferred = type.init(context: Builder.Context(path: path, environment: builder.environment,
                                                          font: builder.font, lineLimit: builder.lineLimit,
                                                          depth: builder.depth,
                                                          nearestIdentifier: builder.nearestIdentifier),
                                 content: content)
        }
        builder.withCurrentRecord { $0.geometryReaders.append(deferred) }
        // Moved into the kind: a copy would be retained and the local released.
        builder.emit(builder.makeNode(.geometryReader(consume deferred), path: path))
    }
}

/// The deferred content of a geometry reader: built when the reader is placed.
class GeometryReaderContent {
    /// Builds the content for the reader `node`, placed at `frame`, and places it.
    func place(_ node: Node, frame: Rect, _ core: EngineCore) {}
    /// The enclosing view's environment changed by `change` (incremental evaluation).
    func patchEnvironment(_ change: EnvironmentValues.Change) {}
}

// Reusing a reader's content. SwiftUI runs a reader's closure again when its geometry
// changes; here a placement whose proxy answers every value the content read (`size`, or
// `frame(in:)` of a space) as before, for the same closure (one function that captures
// nothing; a reader evaluated again with a capturing closure builds anew) in the same context, keeps the content built last time and only sizes and places
// it again (it may have moved). The closure does not run then, so what a user could tell
// apart is its side effects, and mutable state it captured by reference (not @State), which
// it sees only when built again. Content that evaluated bodies (whose @State or @Environment
// may have changed) or built nested readers (whose stored contexts would go stale) is built
// again at every placement. Proxies note reads made at any time, also by nested content or
// observers that captured them, and always answer the reader's latest geometry.

final class DeferredGeometryContent<Content: View>: GeometryReaderContent {
    /// Unchecked: read in place during each build (see `EngineCore.buildDeferred`), which the
    /// build does not write.
    @exclusivity(unchecked) var context: Builder.Context
    let content: (GeometryProxy) -> Content
    /// The geometry of the last build and what it read, shared with the proxies its content
    /// kept; nil while no proxy outlived a build (then `ownGeometry` holds it, see `build`).
    private var geometry: ReaderGeometry?
    /// The geometry of the last build and what it read, when no proxy outlived it. Unchecked:
    /// only this object's methods touch it, none while another does.
    @exclusivity(unchecked) private var ownGeometry = ReaderGeometryState(frame: .zero, namedSpaces: [])
    /// The content's root node and, when it built several, all its nodes in creation order.
    private var child: Node?
    private var builtNodes: [Node] = []
    /// `child`, unretained (`child` holds it): placement works on it without a retain and a
    /// release. Set with `child`.
    @exclusivity(unchecked) private var childReference: Unmanaged<Node>?
    /// Whether the last build depends on nothing but the closure, the context and `geometry`.
    private var isReusable = false

    required init(context: Builder.Context, content: @escaping (GeometryProxy) -> Content) {
        self.context = context
        self.content = content
    }

    /// Takes the place of a new reader evaluated with `content` at `path` in `builder`'s
    /// context, keeping what was built, when the closure is the very same function capturing
    /// nothing and the context is the same but for the environment (which reusable content
    /// does not read).
    ///
    /// - Returns: whether this content now stands for the new reader.
    func adopt(_ content: @escaping (GeometryProxy) -> Content, _ builder: Builder, path: UInt64) -> Bool {
        // Compared field by field: building the new context would retain and release its parts.
        // Fonts and identifiers tested for identity first: usually the very same face and
        // string, where `==` would call into the face's comparison.
        guard DeferredGeometryContent.isSame(content, self.content),
              path == context.path, builder.depth == context.depth,
              builder.lineLimit == context.lineLimit,
              (builder.font.face === context.font.face && builder.font.size == context.font.size)
                || builder.font == context.font,
              Builder.identical(builder.nearestIdentifier, context.nearestIdentifier)
                || builder.nearestIdentifier == context.nearestIdentifier else { return false }
        if !builder.environment.sharesStorage(with: context.environment) {
            context.environment = builder.environment
        }
        return true
    }

    /// Whether two closures are one function that captures nothing (a closure value is a
    /// function pointer and a context reference). A closure with captures is never taken for
    /// the same: its context may hold variables that changed since, which SwiftUI would see
    /// when it runs the new reader's content.
    @inline(__always)
    private static func isSame(_ a: @escaping (GeometryProxy) -> Content, _ b: @escaping (GeometryProxy) -> Content) -> Bool {
        // Read through a generic struct: converting the closure itself to another type would
        // wrap it in a new reabstraction thunk.
        let x = unsafeBitCast(Closure(body: a), to: (UInt, UInt).self)
        let y = unsafeBitCast(Closure(body: b), to: (UInt, UInt).self)
        return x.1 == 0 && x == y
    }

    private struct Closure {
        var body: (GeometryProxy) -> Content
    }

    override func patchEnvironment(_ change: EnvironmentValues.Change) {
        if let patched = context.environment.applying(change) { context.environment = patched }
    }

    override func place(_ node: Node, frame: Rect, _ core: EngineCore) {
        let child: Unmanaged<Node>
        if isReusable, let kept = childReference, answersSame(frame: frame, namedSpaces: core.namedSpaces) {
            if let geometry {
                geometry.state.move(to: frame, namedSpaces: core.namedSpaces)
            } else {
                ownGeometry.move(to: frame, namedSpaces: core.namedSpaces)
            }
            kept._withUnsafeGuaranteedRef { core.deferredNodes.keep($0, builtNodes) }
            child = kept
        } else {
            child = build(frame, core)
        }
        // Kept content is usually the reader's child already: not linked again.
        if node.childLink?.toOpaque() != child.toOpaque() { node.child = child.takeUnretainedValue() }
        child._withUnsafeGuaranteedRef { child in
            let p = ProposedSize(frame.size)
            let s = child.size(p, core)
            child.place(at: frame.origin, size: s, proposal: p, core)
        }
    }

    /// Whether every value the last build read is the same at `frame` under `namedSpaces`.
    @inline(__always)
    private func answersSame(frame: Rect, namedSpaces: [(String, Point)]) -> Bool {
        if let geometry { return geometry.state.answersSame(frame: frame, namedSpaces: namedSpaces) }
        return ownGeometry.answersSame(frame: frame, namedSpaces: namedSpaces)
    }

    /// Runs the closure for the reader at `frame` and builds its content.
    ///
    /// The proxy's geometry object stays with this content only when a proxy outlived the
    /// build (kept by the content, a nested reader or anything else): those proxies go on
    /// answering the reader's latest geometry. Otherwise nothing refers to it, so what the
    /// build read is kept here and the object is lent to the next build.
    ///
    /// - Returns: the content's root node, unretained (`child` holds it).
    private func build(_ frame: Rect, _ core: EngineCore) -> Unmanaged<Node> {
        var reader: ReaderGeometry
        if let old = geometry {
            // Nothing else keeps reads of the last build: its content is replaced.
            old.reset(to: frame, namedSpaces: core.namedSpaces)
            reader = old
        } else {
            reader = core.lendReaderGeometry(frame: frame, namedSpaces: core.namedSpaces)
        }
        let path = Builder.mix(context.path, 1)
        let bodies = core.statistics.bodyEvaluations, readers = core.readersBuilt
        let first = core.deferredNodes.built.count
        // The proxy made in the call: it lives no longer than the closure unless kept.
        let child = core.buildDeferred(&context) { $0.single(path, self.content(GeometryProxy(reader: reader))) }
        if geometry == nil {
            if isKnownUniquelyReferenced(&reader) {
                ownGeometry = reader.state
                core.giveBackReaderGeometry(consume reader)
            } else {
                geometry = reader
            }
        }
        let built = core.deferredNodes.built.count - first
        isReusable = core.statistics.bodyEvaluations == bodies && core.readersBuilt == readers
            && !core.depthExceeded
        if built > 1 {
            builtNodes = Array(core.deferredNodes.built[first...])
        } else if !builtNodes.isEmpty {
            builtNodes = []
        }
        self.child = child.takeUnretainedValue()
        childReference = child
        return child
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
    public consuming func coordinateSpace(name: String) -> ModifiedContent<Self, CoordinateSpaceModifier> {
        modifier(CoordinateSpaceModifier(name: name))
    }
}
