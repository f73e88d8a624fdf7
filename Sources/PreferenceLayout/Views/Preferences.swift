import LayoutModel

/// A value that views publish upwards, combined in tree order (DESIGN §6).
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
    public var value: Key.Value

    public init(value: Key.Value) { self.value = value }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        if let builder = visitor as? Builder {
            build(content: content, in: builder)
        } else {
            visitor.visitExtensionModifier(self, content: content)
        }
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        let extra: Node.Extra = .preference(PreferenceValue(key: Key.self, value: value))
        builder.emit(node, extra: extra)
    }
}

/// Calls `action` after a layout pass when `Key`'s combined value in the subtree differs from
/// the last delivered one (including the first time).
public struct PreferenceChangeModifier<Key: PreferenceKey>: PrimitiveModifier, BuilderModifier
where Key.Value: Equatable {
    public var action: (Key.Value) -> Void

    public init(action: @escaping (Key.Value) -> Void) { self.action = action }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        if let builder = visitor as? Builder {
            build(content: content, in: builder)
        } else {
            visitor.visitExtensionModifier(self, content: content)
        }
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        let action = self.action
        let extra: Node.Extra = .preferenceObserver(PreferenceObserver(
            id: p, name: "onPreferenceChange(\(Key.self))", key: Key.self,
            isEqual: { ($0 as? Key.Value) == ($1 as? Key.Value) },
            action: { action($0 as! Key.Value) }))
        builder.emit(node, extra: extra)
    }
}

/// A registered `onPreferenceChange`.
final class PreferenceObserver {
    let id: UInt64
    let name: String
    let key: any PreferenceKey.Type
    let keyID: ObjectIdentifier
    let isEqual: (Any, Any) -> Bool
    let action: (Any) -> Void

    init(id: UInt64, name: String, key: any PreferenceKey.Type, isEqual: @escaping (Any, Any) -> Bool,
         action: @escaping (Any) -> Void) {
        self.id = id
        self.name = name
        self.key = key
        self.keyID = ObjectIdentifier(key)
        self.isEqual = isEqual
        self.action = action
    }
}

/// A value published with `.preference(key:value:)`.
final class PreferenceValue {
    let key: any PreferenceKey.Type
    let keyID: ObjectIdentifier
    let value: Any

    init(key: any PreferenceKey.Type, value: Any) {
        self.key = key
        self.keyID = ObjectIdentifier(key)
        self.value = value
    }
}

extension View {
    /// Publishes `value` for `key` (replacing what this subtree published for it).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, PreferenceWritingModifier<K>> {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Runs `action` when the combined value of `key` in this subtree changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> ModifiedContent<Self, PreferenceChangeModifier<K>> where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}

/// Folds `next` into `value` with `K.reduce` (opened from an existential key type).
func reducePreference<K: PreferenceKey>(_ key: K.Type, _ value: Any, _ next: Any) -> Any {
    var v = value as! K.Value
    K.reduce(value: &v) { next as! K.Value }
    return v
}

func defaultPreference<K: PreferenceKey>(_ key: K.Type) -> Any { K.defaultValue }
