import LayoutModel

// Text and text fields: docs/ARCHITECTURE.md, "Layout rules", rules 2 and 18. A text wraps at
// the width offered and shows the lines that fit a finite height; the measuring itself is
// `MeasuredText`'s (`LayoutModel`). A text field is as wide as offered (its title's width when
// unspecified) and one line tall.
extension TreeLayout {
    /// Rules 2 and 18: the size of text `index` for `proposal`. A width of 0 gives 0 × 0;
    /// offered less height than its lines need, a text shows the lines that fit (at least
    /// one), the last one truncated.
    mutating func textSize(_ index: Int, _ proposal: ProposedSize) -> Size {
        if let width = proposal.width, width <= 0 { return .zero }
        let text = tree.texts[index].text
        let measured = text.measurements
        defer { statistics.textMeasurements += text.measurements - measured }
        let size = text.size(width: proposal.width)
        guard let height = proposal.height, size.height > height, size.width > 0 else { return size }
        return text.size(width: proposal.width, fittingHeight: height)
    }

    /// A text field: the width offered (its title's when unspecified), one line's height.
    static func textFieldSize(idealWidth: Double, height: Double, _ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? idealWidth, height: height)
    }
}
