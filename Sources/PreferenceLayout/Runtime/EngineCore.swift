import LayoutModel

/// The mutable machinery behind one ``PreferenceLayoutEngine``: state storage, the view types without dynamic properties,
/// counters, and what one pass collects for delivery.
final class EngineCore {
    var statistics = PreferenceLayoutStatistics()
    /// The caller's depth limit (`Options.maximumDepth`, at least 1).
    let maximumDepth: Int
    /// The depth limit of the current layout: the caller's, or less where the thread's stack
    /// has room for fewer levels (`StackBudget`).
    var depthLimit: Int
    /// Whether a scope went past `depthLimit` in the current pass.
    var depthExceeded = false
    /// The deepest scope the builds since the last full build reached: what sizing and
    /// placement of the current tree recurse through.
    var deepestScope = 0
    /// Inputs the last full evaluation found unusable (each reported once), kept until the next
    /// full evaluation: an incremental one does not visit the views that reported them.
    var inputIssues = InputIssues()
    /// What the current layout call found while sizing that is no size (an aspect ratio offering
    /// an infinite length), each once; emptied when a layout starts.
    var layoutIssues = InputIssues()

    /// The texts' direct measurements, kept for this engine's texts (see `TextLayoutCache`).
    let textCache = TextLayoutCache()

    /// Named coordinate spaces of the ancestors of the node being placed.
    var namedSpaces: [(String, Point)] = []

    // MARK: Persistent nodes (see EngineCore+Reconciliation.swift)

    /// The nodes built by evaluation, and those built by geometry readers during placement.
    var evaluationNodes = NodeList()
    var deferredNodes = NodeList()
    var mode = BuildMode.full
    /// Counts builds; a node changed in the current one carries its number.
    var generation: UInt32 = 0
    /// Whether any build made an alignment guide: only then do stacks and frames look for
    /// guides (see `Rules/AlignmentGuides.swift`).
    var hasAlignmentGuides = false
    /// The custom layout whose `placeSubviews` runs now, collecting its subviews' places.
    var layoutPlacement: LayoutPlacement?

    // MARK: Incremental evaluation (see EngineCore+Incremental.swift)

    /// The records of the last evaluation's outermost composites, and the root node it built.
    var topRecords: [EvaluationRecord] = []
    var lastRoot: Node?
    /// How many root values the engine was given after its first (see `RootContent`).
    var rootRevision = 0
    /// Set when an in-place evaluation does not reproduce the previous nodes.
    var inPlaceFailed = false
    /// Nodes an in-place evaluation changed; their ancestors are invalidated afterwards.
    var changedInPlace: [Node] = []
    /// The builder of in-place evaluations, reused.
    var inPlaceBuilder: Builder?
    /// The key and box each environment writer (by its path) wrote last (see
    /// `EnvironmentValues.keepBox(writtenSince:at:in:)`); emptied by a full evaluation.
    var writtenBoxes: [UInt64: (key: ObjectIdentifier, box: EnvironmentValueBox)] = [:]

    // MARK: State

    private var states: [StateKey: StateCellBase] = [:]
    /// Incremented whenever a state value actually changes.
    let changes = ChangeCounter()
    var stateChanges: Int { changes.count }

    func stateCell<Value>(_ key: StateKey, make: () -> StateCell<Value>) -> StateCell<Value> {
        if let cell = states[key] as? StateCell<Value> { return cell }
        let cell = make()
        states[key] = cell
        return cell
    }

    // MARK: Dynamic properties

    /// For each view type this engine reflected on, the positions of its dynamic properties
    /// that are bound before its body runs (`@State`; `@Environment` properties bind when
    /// read, see `EvaluationContext`) among its stored properties (empty for most types): a
    /// type's stored properties never change, so each type is reflected on once per engine.
    private var dynamicPropertyPositions: [ObjectIdentifier: [Int]] = [:]

    /// The evaluation a body is in, for the `@Environment` properties it reads.
    let evaluationContext = EvaluationContext()

    /// Binds every `@State` of `view` before its body is evaluated.
    ///
    /// The properties are found by reflection, and the positions where a type keeps them are
    /// remembered by the engine: a type without any (a view with no property or only
    /// `@Environment` ones) is not reflected on again. A record evaluating its own stored
    /// value again (in place) keeps the boxes it found, which are the same objects.
    ///
    /// - Parameter record: the record the value is evaluated into, if any.
    /// - Complexity: O(1) for a type without dynamic properties or a record's value evaluated
    ///   again, O(stored properties) else.
    func bindDynamicProperties<V>(of view: V, path: UInt64, builder: Builder, record: EvaluationRecord? = nil) {
        let type = ObjectIdentifier(V.self)
        let boxes: [DynamicBox]
        if let known = record?.dynamicBoxes {
            boxes = known
        } else {
            var positions = dynamicPropertyPositions[type]
            let known = positions != nil
            boxes = EngineCore.dynamicBoxes(of: view, positions: &positions)
            if !known, let positions { dynamicPropertyPositions[type] = positions }
            record?.dynamicBoxes = boxes
        }
        for (i, box) in boxes.enumerated() {
            box.bind(path: path, type: type, index: i, builder: builder)
        }
    }

    /// The boxes of `view`'s dynamic properties, in declaration order, reflected at
    /// `positions` (found and stored there when nil).
    private static func dynamicBoxes<V>(of view: V, positions: inout [Int]?) -> [DynamicBox] {
        if positions == [] { return [] }
        let children = Mirror(reflecting: view).children
        guard let known = positions else {
            var found: [Int] = []
            var boxes: [DynamicBox] = []
            for (i, child) in children.enumerated() {
                if let storage = child.value as? any DynamicPropertyStorage, !(storage.dynamicBox is EnvironmentBox) {
                    found.append(i)
                    boxes.append(storage.dynamicBox)
                }
            }
            positions = found
            return boxes
        }
        var boxes: [DynamicBox] = []
        var next = 0
        var index = children.startIndex
        for position in known {
            index = children.index(index, offsetBy: position - next)
            next = position
            if let storage = children[index].value as? any DynamicPropertyStorage { boxes.append(storage.dynamicBox) }
        }
        return boxes
    }

    // MARK: Building

    init(maximumDepth: Int) {
        self.maximumDepth = max(1, maximumDepth)
        depthLimit = self.maximumDepth
    }

    /// Builds content later in the pass (GeometryReader content) with the context it was
    /// declared in.
    ///
    /// - Parameter body: builds the content with the builder given, returning its nodes.
    /// - Returns: what `body` returns.
    func buildDeferred<Built>(_ context: Builder.Context, _ body: (Builder) -> Built) -> Built {
        // One builder serves every deferred build; a build started while another runs (a
        // reader inside a reader's content is built when it is placed, during the enclosing
        // build's placement, which is after that build) gets its own.
        let builder: Builder
        if let idle = deferredBuilder, !deferredBuilderBusy {
            builder = idle
        } else {
            builder = Builder(engine: self, environment: context.environment)
            if deferredBuilder == nil { deferredBuilder = builder }
        }
        let shared = builder === deferredBuilder
        if shared { deferredBuilderBusy = true }
        builder.restore(context)
        let savedMode = mode
        mode = .deferred
        let built = body(builder)
        mode = savedMode
        builder.stack.removeAll(keepingCapacity: true)
        if shared { deferredBuilderBusy = false }
        return built
    }

    /// The builder deferred builds share, and whether a build is using it.
    private var deferredBuilder: Builder?
    private var deferredBuilderBusy = false

    /// Counts the geometry readers built (evaluated or in deferred content).
    var readersBuilt = 0

    // MARK: Observers

    /// A value ready for delivery after the pass.
    struct Firing {
        var id: UInt64
        var name: String
        var value: Any
        var isEqual: (Any, Any) -> Bool
        var action: (Any) -> Void
    }

    /// Observations of this pass, in placement order.
    var pendingFirings: [Firing] = []

    /// Published preference values in tree order (background before primary, primary before
    /// overlay), appended during placement.
    var preferenceLog: [PreferenceValue] = []

    /// Identified views and their frames, in placement order.
    var placedIdentifiers: [(String, Rect)] = []

    func observeGeometry(_ observer: GeometryObserver, proxy: GeometryProxy) {
        pendingFirings.append(
            Firing(
                id: observer.id, name: observer.name, value: observer.compute(proxy),
                isEqual: observer.isEqual, action: observer.action))
    }

    /// `.preference` replaces what its subtree (the log from `start` on) published for the
    /// same key; the subtree's values of other keys stay, in order.
    ///
    /// - Complexity: O(1) for a subtree that published nothing, else O(values it published);
    ///   nothing is allocated.
    ///
    func replacePreferences(from start: Int, with published: PreferenceValue) {
        let key = published.keyID
        var write = start
        while write < preferenceLog.count && preferenceLog[write].keyID != key { write += 1 }
        if write < preferenceLog.count {
            // Compacts in place: [start, write) are kept values, [write, read) replaced ones.
            for read in (write + 1)..<preferenceLog.count where preferenceLog[read].keyID != key {
                preferenceLog[write] = preferenceLog[read]
                write += 1
            }
            preferenceLog.removeSubrange(write...)
        }
        preferenceLog.append(published)
    }

    /// Combines the values of `observer`'s key published since `start` (its subtree) in order;
    /// the first contributor starts the value, none gives the default.
    ///
    /// - Complexity: O(values published in the subtree).
    func observePreferences(_ observer: PreferenceObserver, from start: Int) {
        pendingFirings.append(
            Firing(
                id: observer.id, name: observer.name,
                value: observer.combine(preferenceLog, start),
                isEqual: observer.isEqual, action: observer.action))
    }

    /// The last value delivered to each observer, and every value it was delivered.
    private var delivered: [UInt64: Any] = [:]
    var history: [UInt64: ObserverHistory] = [:]

    func beginPass() {
        deferredNodes.begin()
        pendingFirings.removeAll(keepingCapacity: true)
        preferenceLog.removeAll(keepingCapacity: true)
        placedIdentifiers.removeAll(keepingCapacity: true)
        depthExceeded = false
        namedSpaces.removeAll()
    }

    /// Delivers this pass's observations whose values changed, in placement order.
    ///
    /// - Returns: the ids of the observers that fired.
    /// - Complexity: O(observers).
    func deliver() -> [UInt64] {
        var fired: [UInt64] = []
        for f in pendingFirings {
            if let last = delivered[f.id], f.isEqual(last, f.value) { continue }
            delivered[f.id] = f.value
            history[f.id, default: ObserverHistory(name: f.name)].append(EngineCore.describe(f.value))
            fired.append(f.id)
            f.action(f.value)
        }
        return fired
    }

    static func describe(_ value: Any) -> String {
        if let readable = value as? any ReadableInDiagnostics { return readable.diagnosticText }
        let text = String(describing: value)
        if text.hasPrefix("Optional("), text.hasSuffix(")") {
            return String(text.dropFirst("Optional(".count).dropLast())
        }
        return text
    }
}

extension EngineCore {
    /// Notes `bad`, found while sizing `node`, for the current layout's diagnostics, naming the
    /// nearest identifier at or above the node.
    func noteLayoutIssue(_ bad: BadValue, at node: Node) {
        var named: Node? = node
        while let current = named, current.identifier == nil { named = current.parent }
        let name = named?.identifier
        layoutIssues.note(
            LayoutDiagnostic(
                kind: .invalidValue, subject: bad.call + (name.map { " of '\($0)'" } ?? ""), values: [],
                message: bad.message(naming: name.map { "the view '\($0)'" })),
            at: node.path)
    }
}
