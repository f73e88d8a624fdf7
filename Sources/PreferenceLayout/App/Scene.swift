import LayoutModel

/// A part of an app's user interface with a life of its own, as SwiftUI's `Scene`: here, a
/// ``WindowGroup`` or a scene made of others through `body`.
public protocol Scene {
    /// The scene this scene is made of (`Never` for a primitive scene).
    associatedtype Body: Scene

    /// The content of a composite scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the engine opens itself.
protocol PrimitiveScene {
    /// Adds the root view of each window of this scene and the scenes inside it.
    func collectWindows(into roots: inout [AnyView])
}

extension TupleScene: PrimitiveScene {
    func collectWindows(into roots: inout [AnyView]) {
        for scene in repeat each scenes {
            PreferenceLayout.collectWindows(of: scene, into: &roots)
        }
    }
}

/// Adds the root view of every window of `scene`, in the order the scenes are listed.
func collectWindows<S: Scene>(of scene: S, into roots: inout [AnyView]) {
    if let primitive = scene as? any PrimitiveScene {
        primitive.collectWindows(into: &roots)
    } else if S.Body.self != Never.self {
        collectWindows(of: scene.body, into: &roots)
    }
}
