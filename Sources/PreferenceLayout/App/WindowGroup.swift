import LayoutModel

/// A scene showing `content` in a window, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    /// The window's root view.
    public var content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window titled `title` showing `content` (the title is not drawn).
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { preconditionFailure("WindowGroup is a primitive scene") }
}

extension WindowGroup: PrimitiveScene {
    func collectWindows(into roots: inout [AnyView]) {
        roots.append(AnyView(content))
    }
}
