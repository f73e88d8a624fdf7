import LayoutModel

// Placement: each node, given its size and the proposal it was sized for, sets its children's
// origins relative to its own. Here is the dispatch on a node's kind and what every node does;
// each kind's rule is in its file under `Rules/` (docs/ARCHITECTURE.md, "Layout rules"). A
// subtree placed before with the same proposal and size, and nothing changed below it since,
// keeps its origins.
extension TreeLayout {
    /// Places `node` with `nodeSize` (as answered for `proposal`) and then its subtree.
    ///
    /// - Complexity: O(changed subtree); sizes come from what sizing remembered.
    mutating func place(_ node: Int, size nodeSize: Size, proposal: ProposedSize) {
        let key = ProposalKey(proposal)
        let previous = placedKey[node] == key ? Size(width: width[node], height: height[node]) : nil
        if !dirty[node], previous == nodeSize { return }
        dirty[node] = false
        placedKey[node] = key
        setSize(node, nodeSize)
        switch tree.nodes[node].kind {
        case .empty, .text, .shape, .spacer, .textField, .cell, .image:
            break
        case .stack(let axis, let crossAlignment, let spacing, let spacerGaps):
            placeStack(
                node, nodeSize, proposal, axis: axis, crossAlignment: crossAlignment,
                gaps: StackGaps(axis: axis, spacing: spacing, beside: spacerGaps), reproposeCross: true)
        case .gridRow:
            placeGridRow(node, nodeSize, proposal)
        case .zstack(let alignment):
            placeZStack(node, nodeSize, alignment)
        case .padding(let insets):
            placePadding(node, proposal, insets)
        case .frame(let width, let height, let alignment):
            placeFrame(node, nodeSize, proposal, width: width, height: height, alignment: alignment)
        case .flexibleFrame(let frame):
            placeFlexibleFrame(node, nodeSize, proposal, tree.flexibleFrames[frame])
        case .fixedSize(let horizontal, let vertical):
            placeFixedSize(node, nodeSize, proposal, horizontal: horizontal, vertical: vertical)
        case .background(let alignment), .overlay(let alignment):
            placeBackground(node, nodeSize, proposal, alignment)
        case .member(let member):
            placeMember(node, member, nodeSize, proposal)
        case .grid(let grid):
            placeGrid(node, tree.grids[grid], nodeSize)
        case .offset(let x, let y):
            placeOffset(node, nodeSize, proposal, x: x, y: y)
        case .alignmentGuide:
            placeAlignmentGuide(node, nodeSize, proposal)
        case .position(let x, let y):
            placePosition(node, nodeSize, x: x, y: y)
        case .aspectRatio(let ratio, let contentMode):
            placeAspectRatio(node, nodeSize, proposal, ratio: ratio, contentMode: contentMode)
        case .scrollView(let axes):
            placeScrollView(node, proposal, axes)
        case .lazyStack(let axis, let crossAlignment, let spacing):
            placeLazyStack(node, nodeSize, axis: axis, crossAlignment: crossAlignment, spacing: spacing)
        }
    }

    /// Sizes `child` for `childProposal` and places it aligned in `container`: with its
    /// alignment guides lined up on the container's default lines (a frame, a background, an
    /// overlay), or by its edges only (`guided` false: a grid cell).
    mutating func placeAligned(
        _ child: Int, proposal childProposal: ProposedSize, in container: Size,
        _ alignment: Alignment, guided: Bool = true
    ) {
        let childSize = size(child, childProposal)
        if guided, !tree.alignmentGuides.isEmpty {
            let fx = alignment.horizontal.fraction
            let fy = alignment.vertical.fraction
            setOrigin(
                child,
                guidePosition(in: container.width, at: fx)
                    - alignmentValue(child, .horizontal, fx, size: childSize, proposal: childProposal),
                guidePosition(in: container.height, at: fy)
                    - alignmentValue(child, .vertical, fy, size: childSize, proposal: childProposal))
        } else {
            setOrigin(child, alignment, childSize, in: container)
        }
        place(child, size: childSize, proposal: childProposal)
    }

    mutating func setOrigin(_ child: Int, _ x: Double, _ y: Double) {
        statistics.originsWritten += 1
        originX[child] = x
        originY[child] = y
        if !(abs(x) <= 1e300 && abs(y) <= 1e300) { mayBeNonFinite = true }
    }

    mutating func setSize(_ node: Int, _ size: Size) {
        width[node] = size.width
        height[node] = size.height
        if !(abs(size.width) <= 1e300 && abs(size.height) <= 1e300) { mayBeNonFinite = true }
    }

    mutating func setOrigin(_ child: Int, _ alignment: Alignment, _ childSize: Size, in container: Size) {
        let offset = alignment.offset(child: childSize, in: container)
        setOrigin(child, offset.x, offset.y)
    }
}
