import Foundation
import LayoutModel

/// A program's entry point in SwiftUI's shape: `@main struct MyApp: App { var body: some
/// Scene { WindowGroup { ContentView() } } }` compiles and runs.
///
/// There is no screen and no event loop here. `main()` lays out each window's root once, at
/// ``defaultWindowSize``, running the engine's passes until its state is stable (so `onAppear`
/// actions and preference observers run), shows what it became, and returns: it prints the
/// frame of every view marked with `.id(_:)`, window by window, or, when the program is run
/// with `--svg FILE` or with the environment variable `LAYOUT_SVG=FILE`, writes each
/// window's picture there (`ImageRenderer`; the second window to `FILE-2.svg`). A layout
/// that fails (a tree too deep for the engine) or a file that cannot be written is reported
/// on standard error with exit status 1.
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene

    /// The scenes this app shows.
    @SceneBuilder var body: Body { get }

    /// A new app; `main()` makes one.
    init()
}

extension App {
    /// The size at which `main()` lays out a window: 800 × 600 points, a common default
    /// window size.
    public static var defaultWindowSize: Size { Size(width: 800, height: 600) }

    /// Makes the app, lays out each of its windows once and shows them (see ``App``).
    public static func main() {
        WindowOutput.showAndReport(Self().windows, size: defaultWindowSize, subject: "\(Self.self)")
    }

    /// The root view of each window of this app, in the order the scenes are listed.
    package var windows: [AnyView] {
        var roots: [AnyView] = []
        collectWindows(of: body, into: &roots)
        return roots
    }

    /// The layout of each window of this app at `size`, in the order the scenes are listed.
    ///
    /// - Parameter size: the window size.
    /// - Returns: one result per window.
    /// - Throws: what ``PreferenceLayoutEngine/layout(in:)`` throws, for the first window that fails.
    /// - Complexity: one layout (until stable) per window.
    package func layOutWindows(in size: Size) throws(PreferenceLayoutError) -> [PreferenceLayoutResult] {
        var results: [PreferenceLayoutResult] = []
        for root in windows { results.append(try PreferenceLayoutEngine(root: root).layout(in: size)) }
        return results
    }
}
