/// The drawing order of a view among its siblings, as SwiftUI's `zIndex(_:)` (higher in
/// front; default 0): layout does not change; a visitor that draws can read it.
public struct ZIndexModifier: PrimitiveModifier, Hashable, Sendable {
    public var value: Double
    public init(value: Double) { self.value = value }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitZIndex(self, content: content)
    }
}
