/// Keeps a view's place but draws nothing, as SwiftUI's `hidden()`: layout does not change;
/// a visitor that draws can read it.
public struct HiddenModifier: PrimitiveModifier, Hashable, Sendable {
    public init() {}
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitHidden(self, content: content)
    }
}
