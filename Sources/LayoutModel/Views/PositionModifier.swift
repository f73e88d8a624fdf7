/// Places a view's centre at `x`, `y` in its parent's space, as SwiftUI's `position(x:y:)`.
///
/// The modified view takes the whole proposal (an unspecified length is its content's) and
/// proposes that size to its content, whose centre it puts at the point.
public struct PositionModifier: PrimitiveModifier, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitPosition(self, content: content)
    }
}
