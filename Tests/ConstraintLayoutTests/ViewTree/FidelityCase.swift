import ConstraintLayout
import LayoutModel
import Testing

/// One hand-worked case of issue 24 (docs/ARCHITECTURE.md, "Alignment guides" and "Layout
/// modifiers and views"): a view, the proposal, and the frames SwiftUI's rules give, checked
/// in the constraint engine and the preference engine beside it (`expectFrames`).
struct FidelityCase {
    var view: AnyView
    var width: Double?
    var height: Double?
    var frames: [String: Rect]

    init<V: View>(_ view: V, _ width: Double?, _ height: Double?, _ frames: [String: Rect]) {
        self.view = AnyView(view)
        self.width = width
        self.height = height
        self.frames = frames
    }

    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectFrames(view, width, height, frames, sourceLocation: sourceLocation)
    }
}
