import LayoutModel

/// Observes a value computed from the modified view's geometry after every layout pass and
/// calls `action` when it differs from the last delivered one (including the first time).
public struct GeometryChangeModifier<Value: Equatable>: PrimitiveModifier, BuilderModifier {
    public var transform: (GeometryProxy) -> Value
    public var action: (Value) -> Void

    public init(transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        let transform = self.transform
        let action = self.action
        let place = builder.nearestIdentifier.map { " at \"\($0)\"" } ?? ""
        let extra: Node.Extra = .geometryObserver(
            GeometryObserver(
                id: p, name: "onGeometryChange(for: \(Value.self))\(place)",
                compute: { transform($0) },
                isEqual: { ($0 as? Value) == ($1 as? Value) },
                action: { action($0 as! Value) }))
        builder.emit(node, extra: extra)
    }
}

/// A registered `onGeometryChange`.
final class GeometryObserver {
    let id: UInt64
    let name: String
    let compute: (GeometryProxy) -> Any
    let isEqual: (Any, Any) -> Bool
    let action: (Any) -> Void

    init(
        id: UInt64, name: String, compute: @escaping (GeometryProxy) -> Any, isEqual: @escaping (Any, Any) -> Bool,
        action: @escaping (Any) -> Void
    ) {
        self.id = id
        self.name = name
        self.compute = compute
        self.isEqual = isEqual
        self.action = action
    }
}

extension View {
    /// Calls `action` with `transform(proxy)` of this view's geometry whenever it changes.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (T) -> Void
    )
        -> ModifiedContent<Self, GeometryChangeModifier<T>>
    {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
