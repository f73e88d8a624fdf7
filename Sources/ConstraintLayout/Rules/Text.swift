import LayoutModel

// Text and text fields: docs/ARCHITECTURE.md, "Layout rules", rules 2 and 18. A text wraps at
// the width offered and shows the lines that fit a finite height; the measuring itself is the
// text item's (see `TextItem`). A text field is as wide as offered (its title's width when
// unspecified) and one line tall.
extension TreeLayout {
    /// Rules 2 and 18: the size of text `text` for `proposal`.
    mutating func textSize(_ text: Int, _ proposal: ProposedSize) -> Size {
        tree.texts[text].size(width: proposal.width, height: proposal.height, measurements: &statistics.textMeasurements)
    }

    /// A text field: the width offered (its title's when unspecified), one line's height.
    static func textFieldSize(idealWidth: Double, height: Double, _ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? idealWidth, height: height)
    }
}
