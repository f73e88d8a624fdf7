/// Builds a scene out of the scenes listed in a `body`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        repeat each Content
    > {
        TupleScene(repeat each content)
    }
}

/// Several scenes side by side (what a `body` listing more than one builds).
public struct TupleScene<each Content: Scene>: Scene {
    public var scenes: (repeat each Content)

    public init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }

    public var body: Never { preconditionFailure("TupleScene is a primitive scene") }
}
