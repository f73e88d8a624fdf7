/// Breaks one text into lines: paragraphs at line breaks, greedy wrapping at
/// spaces, long words between characters, then truncation to a line limit.
///
/// Inputs: a text, a font, a width limit in points (tolerance included; +infinity
/// for none) and a maximum number of lines.
///
/// STEP 1 `breakLines`: split into paragraphs at line-break scalars.
/// STEP 2 `wrap(paragraph:)`: walk space runs and words; a word joins the line
///        when the line through it fits, else it starts the next line.
/// STEP 3 `place(word:)`: a word wider than a whole line is cut between
///        characters, each line taking as many as fit (at least one).
/// STEP 4 `result`: when more lines were needed than allowed, refill the last
///        kept line with its paragraph's characters beside "…".
///
/// Work is O(n) in scalars. Line breaking stops as soon as one line more than
/// the limit exists, so a long text with a small limit is not wrapped to its end.
/// Lines are kept as index ranges; strings are built only for the kept lines.
struct LineBreaker {
    /// A finished line: its scalars, its width without trailing spaces, and the end
    /// of its paragraph (where a truncated last line may refill from).
    struct Line {
        var range: Range<String.Index>
        var units: Int
        var paragraphEnd: String.Index
    }

    let text: String
    let font: Font
    /// The widest a line may be, in points, tolerance included.
    let limit: Double
    let maxLines: Int
    private(set) var lines: [Line] = []

    private let scalars: String.UnicodeScalarView
    private let spaceUnits: Int

    /// The line being filled: from `lineStart` to the end of its last word
    /// `lineEnd`, `lineUnits` wide; nil before the paragraph's first word.
    private var lineStart: String.Index
    private var lineEnd: String.Index
    private var lineUnits = 0
    private var lineHasWord = false

    init(text: String, font: Font, limit: Double, maxLines: Int) {
        self.text = text
        self.font = font
        self.limit = limit
        self.maxLines = maxLines
        self.scalars = text.unicodeScalars
        self.spaceUnits = font.face.advanceWidth(of: " ")
        self.lineStart = text.startIndex
        self.lineEnd = text.startIndex
    }

    /// Enough lines exist to know the text is truncated; stop breaking.
    private var isFull: Bool { lines.count > maxLines }

    private func fits(_ units: Int) -> Bool {
        font.points(fromUnits: units) <= limit
    }

    // MARK: STEP 1

    /// Splits the text into paragraphs and wraps each.
    mutating func breakLines() {
        var index = scalars.startIndex
        let end = scalars.endIndex
        while !isFull {
            var paragraphEnd = index
            while paragraphEnd < end, !Self.isLineBreak(scalars[paragraphEnd]) {
                scalars.formIndex(after: &paragraphEnd)
            }
            if limit == .infinity {
                appendUnwrapped(paragraph: index..<paragraphEnd)
            } else {
                wrap(paragraph: index..<paragraphEnd)
            }
            guard paragraphEnd < end else { return }
            // "\r\n" is one break; a break at the very end leaves an empty last line.
            let isReturn = scalars[paragraphEnd] == "\r"
            scalars.formIndex(after: &paragraphEnd)
            if isReturn, paragraphEnd < end, scalars[paragraphEnd] == "\n" {
                scalars.formIndex(after: &paragraphEnd)
            }
            index = paragraphEnd
        }
    }

    /// The scalars `Character.isNewline` accepts: LF, VT, FF, CR, NEL, LS, PS.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// No width limit: the paragraph is one line; its width stops at its last
    /// non-space scalar.
    private mutating func appendUnwrapped(paragraph: Range<String.Index>) {
        var units = 0
        var visibleUnits = 0
        for scalar in scalars[paragraph] {
            units += font.face.advanceWidth(of: scalar)
            if scalar != " " { visibleUnits = units }
        }
        lines.append(Line(range: paragraph, units: visibleUnits, paragraphEnd: paragraph.upperBound))
    }

    // MARK: STEP 2

    /// Greedy wrapping of one paragraph at spaces.
    private mutating func wrap(paragraph: Range<String.Index>) {
        let end = paragraph.upperBound
        var index = paragraph.lowerBound
        lineHasWord = false
        while index < end, !isFull {
            let spacesStart = index
            var spacesWidth = 0
            while index < end, scalars[index] == " " {
                spacesWidth += spaceUnits
                scalars.formIndex(after: &index)
            }
            guard index < end else { break }
            let wordStart = index
            var wordWidth = 0
            while index < end, scalars[index] != " " {
                wordWidth += font.face.advanceWidth(of: scalars[index])
                scalars.formIndex(after: &index)
            }
            if !lineHasWord {
                // The paragraph's first word carries the paragraph's indentation.
                place(word: spacesStart..<index, units: spacesWidth + wordWidth, paragraphEnd: end)
            } else if fits(lineUnits + spacesWidth + wordWidth) {
                lineEnd = index
                lineUnits += spacesWidth + wordWidth
            } else {
                // The spaces between the lines belong to neither.
                finishLine(lineStart..<lineEnd, units: lineUnits, paragraphEnd: end)
                place(word: wordStart..<index, units: wordWidth, paragraphEnd: end)
            }
        }
        guard !isFull else { return }
        if lineHasWord {
            // Trailing spaces of a paragraph stay in its text but not in its width.
            finishLine(lineStart..<end, units: lineUnits, paragraphEnd: end)
        } else {
            finishLine(paragraph, units: 0, paragraphEnd: end)
        }
    }

    private mutating func finishLine(_ range: Range<String.Index>, units: Int, paragraphEnd: String.Index) {
        lines.append(Line(range: range, units: units, paragraphEnd: paragraphEnd))
    }

    // MARK: STEP 3

    /// Starts a line with `word`; cuts it between characters when it is wider
    /// than a line, leaving the last piece as the line being filled.
    private mutating func place(word: Range<String.Index>, units: Int, paragraphEnd: String.Index) {
        lineHasWord = true
        lineStart = word.lowerBound
        lineEnd = word.upperBound
        lineUnits = units
        guard !fits(units) else { return }
        // Characters of exactly this scalar range (String's own subscript would
        // round a bound inside a grapheme cluster down to the cluster's start).
        let characters = Substring(scalars[word])
        var pieceStart = characters.startIndex
        var pieceUnits = 0
        var pieceVisibleUnits = 0
        var index = characters.startIndex
        while index < characters.endIndex {
            let next = characters.index(after: index)
            let characterUnits = font.units(of: scalars[index..<next])
            // A line holds at least one character, so the loop always advances.
            if pieceStart < index, !fits(pieceUnits + characterUnits) {
                finishLine(pieceStart..<index, units: pieceVisibleUnits, paragraphEnd: paragraphEnd)
                if isFull { return }
                pieceStart = index
                pieceUnits = 0
                pieceVisibleUnits = 0
            }
            pieceUnits += characterUnits
            if characters[index] != " " { pieceVisibleUnits = pieceUnits }
            index = next
        }
        lineStart = pieceStart
        lineUnits = pieceVisibleUnits
    }

    // MARK: STEP 4

    /// The layout of the lines found, truncated to `maxLines` with "…".
    func result(lineHeight: Double) -> TextLayout {
        var kept = lines
        var strings: [String] = []
        var widestUnits = 0
        let isTruncated = lines.count > maxLines
        if isTruncated {
            kept.removeLast(kept.count - maxLines)
            let last = kept.removeLast()
            let truncated = truncatedLine(from: last.range.lowerBound, to: last.paragraphEnd)
            kept.forEach { strings.append(String(Substring(scalars[$0.range]))) }
            strings.append(truncated.text)
            widestUnits = truncated.units
        } else {
            kept.forEach { strings.append(String(Substring(scalars[$0.range]))) }
        }
        for line in kept { widestUnits = max(widestUnits, line.units) }
        return TextLayout(
            lines: strings,
            width: font.points(fromUnits: widestUnits),
            height: Double(strings.count) * lineHeight,
            lineHeight: lineHeight,
            isTruncated: isTruncated)
    }

    /// The longest run of characters from `start` (within its paragraph) that fits
    /// beside "…", trailing spaces dropped, followed by "…".
    private func truncatedLine(from start: String.Index, to end: String.Index) -> (text: String, units: Int) {
        let ellipsisUnits = font.face.advanceWidth(of: "…")
        let characters = Substring(scalars[start..<end])
        var units = 0
        var visibleUnits = 0
        var visibleEnd = characters.startIndex
        var index = characters.startIndex
        while index < characters.endIndex {
            let next = characters.index(after: index)
            let characterUnits = font.units(of: scalars[index..<next])
            let isSpace = characters[index] == " "
            let visibleThrough = isSpace ? visibleUnits : units + characterUnits
            guard fits(visibleThrough + ellipsisUnits) else { break }
            units += characterUnits
            visibleUnits = visibleThrough
            if !isSpace { visibleEnd = next }
            index = next
        }
        return (String(characters[..<visibleEnd]) + "…", visibleUnits + ellipsisUnits)
    }
}
