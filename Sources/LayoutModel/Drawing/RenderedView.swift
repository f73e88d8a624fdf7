/// A view laid out and drawn by ``ImageRenderer``.
public struct RenderedView: Sendable {
    /// The root's size.
    public var size: Size
    /// The frame of every view marked with `.id(_:)`, in the root's coordinates.
    public var frames: [String: Rect]
    /// What the tree draws, by generated identifiers (see ``drawingFrames``).
    public var drawing: ViewDrawing
    /// The frames of the drawing's views.
    public var drawingFrames: [String: Rect]
    /// The picture as an SVG document.
    public var svg: String

    /// The identified views' frames as lines of text, top to bottom and left to right:
    /// `user.label: (16.0, 16.0) 81.125×18.625`.
    public var frameListing: String {
        frames.sorted { a, b in
            (a.value.minY, a.value.minX, a.key) < (b.value.minY, b.value.minX, b.key)
        }.map { "\($0.key): \($0.value)\n" }.joined()
    }
}
