import LayoutModel

// Text and text fields: docs/ARCHITECTURE.md, "Layout rules", rules 2 and 18. A nil width means
// one line (the ideal size), a finite width wraps, the width reported is the longest line's; a
// height too small for the lines shows the lines that fit. The measuring itself is
// `TextContent`'s; a text node may also stand for the padding and horizontal `fixedSize` around
// it (`TextDecoration`). A text field is as wide as offered (its title's width when
// unspecified) and one line tall.

extension Node {
    /// A text field: the width offered (its title's when unspecified), one line's height.
    static func textFieldSize(idealWidth: Double, height: Double, _ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? idealWidth, height: height)
    }

    /// A text node's size: the text's as the padding and `fixedSize` folded into it answer,
    /// by the rules of the nodes they replace (6 and 5). Offered less height than its lines
    /// need, the text shows the lines that fit (rule 18).
    static func textSize(_ text: TextContent, _ p: ProposedSize) -> Size {
        let decoration = text.decoration
        let inner = fixedProposal(inset(p, decoration.insets), decoration.fixedWidth, decoration.fixedHeight)
        var s = text.size(width: inner.width)
        if let h = inner.height, h.isFinite, s.height > h + TextMeasurement.widthTolerance {
            s = text.size(width: inner.width, fittingHeight: h)
        }
        guard decoration != .none else { return s }
        return outset(s, decoration.insets)
    }

    /// Whether a text node's size for `p` depends on the height offered: only a finite
    /// height below what its lines need at that width does (rule 18). Otherwise one cache
    /// entry answers every height.
    static func textNeedsHeight(_ text: TextContent, _ p: ProposedSize) -> Bool {
        guard let h = p.height, h.isFinite else { return false }
        let decoration = text.decoration
        let inner = fixedProposal(inset(p, decoration.insets), decoration.fixedWidth, decoration.fixedHeight)
        guard let innerHeight = inner.height else { return false }
        return text.size(width: inner.width).height > innerHeight + TextMeasurement.widthTolerance
    }
}

/// What a text node answers for besides its text: `Text(…).padding(…)`,
/// `Text(…).fixedSize(…)` and `Text(…).fixedSize(…).padding(…)` make one node, not two or
/// three (see `Builder.visitPadding`). The folded node answers every proposal as the nodes it
/// replaces would, and is placed nowhere they would have shown: a text shows nothing when
/// placed, and an identifier or extra on the outer modifier goes on the folded node, whose
/// frame is the outer modifier's.
struct TextDecoration: Equatable {
    var insets = EdgeInsets()
    /// A horizontal `fixedSize`: the text is offered no width.
    var fixedWidth = false
    /// A vertical `fixedSize`: the text is offered no height, so it shows every line (rule 18).
    var fixedHeight = false

    static var none: TextDecoration { TextDecoration() }
}
