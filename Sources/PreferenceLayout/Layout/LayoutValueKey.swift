import LayoutModel

/// A key for a value a view hands to the custom ``Layout`` it stands in, as SwiftUI's
/// `LayoutValueKey`: set it with `layoutValue(key:value:)`, read it with
/// ``LayoutSubview/subscript(_:)``.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the custom layout this view stands in. It reaches the
    /// layout through the modifiers around the view; on a `Group`, each of its views carries
    /// it. Of two values for one key, the outer one counts.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

/// `layoutValue(key:value:)`: the value rides on the view's node, where
/// ``LayoutSubview/subscript(_:)`` finds it.
struct LayoutValueModifier<Key: LayoutValueKey>: PrimitiveModifier, BuilderModifier {
    var value: Key.Value

    func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        for node in builder.each(p, content) {
            let target: Node
            if case .layoutValues(let inner)? = node.extra {
                // Several keys on one view share one node; the outer value of a key counts.
                node.extra = .layoutValues(inner.setting(Key.self, value))
                builder.emit(node)
                target = node
            } else {
                target = builder.emit(node, extra: .layoutValues(LayoutValues(Key.self, value)))
            }
            // A layout reads the value: the container above must lay out again, even when
            // the view itself is unchanged.
            builder.engine.markChanged(target)
        }
    }
}

/// The layout values one view carries, by key type. Immutable: a view built again carries a
/// new one.
final class LayoutValues {
    private let values: [ObjectIdentifier: Any]

    init<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) {
        values = [ObjectIdentifier(key): value]
    }

    private init(values: [ObjectIdentifier: Any]) {
        self.values = values
    }

    /// These values with `key` set to `value`.
    func setting<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) -> LayoutValues {
        var copy = values
        copy[ObjectIdentifier(key)] = value
        return LayoutValues(values: copy)
    }

    /// The value for `key`, if one is set.
    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        values[ObjectIdentifier(key)] as? K.Value
    }
}

extension Node {
    /// The value of `key` on this subview: on its node or on a node of the view it wraps, the
    /// outermost first, down to the first container or leaf; nil when none sets it.
    ///
    /// - Complexity: O(modifiers around the view).
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        var current: Node? = self
        while let node = current {
            if case .layoutValues(let values)? = node.extra, let value = values.value(key) { return value }
            switch node.kind {
            case .padding, .frame, .flexibleFrame, .fixedSize, .background, .overlay, .passthrough:
                current = node.child
            case .custom(let box) where box is ModifierLayoutBox:
                current = node.children.first
            default:
                current = nil
            }
        }
        return nil
    }
}
