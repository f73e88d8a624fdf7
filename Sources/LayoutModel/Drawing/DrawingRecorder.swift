/// Collects what a view tree draws while an engine lays it out (docs/ARCHITECTURE.md,
/// "Pictures").
///
/// ``root(_:)`` wraps a tree so that every view that draws something gets an identifier of
/// its own, its position in the tree, and is noted here with its style; the engine then
/// gives its frame like any identified view's. An identifier is no layout, so the frames of
/// the rest are those of the tree alone. The walk goes through the engine: composite views
/// are evaluated by the engine, with their state, and only the views the engine reaches are
/// noted.
package final class DrawingRecorder {
    /// What generated identifiers start with.
    package static let identifierPrefix = "#drawn"

    private var drawing = ViewDrawing()
    /// Each noted identifier's position for painting: later positions are painted over
    /// earlier ones, compared element by element.
    private var positions: [String: [Int]] = [:]

    package init() {}

    /// `view` with every view that draws something identified and noted here.
    package func root<Content: View>(_ view: Content) -> some View {
        RecordingView(content: view, context: DrawingContext(recorder: self))
    }

    /// Whether `identifier` is one this recorder generates.
    package static func isGenerated(_ identifier: String) -> Bool {
        identifier.hasPrefix(identifierPrefix)
    }

    /// What was noted, in painting order. A view noted in an earlier pass of the engine and
    /// not reached since has no frame in the layout, and is not drawn.
    package var result: ViewDrawing {
        var out = drawing
        out.paintOrder = positions.sorted { $0.value.lexicographicallyPrecedes($1.value) }.map(\.key)
        return out
    }

    func note(_ view: DrawnView, at context: DrawingContext) {
        drawing.views[context.identifier] = view
        positions[context.identifier] = context.position
    }

    func noteClip(radius: Double, at context: DrawingContext) {
        drawing.clips[context.identifier] = radius
    }
}

/// Where a view is in the tree being recorded, and the style it inherits.
struct DrawingContext {
    let recorder: DrawingRecorder
    /// The view's generated identifier, a path from the root.
    var identifier = DrawingRecorder.identifierPrefix
    /// The view's position for painting.
    var position: [Int] = []
    var style = DrawingStyle()

    init(recorder: DrawingRecorder) {
        self.recorder = recorder
    }

    /// The context of the `index`th view a visit of this view's content meets.
    func child(_ index: Int) -> DrawingContext {
        var copy = self
        copy.identifier += ".\(index)"
        copy.position.append(index)
        return copy
    }

    /// This context with a layer of its own among the parts of the same view: 0 a
    /// background, 1 the view, 2 an overlay or border.
    func layer(_ layer: Int) -> DrawingContext {
        var copy = self
        copy.identifier += "-\(layer)"
        copy.position.append(layer)
        return copy
    }
}
