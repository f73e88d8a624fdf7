import LayoutModel

/// Evaluates a view tree into ``Node``s: runs composite bodies (binding their state and
/// environment first), flattens lists and records identifiers, preferences and observers.
///
/// Every view position gets a structural path (a 64-bit hash of the parent's path and the
/// child's index, or of its `ForEach` identifier), which keys `@State` storage across passes.
final class Builder: ViewVisitor {
    /// Not owning: the core keeps its reusable builders, so an owning reference would be a
    /// cycle that leaks the engine; every other builder lives within one call of the core.
    unowned(unsafe) let engine: EngineCore
    /// The same engine, for the calls made at every view: through `engine`, each use retains
    /// and releases it around the call.
    private let engineReference: Unmanaged<EngineCore>
    /// The engine's depth limit, read at every scope.
    private let maximumDepth: Int

    /// The nodes produced so far for the current parent (and, below them, those of the
    /// enclosing parents still being built).
    @exclusivity(unchecked) var stack = SiblingStack()
    /// The nodes of the outermost scope, as an array.
    var siblings: [Node] { stack.array }
    @exclusivity(unchecked) var path: UInt64 = 0x9E37_79B9_7F4A_7C15
    @exclusivity(unchecked) var counter: UInt64 = 0
    @exclusivity(unchecked) var environment: EnvironmentValues
    @exclusivity(unchecked) var font: Font = Font()
    @exclusivity(unchecked) var lineLimit: Int?
    @exclusivity(unchecked) var depth = 0
    /// The innermost identifier above the current view (names geometry observers in diagnostics).
    @exclusivity(unchecked) var nearestIdentifier: String?
    /// The `.frame` whose content is being visited, until a background that is that content
    /// takes it on (see `visitBackground`).
    @exclusivity(unchecked) private var pendingFrame: PendingFrame?

    private struct PendingFrame {
        /// The frame's path, which is the scope its content is visited in.
        var path: UInt64
        var width: Double?, height: Double?
        var alignment: Alignment
        var taken = false
    }

    /// Whether the content type of the last `.frame` visited is one view with a background
    /// (see `hasBackground(_:)`).
    @exclusivity(unchecked) private var lastFrameContent: (type: ObjectIdentifier, hasBackground: Bool)?

    /// Whether `Content` is a view with a background, from the last answer when it is the same
    /// type (a list's rows ask with one type; the cast is looked up once).
    @inline(__always)
    private func hasBackground<Content: View>(_ content: Content.Type) -> Bool {
        let id = ObjectIdentifier(content)
        if let last = lastFrameContent, last.type == id { return last.hasBackground }
        let answer = content is any BackgroundModifiedView.Type
        lastFrameContent = (id, answer)
        return answer
    }
    /// The record of the composite whose body is being evaluated, unretained: while it is
    /// current, the caller evaluating into it holds it (and its parent or the engine keeps
    /// it), and an owning reference would be retained and released at every read and at every
    /// switch between a body and its content. Read through ``withCurrentRecord(_:)``.
    @exclusivity(unchecked) private var currentReference: Unmanaged<EvaluationRecord>?

    /// The current record (see `currentReference`), retained for the caller.
    var currentRecord: EvaluationRecord? { currentReference?.takeUnretainedValue() }

    /// Runs `body` with the current record, if any, without retaining it.
    @inline(__always)
    func withCurrentRecord(_ body: (EvaluationRecord) -> Void) {
        if let currentReference { currentReference._withUnsafeGuaranteedRef(body) }
    }
    /// In place: the content records reused, with the environment they see now.
    @exclusivity(unchecked) var reusedContents: [(EvaluationRecord, EnvironmentValues)] = []

    /// Classes this builder instantiated last, per kind (see ``MetatypeCache``).
    @exclusivity(unchecked) var geometryContentTypes = MetatypeCache()
    @exclusivity(unchecked) var modifierRecordTypes = MetatypeCache()
    @exclusivity(unchecked) var contentRecordTypes = MetatypeCache()

    /// This builder as the `inout` visitor that `accept` takes, kept without a reference count:
    /// handing `accept` a local copy of `self` would retain and release the builder around
    /// every view visited. Visitors are never replaced through that `inout` (a builder is a
    /// class), so the slot always holds this builder, which it must not keep alive.
    private let visitorSlot: UnsafeMutablePointer<Builder>

    init(engine: EngineCore, environment: EnvironmentValues) {
        self.engine = engine
        engineReference = Unmanaged.passUnretained(engine)
        maximumDepth = engine.maximumDepth
        self.environment = environment
        visitorSlot = .allocate(capacity: 1)
        UnsafeMutableRawPointer(visitorSlot).storeBytes(of: Unmanaged.passUnretained(self).toOpaque(),
                                                        as: UnsafeMutableRawPointer.self)
    }

    deinit {
        // Not deinitialized: the slot's reference was never counted.
        visitorSlot.deallocate()
        stack.free()
    }

    /// `engine.makeNode(...)`, without retaining the engine: the node, unretained (its node
    /// list holds it; see ``SiblingStack``).
    ///
    /// `kind` and `children` are consumed and passed on as they are: borrowed here, they
    /// were copied for the consuming call (a retain and a release of the array and of any
    /// object in the kind).
    @inline(__always)
    func makeNode(_ kind: consuming Node.Kind, path: UInt64, children: consuming [Node] = [],
                  child: Unmanaged<Node>? = nil, secondary: Unmanaged<Node>? = nil) -> Unmanaged<Node> {
        // Moved into the closure through optionals: a closure cannot consume what it
        // captures, and passing a captured value on would copy it.
        var kind = Optional(kind), children = Optional(children)
        return engineReference._withUnsafeGuaranteedRef {
            $0.makeNode(kind.take()!, path: path, children: children.take()!, child: child, secondary: secondary)
        }
    }

    /// Runs `body` with the engine, without retaining it.
    @inline(__always)
    func withEngine<Result>(_ body: (EngineCore) -> Result) -> Result {
        engineReference._withUnsafeGuaranteedRef(body)
    }

    /// Has `view` accept this builder.
    @inline(__always)
    func visit<V: View>(_ view: V) {
        view.accept(&visitorSlot.pointee)
    }

    /// Captures what a view built later (GeometryReader content) needs to see.
    struct Context {
        var path: UInt64
        var environment: EnvironmentValues
        var font: Font
        var lineLimit: Int?
        var depth: Int
        var nearestIdentifier: String?
    }

    var context: Context {
        Context(path: path, environment: environment, font: font, lineLimit: lineLimit, depth: depth,
                nearestIdentifier: nearestIdentifier)
    }

    /// Restores the context `c` (`inout` so that a context stored in an object is read field
    /// by field where it is, not copied with a retain of each of its references).
    func restore(_ c: inout Context) {
        path = c.path
        if !environment.sharesStorage(with: c.environment) { environment = c.environment }
        // Fonts compared by face identity (skipping a retain and a release when the same): a
        // face's `==` compares its tables when not identical.
        if font.face !== c.font.face || font.size != c.font.size { font = c.font }
        lineLimit = c.lineLimit
        depth = c.depth
        if !Builder.identical(nearestIdentifier, c.nearestIdentifier) { nearestIdentifier = c.nearestIdentifier }
        counter = 0
        clearSiblings()
    }

    /// Sets `nearestIdentifier`, skipping the write when it holds the very same string (or
    /// both are unset).
    @inline(__always)
    private func restoreIdentifier(_ identifier: String?) {
        if !Builder.identical(nearestIdentifier, identifier) { nearestIdentifier = identifier }
    }

    /// Whether two optional strings are one value in one storage, bit for bit: a test that
    /// spares writing a string over itself (a retain and a release). Equal strings in
    /// different storage are not identical; writing one over the other changes nothing.
    @inline(__always)
    static func identical(_ a: String?, _ b: String?) -> Bool {
        unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
    }

    /// Empties the node stack, keeping its capacity.
    @inline(__always)
    private func clearSiblings() {
        if !stack.isEmpty { stack.removeAll(from: 0) }
    }

    /// Restores the context `record` was visited in, for evaluating it again in place (its
    /// environment already set to the one it sees now); read field by field, without a copy
    /// of the whole context.
    func restore(for record: EvaluationRecord) {
        path = record.context.path
        // Siblings evaluated again usually see one environment and one font: kept as they are.
        if !environment.sharesStorage(with: record.context.environment) {
            environment = record.context.environment
        }
        if font.face !== record.context.font.face || font.size != record.context.font.size {
            font = record.context.font
        }
        lineLimit = record.context.lineLimit
        depth = record.context.depth
        restoreIdentifier(record.context.nearestIdentifier)
        counter = 0
        clearSiblings()
        currentReference = nil
    }

    // MARK: Paths and scopes

    @inline(__always)
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        // splitmix64 finaliser over the combination: cheap and well spread.
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &+ (b &* 0xBF58_476D_1CE4_E5B9)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The path of the next view in the current scope.
    @inline(__always)
    func nextPath() -> UInt64 {
        counter &+= 1
        return Builder.mix(path, counter)
    }

    /// Accepts `body` with `scopePath` as the parent path; its nodes go to the current siblings.
    @inline(__always)
    func inScope<V: View>(_ scopePath: UInt64, _ body: V) {
        let savedPath = path, savedCounter = counter
        path = scopePath
        counter = 0
        depth += 1
        if depth > maximumDepth {
            engine.depthExceeded = true
        } else {
            visit(body)
        }
        depth -= 1
        path = savedPath
        counter = savedCounter
    }

    /// Builds `content` into its own list of nodes.
    ///
    /// Nodes are built on top of the shared node stack and moved off afterwards, so a
    /// modifier's single child costs no array of its own.
    @inline(__always)
    func collect<V: View>(_ scopePath: UInt64, _ content: V) -> [Node] {
        let start = stack.count
        inScope(scopePath, content)
        return stack.takeArray(from: start)
    }

    /// Builds `content` into exactly one node: several become an implicit vertical stack,
    /// none an empty node.
    ///
    /// - Returns: the node, unretained: its node list holds it (see ``SiblingStack``), so it
    ///   goes to `emit(_:extra:)` or a parent's link without a retain
    ///   and a release.
    @inline(__always)
    func single<V: View>(_ scopePath: UInt64, _ content: V) -> Unmanaged<Node> {
        singleNode(scopePath, content)
    }

    /// `single(_:_:)`, for this file.
    @inline(__always)
    func singleNode<V: View>(_ scopePath: UInt64, _ content: V) -> Unmanaged<Node> {
        let start = stack.count
        inScope(scopePath, content)
        let count = stack.count - start
        if count == 1 { return stack.removeLast() }
        if count == 0 { return makeNode(.empty, path: Builder.mix(scopePath, 0xE)) }
        return makeNode(.stack(axis: .vertical, crossAlignment: 0.5, spacing: defaultSpacing),
                        path: Builder.mix(scopePath, 0x5), children: stack.takeArray(from: start))
    }

    /// Emits a node its node list holds (every node `makeNode` or `EngineCore.node` returns).
    @inline(__always)
    func emit(_ node: Unmanaged<Node>) { stack.append(node) }

    /// Emits a node its node list holds (as the unretained `emit(_:)` does).
    @inline(__always)
    func emit(_ node: Node) { stack.append(.passUnretained(node)) }

    /// Emits `node` carrying `extra`; a node that already carries one is wrapped in a
    /// passthrough node, so each node has at most one.
    @inline(__always)
    func emit(_ node: Node, extra: consuming Node.Extra) {
        emit(.passUnretained(node), extra: extra)
    }

    /// `emit(_:extra:)` for a node held unretained. The extra moves onto the node (through an
    /// optional: a closure cannot consume what it captures).
    @inline(__always)
    func emit(_ node: Unmanaged<Node>, extra: consuming Node.Extra) {
        let (free, path) = node._withUnsafeGuaranteedRef { ($0.extra == nil, $0.path) }
        let target = free ? node : makeNode(.passthrough, path: Builder.mix(path, 0xB), child: node)
        var moving = Optional(extra)
        target._withUnsafeGuaranteedRef { $0.extra = moving.take() }
        emit(target)
    }

    // MARK: Composites and lists

    func visitComposite<V: View>(_ view: V) {
        let myPath = nextPath()
        guard withEngine({ $0.isRecording }) else {
            visitUnrecorded(view, path: myPath)
            return
        }
        let record = CompositeRecord(view, context: context(path: myPath))
        adopt(record)
        evaluate(view, record)
    }

    func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        let myPath = nextPath()
        guard withEngine({ $0.isRecording }) else {
            visitUnrecorded(modifier, content: content, path: myPath)
            return
        }
        let type = modifierRecordTypes.type(for: Modifier.self) { ModifierRecord<Modifier>.self }
        let contentType = contentRecordTypes.type(for: Content.self) { TypedContentRecord<Content>.self }
        // The content's record starts with the modifier's context; its first visit sets the
        // fields that differ. Each context is built in its argument: one local passed to both
        // would be copied for the first and destroyed after the second.
        let record = type.init(modifier, content: contentType.init(content, context: context(path: myPath)),
                               context: context(path: myPath))
        adopt(record)
        // Evaluated as an in-place evaluation does, from the record's own copy of the modifier
        // (the same value, sharing its property boxes): the record's fields are passed where
        // they are, where reading the placeholder from the new record here retained it.
        record.evaluateAgain(with: self)
    }

    /// A composite's body evaluated without a record (geometry reader content). Not inlined:
    /// the body's value needs its type's metadata and a stack slot of that size, which the
    /// caller would otherwise look up and allocate at every entry, recorded or not.
    @inline(never)
    private func visitUnrecorded<V: View>(_ view: V, path: UInt64) {
        engine.statistics.bodyEvaluations += 1
        engine.bindDynamicProperties(of: view, path: path, builder: self)
        inScope(path, view.body)
    }

    /// A user modifier's body evaluated without a record (not inlined, as for composites).
    @inline(never)
    private func visitUnrecorded<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content,
                                                                       path: UInt64) {
        engine.statistics.bodyEvaluations += 1
        engine.bindDynamicProperties(of: modifier, path: path, builder: self)
        inScope(path, modifier.body(content: ModifierContent(content)))
    }

    /// The current context, for a view at `path`.
    @inline(__always)
    private func context(path: UInt64) -> Context {
        Context(path: path, environment: environment, font: font, lineLimit: lineLimit, depth: depth,
                nearestIdentifier: nearestIdentifier)
    }

    /// Makes `record` a child of the record being built (or an outermost one).
    private func adopt(_ record: EvaluationRecord) {
        if let currentReference {
            currentReference._withUnsafeGuaranteedRef { $0.children.append(record) }
        } else if withEngine({ $0.mode == .full }) {
            engine.topRecords.append(record)
        }
    }

    /// Evaluates a composite's body into `record` (also how a record is evaluated again).
    func evaluate<V: View>(_ view: V, _ record: EvaluationRecord) {
        evaluateBody(of: view, into: record) { $0.body }
    }

    /// Evaluates a user modifier's body into `record`; its content becomes a boundary that an
    /// in-place evaluation reuses.
    func evaluate<Modifier: ViewModifier>(_ modifier: Modifier, boundary: ModifierContent<Modifier>,
                                          _ record: EvaluationRecord) {
        evaluateBody(of: modifier, into: record) { $0.body(content: boundary) }
    }

    /// Binds `value`'s dynamic properties, counts the evaluation and builds `body(value)` into
    /// `record`, which becomes the current record meanwhile.
    @inline(__always)
    private func evaluateBody<Value, Body: View>(of value: Value, into record: EvaluationRecord,
                                                 _ body: (Value) -> Body) {
        let path = record.context.path
        let saved = currentReference
        currentReference = .passUnretained(record)
        let start = stack.count
        withEngine { engine in
            record.nodeStart = engine.nodePosition
            engine.statistics.bodyEvaluations += 1
            engine.bindDynamicProperties(of: value, path: path, builder: self)
        }
        inScope(path, body(value))
        finish(record, outputsFrom: start)
        currentReference = saved
    }

    /// A user modifier's content: recorded, or, when its modifier is evaluated again in place,
    /// the previous nodes as they are (what changed inside is found afterwards).
    func visitContent(_ content: ContentRecord) {
        guard let current = currentReference,
              content.owner == current._withUnsafeGuaranteedRef({ ObjectIdentifier($0) }) else {
            visitUnownedContent(content)
            return
        }
        if content.isReusable {
            content.isReusable = false
            guard withEngine({ $0.nodePosition }) == content.nodeStart else {
                engine.inPlaceFailed = true
                return
            }
            withEngine { $0.evaluationNodes.cursor = content.nodeEnd }
            content.emitOutputs(into: &stack)
            if content.children.isEmpty && content.geometryReaders.isEmpty {
                // Nothing below it can change (a modifier around a plain view): what the walk
                // would do with it, keeping its record of the environment current, is done
                // here. (Should the attempt fail, the full evaluation makes new records.)
                if environment.storageAddress != content.context.environment.storageAddress {
                    content.context.environment = environment
                }
            } else {
                reusedContents.append((content, environment))
            }
            current._withUnsafeGuaranteedRef { $0.children.append(content) }
            return
        }
        guard !content.isRecorded else {
            // Visited again in the same body: recorded on its own.
            visitUnownedContent(content)
            return
        }
        content.isRecorded = true
        setContext(of: content)
        current._withUnsafeGuaranteedRef { $0.children.append(content) }
        build(content, recordedIn: content)
    }

    /// Records a content visited outside the first visit in its modifier's body in a record of
    /// its own.
    private func visitUnownedContent(_ content: ContentRecord) {
        let record = EvaluationRecord(kind: .content, context: context(path: path))
        adopt(record)
        build(content, recordedIn: record)
    }

    /// Builds `content` with `record` current, which records the nodes it makes.
    private func build(_ content: ContentRecord, recordedIn record: EvaluationRecord) {
        let saved = currentReference
        currentReference = .passUnretained(record)
        record.nodeStart = withEngine { $0.nodePosition }
        let start = stack.count
        content.build(in: self)
        finish(record, outputsFrom: start)
        currentReference = saved
    }

    /// Gives `record` the current context, writing only the fields that differ from the one it
    /// was made with (usually none but the path).
    private func setContext(of record: EvaluationRecord) {
        record.context.path = path
        if !environment.sharesStorage(with: record.context.environment) { record.context.environment = environment }
        if font.face !== record.context.font.face || font.size != record.context.font.size { record.context.font = font }
        record.context.lineLimit = lineLimit
        record.context.depth = depth
        if !Builder.identical(nearestIdentifier, record.context.nearestIdentifier) {
            record.context.nearestIdentifier = nearestIdentifier
        }
    }

    private func finish(_ record: EvaluationRecord, outputsFrom start: Int) {
        record.reproducedOutputs = record.outputs.replace(with: &stack, from: start)
        record.nodeEnd = withEngine { $0.nodePosition }
    }

    func visitElement<Content: View>(idHash: Int, _ content: Content) {
        inScope(Builder.mix(path, UInt64(bitPattern: Int64(idHash)) ^ 0xA5A5_A5A5), content)
    }

    // MARK: Leaves

    func visitText(_ text: Text) {
        emitText(text, decoration: .none, path: nextPath())
    }

    /// Emits the node of `text` with what `decoration` folds into it.
    @inline(__always)
    private func emitText(_ text: Text, decoration: TextDecoration, path p: UInt64) {
        let lineLimit = text.lineLimit ?? lineLimit
        if let font = text.font {
            emit(engineReference._withUnsafeGuaranteedRef {
                $0.textNode(text.content, font: font, lineLimit: lineLimit, decoration: decoration, path: p)
            })
        } else {
            // The builder's font passed where it is: `text.font ?? font` made a copy of it
            // (a retain and a release of its face).
            emit(engineReference._withUnsafeGuaranteedRef {
                $0.textNode(text.content, font: self.font, lineLimit: lineLimit, decoration: decoration, path: p)
            })
        }
    }

    func visitColor(_ color: Color) {
        emit(makeNode(.shape, path: nextPath()))
    }

    func visitShape(_ shape: ShapeView) {
        emit(makeNode(.shape, path: nextPath()))
    }

    func visitSpacer(_ spacer: Spacer) {
        let p = nextPath()
        let length = spacer.minLength.map { $0.isFinite && $0 > 0 ? $0 : 0 } ?? Spacer.defaultMinLength
        emit(makeNode(.spacer(minLength: length, axis: nil), path: p))
    }

    func visitTextField(_ field: TextField) {
        let p = nextPath()
        let f = field.font ?? font
        emit(makeNode(.textField(idealWidth: f.width(of: field.title), height: f.lineHeight), path: p))
    }

    // MARK: Containers

    @inline(__always)
    private func stack(_ axis: Axis, cross: Double, spacing: Double?, path: UInt64,
                       children: consuming [Node]) -> Unmanaged<Node> {
        makeNode(.stack(axis: axis, crossAlignment: cross, spacing: Builder.cleanSpacing(spacing)),
                    path: path, children: children)
    }

    static func cleanSpacing(_ s: Double?) -> Double {
        guard let s else { return defaultSpacing }
        return s.isFinite && s > 0 ? s : 0
    }

    static func fraction(_ a: HorizontalAlignment) -> Double {
        switch a { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }

    static func fraction(_ a: VerticalAlignment) -> Double {
        switch a { case .top: 0; case .center: 0.5; case .bottom: 1 }
    }

    func visitHStack<Content: View>(_ s: HStack<Content>) {
        visitHStack(alignment: s.alignment, spacing: s.spacing, content: s.content)
    }

    func visitVStack<Content: View>(_ s: VStack<Content>) {
        visitVStack(alignment: s.alignment, spacing: s.spacing, content: s.content)
    }

    // The stacks' parts come as arguments: reading them from a stack value of a type unknown
    // here would look up that type's metadata at every stack.
    func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        let p = nextPath()
        emit(stack(.horizontal, cross: Builder.fraction(alignment), spacing: spacing, path: p, children: collect(p, content)))
    }

    func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        let p = nextPath()
        emit(stack(.vertical, cross: Builder.fraction(alignment), spacing: spacing, path: p, children: collect(p, content)))
    }

    func visitZStack<Content: View>(_ s: ZStack<Content>) {
        let p = nextPath()
        emit(makeNode(.zstack(s.alignment), path: p, children: collect(p, s.content)))
    }

    func visitButton<Label: View>(_ button: Button<Label>) {
        let p = nextPath()
        inScope(p, button.label)
    }

    func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let p = nextPath()
        let spec = GridSpec(alignment: grid.alignment,
                            horizontalSpacing: Builder.cleanSpacing(grid.horizontalSpacing),
                            verticalSpacing: Builder.cleanSpacing(grid.verticalSpacing))
        let rows = collect(p, grid.content).map { node -> Node in
            // A row stays a row under the passthrough nodes of modifiers with extras.
            if node.isGridRow { return node }
            return makeNode(.gridRow(nil), path: Builder.mix(node.path, 0xD), children: [node]).takeUnretainedValue()
        }
        emit(makeNode(.grid(spec), path: p, children: rows))
    }

    func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        let p = nextPath()
        emit(makeNode(.gridRow(row.alignment), path: p, children: collect(p, row.content)))
    }

    func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {
        let p = nextPath()
        let spec = LazyHGridSpec(rows: grid.rows, alignment: grid.alignment, spacing: Builder.cleanSpacing(grid.spacing))
        emit(makeNode(.lazyHGrid(spec), path: p, children: collect(p, grid.content)))
    }

    func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {
        let p = nextPath()
        emit(makeNode(.viewThatFits(view.axes), path: p, children: collect(p, view.content)))
    }

    // MARK: Modifiers

    @inline(__always)
    private func wrap<Content: View>(_ kind: Node.Kind, _ content: Content) {
        let p = nextPath()
        emit(makeNode(kind, path: p, child: singleNode(p, content)))
    }

    func visitPadding<Content: View>(_ m: PaddingModifier, content: Content) {
        // A padded text, fixed in size or not, is one node (see `TextDecoration`); the types
        // are compared, which costs no more than a pointer comparison once their metadata
        // exist, so that nothing between the text and the padding can be missed.
        if Content.self == Text.self {
            let text = unsafeBitCast(content, to: Text.self)
            emitText(text, decoration: TextDecoration(insets: Builder.cleanInsets(m.insets)), path: nextPath())
        } else if Content.self == ModifiedContent<Text, FixedSizeModifier>.self {
            let fixed = unsafeBitCast(content, to: ModifiedContent<Text, FixedSizeModifier>.self)
            emitText(fixed.content, decoration: TextDecoration(insets: Builder.cleanInsets(m.insets),
                                                               fixedWidth: fixed.modifier.horizontal),
                     path: nextPath())
        } else {
            wrap(.padding(Builder.cleanInsets(m.insets)), content)
        }
    }

    /// `insets.sanitized` (NaN, infinite and negative insets become 0), without the call into
    /// the other module when every inset is already clean: positive and finite, or +0.
    @inline(__always)
    static func cleanInsets(_ insets: EdgeInsets) -> EdgeInsets {
        func isClean(_ v: Double) -> Bool { (v > 0 && v.isFinite) || v.bitPattern == 0 }
        if isClean(insets.top) && isClean(insets.leading) && isClean(insets.bottom) && isClean(insets.trailing) {
            return insets
        }
        return insets.sanitized
    }

    static func cleanLength(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return max(0, v)
    }

    func visitFrame<Content: View>(_ m: FrameModifier, content: Content) {
        let p = nextPath()
        let width = Builder.cleanLength(m.width), height = Builder.cleanLength(m.height)
        let enclosing = pendingFrame
        pendingFrame = hasBackground(Content.self)
            ? PendingFrame(path: p, width: width, height: height, alignment: m.alignment) : nil
        let child = singleNode(p, content)
        let taken = pendingFrame?.taken == true
        pendingFrame = enclosing
        emit(taken ? child : makeNode(.frame(width: width, height: height, alignment: m.alignment), path: p, child: child))
    }

    func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {
        wrap(.flexibleFrame(FlexibleFrame(FlexibleFrameModifier.sanitized(m))), content)
    }

    func visitFixedSize<Content: View>(_ m: FixedSizeModifier, content: Content) {
        if Content.self == Text.self {
            // One node (see `visitPadding`).
            emitText(unsafeBitCast(content, to: Text.self), decoration: TextDecoration(fixedWidth: m.horizontal),
                     path: nextPath())
        } else {
            wrap(.fixedSize(horizontal: m.horizontal, vertical: m.vertical), content)
        }
    }

    func visitBackground<Content: View, Secondary: View>(_ m: BackgroundModifier<Secondary>, content: Content) {
        visitBackground(alignment: m.alignment, secondary: m.secondary, content: content)
    }

    func visitBackground<Content: View, Secondary: View>(alignment: Alignment, secondary: Secondary,
                                                         content: Content) {
        let p = nextPath()
        guard !Builder.showsOnly(Secondary.self) else {
            emit(singleNode(Builder.mix(p, 1), content))
            return
        }
        // The content of a `.frame` (its first view, in its scope): one node for both, which
        // saves a node per `.background(…).frame(…)`, the seed's equal-width pattern.
        if let frame = pendingFrame, frame.path == path && counter == 1 && !frame.taken {
            pendingFrame!.taken = true
            emit(makeNode(.framedBackground(width: frame.width, height: frame.height, alignment: frame.alignment,
                                            background: alignment),
                          path: frame.path, child: singleNode(Builder.mix(p, 1), content),
                          secondary: singleNode(Builder.mix(p, 2), secondary)))
            return
        }
        // Built as arguments, primary first (no locals: a local passed on is retained again).
        emit(makeNode(.background(alignment), path: p, child: singleNode(Builder.mix(p, 1), content),
                      secondary: singleNode(Builder.mix(p, 2), secondary)))
    }

    /// Whether a view of type `V` is a plain shape or colour, which as a background or overlay
    /// has nothing anyone can read: no identifier, extra or reader, and a size and frame that
    /// follow the primary view's. Such a modifier makes no node at all: the primary view's node
    /// answers and is placed as the modifier's would be, and takes what is set on the modifier
    /// (an identifier, an extra; a second one wraps it, as on any node). Types are compared,
    /// which costs no more than a pointer comparison each.
    @inline(__always)
    static func showsOnly<V: View>(_ type: V.Type) -> Bool {
        V.self == Color.self || V.self == RoundedRectangle.self || V.self == Rectangle.self
            || V.self == Capsule.self || V.self == Circle.self || V.self == ShapeView.self
    }

    func visitOverlay<Content: View, Secondary: View>(_ m: OverlayModifier<Secondary>, content: Content) {
        visitOverlay(alignment: m.alignment, overlay: m.secondary, content: content)
    }

    func visitOverlay<Content: View, Secondary: View>(alignment: Alignment, overlay: Secondary, content: Content) {
        let p = nextPath()
        guard !Builder.showsOnly(Secondary.self) else {
            emit(singleNode(Builder.mix(p, 1), content))
            return
        }
        emit(makeNode(.overlay(alignment), path: p, child: singleNode(Builder.mix(p, 1), content),
                      secondary: singleNode(Builder.mix(p, 2), overlay)))
    }

    func visitLayoutPriority<Content: View>(_ m: LayoutPriorityModifier, content: Content) {
        let p = nextPath()
        let node = singleNode(p, content)
        node._withUnsafeGuaranteedRef { $0.priority = m.priority.isNaN ? 0 : m.priority }
        emit(node)
    }

    func visitIdentifier<Content: View>(_ m: IdentifierModifier, content: Content) {
        let p = nextPath()
        withEngine { $0.identifiersBuilt += 1 }
        // Swapped in and out, then moved onto the node: one copy of the string in all.
        var identifier: String? = m.identifier
        swap(&identifier, &nearestIdentifier)
        var node = singleNode(p, content)
        swap(&identifier, &nearestIdentifier)
        if node._withUnsafeGuaranteedRef({ $0.identifier != nil }) {
            // An identifier is no layout: the stack still sees the view's priority.
            let priority = node._withUnsafeGuaranteedRef { $0.priority }
            node = makeNode(.passthrough, path: Builder.mix(p, 0xC), child: node)
            node._withUnsafeGuaranteedRef { $0.priority = priority }
        }
        node._withUnsafeGuaranteedRef { $0.identifier = identifier.take() }
        emit(node)
    }

    func visitTextStyle<Content: View>(_ m: TextStyleModifier, content: Content) {
        let p = nextPath()
        let savedFont = font, savedLimit = lineLimit
        if let f = m.font { font = Font(face: f.face, size: f.size.isFinite && f.size > 0 ? f.size : 0) }
        if let l = m.lineLimit { lineLimit = l }
        inScope(p, content)
        font = savedFont
        lineLimit = savedLimit
    }

    func visitSameSize<Content: View>(_ m: SameSizeModifier, content: Content) {
        visitComposite(SameSizeLowering(content: content, modifier: m))
    }

    // MARK: Views of this module

    func visitExtension<V: View>(_ view: V) {
        if let primitive = view as? any BuilderPrimitive {
            primitive.build(in: self)
        }
    }

    func visitExtensionModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        if let primitive = modifier as? any BuilderModifier {
            primitive.build(content: content, in: self)
        }
    }
}

extension ViewVisitor {
    /// This visitor as this module's builder, or nil. `Builder` is final, so comparing types
    /// decides it without a dynamic cast. Unmanaged: a call made on it with
    /// `_withUnsafeGuaranteedRef` does not retain and release the builder around it (the
    /// caller's `inout` visitor holds it).
    @inline(__always)
    var unmanagedEngineBuilder: Unmanaged<Builder>? {
        guard Self.self == Builder.self else { return nil }
        // A bit cast, not `withUnsafeBytes(of:)`: that is a call into the standard library's
        // unspecialised generic code at every view.
        return Unmanaged<Builder>.fromOpaque(unsafeBitCast(self, to: UnsafeRawPointer.self))
    }
}

/// A view of this module that builds its own node.
protocol BuilderPrimitive {
    func build(in builder: Builder)
}

extension BuilderPrimitive where Self: View {
    /// What every such view's `accept` does: this engine builds it directly; any other
    /// visitor sees an extension view. Inlined into `accept`: called, it needs the view's
    /// generic metadata, a hashed lookup at every view.
    @inline(__always)
    func dispatch<Visitor: ViewVisitor>(visitor: inout Visitor) {
        if let builder = visitor.unmanagedEngineBuilder {
            builder._withUnsafeGuaranteedRef { build(in: $0) }
        } else {
            visitor.visitExtension(self)
        }
    }
}

/// A modifier of this module that builds its own node around its content.
protocol BuilderModifier: ViewModifier {
    func build<Content: View>(content: Content, in builder: Builder)
}

extension BuilderModifier {
    /// What every such modifier's `accept` does: this engine builds it directly; any other
    /// visitor (another engine walking the vocabulary) sees an extension modifier. Inlined
    /// into `accept`, as for views.
    @inline(__always)
    func dispatch<Content: View, Visitor: ViewVisitor>(content: Content, visitor: inout Visitor) {
        if let builder = visitor.unmanagedEngineBuilder {
            builder._withUnsafeGuaranteedRef { build(content: content, in: $0) }
        } else {
            visitor.visitExtensionModifier(self, content: content)
        }
    }
}

extension FlexibleFrameModifier {
    /// Documented clamps: NaN becomes nil, negative becomes 0, a maximum below the minimum is
    /// raised to the minimum, infinite minimum and ideal values become nil.
    static func sanitized(_ m: FlexibleFrameModifier) -> FlexibleFrameModifier {
        func finite(_ v: Double?) -> Double? {
            guard let v, v.isFinite else { return nil }
            return max(0, v)
        }
        func maxValue(_ v: Double?, _ min: Double?) -> Double? {
            guard let v, !v.isNaN else { return nil }
            let clean = max(0, v)
            if let min, clean < min { return min }
            return clean
        }
        let minW = finite(m.minWidth), minH = finite(m.minHeight)
        return FlexibleFrameModifier(minWidth: minW, idealWidth: finite(m.idealWidth), maxWidth: maxValue(m.maxWidth, minW),
                                     minHeight: minH, idealHeight: finite(m.idealHeight), maxHeight: maxValue(m.maxHeight, minH),
                                     alignment: m.alignment)
    }
}

/// The last class a generic engine type was instantiated as, keyed by the type argument.
///
/// Generic code that allocates `Box<T>` for an unknown `T` asks the runtime for `Box<T>`'s
/// metadata each time, a hashed lookup that costs more than the allocation; siblings usually
/// need the same class, so the metatype is kept and instances are made through it.
struct MetatypeCache {
    private var key: ObjectIdentifier?
    private var type: AnyClass?

    /// The class `make()` names for `argument`, from the cache when `argument` was the last one.
    @inline(__always)
    mutating func type<Class: AnyObject>(for argument: Any.Type, _ make: () -> Class.Type) -> Class.Type {
        let id = ObjectIdentifier(argument)
        if key == id, let type {
            // Keyed by the only type argument: the same argument names the same class.
            return unsafeBitCast(type, to: Class.Type.self)
        }
        let made = make()
        key = id
        type = made
        return made
    }
}

/// The nodes a builder has produced and not yet handed to a parent, as a stack.
///
/// The builder appends a node at every view, takes the last one back at every modifier and
/// moves ranges off for containers; an array would check its buffer's uniqueness at each of
/// those. One builder owns one stack, never copied: the builder's `deinit` frees it.
///
/// Not owning: every node a build hands out is held by its node list (`NodeList.built`, or
/// `strays` for a failed in-place evaluation) until the next build of that list has finished,
/// and a record's outputs hold the nodes it emits again; a stack's nodes are used only within
/// the build that pushed them. Holding them counted would retain each node pushed and release
/// it when it is taken off. ``takeArray(from:)`` retains each node it moves into an array,
/// which owns its elements; nodes left on the stack when it is cleared are simply forgotten.
struct SiblingStack {
    private var base: UnsafeMutablePointer<Unmanaged<Node>>
    private(set) var count = 0
    private var capacity = 16

    init() {
        base = .allocate(capacity: capacity)
    }

    /// Frees the storage; the stack is not used afterwards.
    func free() {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The node at `i` (below `count`), not retained for the caller.
    @inline(__always)
    func withNode<Result>(at i: Int, _ body: (Node) -> Result) -> Result {
        base[i]._withUnsafeGuaranteedRef(body)
    }

    /// Pushes `node`, which its node list (or a record) must keep alive while it is here.
    @inline(__always)
    mutating func append(_ node: Unmanaged<Node>) {
        if count == capacity { grow() }
        base[count] = node
        count += 1
    }

    /// Removes the last node (there must be one), unretained.
    @inline(__always)
    mutating func removeLast() -> Unmanaged<Node> {
        count -= 1
        return base[count]
    }

    /// Moves the nodes from `start` on into a new array (retaining each), removing them.
    mutating func takeArray(from start: Int) -> [Node] {
        let n = count - start
        guard n > 0 else { return [] }
        let source = base + start
        let result = [Node](unsafeUninitializedCapacity: n) { buffer, initialized in
            let target = buffer.baseAddress.unsafelyUnwrapped
            for i in 0..<n { (target + i).initialize(to: source[i].takeUnretainedValue()) }
            initialized = n
        }
        count = start
        return result
    }

    /// Removes the nodes from `start` on.
    @inline(__always)
    mutating func removeAll(from start: Int) {
        count = start
    }

    /// The nodes, copied into an array (retained by it).
    var array: [Node] { (0..<count).map { base[$0].takeUnretainedValue() } }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Unmanaged<Node>>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// A view with a background (`ModifiedContent` of a `BackgroundModifier`): the one view a
/// `.frame` around it visits, which the frame's node can take on (see
/// `Builder.visitBackground`).
protocol BackgroundModifiedView {}
protocol AnyBackgroundModifier {}
extension BackgroundModifier: AnyBackgroundModifier {}
extension ModifiedContent: BackgroundModifiedView where Modifier: AnyBackgroundModifier {}
