import LayoutModel

// The two walks over the render tree: sizing (what a node answers to a proposal) and
// placement (each node, given its final frame and the proposal it was sized for, places its
// children in root coordinates). Each rule lives in its file under `Rules/`, named as in the
// other engine; here is only the dispatch on the node's kind and what every node does (the
// size cache, identifiers, extras). The rules are numbered as in docs/ARCHITECTURE.md,
// "Layout rules".
//
// Both walks recurse, one level per node. The tree is never deeper than the evaluation that
// built it, which recursed deeper per level and was held to `PreferenceLayoutEngine.Options.maximumDepth`,
// so a tree that evaluated on this stack also sizes and places on it.

extension Node {
    /// The size this node takes for `proposal` (cached per proposal).
    ///
    /// - Complexity: O(subtree) on a cache miss, O(1) on a hit.
    func size(_ proposal: ProposedSize, _ core: EngineCore) -> Size {
        var proposal = proposal
        switch sizing {
        // Nodes that answer what their child answers keep no sizes of their own.
        case .child: if let child { return child.size(proposal, core) }
        case .cachedIgnoringHeight:
            // A text's size depends on the height only when it is too small (rule 18).
            if case .text(let text) = kind, Node.textNeedsHeight(text, proposal) { break }
            proposal.height = nil
        case .cached: break
        }
        let cache = sizeCache
        if let hit = cache.entry(for: proposal) {
            if cache.recent != hit { sizeCache.use(hit) }
            return cache.size(at: hit)
        }
        core.statistics.sizeComputations += 1
        let computed = computeSize(proposal, core)
        sizeCache.store(computed, for: proposal)
        return computed
    }

    private func computeSize(_ proposal: ProposedSize, _ core: EngineCore) -> Size {
        switch kind {
        case .empty: .zero
        case .text(let text): Node.textSize(text, proposal)
        case .shape: Node.shapeSize(proposal)
        case .spacer(let minLength, let axis): Node.spacerSize(minLength: minLength, axis: axis, proposal)
        case .textField(let idealWidth, let height):
            Node.textFieldSize(idealWidth: idealWidth, height: height, proposal)
        case .stack(let axis, _, let spacing): stackSize(proposal, axis: axis, spacing: spacing, core)
        case .zstack: zstackSize(proposal, core)
        case .padding(let insets): paddingSize(proposal, insets, core)
        case .frame(let width, let height, _): frameSize(proposal, width: width, height: height, core)
        case .flexibleFrame(let box): flexibleFrameSize(proposal, box.frame, core)
        case .fixedSize(let horizontal, let vertical):
            fixedSizeSize(proposal, horizontal: horizontal, vertical: vertical, core)
        case .background, .overlay, .passthrough: child?.size(proposal, core) ?? .zero
        case .geometryReader: geometryReaderSize(proposal)
        case .viewThatFits(let axes): viewThatFitsSize(proposal, axes, core)
        case .grid(let spec): gridLayout(proposal, spec, core).size
        case .gridRow: gridRowSize(proposal, core)
        case .lazyHGrid(let spec): lazyHGridLayout(proposal, spec, core).size
        case .custom(let box): box.sizeThatFits(proposal, node: self, core)
        }
    }

    /// Places this node at `origin` with `size` (as answered for `proposal`) and then its
    /// subtree; a subtree whose placement nobody sees (see `placementMatters`) is left alone.
    ///
    /// - Complexity: O(subtree), sizes come from the caches filled while sizing.
    func place(at origin: Point, size: Size, proposal: ProposedSize, _ core: EngineCore) {
        guard placementMatters else { return }
        let frame = Rect(origin: origin, size: size)
        if let identifier { core.placedIdentifiers.append((identifier, frame)) }
        let start = enterExtra(at: origin, core)
        placeContent(in: frame, proposal: proposal, core)
        leaveExtra(frame, from: start, core)
    }

    /// Places the children according to this node's kind.
    private func placeContent(in frame: Rect, proposal: ProposedSize, _ core: EngineCore) {
        switch kind {
        case .empty, .text, .shape, .spacer, .textField:
            break
        case .stack(let axis, let crossAlignment, let spacing):
            placeStack(in: frame, proposal, axis: axis, crossAlignment: crossAlignment, spacing: spacing, core)
        case .zstack(let alignment): placeZStack(in: frame, proposal, alignment, core)
        case .padding(let insets): placePadding(in: frame, proposal, insets, core)
        case .frame(let width, let height, let alignment):
            placeFrame(in: frame, proposal, width: width, height: height, alignment: alignment, core)
        case .flexibleFrame(let box): placeFlexibleFrame(in: frame, proposal, box.frame, core)
        case .fixedSize(let horizontal, let vertical):
            placeFixedSize(in: frame, proposal, horizontal: horizontal, vertical: vertical, core)
        case .background(let alignment): placeBackground(in: frame, proposal, alignment, core)
        case .overlay(let alignment): placeOverlay(in: frame, proposal, alignment, core)
        case .passthrough: child?.place(at: frame.origin, size: frame.size, proposal: proposal, core)
        case .geometryReader(let content): content.place(self, frame: frame, core)
        case .viewThatFits(let axes): placeViewThatFits(in: frame, proposal, axes, core)
        case .grid(let spec): placeGrid(at: frame.origin, proposal, spec, core)
        case .gridRow: placeGridRow(in: frame, proposal, core)
        case .lazyHGrid(let spec): placeLazyHGrid(at: frame.origin, proposal, spec, core)
        case .custom(let box): box.placeSubviews(in: frame, proposal: proposal, node: self, core)
        }
    }

    /// Sizes `node` for `proposal` and places it aligned in `frame` (its alignment lines on the
    /// frame's default lines), when its placement shows.
    func placeAligned(
        _ node: Node, in frame: Rect, proposal: ProposedSize, _ alignment: Alignment,
        _ core: EngineCore
    ) {
        guard node.placementMatters else { return }
        let nodeSize = node.size(proposal, core)
        let origin =
            core.hasAlignmentGuides
            ? node.guided(nodeSize, proposal: proposal, in: frame, alignment, core)
            : Node.aligned(nodeSize, in: frame, alignment)
        node.place(at: origin, size: nodeSize, proposal: proposal, core)
    }

    /// Where a child of `childSize` goes when aligned in `frame` by its edges.
    static func aligned(_ childSize: Size, in frame: Rect, _ alignment: Alignment) -> Point {
        let offset = alignment.offset(child: childSize, in: frame.size)
        return Point(x: frame.origin.x + offset.x, y: frame.origin.y + offset.y)
    }

}
