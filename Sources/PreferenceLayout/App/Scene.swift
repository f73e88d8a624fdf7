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
    /// Lays out the windows of this scene and the scenes inside it, each at `size`.
    func layOutWindows(in size: Size, into results: inout [PreferenceLayoutResult]) throws(PreferenceLayoutError)
}

extension TupleScene: PrimitiveScene {
    func layOutWindows(in size: Size, into results: inout [PreferenceLayoutResult]) throws(PreferenceLayoutError) {
        for scene in repeat each scenes {
            try layOutSceneWindows(of: scene, in: size, into: &results)
        }
    }
}

/// Lays out every window of `scene` at `size`, in the order the scenes are listed.
///
/// - Complexity: one layout (until stable) per window.
func layOutSceneWindows<S: Scene>(of scene: S, in size: Size, into results: inout [PreferenceLayoutResult]) throws(PreferenceLayoutError) {
    if let primitive = scene as? any PrimitiveScene {
        try primitive.layOutWindows(in: size, into: &results)
    } else if S.Body.self != Never.self {
        try layOutSceneWindows(of: scene.body, in: size, into: &results)
    }
}
