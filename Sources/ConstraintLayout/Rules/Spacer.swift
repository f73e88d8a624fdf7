import LayoutModel

// Spacers: docs/ARCHITECTURE.md, "Layout rules", rules 16 and 19. A spacer is its minimum length
// (or more if offered) along its stack's axis, on both axes outside a stack; it sizes after
// every other child of its stack (its priority is the lowest, set when it is compiled), and its
// stack's axis reaches it through its modifiers (`TreeCompiler.stackAxis`). What it asks of its
// neighbours is in `Spacing.swift`.
extension TreeLayout {
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

extension TreeCompiler {
    /// Gives the spacers among the pending nodes from `start` on that have no axis yet the
    /// axis of the stack that takes them (rule 19).
    mutating func settleSpacers(_ axis: Axis, pendingFrom start: Int) {
        for k in start..<pending.count {
            let child = pending[k]
            if case .spacer(let minLength, nil) = tree.nodes[child].kind {
                tree.nodes[child].kind = .spacer(minLength: minLength, axis: axis)
                tree.nodes[child].spacerWishes = SpacerWishes(.along(axis))
            }
        }
    }
}
