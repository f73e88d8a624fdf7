import LayoutModel

// Shapes and colours: docs/ARCHITECTURE.md, "Layout rules", rule 1.
extension TreeLayout {
    /// Rule 1: the proposal, an unspecified axis 10.
    static func shapeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}
