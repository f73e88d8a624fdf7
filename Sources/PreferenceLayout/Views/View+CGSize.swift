import Foundation
import LayoutModel

extension View {
    /// Moves this view by `offset`, as SwiftUI's `offset(_: CGSize)`: its frame and its
    /// subtree's move, its place in the layout does not (see `offset(x:y:)`).
    ///
    /// - Parameter offset: the distance, `width` to the trailing side and `height` down.
    /// - Returns: the moved view.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, OffsetModifier> {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }
}
