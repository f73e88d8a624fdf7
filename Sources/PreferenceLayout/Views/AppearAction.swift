import LayoutModel

/// Runs an action once, after the first layout pass in which the modified view is laid out, as
/// SwiftUI's `onAppear` runs it when the view first appears.
///
/// The action may write `@State`; the engine then runs another pass, as after any observer.
/// It runs once per position in the tree for the engine's lifetime: a view removed and added
/// again at the same position does not run it again (SwiftUI would).
public struct AppearActionModifier: PrimitiveModifier, BuilderModifier {
    public var action: () -> Void

    public init(action: @escaping () -> Void) {
        self.action = action
    }

    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        dispatch(content: content, visitor: &visitor)
    }

    func build<Content: View>(content: Content, in builder: Builder) {
        let p = builder.nextPath()
        let node = builder.single(p, content)
        let action = self.action
        let place = builder.nearestIdentifier.map { " at \"\($0)\"" } ?? ""
        // An observer whose value never changes: delivered the first time only.
        let extra: Node.Extra = .geometryObserver(
            GeometryObserver(
                id: p, name: "onAppear\(place)",
                compute: { _ in true },
                isEqual: { ($0 as? Bool) == ($1 as? Bool) },
                action: { _ in action() }))
        builder.emit(node, extra: extra)
    }
}

extension View {
    /// Runs `action` after the first layout pass that lays this view out.
    ///
    /// - Parameter action: the work to do; it may write `@State`.
    /// - Returns: the view with the action attached.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, AppearActionModifier> {
        modifier(AppearActionModifier(action: action ?? {}))
    }
}
