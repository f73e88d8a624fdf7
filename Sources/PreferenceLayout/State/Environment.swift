import LayoutModel

/// A key for a value passed down the tree through ``EnvironmentValues``.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view sees from its ancestors' `.environment(_:_:)` modifiers. Extend it with
/// computed properties over ``subscript(_:)``, as in SwiftUI.
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
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

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    var dynamicBox: DynamicBox { box }
}

final class EnvironmentBox: DynamicBox {
    var values: EnvironmentValues?

    override func bind(path: UInt64, type: ObjectIdentifier, index: Int, builder: Builder) {
        values = builder.environment
    }
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
        if let builder = visitor as? Builder {
            build(content: content, in: builder)
        } else {
            visitor.visitExtensionModifier(self, content: content)
        }
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
