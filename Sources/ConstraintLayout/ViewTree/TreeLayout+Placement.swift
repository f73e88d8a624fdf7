import LayoutModel

// The placement half of the layout rules: each node, given its size and the proposal it was
// sized for, sets its children's origins relative to its own. A subtree placed before with the
// same proposal and size, and nothing changed below it since, keeps its origins.
extension TreeLayout {
    /// Places node `i` with size `s` (as answered for `p`) and then its subtree.
    ///
    /// - Complexity: O(changed subtree); sizes come from what sizing remembered.
    mutating func place(_ i: Int, size s: Size, proposal p: ProposedSize) {
        let key = ProposalKey(p)
        let previous = placedKey[i] == key ? Size(width: width[i], height: height[i]) : nil
        if !dirty[i], previous == s { return }
        dirty[i] = false
        placedKey[i] = key
        width[i] = s.width
        height[i] = s.height
        switch tree.nodes[i].kind {
        case .empty, .text, .shape, .spacer, .textField, .cell, .image:
            break
        case .stack(let axis, let crossAlignment, let spacing, let spacerGaps):
            placeStack(i, s, p, axis: axis, crossAlignment: crossAlignment, gaps: StackGaps(axis: axis, spacing: spacing, beside: spacerGaps),
                       reproposeCross: true, previous: previous)
        case .gridRow:
            if tree.nodes[i].parent >= 0, case .grid = tree.nodes[Int(tree.nodes[i].parent)].kind { break }
            placeStack(i, s, p, axis: .horizontal, crossAlignment: 0.5, gaps: StackGaps(axis: .horizontal, spacing: 8, beside: false),
                       reproposeCross: false, previous: previous)
        case .zstack(let alignment):
            placeZStack(i, s, alignment)
        case .padding(let insets):
            let child = tree.child(of: i), cp = Self.inset(p, insets)
            setOrigin(child, insets.leading, insets.top)
            place(child, size: size(child, cp), proposal: cp)
        case .frame(let w, let h, let alignment):
            placeAligned(tree.child(of: i), proposal: ProposedSize(width: w ?? p.width, height: h ?? p.height), in: s, alignment)
        case .flexibleFrame(let f):
            let frame = tree.flexibleFrames[f]
            placeAligned(tree.child(of: i), proposal: Self.flexiblePlacementProposal(frame, p, size: s), in: s, frame.alignment)
        case .fixedSize(let h, let v):
            let child = tree.child(of: i)
            setOrigin(child, 0, 0)
            place(child, size: s, proposal: ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .background(let alignment), .overlay(let alignment):
            let children = tree.children(of: i)
            let primary = children[children.startIndex], secondary = children[children.startIndex + 1]
            setOrigin(primary, 0, 0)
            place(primary, size: s, proposal: p)
            placeAligned(secondary, proposal: ProposedSize(s), in: s, alignment)
        case .member(let m):
            let axis = tree.groups[tree.members[m].group].axis
            var cp = p
            if let length = memberLength(m) { cp[axis] = length }
            let child = tree.child(of: i)
            let cs = size(child, cp)
            tree.members[m].contentLength = cs[axis]
            placedMembers.append(m)
            setOrigin(child, tree.members[m].alignment, cs, in: s)
            place(child, size: cs, proposal: cp)
        case .grid(let g):
            placeGrid(i, tree.grids[g], s)
        case .offset(let x, let y):
            let child = tree.child(of: i)
            setOrigin(child, x, y)
            place(child, size: s, proposal: p)
        case .alignmentGuide:
            let child = tree.child(of: i)
            setOrigin(child, 0, 0)
            place(child, size: s, proposal: p)
        case .position(let x, let y):
            // SwiftUI's `_PositionLayout`: the child is offered the position's own size and
            // centred at the point.
            let child = tree.child(of: i), cp = ProposedSize(s)
            let cs = size(child, cp)
            setOrigin(child, x - cs.width / 2, y - cs.height / 2)
            place(child, size: cs, proposal: cp)
        case .aspectRatio(let ratio, let contentMode):
            placeAligned(tree.child(of: i), proposal: aspectRatioProposal(i, p, ratio: ratio, contentMode: contentMode),
                         in: s, .center)
        case .scrollView(let axes):
            let child = tree.child(of: i), cp = Self.scrollContentProposal(p, axes)
            setOrigin(child, 0, 0)
            place(child, size: size(child, cp), proposal: cp)
        case .lazyStack(let axis, let crossAlignment, let spacing):
            placeLazyStack(i, s, axis: axis, crossAlignment: crossAlignment, spacing: spacing)
        }
    }

    /// Sizes `child` for `cp` and places it aligned in `s`: with its alignment guides lined up
    /// on the container's default lines (a frame, a background, an overlay), or by its edges
    /// only (`guided` false: a grid cell).
    private mutating func placeAligned(_ child: Int, proposal cp: ProposedSize, in s: Size, _ alignment: Alignment,
                                       guided: Bool = true) {
        let cs = size(child, cp)
        if guided, !tree.alignmentGuides.isEmpty {
            let fx = alignment.horizontal.fraction, fy = alignment.vertical.fraction
            setOrigin(child, s.width * fx - alignmentLine(child, cs, .horizontal, fx),
                      s.height * fy - alignmentLine(child, cs, .vertical, fy))
        } else {
            setOrigin(child, alignment, cs, in: s)
        }
        place(child, size: cs, proposal: cp)
    }

    /// Rule 21: every child is proposed the stack's own size and aligned as the children of the
    /// highest priority are (their alignment lines, at that size, the farthest in).
    private mutating func placeZStack(_ i: Int, _ s: Size, _ alignment: Alignment) {
        let cp = ProposedSize(s)
        let top = highestPriority(amongChildrenOf: i)
        let fx = alignment.horizontal.fraction, fy = alignment.vertical.fraction
        var lineX = -Double.infinity, lineY = -Double.infinity
        let guided = !tree.alignmentGuides.isEmpty
        for child in tree.children(of: i) where tree.nodes[child].priority == top {
            let cs = size(child, cp)
            lineX = max(lineX, guided ? alignmentLine(child, cs, .horizontal, fx) : guidePosition(in: cs.width, at: fx))
            lineY = max(lineY, guided ? alignmentLine(child, cs, .vertical, fy) : guidePosition(in: cs.height, at: fy))
        }
        for child in tree.children(of: i) {
            let cs = size(child, cp)
            if guided {
                setOrigin(child, lineX - alignmentLine(child, cs, .horizontal, fx), lineY - alignmentLine(child, cs, .vertical, fy))
            } else {
                setOrigin(child, lineX - guidePosition(in: cs.width, at: fx), lineY - guidePosition(in: cs.height, at: fy))
            }
            place(child, size: cs, proposal: cp)
        }
    }

    /// - Parameter previous: the stack's size when it was last placed with this proposal.
    private mutating func placeStack(_ i: Int, _ s: Size, _ p: ProposedSize, axis: Axis, crossAlignment: Double,
                                     gaps: StackGaps, reproposeCross: Bool, previous: Size?) {
        // Under a nil cross proposal the children are placed with the stack's own cross length
        // (what makes `.frame(maxWidth: .infinity)` children of a `fixedSize` stack equally wide),
        // and the offers are made again for that proposal.
        let reproposed = reproposeCross && p[axis.cross] == nil
        var placing = p
        if reproposed { placing[axis.cross] = s[axis.cross] }
        let offers = stackOffers(i, placing, axis: axis, gaps: gaps)
        defer { releaseScratch(offers) }
        var cursor = 0.0
        if !reproposed, tree.alignmentGuides.isEmpty, case .uniform(let offer) = offers,
           tree.nodes[i].childCount >= Self.rememberedStackSize {
            // The children's sizes for this proposal, in one array (the stack's own size may
            // have come from its cache, with the array left at another proposal).
            var cp = ProposedSize.unspecified
            cp[axis.cross] = p[axis.cross]
            cp[axis] = offer
            let key = ProposalKey(cp)
            updateChildSizes(i, cp)
            // Children before the first changed one keep their origins: nothing before them
            // moved, and the stack's cross length, which aligns them, is the same.
            var unchangedSoFar = previous.map { $0[axis.cross] == s[axis.cross] } ?? false
            let children = tree.children(of: i)
            for (k, child) in children.enumerated() {
                let cs = childSizes[i][k]
                if k > 0 { cursor += gaps.beside ? gap(children, before: k, gaps) : gaps.spacing }
                if unchangedSoFar, !dirty[child], placedKey[child] == key {
                    cursor += cs[axis]
                    continue
                }
                unchangedSoFar = false
                let crossOffset = guidePosition(in: s[axis.cross], at: crossAlignment) - guidePosition(in: cs[axis.cross], at: crossAlignment)
                if axis == .horizontal { setOrigin(child, cursor, crossOffset) } else { setOrigin(child, crossOffset, cursor) }
                if dirty[child] || placedKey[child] != key { place(child, size: cs, proposal: cp) }
                cursor += cs[axis]
            }
            return
        }
        // Sizes first: children are aligned to the farthest guide among them as placed, which
        // can differ from the stack's own cross length when the placement proposal differs.
        // Each child's size is asked twice; the second answer comes from its cache.
        let children = tree.children(of: i)
        let guided = !tree.alignmentGuides.isEmpty
        var line = 0.0
        for k in children.indices {
            let (cs, _) = placementSize(children, k, s, p, axis: axis, reproposed: reproposed, offers)
            line = max(line, guided ? alignmentLine(children[k], cs, axis.cross, crossAlignment)
                                    : guidePosition(in: cs[axis.cross], at: crossAlignment))
        }
        for k in children.indices {
            let child = children[k]
            if k > children.startIndex { cursor += gaps.beside ? gap(children, before: k - children.startIndex, gaps) : gaps.spacing }
            let (cs, cp) = placementSize(children, k, s, p, axis: axis, reproposed: reproposed, offers)
            let crossOffset = line - (guided ? alignmentLine(child, cs, axis.cross, crossAlignment)
                                              : guidePosition(in: cs[axis.cross], at: crossAlignment))
            if axis == .horizontal { setOrigin(child, cursor, crossOffset) } else { setOrigin(child, crossOffset, cursor) }
            place(child, size: cs, proposal: cp)
            cursor += cs[axis]
        }
    }

    /// The size and proposal of the stack child at index `k` of `children` when the stack
    /// (of size `s`, proposed `p`) places it.
    private mutating func placementSize(_ children: ArraySlice<Int>, _ k: Int, _ s: Size, _ p: ProposedSize, axis: Axis,
                                        reproposed: Bool, _ offers: StackOffers) -> (Size, ProposedSize) {
        let child = children[k]
        var cp = ProposedSize.unspecified
        cp[axis.cross] = reproposed ? s[axis.cross] : p[axis.cross]
        cp[axis] = offer(offers, k - children.startIndex)
        // Placed before for this proposal and unchanged since: only its origin moves.
        if !dirty[child], placedKey[child] == ProposalKey(cp) { return (Size(width: width[child], height: height[child]), cp) }
        return (size(child, cp), cp)
    }

    /// A grid's rows one below the other, each as wide as the grid; every cell is offered its
    /// column's width and its row's height and aligned in that cell.
    private mutating func placeGrid(_ i: Int, _ spec: GridSpec, _ s: Size) {
        var y = 0.0
        for (r, row) in tree.children(of: i).enumerated() {
            let rowHeight = groupLength(spec.rows[r])
            setOrigin(row, 0, y)
            dirty[row] = false
            width[row] = s.width
            height[row] = rowHeight
            var alignment = spec.alignment
            if case .gridRow(let v?) = tree.nodes[row].kind { alignment.vertical = v }
            var x = 0.0
            for (c, cell) in tree.children(of: row).enumerated() {
                let cellSize = Size(width: groupLength(spec.columns[c]), height: rowHeight)
                setOrigin(cell, x, 0)
                dirty[cell] = false
                width[cell] = cellSize.width
                height[cell] = cellSize.height
                placeAligned(tree.child(of: cell), proposal: ProposedSize(cellSize), in: cellSize, alignment, guided: false)
                x += cellSize.width + spec.horizontalSpacing
            }
            y += rowHeight + spec.verticalSpacing
        }
    }

    mutating func setOrigin(_ child: Int, _ x: Double, _ y: Double) {
        originX[child] = x
        originY[child] = y
    }

    private mutating func setOrigin(_ child: Int, _ alignment: Alignment, _ cs: Size, in s: Size) {
        let offset = alignment.offset(child: cs, in: s)
        setOrigin(child, offset.x, offset.y)
    }
}
