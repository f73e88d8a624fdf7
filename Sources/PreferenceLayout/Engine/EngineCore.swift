import Foundation
import LayoutModel

/// The mutable machinery behind one ``LayoutEngine``: state storage, per-type property layouts,
/// counters, and what one pass collects for delivery.
final class EngineCore {
    @exclusivity(unchecked) var statistics = LayoutStatistics()
    let maximumDepth: Int
    @exclusivity(unchecked) var depthExceeded = false

    /// Named coordinate spaces of the ancestors of the node being placed.
    @exclusivity(unchecked) var namedSpaces: [(String, Point)] = []

    // MARK: Persistent nodes (see EngineCore+Reconciliation.swift)

    /// The nodes built by evaluation, and those built by geometry readers during placement.
    @exclusivity(unchecked) var evaluationNodes = NodeList()
    @exclusivity(unchecked) var deferredNodes = NodeList()
    @exclusivity(unchecked) var mode = BuildMode.full
    /// Counts builds; a node changed in the current one carries its number.
    @exclusivity(unchecked) var generation: UInt32 = 0

    // MARK: The helper thread (see Node+SplitSizing.swift, Node+ReadAhead.swift, FrameIndex.swift)

    /// Whether this engine has built a custom `Layout` node: its user code runs while it is
    /// sized, so sizing is never split.
    @exclusivity(unchecked) var hasCustomLayouts = false
    /// Set while a split sizing runs: a stack inside either half is sized on its thread.
    @exclusivity(unchecked) var isSplittingSizing = false
    /// Whether this is the core a helper half sizes with.
    private var isHelperCore = false
    /// Stacks sized in two halves at once, and placed with the helper reading ahead, counted
    /// for tests.
    @exclusivity(unchecked) package var splitSizings = 0
    @exclusivity(unchecked) package var readAheadPlacements = 0
    /// Layouts whose frames came from an index built on the helper (see `FrameIndex`).
    @exclusivity(unchecked) package var indexedFrameResults = 0
    /// Whether the helper thread may be used (see `Node+SplitSizing.swift`,
    /// `Node+ReadAhead.swift` and `FrameIndex.swift`; tests compare with one thread).
    @exclusivity(unchecked) package var usesHelperThread = true

    var maySplitSizing: Bool { usesHelperThread && !hasCustomLayouts && !isSplittingSizing && !isHelperCore }

    /// The core the helper's half of a split sizing counts its sizes in: sizing uses a core
    /// for nothing else.
    private(set) lazy var helperCore: EngineCore = {
        let helper = EngineCore(maximumDepth: maximumDepth)
        helper.isHelperCore = true
        return helper
    }()

    // MARK: Incremental evaluation (see EngineCore+Incremental.swift)

    /// The records of the last evaluation's outermost composites, and the root node it built.
    @exclusivity(unchecked) var topRecords: [EvaluationRecord] = []
    @exclusivity(unchecked) var lastRoot: Node?
    /// Set when an in-place evaluation does not reproduce the previous nodes.
    @exclusivity(unchecked) var inPlaceFailed = false
    /// Nodes an in-place evaluation changed; their ancestors are invalidated afterwards.
    /// Not owning: each is held by the build list it was made or reused in (`evaluationNodes`'
    /// `built` or `strays`) until after the ancestor walk that reads them, and releasing them
    /// here would touch each node again long after it was written (a cache miss per node at
    /// 10 000 rows).
    @exclusivity(unchecked) var changedInPlace: [Unmanaged<Node>] = []
    /// The builder of in-place evaluations, reused.
    @exclusivity(unchecked) var inPlaceBuilder: Builder?

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

    /// Where a view type keeps its dynamic properties.
    enum PropertyLayout: Sendable {
        case none
        /// The byte offset of the only property's box reference inside the view value (the
        /// usual case, kept without an array to retain at each evaluation).
        case offset(Int)
        /// Byte offsets of each property's box reference inside the view value.
        case offsets([Int])
        /// The value is not a plain struct; read the boxes through reflection each time.
        case reflection
    }

    private var propertyLayouts: [ObjectIdentifier: PropertyLayout] = [:]
    /// The type bound last and its layout: siblings are usually of one type.
    @exclusivity(unchecked) private var lastPropertyType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastPropertyLayout = PropertyLayout.none

    /// Binds every `@State` and `@Environment` of `view` before its body is evaluated.
    ///
    /// Reflection runs once per view type: it finds the properties' boxes, and a scan of the
    /// value's bytes finds where each box reference lives, so later evaluations load the boxes
    /// directly from those offsets.
    ///
    /// - Complexity: O(1) per evaluation after the first of a type.
    func bindDynamicProperties<V>(of view: V, path: UInt64, builder: Builder) {
        let type = ObjectIdentifier(V.self)
        if lastPropertyType != type {
            if let known = propertyLayouts[type] {
                lastPropertyLayout = known
            } else {
                let layout = EngineCore.sharedPropertyLayouts.layout(of: view)
                propertyLayouts[type] = layout
                lastPropertyLayout = layout
            }
            lastPropertyType = type
        }
        switch lastPropertyLayout {
        case .none:
            return
        case .offset(let offset):
            // Through `withUnsafePointer(to:)`: for a value of unknown type, the standard
            // library's generic `withUnsafeBytes(of:)` costs more per call.
            // Each box is loaded unretained: the view value, borrowed for the call, keeps it.
            withUnsafePointer(to: view) { pointer in
                UnsafeRawPointer(pointer).load(fromByteOffset: offset, as: Unmanaged<DynamicBox>.self)
                    ._withUnsafeGuaranteedRef { $0.bind(path: path, type: type, index: 0, builder: builder) }
            }
        case .offsets(let offsets):
            withUnsafePointer(to: view) { pointer in
                let raw = UnsafeRawPointer(pointer)
                for (i, offset) in offsets.enumerated() {
                    raw.load(fromByteOffset: offset, as: Unmanaged<DynamicBox>.self)
                        ._withUnsafeGuaranteedRef { $0.bind(path: path, type: type, index: i, builder: builder) }
                }
            }
        case .reflection:
            for (i, box) in EngineCore.boxes(of: view).enumerated() {
                box.bind(path: path, type: type, index: i, builder: builder)
            }
        }
    }

    /// Property layouts of every view type seen by any engine: a type's layout never changes,
    /// so a new engine (one per cold layout) does not reflect on the same types again.
    private static let sharedPropertyLayouts = PropertyLayoutCache()

    private final class PropertyLayoutCache: @unchecked Sendable {
        private let lock = NSLock()
        private var layouts: [ObjectIdentifier: PropertyLayout] = [:]

        func layout<V>(of view: V) -> PropertyLayout {
            let type = ObjectIdentifier(V.self)
            if let known = lock.withLock({ layouts[type] }) { return known }
            let layout = EngineCore.propertyLayout(of: view)
            lock.withLock { layouts[type] = layout }
            return layout
        }
    }

    private static func boxes<V>(of view: V) -> [DynamicBox] {
        Mirror(reflecting: view).children.compactMap { ($0.value as? any DynamicPropertyStorage)?.dynamicBox }
    }

    private static func propertyLayout<V>(of view: V) -> PropertyLayout {
        let boxes = boxes(of: view)
        if boxes.isEmpty { return .none }
        guard Mirror(reflecting: view).displayStyle == .struct,
              MemoryLayout<V>.alignment >= MemoryLayout<UInt>.alignment else { return .reflection }
        let word = MemoryLayout<UInt>.size
        var offsets: [Int] = []
        withUnsafeBytes(of: view) { raw in
            for box in boxes {
                let bits = UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque())
                var found: Int?
                var offset = 0
                while offset + word <= raw.count {
                    if raw.load(fromByteOffset: offset, as: UInt.self) == bits {
                        found = offset
                        break
                    }
                    offset += word
                }
                if let found { offsets.append(found) }
            }
        }
        guard offsets.count == boxes.count else { return .reflection }
        return offsets.count == 1 ? .offset(offsets[0]) : .offsets(offsets)
    }

    // MARK: Building

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// Builds content later in the pass (GeometryReader) with the context it was declared in.
    ///
    /// - Parameters:
    ///   - context: the context, left as it is (`inout` so that a context stored in an object
    ///     is read where it is, not copied with a retain of each of its references).
    ///   - body: builds the content with the builder given, returning its node unretained (as
    ///     `Builder.single(_:_:)` does).
    /// - Returns: the node `body` returns, unretained: `deferredNodes` holds it.
    func buildDeferred(_ context: inout Builder.Context, _ body: (Builder) -> Unmanaged<Node>) -> Unmanaged<Node> {
        // One builder serves every deferred build (a reader inside a reader's content is built
        // when it is placed, after the enclosing build); a build started while another runs
        // would get its own. The shared one is used where it is kept, unretained (moving it
        // out of its optional and back retained and released it at every build).
        guard !deferredBuilderBusy, let idle = deferredBuilderReference else {
            return buildDeferred(&context, in: Builder(engine: self, environment: context.environment), body)
        }
        deferredBuilderBusy = true
        defer { deferredBuilderBusy = false }
        return idle._withUnsafeGuaranteedRef { buildDeferred(&context, in: $0, body) }
    }

    /// Builds with `builder`, which becomes the shared deferred builder when there is none.
    @inline(__always)
    private func buildDeferred(_ context: inout Builder.Context, in builder: Builder,
                               _ body: (Builder) -> Unmanaged<Node>) -> Unmanaged<Node> {
        builder.restore(&context)
        let savedMode = mode
        mode = .deferred
        let node = body(builder)
        mode = savedMode
        if !builder.stack.isEmpty { builder.stack.removeAll(from: 0) }
        if deferredBuilder == nil {
            deferredBuilder = builder
            deferredBuilderReference = Unmanaged.passUnretained(builder)
        }
        return node
    }

    /// The builder deferred builds share (owned here), the same unretained, and whether a
    /// build is using it.
    private var deferredBuilder: Builder?
    @exclusivity(unchecked) private var deferredBuilderReference: Unmanaged<Builder>?
    @exclusivity(unchecked) private var deferredBuilderBusy = false

    /// A reader geometry no proxy refers to, for the next deferred build (see
    /// `DeferredGeometryContent.build`): one object serves every build whose proxies do not
    /// outlive it, instead of one per reader.
    @exclusivity(unchecked) private var spareReaderGeometry: ReaderGeometry?

    /// A reader geometry at `frame` under `namedSpaces` with nothing read: the spare one, or
    /// a new one.
    @inline(__always)
    func lendReaderGeometry(frame: Rect, namedSpaces: [(String, Point)]) -> ReaderGeometry {
        guard let spare = spareReaderGeometry.take() else {
            return ReaderGeometry(frame: frame, namedSpaces: namedSpaces)
        }
        spare.reset(to: frame, namedSpaces: namedSpaces)
        return spare
    }

    /// Takes back `geometry`, which nothing else refers to, for the next deferred build.
    @inline(__always)
    func giveBackReaderGeometry(_ geometry: consuming ReaderGeometry) {
        spareReaderGeometry = geometry
    }

    /// Counts the geometry readers built (evaluated or in deferred content).
    @exclusivity(unchecked) var readersBuilt = 0

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
    @exclusivity(unchecked) var pendingFirings: [Firing] = []

    /// Published preference values in tree order (background before primary, primary before
    /// overlay), appended during placement.
    @exclusivity(unchecked) var preferenceLog: [PreferenceValue] = []

    /// Identified views and their frames, in placement order.
    @exclusivity(unchecked) var placedIdentifiers: [(String, Rect)] = []
    /// Identifiers this pass's evaluation set: placement makes room for them at once (at
    /// 20 000 the list is about 1 MB, which growing would copy about as much again, into
    /// fresh memory each time).
    @exclusivity(unchecked) var identifiersBuilt = 0

    func observeGeometry(_ observer: GeometryObserver, proxy: GeometryProxy) {
        pendingFirings.append(Firing(id: observer.id, name: observer.name, value: observer.compute(proxy),
                                     isEqual: observer.isEqual, action: observer.action))
    }

    /// `.preference` replaces what its subtree (the log from `start` on) published for the
    /// same key; the subtree's values of other keys stay, in order.
    ///
    /// - Complexity: O(1) for a subtree that published nothing, else O(values it published);
    ///   nothing is allocated.
    ///
    /// `published` is consumed: the caller's copy (bound from the node's extra) moves into the
    /// log instead of being retained again and released.
    func replacePreferences(from start: Int, with published: consuming PreferenceValue) {
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
        pendingFirings.append(Firing(id: observer.id, name: observer.name,
                                     value: observer.combine(preferenceLog, start),
                                     isEqual: observer.isEqual, action: observer.action))
    }

    /// The last value delivered to each observer, and every value it was delivered.
    private var delivered: [UInt64: Any] = [:]
    var history: [UInt64: (name: String, values: [String])] = [:]

    func beginPass() {
        deferredNodes.begin()
        pendingFirings.removeAll(keepingCapacity: true)
        EngineCore.empty(&preferenceLog)
        EngineCore.empty(&placedIdentifiers)
        identifiersBuilt = 0
        depthExceeded = false
        namedSpaces.removeAll()
    }

    /// Empties `array`, keeping its capacity, one element at a time from the end:
    /// `removeAll(keepingCapacity:)` destroys the elements in the runtime's generic array
    /// destruction, through their type's value witnesses (for a tuple, each field's) at
    /// every element; here each is released inline.
    ///
    /// - Complexity: O(count).
    @inline(__always)
    static func empty<Element>(_ array: inout [Element]) {
        while array.popLast() != nil {}
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
            history[f.id, default: (f.name, [])].values.append(EngineCore.describe(f.value))
            fired.append(f.id)
            f.action(f.value)
        }
        return fired
    }

    static func describe(_ value: Any) -> String {
        let text = String(describing: value)
        if text.hasPrefix("Optional("), text.hasSuffix(")") {
            return String(text.dropFirst("Optional(".count).dropLast())
        }
        return text
    }
}
