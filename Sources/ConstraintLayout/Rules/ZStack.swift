import LayoutModel

// `ZStack`: docs/ARCHITECTURE.md, "Layout rules", rules 8, 15 and 21. Every child is proposed
// the stack's proposal; the stack takes its size from its children of the highest layout
// priority only; when placing, it proposes its own final size to each child and aligns every
// child to where those children put the alignment guide (a lower-priority child may overflow).
// With alignment guides in the tree, the children's guides are lined up (`AlignmentGuides.swift`).
extension TreeLayout {
    /// Rule 15: the children of the highest priority get the proposal; the stack is as large
    /// as the largest of them (the extent of their lined-up guides, with guides in the tree).
    mutating func zstackSize(_ node: Int, _ proposal: ProposedSize, _ alignment: Alignment) -> Size {
        let top = highestPriority(amongChildrenOf: node)
        if !tree.alignmentGuides.isEmpty { return guidedZStackSize(node, proposal, alignment, top: top) }
        var stack = Size.zero
        for child in tree.children(of: node) where tree.nodes[child].priority == top {
            let childSize = size(child, proposal)
            stack.width = max(stack.width, childSize.width)
            stack.height = max(stack.height, childSize.height)
        }
        return stack
    }

    /// Rule 21: every child is proposed the stack's own size and aligned as the children of the
    /// highest priority are (their alignment lines, at that size, the farthest in).
    mutating func placeZStack(_ node: Int, _ nodeSize: Size, _ alignment: Alignment) {
        let childProposal = ProposedSize(nodeSize)
        let top = highestPriority(amongChildrenOf: node)
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        var lineX = -Double.infinity
        var lineY = -Double.infinity
        let guided = !tree.alignmentGuides.isEmpty
        for child in tree.children(of: node) where tree.nodes[child].priority == top {
            let childSize = size(child, childProposal)
            lineX = max(
                lineX,
                guided
                    ? alignmentValue(child, .horizontal, fx, size: childSize, proposal: childProposal)
                    : guidePosition(in: childSize.width, at: fx))
            lineY = max(
                lineY,
                guided
                    ? alignmentValue(child, .vertical, fy, size: childSize, proposal: childProposal)
                    : guidePosition(in: childSize.height, at: fy))
        }
        for child in tree.children(of: node) {
            let childSize = size(child, childProposal)
            if guided {
                setOrigin(
                    child, lineX - alignmentValue(child, .horizontal, fx, size: childSize, proposal: childProposal),
                    lineY - alignmentValue(child, .vertical, fy, size: childSize, proposal: childProposal))
            } else {
                setOrigin(
                    child, lineX - guidePosition(in: childSize.width, at: fx),
                    lineY - guidePosition(in: childSize.height, at: fy))
            }
            place(child, size: childSize, proposal: childProposal)
        }
    }

    /// The highest layout priority among `node`'s children (0 without children).
    func highestPriority(amongChildrenOf node: Int) -> Double {
        var top = -Double.infinity
        for child in tree.children(of: node) { top = max(top, tree.nodes[child].priority) }
        return tree.nodes[node].childCount == 0 ? 0 : top
    }
}
