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

/// Builds a scene out of the scenes listed in a `body`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
}

/// Several scenes side by side (what a `body` listing more than one builds).
public struct TupleScene<each Content: Scene>: Scene {
    public var scenes: (repeat each Content)

    public init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }

    public var body: Never { preconditionFailure("TupleScene is a primitive scene") }
}

/// A scene the engine opens itself.
protocol PrimitiveScene {
    /// Lays out the windows of this scene and the scenes inside it, each at `size`.
    func layOutWindows(in size: Size, into results: inout [LayoutResult]) throws(LayoutError)
}

extension TupleScene: PrimitiveScene {
    func layOutWindows(in size: Size, into results: inout [LayoutResult]) throws(LayoutError) {
        for scene in repeat each scenes {
            try layOutSceneWindows(of: scene, in: size, into: &results)
        }
    }
}

/// Lays out every window of `scene` at `size`, in the order the scenes are listed.
///
/// - Complexity: one layout (until stable) per window.
func layOutSceneWindows<S: Scene>(of scene: S, in size: Size, into results: inout [LayoutResult]) throws(LayoutError) {
    if let primitive = scene as? any PrimitiveScene {
        try primitive.layOutWindows(in: size, into: &results)
    } else if S.Body.self != Never.self {
        try layOutSceneWindows(of: scene.body, in: size, into: &results)
    }
}
