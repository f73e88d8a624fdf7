import Foundation
import LayoutModel

extension View {
    /// Draws this view moved by `offset`, as SwiftUI's `offset(_: CGSize)`; layout is unchanged
    /// (see `offset(x:y:)`).
    ///
    /// - Parameter offset: the distance, `width` to the trailing side and `height` down.
    /// - Returns: the view with the drawing offset.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, AppearanceModifier> {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }
}
