import LayoutModel

/// The mutable machinery behind one ``LayoutEngine``: state storage, per-type property layouts,
/// counters, and what one pass collects for delivery.
final class EngineCore {
    var statistics = LayoutStatistics()
    let maximumDepth: Int
    var depthExceeded = false
    var identifiedNodes = 0

    /// Named coordinate spaces of the ancestors of the node being placed.
    var namedSpaces: [(String, Point)] = []

    // MARK: State

    private var states: [StateKey: StateCellBase] = [:]
    /// Incremented whenever a state value actually changes.
    var stateChanges = 0

    func stateCell<Value>(_ key: StateKey, make: () -> StateCell<Value>) -> StateCell<Value> {
        if let cell = states[key] as? StateCell<Value> { return cell }
        let cell = make()
        states[key] = cell
        return cell
    }

    // MARK: Dynamic properties

    /// Where a view type keeps its dynamic properties.
    enum PropertyLayout {
        case none
        /// Byte offsets of each property's box reference inside the view value.
        case offsets([Int])
        /// The value is not a plain struct; read the boxes through reflection each time.
        case reflection
    }

    private var propertyLayouts: [ObjectIdentifier: PropertyLayout] = [:]

    /// Binds every `@State` and `@Environment` of `view` before its body is evaluated.
    ///
    /// Reflection runs once per view type: it finds the properties' boxes, and a scan of the
    /// value's bytes finds where each box reference lives, so later evaluations load the boxes
    /// directly from those offsets.
    ///
    /// - Complexity: O(1) per evaluation after the first of a type.
    func bindDynamicProperties<V>(of view: V, path: UInt64, builder: Builder) {
        let type = ObjectIdentifier(V.self)
        let layout: PropertyLayout
        if let known = propertyLayouts[type] {
            layout = known
        } else {
            layout = EngineCore.propertyLayout(of: view)
            propertyLayouts[type] = layout
        }
        switch layout {
        case .none:
            return
        case .offsets(let offsets):
            withUnsafeBytes(of: view) { raw in
                for (i, offset) in offsets.enumerated() {
                    let box = raw.load(fromByteOffset: offset, as: DynamicBox.self)
                    box.bind(path: path, type: type, index: i, builder: builder)
                }
            }
        case .reflection:
            for (i, box) in EngineCore.boxes(of: view).enumerated() {
                box.bind(path: path, type: type, index: i, builder: builder)
            }
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
        return offsets.count == boxes.count ? .offsets(offsets) : .reflection
    }

    // MARK: Building

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// Builds content later in the pass (GeometryReader) with the context it was declared in.
    func buildDeferred(_ context: Builder.Context, _ body: (Builder) -> Node) -> Node {
        let builder = Builder(engine: self, environment: context.environment)
        builder.restore(context)
        return body(builder)
    }

    // MARK: Observers

    /// Preference keys observed by an `onPreferenceChange` in this pass, in first-seen order.
    var observedKeys: [any PreferenceKey.Type] = []
    private var observedKeyIDs: Set<ObjectIdentifier> = []
    /// Set when the tree uses `sameWidth`/`sameHeight`.
    var usesRelations = false

    func observe<K: PreferenceKey>(_ key: K.Type) {
        if observedKeyIDs.insert(ObjectIdentifier(key)).inserted { observedKeys.append(key) }
    }

    /// A value ready for delivery after the pass.
    struct Firing {
        var id: UInt64
        var name: String
        var value: Any
        var isEqual: (Any, Any) -> Bool
        var action: (Any) -> Void
    }

    var pendingGeometry: [Firing] = []

    func observeGeometry(_ observer: GeometryObserver, proxy: GeometryProxy) {
        pendingGeometry.append(Firing(id: observer.id, name: observer.name, value: observer.compute(proxy),
                                      isEqual: observer.isEqual, action: observer.action))
    }

    /// The last value delivered to each observer, and every value it was delivered.
    private var delivered: [UInt64: Any] = [:]
    var history: [UInt64: (name: String, values: [String])] = [:]

    func beginPass() {
        pendingGeometry.removeAll(keepingCapacity: true)
        observedKeys.removeAll(keepingCapacity: true)
        observedKeyIDs.removeAll(keepingCapacity: true)
        depthExceeded = false
        identifiedNodes = 0
        namedSpaces.removeAll()
    }

    /// Delivers changed geometry observations (placement order) and preference values (tree
    /// order) to their actions.
    ///
    /// - Returns: the ids of the observers that fired.
    /// - Complexity: O(nodes × observed keys).
    func deliver(root: Node) -> [UInt64] {
        var firings = pendingGeometry
        for key in observedKeys {
            if ObjectIdentifier(key) == ObjectIdentifier(RelationLengthsKey.self) && !usesRelations { continue }
            _ = gather(root, key: key, keyID: ObjectIdentifier(key), into: &firings)
        }
        var fired: [UInt64] = []
        for f in firings {
            if let last = delivered[f.id], f.isEqual(last, f.value) { continue }
            delivered[f.id] = f.value
            history[f.id, default: (f.name, [])].values.append(EngineCore.describe(f.value))
            fired.append(f.id)
            f.action(f.value)
        }
        return fired
    }

    /// Combines `key`'s values in `node`'s subtree in tree order, recording the value each
    /// observer of `key` sees.
    private func gather(_ node: Node, key: any PreferenceKey.Type, keyID: ObjectIdentifier,
                        into firings: inout [Firing]) -> Any? {
        var combined: Any?
        func add(_ child: Node) {
            guard let v = gather(child, key: key, keyID: keyID, into: &firings) else { return }
            combined = combined.map { reducePreference(key, $0, v) } ?? v
        }
        switch node.kind {
        case .background:
            add(node.children[1])
            add(node.children[0])
        case .viewThatFits:
            if node.chosenChild >= 0 && node.chosenChild < node.children.count { add(node.children[node.chosenChild]) }
        default:
            for child in node.children { add(child) }
        }
        switch node.extra {
        case .preference(let k, let value) where ObjectIdentifier(k) == keyID:
            return value
        case .preferenceObserver(let o) where ObjectIdentifier(o.key) == keyID:
            firings.append(Firing(id: o.id, name: o.name, value: combined ?? defaultPreference(key),
                                  isEqual: o.isEqual, action: o.action))
        default:
            break
        }
        return combined
    }

    static func describe(_ value: Any) -> String {
        let text = String(describing: value)
        if text.hasPrefix("Optional("), text.hasSuffix(")") {
            return String(text.dropFirst("Optional(".count).dropLast())
        }
        return text
    }
}
