/// Moves a view and its subtree by `x`, `y` after layout, as SwiftUI's `offset(x:y:)`: the
/// view's size and its parent's layout stay what they were without it.
public struct OffsetModifier: PrimitiveModifier, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitOffset(self, content: content)
    }
}
