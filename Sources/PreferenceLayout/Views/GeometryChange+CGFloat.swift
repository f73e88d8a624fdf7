import Foundation
import LayoutModel

extension View {
    /// `onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { … }`, as
    /// SwiftUI code writes it.
    ///
    /// The proxy's lengths are `Double`. A trailing closure whose single expression is a
    /// `Double` does not convert to a `CGFloat` result by itself (the conversion applies to
    /// arguments, assignments and `return`), so this form takes the `Double` and converts it.
    /// It is not generic: for any other type, and for closures that already return `CGFloat`,
    /// the generic form is chosen.
    ///
    /// - Parameters:
    ///   - type: `CGFloat.self`.
    ///   - transform: the length observed, from the view's geometry.
    ///   - action: called with the new length when it changes (including the first time).
    /// - Returns: the observed view.
    public func onGeometryChange(
        for type: CGFloat.Type, of transform: @escaping (GeometryProxy) -> Double,
        action: @escaping (CGFloat) -> Void
    )
        -> ModifiedContent<Self, GeometryChangeModifier<CGFloat>>
    {
        modifier(GeometryChangeModifier(transform: { CGFloat(transform($0)) }, action: action))
    }
}
