import LayoutModel

// Sizing: what each node answers to a proposal, remembered per proposal. Here are the size
// caches and the dispatch on a node's kind; each kind's rule is in its file under `Rules/`
// (docs/ARCHITECTURE.md, "Layout rules"). A member answers its group's length, as the solver
// left it.
extension TreeLayout {
    /// The size `node` takes for `proposal` (remembered per proposal).
    ///
    /// - Complexity: O(subtree) when not remembered, O(1) otherwise.
    mutating func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        let key = ProposalKey(proposal)
        if let known = sizeCaches[node].size(for: key) { return known }
        statistics.sizeComputations += 1
        let computed = computeSize(node, proposal)
        sizeCaches[node].store(computed, for: key)
        return computed
    }

    private mutating func computeSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        switch tree.nodes[node].kind {
        case .empty:
            return .zero
        case .text(let text):
            return textSize(text, proposal)
        case .textField(let idealWidth, let height):
            return Self.textFieldSize(idealWidth: idealWidth, height: height, proposal)
        case .shape:
            return Self.shapeSize(proposal)
        case .spacer(let minLength, let axis):
            return Self.spacerSize(minLength: minLength, axis: axis, proposal)
        case .stack(let axis, _, let spacing, let spacerGaps):
            return stackSize(
                node, proposal, axis: axis, gaps: StackGaps(axis: axis, spacing: spacing, beside: spacerGaps))
        case .zstack(let alignment):
            return zstackSize(node, proposal, alignment)
        case .padding(let insets):
            return paddingSize(node, proposal, insets)
        case .frame(let width, let height, _):
            return frameSize(node, proposal, width: width, height: height)
        case .flexibleFrame(let frame):
            return flexibleFrameSize(node, tree.flexibleFrames[frame], proposal)
        case .fixedSize(let horizontal, let vertical):
            return fixedSizeSize(node, proposal, horizontal: horizontal, vertical: vertical)
        case .background, .overlay:
            return backgroundSize(node, proposal)
        case .member(let member):
            return memberSize(node, member, proposal)
        case .grid(let grid):
            return gridSize(tree.grids[grid])
        case .gridRow:
            return gridRowSize(node, proposal)
        case .cell(let column, let row):
            return cellSize(column: column, row: row)
        case .offset:
            return offsetSize(node, proposal)
        case .alignmentGuide:
            return alignmentGuideSize(node, proposal)
        case .position:
            return positionSize(node, proposal)
        case .aspectRatio(let ratio, let contentMode):
            return aspectRatioSize(node, proposal, ratio: ratio, contentMode: contentMode)
        case .image(let natural, let minimum):
            return Self.imageSize(natural: natural, resizableMinimum: minimum, proposal)
        case .scrollView(let axes):
            return scrollViewSize(node, proposal, axes)
        case .lazyStack(let axis, _, let spacing):
            return lazyStackSize(node, proposal, axis: axis, spacing: spacing)
        }
    }
}
