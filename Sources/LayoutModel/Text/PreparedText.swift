/// A text whose words were measured once, so that wrapping it at another width walks its
/// words instead of its characters.
///
/// A layout engine offers one text many widths: a stack probes it, a second pass offers what
/// is left beside a wider label, a window resizes. Each width needs the greedy wrapping of
/// ``TextMeasurement``, whose decisions depend only on the widths of the words and of the
/// spaces before them; those are kept here. The answers are the same extents
/// `TextMeasurement.extent` gives, decided over the same amounts in font units.
///
/// Two cases need the characters themselves and answer nil, so the caller measures the text
/// directly: a word wider than the whole line (it breaks between characters), and a line
/// limit (the last line is refilled beside "…").
package final class PreparedText: Sendable {
    /// One word: its advance in font units, and that of the spaces before it.
    struct Word: Sendable {
        var spaces: Int
        var units: Int
    }

    private let font: Font
    private let lineHeight: Double
    private let words: [Word]
    /// For each paragraph but the last, the index in `words` where its words end (the last
    /// ends with the words: a one-paragraph text needs no array); nil for the empty text.
    private let paragraphEnds: [Int]?
    /// The text's unwrapped extent (no width limit).
    package let ideal: TextExtent

    /// Measures the words of `text` in `font`.
    ///
    /// - Complexity: O(n) for n scalars, once.
    package init(_ text: String, font: Font) {
        self.font = font
        lineHeight = font.lineHeight
        guard !text.isEmpty else {
            words = []
            paragraphEnds = nil
            ideal = TextExtent(width: 0, height: 0, lineCount: 0, lowestLimit: .infinity, highestLimit: -.infinity)
            return
        }
        (words, paragraphEnds, ideal) = LineBreaker.prepare(text, font: font, lineHeight: lineHeight)
    }

    /// The extent `TextMeasurement.extent(text, …, width: width, lineLimit: nil)` reports, or
    /// nil when a word is wider than the line and the text must be measured directly.
    ///
    /// - Parameter width: the wrap width; nil, infinite and NaN widths give ``ideal``,
    ///   negative ones are 0 (as `TextMeasurement` clamps them).
    /// - Complexity: O(words).
    package func extent(width: Double?) -> TextExtent? {
        guard let width = TextMeasurement.normalized(width: width) else { return ideal }
        guard let paragraphEnds else { return ideal }
        let limit = width + TextMeasurement.widthTolerance
        // The same greedy decisions as `LineBreaker.wrap`, noting, as it does, the widest
        // amount that fitted and the narrowest refused.
        var widestFitting = 0, narrowestRefused = Int.max
        func fits(_ units: Int) -> Bool {
            if font.points(fromUnits: units) <= limit {
                widestFitting = max(widestFitting, units)
                return true
            }
            narrowestRefused = min(narrowestRefused, units)
            return false
        }
        var lineCount = 0, widest = 0
        var start = 0
        for paragraph in 0...paragraphEnds.count {
            let end = paragraph < paragraphEnds.count ? paragraphEnds[paragraph] : words.count
            var lineUnits = 0
            for i in start..<end {
                let word = words[i]
                if i == start {
                    // The paragraph's first word carries its indentation.
                    guard fits(word.spaces + word.units) else { return nil }
                    lineUnits = word.spaces + word.units
                } else if fits(lineUnits + word.spaces + word.units) {
                    lineUnits += word.spaces + word.units
                } else {
                    widest = max(widest, lineUnits)
                    lineCount += 1
                    guard fits(word.units) else { return nil }
                    lineUnits = word.units
                }
            }
            // The paragraph's last line (an empty paragraph is one empty line).
            widest = max(widest, lineUnits)
            lineCount += 1
            start = end
        }
        return TextExtent(
            width: font.points(fromUnits: widest),
            height: Double(lineCount) * lineHeight,
            lineCount: lineCount,
            lowestLimit: font.points(fromUnits: widestFitting),
            highestLimit: narrowestRefused == .max ? .infinity : font.points(fromUnits: narrowestRefused))
    }
}
