/// A reusable transformation of a view, as SwiftUI's `ViewModifier`.
///
/// User modifiers implement `body(content:)`; the vocabulary's own modifiers are primitive
/// (`Body == Never`) and describe themselves through `accept(content:visitor:)`.
public protocol ViewModifier {
    associatedtype Body: View

    /// The modified view, as seen from inside `body(content:)`.
    typealias Content = ModifierContent<Self>

    @ViewBuilder func body(content: Content) -> Body

    /// Describes `content` modified by this modifier to `visitor`.
    func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor)
}

extension ViewModifier {
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitCustomModifier(self, content: content)
    }
}

/// A modifier of the vocabulary, understood by engines directly.
public protocol PrimitiveModifier: ViewModifier where Body == Never {}

extension PrimitiveModifier {
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier; engines read it through accept")
    }
}

/// The placeholder a user modifier's `body(content:)` receives: accepting it accepts the
/// modified view.
public struct ModifierContent<Modifier: ViewModifier>: PrimitiveView {
    public let content: AnyView

    public init<C: View>(_ content: C) { self.content = AnyView(content) }

    /// The content kept in an engine's object (see ``ViewObject``), wrapped without a box.
    package init(object: any ViewObject) { self.content = AnyView(object: object) }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        content.accept(&visitor)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier's body around the content (only evaluated for user modifiers).
    public var body: Modifier.Body { modifier.body(content: ModifierContent(content)) }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        modifier.accept(content: content, visitor: &visitor)
    }
}

extension View {
    /// This view with `modifier` applied.
    @inlinable
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
