/// Content that can scroll along `axes`, as SwiftUI's `ScrollView`.
///
/// Its content is offered the scroll view's proposal with nil on the scrolling axes (its
/// ideal length there) and placed at the top-leading corner (scrolled to the start). On a
/// scrolling axis the scroll view takes the proposal, whatever it is (its content's length
/// when unspecified), so in a stack it is fully flexible; on the other axis it is as long as
/// its content.
public struct ScrollView<Content: View>: PrimitiveView {
    public var axes: Axis.Set
    /// Kept for a visitor that draws; no effect on layout.
    public var showsIndicators: Bool
    public var content: Content

    @inlinable
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitScrollView(self)
    }
}
