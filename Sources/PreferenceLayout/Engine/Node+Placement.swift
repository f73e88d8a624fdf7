import LayoutModel

// The placement half of DESIGN §6's rules: each node, given its final frame and the proposal
// it was sized for, places its children (in root coordinates).

extension Node {
    /// Places this node at `origin` with `size` (as answered for `p`) and then its subtree;
    /// a subtree whose placement nobody sees (see `placementMatters`) is left alone.
    ///
    /// - Complexity: O(subtree), sizes come from the caches filled while sizing.
    func place(at origin: Point, size: Size, proposal p: ProposedSize, _ core: EngineCore) {
        guard placementMatters else { return }
        if let identifier { core.placedIdentifiers.append((identifier, Rect(origin: origin, size: size))) }
        guard extra != nil else {
            placeContent(at: origin, size: size, proposal: p, core)
            return
        }
        let start = enterExtra(at: origin, core)
        placeContent(at: origin, size: size, proposal: p, core)
        leaveExtra(Rect(origin: origin, size: size), from: start, core)
    }

    /// What this node's extra does before its subtree is placed: a coordinate space is
    /// entered. Returns where the subtree's preferences will start in the log.
    @inline(__always)
    func enterExtra(at origin: Point, _ core: EngineCore) -> Int {
        if case .coordinateSpace(let name) = extra { core.namedSpaces.append((name, origin)) }
        return core.preferenceLog.count
    }

    /// What this node's extra does once its subtree (published from `start` on) is placed.
    @inline(__always)
    func leaveExtra(_ frame: Rect, from start: Int, _ core: EngineCore) {
        switch extra {
        case nil:
            break
        case .coordinateSpace:
            core.namedSpaces.removeLast()
        case .geometryObserver(let observer):
            core.observeGeometry(observer, proxy: GeometryProxy(frame: frame, namedSpaces: core.namedSpaces))
        case .preference(let published):
            core.replacePreferences(from: start, with: published)
        case .preferenceObserver(let observer):
            core.observePreferences(observer, from: start)
        }
    }

    /// Places the children according to this node's kind.
    private func placeContent(at origin: Point, size: Size, proposal p: ProposedSize, _ core: EngineCore) {
        let frame = Rect(origin: origin, size: size)
        switch kind {
        case .empty, .text, .shape, .spacer, .textField:
            break
        case .stack(let axis, let crossAlignment, let spacing):
            stackChildSizes(p, axis: axis, spacing: spacing, core)
            // Under a nil cross proposal the children are placed with the stack's own cross
            // length, as SwiftUI does (what makes `.frame(maxWidth: .infinity)` children of a
            // `fixedSize` stack equally wide).
            let crossProposal = p[axis.cross] ?? size[axis.cross]
            var cursor = axis == .horizontal ? origin.x : origin.y
            let entries = stackEntriesComputed.elements
            forEachChildPlacing(core) { i, child in
                var cp = Node.stackProposal(entries[i], p, axis: axis)
                var s = entries[i].size
                if p[axis.cross] == nil {
                    cp[axis.cross] = crossProposal
                    s = child.size(cp, core)
                }
                let crossOffset = (size[axis.cross] - s[axis.cross]) * crossAlignment
                let childOrigin = axis == .horizontal
                    ? Point(x: cursor, y: origin.y + crossOffset)
                    : Point(x: origin.x + crossOffset, y: cursor)
                child.place(at: childOrigin, size: s, proposal: cp, core)
                cursor += s[axis] + spacing
            }
        case .zstack(let alignment):
            for child in children where child.placementMatters {
                let s = child.size(p, core)
                child.place(at: Node.aligned(s, in: frame, alignment), size: s, proposal: p, core)
            }
        case .padding(let insets):
            let cp = Node.inset(p, insets)
            withChild { child in
                guard child.placementMatters else { return }
                let s = child.size(cp, core)
                child.place(at: Point(x: origin.x + insets.leading, y: origin.y + insets.top), size: s, proposal: cp, core)
            }
        case .frame(let width, let height, let alignment):
            let cp = ProposedSize(width: width ?? p.width, height: height ?? p.height)
            withChild { child in
                guard child.placementMatters else { return }
                let s = child.size(cp, core)
                child.place(at: Node.aligned(s, in: frame, alignment), size: s, proposal: cp, core)
            }
        case .framedBackground(let width, let height, let alignment, let background):
            // The primary view placed as `.frame` places its child; the background over it,
            // and first: its preferences come before its primary view's.
            let cp = ProposedSize(width: width ?? p.width, height: height ?? p.height)
            withChild { child in
                let s = child.size(cp, core)
                let childFrame = Rect(origin: Node.aligned(s, in: frame, alignment), size: s)
                placeSecondary(background, in: childFrame, core)
                if child.placementMatters { child.place(at: childFrame.origin, size: s, proposal: cp, core) }
            }
        case .flexibleFrame:
            let f = withKindObject(FlexibleFrame.self) { $0.frame }
            let cp = Node.flexibleChildProposal(f, p)
            withChild { child in
                guard child.placementMatters else { return }
                let s = child.size(cp, core)
                child.place(at: Node.aligned(s, in: frame, f.alignment), size: s, proposal: cp, core)
            }
        case .fixedSize(let h, let v):
            let cp = Node.fixedProposal(p, h, v)
            withChild { $0.place(at: origin, size: size, proposal: cp, core) }
        case .background(let alignment):
            // The background first: its preferences come before its primary view's.
            placeSecondary(alignment, in: frame, core)
            withChild { $0.place(at: origin, size: size, proposal: p, core) }
        case .overlay(let alignment):
            withChild { $0.place(at: origin, size: size, proposal: p, core) }
            placeSecondary(alignment, in: frame, core)
        case .passthrough:
            withChild { $0.place(at: origin, size: size, proposal: p, core) }
        case .geometryReader:
            // The kind keeps holding the content meanwhile: what placing it builds cannot
            // take this node again (a build takes each previous node once per pass).
            withKindObject(GeometryReaderContent.self) { $0.place(self, frame: frame, core) }
        case .viewThatFits(let axes):
            guard !children.isEmpty else { break }
            children[chooseFitting(p, axes: axes, core)].place(at: origin, size: size, proposal: p, core)
        case .grid(let spec):
            placeGrid(at: origin, p, spec, core)
        case .gridRow:
            stackChildSizes(p, axis: .horizontal, spacing: defaultSpacing, core)
            var x = origin.x
            let entries = stackEntriesComputed.elements
            for (i, child) in children.enumerated() {
                let s = entries[i].size
                child.place(at: Point(x: x, y: origin.y + (size.height - s.height) / 2), size: s,
                            proposal: Node.stackProposal(entries[i], p, axis: .horizontal), core)
                x += s.width + defaultSpacing
            }
        case .lazyHGrid(let spec):
            placeLazyHGrid(at: origin, p, spec, core)
        case .custom(let box):
            box.placeSubviews(in: frame, proposal: p, node: self, core)
        }
    }

    /// Sizes and places a background or overlay view in `frame`, when its placement shows
    /// (see `placementMatters`).
    @inline(__always)
    private func placeSecondary(_ alignment: Alignment, in frame: Rect, _ core: EngineCore) {
        secondaryLink.unsafelyUnwrapped._withUnsafeGuaranteedRef { secondary in
            guard secondary.placementMatters else { return }
            let sp = ProposedSize(frame.size)
            let s = secondary.size(sp, core)
            secondary.place(at: Node.aligned(s, in: frame, alignment), size: s, proposal: sp, core)
        }
    }

    /// The proposal a stack child with `entry` was sized with by `stackChildSizes(p, …)`.
    @inline(__always)
    static func stackProposal(_ entry: StackEntry, _ p: ProposedSize, axis: Axis) -> ProposedSize {
        var cp = ProposedSize.unspecified
        cp[axis.cross] = p[axis.cross]
        cp[axis] = entry.offer
        return cp
    }

    @inline(__always)
    static func aligned(_ s: Size, in frame: Rect, _ alignment: Alignment) -> Point {
        let o = alignment.offset(child: s, in: frame.size)
        return Point(x: frame.origin.x + o.x, y: frame.origin.y + o.y)
    }
}
