/// A layout engine as ``ImageRenderer`` uses it: a name, and a function that lays a tree out
/// at a proposal and gives the root's size and the frame of every identified view.
///
/// Each engine module adds its own: `LayoutEngine.preference` (PreferenceLayout) and
/// `LayoutEngine.constraint` (ConstraintLayout). This module knows neither engine.
public struct LayoutEngine: Sendable {
    /// The engine's name, as pictures and messages show it.
    public var name: String
    /// Lays `root` out at a proposal: the root's size and every identified view's frame, in
    /// the root's coordinates.
    public var layout: @Sendable (AnyView, ProposedSize) throws -> (size: Size, frames: [String: Rect])

    public init(
        name: String,
        layout: @escaping @Sendable (AnyView, ProposedSize) throws -> (size: Size, frames: [String: Rect])
    ) {
        self.name = name
        self.layout = layout
    }
}
