import LayoutModel

/// A key for a value passed down the tree through ``EnvironmentValues``.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view sees from its ancestors' `.environment(_:_:)` modifiers. Extend it with
/// computed properties over ``subscript(_:)``, as in SwiftUI.
public struct EnvironmentValues {
    /// Each written value in its own box: a box's identity tells a value inherited from an
    /// ancestor from one written in between (see ``applying(_:)``).
    private var storage: [ObjectIdentifier: EnvironmentValueBox] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only this subscript writes under K's identifier, always a TypedEnvironmentValueBox
            // of K.Value: no dynamic cast needed.
            return unsafeDowncast(box, to: TypedEnvironmentValueBox<K.Value>.self).typedValue
        }
        set { storage[ObjectIdentifier(key)] = TypedEnvironmentValueBox(newValue) }
    }

    /// Whether both hold the very same writes.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        guard storage.count == other.storage.count else { return false }
        for (key, box) in storage where other.storage[key] !== box { return false }
        return true
    }

    /// The keys whose writes differ between `old` and `new`.
    struct Change {
        fileprivate var entries: [(key: ObjectIdentifier, old: EnvironmentValueBox?, new: EnvironmentValueBox?)] = []
        var isEmpty: Bool { entries.isEmpty }
    }

    /// What changed from `old` to `new`.
    ///
    /// - Complexity: O(keys).
    static func change(from old: EnvironmentValues, to new: EnvironmentValues) -> Change {
        var change = Change()
        for (key, box) in old.storage where new.storage[key] !== box {
            change.entries.append((key, box, new.storage[key]))
        }
        for (key, box) in new.storage where old.storage[key] == nil {
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
        for entry in change.entries where storage[entry.key] === entry.old {
            if result == nil { result = self }
            result!.storage[entry.key] = entry.new
        }
        return result
    }
}

/// One written environment value.
class EnvironmentValueBox {}

/// One written environment value of a known type.
final class TypedEnvironmentValueBox<Value>: EnvironmentValueBox {
    let typedValue: Value
    init(_ value: Value) { self.typedValue = value }
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
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    var dynamicBox: DynamicBox { box }
}

class EnvironmentBox: DynamicBox {
    var values: EnvironmentValues?

    override func bind(path: UInt64, type: ObjectIdentifier, index: Int, builder: Builder) {
        values = builder.environment
        builder.currentRecord?.environmentReads.append(self)
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
    }

    override func readsSameValue(_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        old[keyPath: keyPath] == new[keyPath: keyPath]
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
        builder.inScope(p, content)
        builder.environment = saved
    }
}

extension View {
    /// Sets `keyPath` to `value` in the environment of this subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, EnvironmentWritingModifier<V>> {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}
