import LayoutModel

// Spacers: docs/ARCHITECTURE.md, "Layout rules", rules 16 and 19. A spacer is its minimum length
// (or more if offered) along its stack's axis, on both axes outside a stack; it sizes after
// every other child of its stack (its priority is the lowest, set when it is built), and its
// stack's axis reaches it through its modifiers (`settleSpacers`). What it asks of its
// neighbours is in `Spacing.swift`.

extension Node {
    /// A spacer's size: its minimum length on its stack's axis (on both outside a stack), or
    /// more if offered.
    static func spacerSize(minLength: Double, axis: Axis?, _ proposal: ProposedSize) -> Size {
        guard let axis else {
            return Size(
                width: max(minLength, proposal.width ?? minLength),
                height: max(minLength, proposal.height ?? minLength))
        }
        var spacer = Size.zero
        spacer[axis] = max(minLength, proposal[axis] ?? minLength)
        return spacer
    }
}

extension EngineCore {
    /// Gives each spacer among a new node's children the axis it spaces along (rule 19): the
    /// stack's axis inside a stack, none elsewhere, reaching it through the modifiers around
    /// it (padding, frames, fixedSize, identifiers, extras, offsets, positions, aspect ratios,
    /// guides, backgrounds and overlays, both their primary and their secondary views), as
    /// SwiftUI's stack orientation reaches a
    /// modified spacer. A modifier leaves its child's axis to the container above it. A
    /// spacer whose axis changes loses its caches, and so does every modifier node between it
    /// and the container.
    func settleSpacers(_ children: [Node], _ child: Node?, _ secondary: Node?, for kind: Node.Kind) {
        let axis: Axis?
        switch kind {
        case .stack(let a, _, _): axis = a
        default:
            // The container above a modifier settles its chain.
            if kind.isSpacerTransparent { return }
            axis = nil
        }
        for c in children { settleSpacer(in: c, axis) }
        if let child { settleSpacer(in: child, axis) }
        if let secondary { settleSpacer(in: secondary, axis) }
    }

    /// Gives the spacers at the ends of `node`'s modifier chain (the primary view's, and
    /// each background's and overlay's) `axis`.
    ///
    /// - Returns: whether a spacer changed (the nodes on its way are then invalidated).
    @discardableResult
    func settleSpacer(in node: Node, _ axis: Axis?) -> Bool {
        if case .spacer(let m, let currentAxis) = node.kind {
            guard currentAxis != axis else { return false }
            node.kind = .spacer(minLength: m, axis: axis)
        } else {
            guard node.kind.isSpacerTransparent else { return false }
            var changed = false
            if let secondary = node.secondary, settleSpacer(in: secondary, axis) { changed = true }
            if let child = node.child, settleSpacer(in: child, axis) { changed = true }
            // A layout modifier (offset, position, aspect ratio, guide) keeps its one child among
            // its children.
            if case .custom = node.kind, let child = node.children.first, settleSpacer(in: child, axis) {
                changed = true
            }
            guard changed else { return false }
        }
        node.invalidate()
        markChanged(node)
        return true
    }
}

extension Node.Kind {
    /// Whether a spacer under a node of this kind still spaces along its container's stack
    /// axis (rule 19).
    var isSpacerTransparent: Bool {
        switch self {
        case .padding, .frame, .flexibleFrame, .fixedSize, .passthrough, .background, .overlay: true
        case .custom(let box): box is ModifierLayoutBox
        default: false
        }
    }
}
