import LayoutModel

// `ViewThatFits` (preference engine only): docs/ARCHITECTURE.md, "Layout rules", rule 11. It
// picks the first child whose ideal size fits on the constrained axes, else the last, and is
// that child's size.

extension Node {
    /// Rule 11: the size of the child `chooseFitting` picks.
    func viewThatFitsSize(_ proposal: ProposedSize, _ axes: Axis.Set, _ core: EngineCore) -> Size {
        children.isEmpty ? .zero : children[chooseFitting(proposal, axes: axes, core)].size(proposal, core)
    }

    func placeViewThatFits(in frame: Rect, _ proposal: ProposedSize, _ axes: Axis.Set, _ core: EngineCore) {
        guard !children.isEmpty else { return }
        children[chooseFitting(proposal, axes: axes, core)].place(
            at: frame.origin, size: frame.size, proposal: proposal, core)
    }

    /// Rule 11: the first child whose ideal size fits on the constrained axes, else the last.
    func chooseFitting(_ proposal: ProposedSize, axes: Axis.Set, _ core: EngineCore) -> Int {
        let h = axes.contains(.horizontal)
        let v = axes.contains(.vertical)
        let ideal = ProposedSize(width: h ? nil : proposal.width, height: v ? nil : proposal.height)
        for (i, child) in children.enumerated() {
            let s = child.size(ideal, core)
            let fitsW = !h || proposal.width.map { s.width <= $0 } ?? true
            let fitsH = !v || proposal.height.map { s.height <= $0 } ?? true
            if fitsW && fitsH { return i }
        }
        return children.count - 1
    }
}
