import LayoutModel

// `ZStack`: docs/ARCHITECTURE.md, "Layout rules", rules 8, 15 and 21. Every child is proposed
// the stack's proposal; the stack takes its size from its children of the highest layout
// priority only; when placing, it proposes its own final size to each child and aligns every
// child to where those children put the alignment guide (a lower-priority child may overflow).
// With alignment guides, the children's guides are lined up (`AlignmentGuides.swift`).

extension Node {
    /// Rules 8 and 15: every child gets the proposal; the size is the largest width and height
    /// among the children of the highest layout priority (the others do not count).
    func zstackSize(_ proposal: ProposedSize, _ core: EngineCore) -> Size {
        if core.hasAlignmentGuides, case .zstack(let alignment) = kind {
            return guidedZStackSize(proposal, alignment, core)
        }
        let top = highestPriority
        var w = 0.0
        var h = 0.0
        for child in children where child.priority == top {
            let s = child.size(proposal, core)
            w = max(w, s.width)
            h = max(h, s.height)
        }
        return Size(width: w, height: h)
    }

    /// Rules 15 and 21: each child is proposed the stack's final size and aligned to where
    /// the highest-priority children put the alignment guide (with one such child, or
    /// children that fill the stack, that is aligning it in the stack's frame).
    func placeZStack(in frame: Rect, _ proposal: ProposedSize, _ alignment: Alignment, _ core: EngineCore) {
        if core.hasAlignmentGuides { return placeGuidedZStack(in: frame, alignment, core) }
        let top = highestPriority
        let childProposal = ProposedSize(frame.size)
        let fx = alignment.horizontal.fraction
        let fy = alignment.vertical.fraction
        // The guide: the largest alignment offset among the highest-priority children.
        var guide = Point(x: -Double.infinity, y: -Double.infinity)
        for child in children where child.priority == top {
            let s = child.size(childProposal, core)
            guide.x = max(guide.x, guidePosition(in: s.width, at: fx))
            guide.y = max(guide.y, guidePosition(in: s.height, at: fy))
        }
        for child in children where child.placementMatters {
            let s = child.size(childProposal, core)
            let origin = Point(
                x: frame.origin.x + guide.x - guidePosition(in: s.width, at: fx),
                y: frame.origin.y + guide.y - guidePosition(in: s.height, at: fy))
            child.place(at: origin, size: s, proposal: childProposal, core)
        }
    }

    /// The highest layout priority among the children (0 without children).
    var highestPriority: Double {
        children.lazy.map(\.priority).max() ?? 0
    }
}
