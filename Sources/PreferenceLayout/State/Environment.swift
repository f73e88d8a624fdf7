import LayoutModel

/// A key for a value passed down the tree through ``EnvironmentValues``.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view sees from its ancestors' `.environment(_:_:)` modifiers. Extend it with
/// computed properties over ``subscript(_:)``, as in SwiftUI.
public struct EnvironmentValues {
    /// Copied on write. Every view below one environment modifier sees the very same storage,
    /// so its identity answers "nothing changed" at once, and it remembers the last key path
    /// read through it for all of them (see ``read(_:)``).
    private var storage: EnvironmentStorage

    public init() { storage = EnvironmentStorage([:]) }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage.boxes[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only this subscript writes under K's identifier, always a TypedEnvironmentValueBox
            // of K.Value.
            return (box as! TypedEnvironmentValueBox<K.Value>).typedValue
        }
        set { write(ObjectIdentifier(key), TypedEnvironmentValueBox(newValue)) }
    }

    /// Stores `box` under `key` (nil removes it), copying the storage when it is shared.
    private mutating func write(_ key: ObjectIdentifier, _ box: EnvironmentValueBox?) {
        if isKnownUniquelyReferenced(&storage) {
            storage.boxes[key] = box
            storage.forgetRead()
        } else {
            var boxes = storage.boxes
            boxes[key] = box
            storage = EnvironmentStorage(boxes)
        }
    }

    /// `self[keyPath: keyPath]`, remembered per storage: the rows of a list all read the same
    /// key path from the same storage, and applying a key path costs far more than comparing
    /// two references.
    func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        if let memo = storage.lastRead, memo.keyPath === keyPath {
            // The same key path object always reads a value of the same type.
            return (memo as! EnvironmentRead<Value>).value
        }
        let value = self[keyPath: keyPath]
        storage.lastRead = EnvironmentRead(keyPath: keyPath, value: value)
        return value
    }

    /// Whether both hold the very same writes.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        guard storage.boxes.count == other.storage.boxes.count else { return false }
        for (key, box) in storage.boxes where other.storage.boxes[key] !== box { return false }
        return true
    }

    /// After one write since `before`, made by the writer at `path`: when the box that writer
    /// wrote last, for the same key, holds an equal value, that box goes back in place of the
    /// new one, so the environments below, compared box by box, see no change (a host
    /// evaluated again for a new root writes the same width: its rows' environments are not
    /// patched, their readers' contents stay). `boxes` keeps each writer's last key and box.
    mutating func keepBox(
        writtenSince before: EnvironmentValues, at path: UInt64,
        in boxes: inout [UInt64: (key: ObjectIdentifier, box: EnvironmentValueBox)]
    ) {
        guard let (key, written) = storage.boxes.first(where: { before.storage.boxes[$0.key] !== $0.value }) else {
            return
        }
        if let last = boxes[path], last.key == key, last.box !== written, last.box.holdsValue(equalTo: written) {
            write(key, last.box)
        } else {
            boxes[path] = (key, written)
        }
    }

    /// Whether both are copies of one storage (a cheaper, stricter ``isIdentical(to:)``).
    func sharesStorage(with other: EnvironmentValues) -> Bool { storage === other.storage }

    /// The keys whose writes differ between `old` and `new`.
    struct Change {
        fileprivate var entries: [(key: ObjectIdentifier, old: EnvironmentValueBox?, new: EnvironmentValueBox?)] = []
        var isEmpty: Bool { entries.isEmpty }
    }

    /// What changed from `old` to `new`.
    ///
    /// - Complexity: O(keys); O(1) when both share one storage.
    static func change(from old: EnvironmentValues, to new: EnvironmentValues) -> Change {
        var change = Change()
        if old.storage === new.storage { return change }
        for (key, box) in old.storage.boxes where new.storage.boxes[key] !== box {
            change.entries.append((key, box, new.storage.boxes[key]))
        }
        for (key, box) in new.storage.boxes where old.storage.boxes[key] == nil {
            change.entries.append((key, nil, box))
        }
        return change
    }

    /// These values (seen below a view whose environment changed by `change`) as they are
    /// now: every changed key these values inherited unchanged takes its new value; keys
    /// written in between keep theirs.
    ///
    /// - Returns: the new values, or nil when none of the change reaches them.
    /// - Complexity: O(changed keys).
    func applying(_ change: Change) -> EnvironmentValues? {
        var result: EnvironmentValues?
        for entry in change.entries where storage.boxes[entry.key] === entry.old {
            if result == nil { result = self }
            result!.write(entry.key, entry.new)
        }
        return result
    }
}

/// The writes of an ``EnvironmentValues``, shared by its copies until one of them writes.
final class EnvironmentStorage {
    /// Each written value in its own box: a box's identity tells a value inherited from an
    /// ancestor from one written in between (see ``EnvironmentValues/applying(_:)``).
    var boxes: [ObjectIdentifier: EnvironmentValueBox]
    /// The last key path read through this storage and its value.
    var lastRead: EnvironmentReadBase?

    init(_ boxes: [ObjectIdentifier: EnvironmentValueBox]) { self.boxes = boxes }

    func forgetRead() { lastRead = nil }
}

/// A key path read through an ``EnvironmentStorage``.
class EnvironmentReadBase {
    let keyPath: AnyKeyPath
    init(keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

final class EnvironmentRead<Value>: EnvironmentReadBase {
    let value: Value
    init(keyPath: KeyPath<EnvironmentValues, Value>, value: Value) {
        self.value = value
        super.init(keyPath: keyPath)
    }
}

/// One written environment value.
class EnvironmentValueBox {
    /// Whether `other` holds a value of this box's type equal to its own (`==`).
    func holdsValue(equalTo other: EnvironmentValueBox) -> Bool { false }
}

/// One written environment value of a known type.
final class TypedEnvironmentValueBox<Value>: EnvironmentValueBox {
    let typedValue: Value
    init(_ value: Value) { self.typedValue = value }

    override func holdsValue(equalTo other: EnvironmentValueBox) -> Bool {
        guard let other = other as? TypedEnvironmentValueBox<Value> else { return false }
        return viewValuesEqual(typedValue, other.typedValue)
    }
}

/// Reads an environment value in a composite view's body.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyStorage {
    let box: EnvironmentBox

    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.box = EnvironmentBox()
    }

    /// An equatable value: a view reading it is evaluated again only when the value changes.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) where Value: Equatable {
        self.keyPath = keyPath
        self.box = EquatableEnvironmentBox(keyPath)
    }

    public var wrappedValue: Value {
        box.read(keyPath)
    }

    var dynamicBox: DynamicBox { box }
}

class EnvironmentBox: DynamicBox {
    var values: EnvironmentValues?
    /// The identity of ``readKeyPath`` (nil when that is nil), compared without retaining
    /// the key path.
    final let readKey: ObjectIdentifier?
    /// The evaluation this property was last bound in (see `EvaluationContext`); 0 never.
    private var boundStamp: UInt64 = 0

    override init() { readKey = nil }

    init(readKey: ObjectIdentifier) { self.readKey = readKey }

    /// `values[keyPath: keyPath]` (the defaults when unbound). Read in a body's evaluation, the
    /// property is first bound to the environment that view sees and the read noted in its
    /// record: the view is evaluated again when what it read changes.
    final func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        if let context = EvaluationScope.current, context.stamp != boundStamp, let environment = context.environment {
            values = environment
            boundStamp = context.stamp
            context.record?.environmentReads.append(self)
        }
        return (values ?? EnvironmentValues()).read(keyPath)
    }

    /// Whether the property reads the same value in `new` as in `old`; without `Equatable`,
    /// only when no environment value changed at all. (Noting the keys each read goes through
    /// would avoid comparing values read through unchanged keys, but costs every evaluation
    /// more than the comparisons it saves in the workloads measured.)
    func readsSameValue(_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        old.isIdentical(to: new)
    }

    /// What the answer of ``readsSameValue(_:_:)`` depends on besides the two environments
    /// (nil: only them).
    var readKeyPath: AnyKeyPath? { nil }
}

final class EquatableEnvironmentBox<Value: Equatable>: EnvironmentBox {
    let keyPath: KeyPath<EnvironmentValues, Value>

    init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        super.init(readKey: ObjectIdentifier(keyPath))
    }

    override func readsSameValue(_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        old.read(keyPath) == new.read(keyPath)
    }

    override var readKeyPath: AnyKeyPath? { keyPath }
}

/// Sets an environment value for the modified subtree.
public struct EnvironmentWritingModifier<Value>: PrimitiveModifier, BuilderModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let saved = builder.environment
        builder.environment[keyPath: keyPath] = value
        builder.environment.keepBox(writtenSince: saved, at: p, in: &builder.engine.writtenBoxes)
        builder.inScope(p, content)
        builder.environment = saved
    }
}

extension View {
    /// Sets `keyPath` to `value` in the environment of this subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, EnvironmentWritingModifier<V>>
    {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}
