import LayoutModel

/// A value that views publish upwards, combined in tree order (docs/ARCHITECTURE.md, "Preference engine").
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in a subtree publishes one.
    static var defaultValue: Value { get }
    /// Folds the next contributor's value into `value` (tree order: background before its
    /// primary view, primary before overlay).
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Publishes `value` for `Key`, replacing whatever its subtree published for that key.
public struct PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier, BuilderModifier {
    /// The published value, kept in the object the engine logs. Made where the modifier is
    /// made (inlined into the caller, which knows `Key`): the engine builds the modifier in
    /// code that does not know `Key`, where every copy of the value goes through its type's
    /// value witnesses.
    @usableFromInline var published: TypedPreferenceValue<Key>

    public var value: Key.Value {
        get { published.typedValue }
        set { published = TypedPreferenceValue(newValue) }
    }

    @inlinable
    public init(value: Key.Value) { published = TypedPreferenceValue(value) }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        // The value object is immutable: a modifier value built twice publishes it twice.
        let extra: Node.Extra = .preference(published)
        builder.emit(node, extra: extra)
    }
}

/// Calls `action` after a layout pass when `Key`'s combined value in the subtree differs from
/// the last delivered one (including the first time).
public struct PreferenceChangeModifier<Key: PreferenceKey>: PrimitiveModifier, BuilderModifier
where Key.Value: Equatable {
    public var action: (Key.Value) -> Void
    /// `combine(_:from:)` for `Key`, made where the modifier is made (inlined into the caller,
    /// which knows `Key`): made in `build`, which the engine runs in code that does not know
    /// `Key`, the fold would go through `Key`'s witnesses and its value's at every value.
    @usableFromInline let combineValues: ([PreferenceValue], Int) -> Any

    @inlinable
    public init(action: @escaping (Key.Value) -> Void) {
        self.action = action
        combineValues = { log, start in Self.combine(log, from: start) }
    }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        let action = self.action
        let extra: Node.Extra = .preferenceObserver(
            PreferenceObserver(
                id: p,
                name: (Key.self as? any NamedInDiagnostics.Type)?.diagnosticName ?? "onPreferenceChange(\(Key.self))",
                key: Key.self,
                combine: combineValues,
                isEqual: { ($0 as? Key.Value) == ($1 as? Key.Value) },
                action: { action($0 as! Key.Value) }))
        builder.emit(node, extra: extra)
    }

    /// `Key`'s values in `log` from `start` on, folded in order: the first contributor
    /// starts the value, none gives the default.
    ///
    /// - Complexity: O(entries from `start`).
    @inlinable
    static func combine(_ log: [PreferenceValue], from start: Int) -> Any {
        let keyID = ObjectIdentifier(Key.self)
        let entries = log
        var i = start
        while i < entries.count && entries[i].keyID != keyID { i += 1 }
        guard i < entries.count else { return Key.defaultValue }
        // Only `TypedPreferenceValue<Key>` carries `Key`'s identifier.
        var combined = (entries[i] as! TypedPreferenceValue<Key>).typedValue
        i += 1
        while i < entries.count {
            if entries[i].keyID == keyID {
                let next = entries[i] as! TypedPreferenceValue<Key>
                Key.reduce(value: &combined) { next.typedValue }
            }
            i += 1
        }
        return combined
    }
}

/// A registered `onPreferenceChange`.
final class PreferenceObserver {
    let id: UInt64
    let name: String
    let key: any PreferenceKey.Type
    let keyID: ObjectIdentifier
    /// The key's values in the log from an index on, combined (see
    /// `PreferenceChangeModifier.combine`).
    let combine: ([PreferenceValue], Int) -> Any
    let isEqual: (Any, Any) -> Bool
    let action: (Any) -> Void

    init(
        id: UInt64, name: String, key: any PreferenceKey.Type, combine: @escaping ([PreferenceValue], Int) -> Any,
        isEqual: @escaping (Any, Any) -> Bool, action: @escaping (Any) -> Void
    ) {
        self.id = id
        self.name = name
        self.key = key
        self.keyID = ObjectIdentifier(key)
        self.combine = combine
        self.isEqual = isEqual
        self.action = action
    }
}

/// A value published with `.preference(key:value:)`.
@usableFromInline
class PreferenceValue {
    @usableFromInline let keyID: ObjectIdentifier

    @usableFromInline
    init(keyID: ObjectIdentifier) {
        self.keyID = keyID
    }
}

/// A published value of `Key`, kept with its type so combining it needs no cast.
@usableFromInline
final class TypedPreferenceValue<Key: PreferenceKey>: PreferenceValue {
    @usableFromInline let typedValue: Key.Value

    @usableFromInline
    init(_ value: Key.Value) {
        self.typedValue = value
        super.init(keyID: ObjectIdentifier(Key.self))
    }
}

extension View {
    /// Publishes `value` for `key` (replacing what this subtree published for it).
    @inlinable
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, PreferenceWritingModifier<K>>
    {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Runs `action` when the combined value of `key` in this subtree changes.
    @inlinable
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> ModifiedContent<Self, PreferenceChangeModifier<K>> where K.Value: Equatable
    {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
