/// Children one below the other, made as they scroll into view, as SwiftUI's `LazyVStack`.
///
/// Unlike a `VStack` it does not divide its height: each child is offered the stack's width
/// and nil height (its ideal height). It takes the width it is offered (its widest child's
/// when that is nil or infinite) and aligns its children in it.
public struct LazyVStack<Content: View>: PrimitiveView {
    public var alignment: HorizontalAlignment
    /// Uniform spacing between children; nil means the default, 8.
    public var spacing: Double?
    public var content: Content

    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitLazyVStack(self)
    }
}

/// Children side by side, made as they scroll into view, as SwiftUI's `LazyHStack`: each
/// child is offered the stack's height and nil width; the stack takes the height it is
/// offered (see ``LazyVStack``).
public struct LazyHStack<Content: View>: PrimitiveView {
    public var alignment: VerticalAlignment
    /// Uniform spacing between children; nil means the default, 8.
    public var spacing: Double?
    public var content: Content

    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitLazyHStack(self)
    }
}
