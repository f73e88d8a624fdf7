/// A piece of user interface described as a value, as in SwiftUI.
///
/// A composite view describes itself through `body`. A primitive view (every type in this
/// module's vocabulary) has `Body == Never` and describes itself to an engine through
/// ``accept(_:)``, which calls the matching method of a ``ViewVisitor``. Engines walk a tree
/// by calling `accept` on the root: composite views arrive in
/// ``ViewVisitor/visitComposite(_:)``, where the engine evaluates `body` and accepts it in turn.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of a composite view. Primitive views never evaluate it.
    @ViewBuilder var body: Body { get }

    /// Describes this view to `visitor` (double dispatch, no existential boxing).
    ///
    /// Composite views keep the default, which calls `visitor.visitComposite(self)`.
    func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor)
}

extension View {
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitComposite(self)
    }
}

/// A view of the vocabulary: it has no body of its own and is understood by engines directly.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view; engines read it through accept(_:)")
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
}
