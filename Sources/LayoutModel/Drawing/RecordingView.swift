/// A view whose content is visited through a ``RecordingVisitor``: what the content draws is
/// noted and identified on the way to the engine's own visitor.
struct RecordingView<Content: View>: PrimitiveView {
    var content: Content
    var context: DrawingContext

    func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        var recording = RecordingVisitor(inner: visitor, context: context)
        content.accept(&recording)
        visitor = recording.inner
    }
}

/// A composite view handed to the engine with its body recorded. It reflects as the view
/// itself, so an engine finds the view's `@State` and other dynamic properties in it.
struct RecordedComposite<Wrapped: View>: View, CustomReflectable {
    var view: Wrapped
    var context: DrawingContext

    var body: RecordingView<Wrapped.Body> { RecordingView(content: view.body, context: context) }

    var customMirror: Mirror { Mirror(reflecting: view) }
}

/// A user modifier around its content, handed to the engine as a composite view with its
/// body recorded; it reflects as the modifier, whose dynamic properties the engine binds.
struct RecordedModifier<Content: View, Modifier: ViewModifier>: View, CustomReflectable {
    var content: Content
    var modifier: Modifier
    var context: DrawingContext

    var body: RecordingView<Modifier.Body> {
        RecordingView(content: modifier.body(content: ModifierContent(content)), context: context)
    }

    var customMirror: Mirror { Mirror(reflecting: modifier) }
}

/// A view defined outside this module whose content is built later (a geometry reader's
/// closure): it gives the same view with that content recorded.
package protocol DrawingContentMapping {
    /// This view with `transform` applied to its content whenever the content is made.
    func mappingContent(_ transform: @escaping (AnyView) -> AnyView) -> AnyView
}
