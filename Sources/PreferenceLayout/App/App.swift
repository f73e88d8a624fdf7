import Foundation
import LayoutModel

/// A program's entry point in SwiftUI's shape: `@main struct MyApp: App { var body: some
/// Scene { WindowGroup { ContentView() } } }` compiles and runs.
///
/// There is no screen and no event loop here. `main()` lays out each window's root once, at
/// ``defaultWindowSize``, running the engine's passes until its state is stable (so `onAppear`
/// actions and preference observers run), draws nothing and prints nothing, and returns. A
/// layout that fails (a tree too deep for the engine) is reported on standard error with exit
/// status 1.
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

    /// Makes the app and lays out each of its windows once (see ``App``).
    public static func main() {
        do {
            _ = try Self().layOutWindows(in: defaultWindowSize)
        } catch {
            FileHandle.standardError.write(Data("\(Self.self): \(error)\n".utf8))
            exit(1)
        }
    }

    /// The layout of each window of this app at `size`, in the order the scenes are listed.
    ///
    /// - Parameter size: the window size.
    /// - Returns: one result per window.
    /// - Throws: what ``PreferenceLayoutEngine/layout(in:)`` throws, for the first window that fails.
    /// - Complexity: one layout (until stable) per window.
    package func layOutWindows(in size: Size) throws(PreferenceLayoutError) -> [PreferenceLayoutResult] {
        var results: [PreferenceLayoutResult] = []
        try layOutSceneWindows(of: body, in: size, into: &results)
        return results
    }
}
