import LayoutModel

// The two walks over the render tree: sizing (what a node answers to a proposal) and
// placement (each node, given its final frame and the proposal it was sized for, places its
// children in root coordinates). Each rule family lives in its own file under `Rules/`;
// here is only the dispatch on the node's kind and what every node does (the size cache,
// identifiers, extras). The rules are numbered as in docs/ARCHITECTURE.md, "Preference
// engine".
//
// Both walks recurse, one level per node. The tree is never deeper than the evaluation that
// built it, which recursed deeper per level and was held to `PreferenceLayoutEngine.Options.maximumDepth`,
// so a tree that evaluated on this stack also sizes and places on it.

extension Node {
    /// The size this node takes for `p` (cached per proposal).
    ///
    /// - Complexity: O(subtree) on a cache miss, O(1) on a hit.
    func size(_ p: ProposedSize, _ core: EngineCore) -> Size {
        var p = p
        switch sizing {
        // Nodes that answer what their child answers keep no sizes of their own.
        case .child: if let child { return child.size(p, core) }
        case .cachedIgnoringHeight:
            // A text's size depends on the height only when it is too small (rule 18).
            if case .text(let text) = kind, Node.textNeedsHeight(text, p) { break }
            p.height = nil
        case .cached: break
        }
        let cache = sizeCache
        if let hit = cache.entry(for: p) {
            if cache.recent != hit { sizeCache.use(hit) }
            return cache.size(at: hit)
        }
        core.statistics.sizeComputations += 1
        let s = computeSize(p, core)
        sizeCache.store(s, for: p)
        return s
    }

    private func computeSize(_ p: ProposedSize, _ core: EngineCore) -> Size {
        switch kind {
        case .empty: .zero
        case .text(let text): Node.textSize(text, p)
        case .shape: p.replacingUnspecifiedDimensions()  // rule 1
        case .spacer(let minLength, let axis): Node.spacerSize(minLength: minLength, axis: axis, p)
        case .textField(let idealWidth, let height): Size(width: p.width ?? idealWidth, height: height)
        case .stack(let axis, _, let spacing): stackSize(p, axis: axis, spacing: spacing, core)
        case .zstack: zstackSize(p, core)
        case .padding(let insets): paddingSize(p, insets, core)
        case .frame(let width, let height, _): frameSize(p, width: width, height: height, core)
        case .flexibleFrame(let box): flexibleFrameSize(p, box.frame, core)
        case .fixedSize(let h, let v): child?.size(Node.fixedProposal(p, h, v), core) ?? .zero  // rule 5
        case .background, .overlay, .passthrough: child?.size(p, core) ?? .zero
        case .geometryReader: p.replacingUnspecifiedDimensions()  // rule 10
        case .viewThatFits(let axes): viewThatFitsSize(p, axes, core)
        case .grid(let spec): gridLayout(p, spec, core).size
        case .gridRow: gridRowSize(p, core)
        case .lazyHGrid(let spec): lazyHGridLayout(p, spec, core).size
        case .custom(let box): box.sizeThatFits(p, node: self, core)
        }
    }

    /// Places this node at `origin` with `size` (as answered for `p`) and then its subtree;
    /// a subtree whose placement nobody sees (see `placementMatters`) is left alone.
    ///
    /// - Complexity: O(subtree), sizes come from the caches filled while sizing.
    func place(at origin: Point, size: Size, proposal p: ProposedSize, _ core: EngineCore) {
        guard placementMatters else { return }
        let frame = Rect(origin: origin, size: size)
        if let identifier { core.placedIdentifiers.append((identifier, frame)) }
        let start = enterExtra(at: origin, core)
        placeContent(in: frame, proposal: p, core)
        leaveExtra(frame, from: start, core)
    }

    /// Places the children according to this node's kind.
    private func placeContent(in frame: Rect, proposal p: ProposedSize, _ core: EngineCore) {
        switch kind {
        case .empty, .text, .shape, .spacer, .textField:
            break
        case .stack(let axis, let crossAlignment, let spacing):
            placeStack(in: frame, p, axis: axis, crossAlignment: crossAlignment, spacing: spacing, core)
        case .zstack(let alignment): placeZStack(in: frame, p, alignment, core)
        case .padding(let insets): placePadding(in: frame, p, insets, core)
        case .frame(let width, let height, let alignment):
            placeFrame(in: frame, p, width: width, height: height, alignment: alignment, core)
        case .flexibleFrame(let box): placeFlexibleFrame(in: frame, p, box.frame, core)
        case .fixedSize(let h, let v):
            child?.place(at: frame.origin, size: frame.size, proposal: Node.fixedProposal(p, h, v), core)
        case .background(let alignment): placeBackground(in: frame, p, alignment, core)
        case .overlay(let alignment): placeOverlay(in: frame, p, alignment, core)
        case .passthrough: child?.place(at: frame.origin, size: frame.size, proposal: p, core)
        case .geometryReader(let content): content.place(self, frame: frame, core)
        case .viewThatFits(let axes): placeViewThatFits(in: frame, p, axes, core)
        case .grid(let spec): placeGrid(at: frame.origin, p, spec, core)
        case .gridRow: placeGridRow(in: frame, p, core)
        case .lazyHGrid(let spec): placeLazyHGrid(at: frame.origin, p, spec, core)
        case .custom(let box): box.placeSubviews(in: frame, proposal: p, node: self, core)
        }
    }

    /// Sizes `node` for `p` and places it aligned in `frame`, when its placement shows.
    func placeAligned(_ node: Node, in frame: Rect, proposal p: ProposedSize, _ alignment: Alignment,
                      _ core: EngineCore) {
        guard node.placementMatters else { return }
        let s = node.size(p, core)
        let origin = core.hasAlignmentGuides ? node.guided(s, in: frame, alignment) : Node.aligned(s, in: frame, alignment)
        node.place(at: origin, size: s, proposal: p, core)
    }

    static func aligned(_ s: Size, in frame: Rect, _ alignment: Alignment) -> Point {
        let o = alignment.offset(child: s, in: frame.size)
        return Point(x: frame.origin.x + o.x, y: frame.origin.y + o.y)
    }

    /// Rule 1 for a spacer: its minimum length on the stack's axis (on both outside a stack),
    /// or more if offered.
    static func spacerSize(minLength: Double, axis: Axis?, _ p: ProposedSize) -> Size {
        guard let axis else {
            return Size(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
        }
        var s = Size.zero
        s[axis] = max(minLength, p[axis] ?? minLength)
        return s
    }
}
