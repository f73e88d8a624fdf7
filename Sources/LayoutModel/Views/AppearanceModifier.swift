/// Draws its content with an ``Appearance``; laid out exactly as the content alone.
public struct AppearanceModifier: PrimitiveModifier, Hashable, Sendable {
    public var appearance: Appearance

    @inlinable
    public init(_ appearance: Appearance) { self.appearance = appearance }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitAppearance(self, content: content)
    }
}
