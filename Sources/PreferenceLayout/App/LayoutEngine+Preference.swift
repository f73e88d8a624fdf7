import LayoutModel

extension LayoutEngine {
    /// The preference engine, with its default options, for `ImageRenderer`.
    public static var preference: LayoutEngine {
        LayoutEngine(name: "preference") { root, proposal in
            let result = try PreferenceLayoutEngine(root: root).layout(proposal: proposal)
            return (result.size, result.frames)
        }
    }
}

extension ImageRenderer {
    /// A renderer of `content` laid out by the preference engine, as SwiftUI's
    /// `ImageRenderer(content:)` renders with SwiftUI's layout.
    public init(content: Content) {
        self.init(content: content, engine: .preference)
    }
}
