import LayoutModel

// Text and text fields: docs/ARCHITECTURE.md, "Layout rules", rules 2 and 18. A nil width means
// one line (the ideal size), a finite width wraps, the width reported is the longest line's; a
// height too small for the lines shows the lines that fit. The measuring itself is
// `MeasuredText`'s (`LayoutModel`); a text node may also stand for the padding and horizontal `fixedSize` around
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
    static func textSize(_ content: TextContent, _ proposal: ProposedSize) -> Size {
        let decoration = content.decoration
        let inner = fixedProposal(inset(proposal, decoration.insets), decoration.fixedWidth, decoration.fixedHeight)
        var size = textSize(content.text, width: inner.width)
        if let height = inner.height, height.isFinite, size.height > height + TextMeasurement.widthTolerance {
            size = textSize(content.text, width: inner.width, fittingHeight: height)
        }
        guard decoration != .none else { return size }
        return outset(size, decoration.insets)
    }

    /// Whether a text node's size for `proposal` depends on the height offered: only a finite
    /// height below what its lines need at that width does (rule 18). Otherwise one cache
    /// entry answers every height.
    static func textNeedsHeight(_ content: TextContent, _ proposal: ProposedSize) -> Bool {
        guard let height = proposal.height, height.isFinite else { return false }
        let decoration = content.decoration
        let inner = fixedProposal(inset(proposal, decoration.insets), decoration.fixedWidth, decoration.fixedHeight)
        guard let innerHeight = inner.height else { return false }
        return textSize(content.text, width: inner.width).height > innerHeight + TextMeasurement.widthTolerance
    }

    /// Rule 2: the text's size for a proposed width; nil, infinite and NaN widths give the
    /// ideal size (one line per paragraph), widths of 0 or less 0 × 0, others wrap.
    static func textSize(_ text: MeasuredText, width: Double?) -> Size {
        if let width, width <= 0 { return .zero }
        return text.size(width: width)
    }

    /// Rule 18: the text's size for a proposed width when only `height` is offered, less than
    /// its lines need: the lines that fit (at least one), the last truncated with "…".
    static func textSize(_ text: MeasuredText, width: Double?, fittingHeight height: Double) -> Size {
        if let width, width <= 0 { return .zero }
        return text.size(width: width, fittingHeight: height)
    }
}

/// A text node's inputs and its measurements, kept out of line so other nodes stay small.
/// Reconciliation keeps the previous box when the inputs are equal, and with it the
/// measurements.
final class TextContent {
    /// The text and its measurements.
    let text: MeasuredText
    /// The padding and horizontal `fixedSize` folded into the node (see `TextDecoration`).
    let decoration: TextDecoration

    init(_ string: String, font: Font, lineLimit: Int?, decoration: TextDecoration = .none, cache: TextLayoutCache) {
        text = MeasuredText(string, font: font, lineLimit: lineLimit, cache: cache)
        self.decoration = decoration
    }

    @inline(__always)
    func hasInputs(_ string: String, font: Font, lineLimit: Int?, decoration: TextDecoration) -> Bool {
        self.decoration == decoration && text.hasInputs(string, font: font, lineLimit: lineLimit)
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
