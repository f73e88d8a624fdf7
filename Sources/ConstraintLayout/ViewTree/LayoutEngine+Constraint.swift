import LayoutModel

extension LayoutEngine {
    /// The constraint engine, with its default options, for `ImageRenderer`.
    public static var constraint: LayoutEngine {
        LayoutEngine(name: "constraint") { root, proposal in
            let result = try ConstraintLayoutEngine(root: root).layout(proposal: proposal)
            return (result.size, result.frames)
        }
    }
}
