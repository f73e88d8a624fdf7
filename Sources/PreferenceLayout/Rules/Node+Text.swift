import LayoutModel

// Text (rule 2): a nil width means one line (the ideal size), a finite width wraps,
// the width reported is the longest line's. The measuring itself is `TextContent`'s; a text
// node may also stand for the padding and horizontal `fixedSize` around it
// (`TextDecoration`).

extension Node {
    /// A text node's size: the text's as the padding and `fixedSize` folded into it answer,
    /// by the rules of the nodes they replace (6 and 5).
    static func textSize(_ text: TextContent, _ p: ProposedSize) -> Size {
        let decoration = text.decoration
        guard decoration != .none else { return text.size(width: p.width) }
        let inner = fixedProposal(inset(p, decoration.insets), decoration.fixedWidth, false)
        let s = text.size(width: inner.width)
        return outset(s, decoration.insets)
    }
}

/// What a text node answers for besides its text: `Text(…).padding(…)`,
/// `Text(…).fixedSize(…)` and `Text(…).fixedSize(…).padding(…)` make one node, not two or
/// three (see `Builder.visitPadding`). The folded node answers every proposal as the nodes it
/// replaces would, and is placed nowhere they would have shown: a text shows nothing when
/// placed, and an identifier or extra on the outer modifier goes on the folded node, whose
/// frame is the outer modifier's. A vertical `fixedSize` changes nothing around a text, whose
/// size never depends on the height offered (rule 2).
struct TextDecoration: Equatable {
    var insets = EdgeInsets()
    /// A horizontal `fixedSize`: the text is offered no width.
    var fixedWidth = false

    static var none: TextDecoration { TextDecoration() }
}
