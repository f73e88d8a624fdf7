/// Breaks one text into lines: paragraphs at line breaks, greedy wrapping at the
/// line-break opportunities of UAX #14, long words between characters, then truncation
/// to a line limit.
///
/// Inputs: the text's UTF-8 bytes, the font's BMP advance table, a width limit in
/// points (tolerance included; +infinity for none) and a maximum number of lines.
///
/// STEP 1 `breakLines`: split into paragraphs at line-break scalars.
/// STEP 2 `wrap(paragraph:)`: walk the segments between break opportunities (see
///        ``BreakSegmenter``: after spaces and hyphens, around dashes, between
///        ideographs, never before closing punctuation); a segment joins the line when
///        the line through it fits, else it starts the next line.
/// STEP 3 `place(word:)`: a segment wider than a whole line is cut between
///        characters (grapheme clusters), each line taking as many as fit, at
///        least one; a space inside it hangs at the end of its line.
/// STEP 4 `result`: when more lines were needed than allowed, refill the last
///        kept line with its paragraph's characters beside "…".
///
/// Work is O(n) in bytes, with no allocation per character: scalars are decoded
/// in place from the UTF-8 bytes (copied once into an array) and looked up in direct BMP tables (advances, break
/// classes). Lines are
/// byte ranges until the end, when only the kept lines become strings. Breaking
/// stops as soon as one line more than the limit exists. `extent` runs the same
/// steps keeping no lines and making no strings; it reports the size and the range
/// of limits for which every fitting decision, hence every line, would be the same.
struct LineBreaker {
    /// A finished line: its bytes, its width in font units without trailing
    /// spaces, and the end of its paragraph (where a truncated line refills from).
    struct Line {
        var start: Int
        var end: Int
        var units: Int
        var paragraphEnd: Int
    }

    /// The text's UTF-8 bytes, and the font's and Unicode's tables for the BMP.
    private let bytes: [UInt8]
    private let bmpAdvances: [UInt16]
    private let bmpClasses: [LineBreakClass]
    private let font: Font
    /// The widest a line may be, in points, tolerance included.
    private let limit: Double
    /// The most font units that fit `limit` (see `Font.widestUnits(fitting:)`): `fits`
    /// compares integers and decides as the conversion to points would.
    private let fittingUnits: Int
    private let maxLines: Int
    private let spaceUnits: Int
    /// The lines, when kept (`layout`); `extent` keeps only what its answer needs.
    private(set) var lines: [Line] = []
    private let keepsLines: Bool
    /// Lines found so far, the widest of them, the widest of those before the last line a
    /// limit keeps, and that line (index `maxLines - 1`).
    private var lineCount = 0
    private var widestUnits = 0
    private var widestBeforeLastKept = 0
    private var lastKept: Line?
    /// The widest and the narrowest amounts (font units) that `fits` accepted and refused:
    /// every limit that accepts the first and refuses the second breaks the same lines.
    private var widestFitting = 0
    private var narrowestRefused = Int.max

    /// The line being filled: from `lineStart` to the end of its last word
    /// `lineEnd`, `lineUnits` wide; `lineHasWord` is false before the paragraph's
    /// first word.
    private var lineStart = 0
    private var lineEnd = 0
    private var lineUnits = 0
    private var lineHasWord = false

    /// Lays out `text`.
    static func layout(
        _ text: String, font: Font, limit: Double, maxLines: Int, lineHeight: Double
    ) -> TextLayout {
        breaking(text, font: font, limit: limit, maxLines: maxLines, keepsLines: true) { breaker in
            breaker.breakLines()
            return breaker.result(text: text, lineHeight: lineHeight)
        }
    }

    /// Measures `text` like ``layout(_:font:limit:maxLines:lineHeight:)`` without making
    /// the lines' strings.
    static func extent(
        _ text: String, font: Font, limit: Double, maxLines: Int, lineHeight: Double
    ) -> TextExtent {
        breaking(text, font: font, limit: limit, maxLines: maxLines, keepsLines: false) { breaker in
            breaker.breakLines()
            return breaker.extent(lineHeight: lineHeight)
        }
    }

    /// The words of `text` and its ideal extent, for ``PreparedText``: one walk over the
    /// bytes, splitting paragraphs and words as STEP 1 and STEP 2 do with no width limit.
    static func prepare(_ text: String, font: Font, lineHeight: Double) -> (words: PreparedText, ideal: TextExtent) {
        recordWords(
            Array(text.utf8), bmpAdvances: font.face.bmpAdvances, bmpClasses: LineBreakClass.bmpClasses,
            font: font, lineHeight: lineHeight)
    }

    /// Runs `body` with a breaker over `text`'s bytes (copied once into an array).
    private static func breaking<Result>(
        _ text: String, font: Font, limit: Double, maxLines: Int, keepsLines: Bool,
        _ body: (inout LineBreaker) -> Result
    ) -> Result {
        var breaker = LineBreaker(
            bytes: Array(text.utf8), bmpAdvances: font.face.bmpAdvances, bmpClasses: LineBreakClass.bmpClasses,
            font: font, limit: limit, maxLines: maxLines, keepsLines: keepsLines)
        return body(&breaker)
    }

    private init(
        bytes: [UInt8], bmpAdvances: [UInt16], bmpClasses: [LineBreakClass], font: Font, limit: Double, maxLines: Int,
        keepsLines: Bool
    ) {
        self.keepsLines = keepsLines
        self.bytes = bytes
        self.bmpAdvances = bmpAdvances
        self.bmpClasses = bmpClasses
        self.font = font
        self.limit = limit
        self.fittingUnits = font.widestUnits(fitting: limit)
        self.maxLines = maxLines
        self.spaceUnits = Int(bmpAdvances[0x20])
    }

    /// Enough lines exist to know the text is truncated; stop breaking.
    private var isFull: Bool { lineCount > maxLines }

    /// Whether `units` fit the limit; every answer is noted, since the answers alone decide
    /// the lines (see ``TextExtent/holds(forWidth:)``).
    @inline(__always)
    private mutating func fits(_ units: Int) -> Bool {
        if units <= fittingUnits {
            if units > widestFitting { widestFitting = units }
            return true
        }
        if units < narrowestRefused { narrowestRefused = units }
        return false
    }

    // MARK: Scalars

    /// The scalar starting at byte `offset` and its length in bytes. The bytes are
    /// a String's, so they are valid UTF-8 and every sequence is complete.
    @inline(__always)
    private func scalar(at offset: Int) -> (value: UInt32, length: Int) {
        Self.scalar(in: bytes, at: offset)
    }

    @inline(__always)
    static func scalar(in bytes: [UInt8], at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }

    @inline(__always)
    private func advance(of value: UInt32) -> Int {
        Self.advance(of: value, bmpAdvances: bmpAdvances, face: font.face)
    }

    @inline(__always)
    static func advance(of value: UInt32, bmpAdvances: [UInt16], face: FontFace) -> Int {
        if value < 0x1_0000 { return Int(bmpAdvances[Int(value)]) }
        return Unicode.Scalar(value).map(face.advanceWidth(of:)) ?? Int(bmpAdvances[0xFFFD])
    }

    /// The summed advance of the scalars in `range` of bytes.
    private func units(of range: Range<Int>) -> Int {
        var total = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            let (value, length) = scalar(at: offset)
            total += advance(of: value)
            offset += length
        }
        return total
    }

    /// Calls `body` with the byte range of each character (grapheme cluster) of
    /// `range`, until it returns false.
    private static func forEachCharacter(
        in range: Range<Int>, of bytes: [UInt8], _ body: (Range<Int>) -> Bool
    ) {
        let characters = String(decoding: bytes[range], as: UTF8.self)
        var offset = range.lowerBound
        for character in characters {
            let next = offset + character.utf8.count
            guard body(offset..<next) else { return }
            offset = next
        }
    }

    /// The scalars `Character.isNewline` accepts: LF, VT, FF, CR, NEL, LS, PS.
    static func isLineBreak(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    // MARK: STEP 1

    /// Splits the text into paragraphs and lays each out.
    mutating func breakLines() {
        var start = 0
        let end = bytes.count
        while !isFull {
            var paragraphEnd = start
            var breakLength = 0
            while paragraphEnd < end {
                let (value, length) = scalar(at: paragraphEnd)
                if Self.isLineBreak(value) {
                    breakLength = length
                    // "\r\n" is one break.
                    if value == 0x0D, paragraphEnd + 1 < end, bytes[paragraphEnd + 1] == 0x0A { breakLength = 2 }
                    break
                }
                paragraphEnd += length
            }
            if limit == .infinity {
                appendUnwrapped(paragraph: start..<paragraphEnd)
            } else {
                wrap(paragraph: start..<paragraphEnd)
            }
            // A break at the very end leaves an empty last line.
            guard paragraphEnd < end else { return }
            start = paragraphEnd + breakLength
        }
    }

    /// No width limit: the paragraph is one line; its width stops at its last
    /// non-space scalar.
    private mutating func appendUnwrapped(paragraph: Range<Int>) {
        var units = 0
        var visibleUnits = 0
        var offset = paragraph.lowerBound
        while offset < paragraph.upperBound {
            let (value, length) = scalar(at: offset)
            units += advance(of: value)
            if value != 0x20 { visibleUnits = units }
            offset += length
        }
        finishLine(paragraph, units: visibleUnits, paragraphEnd: paragraph.upperBound)
    }

    // MARK: STEP 2

    /// Greedy wrapping of one paragraph at its break opportunities.
    private mutating func wrap(paragraph: Range<Int>) {
        let end = paragraph.upperBound
        var segments = BreakSegmenter(
            bytes: bytes, from: paragraph.lowerBound, to: end, bmpAdvances: bmpAdvances, bmpClasses: bmpClasses,
            face: font.face)
        lineHasWord = false
        while !isFull, let segment = segments.next() {
            let spacesWidth = segment.spaces * spaceUnits
            if !lineHasWord {
                // The paragraph's first segment carries the paragraph's indentation.
                place(
                    word: segment.spacesStart..<segment.bodyEnd, units: spacesWidth + segment.units,
                    paragraphEnd: end)
            } else if fits(lineUnits + spacesWidth + segment.units) {
                lineEnd = segment.bodyEnd
                lineUnits += spacesWidth + segment.units
            } else {
                // The spaces between the two lines belong to neither.
                finishLine(lineStart..<lineEnd, units: lineUnits, paragraphEnd: end)
                place(word: segment.bodyStart..<segment.bodyEnd, units: segment.units, paragraphEnd: end)
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

    private mutating func finishLine(_ range: Range<Int>, units: Int, paragraphEnd: Int) {
        let line = Line(start: range.lowerBound, end: range.upperBound, units: units, paragraphEnd: paragraphEnd)
        if keepsLines { lines.append(line) }
        if lineCount < maxLines - 1 { widestBeforeLastKept = max(widestBeforeLastKept, units) }
        if lineCount == maxLines - 1 { lastKept = line }
        widestUnits = max(widestUnits, units)
        lineCount += 1
    }

    // MARK: STEP 3

    /// Starts a line with `word`; cuts it between characters when it is wider
    /// than a line, leaving the last piece as the line being filled.
    private mutating func place(word: Range<Int>, units: Int, paragraphEnd: Int) {
        lineHasWord = true
        lineStart = word.lowerBound
        lineEnd = word.upperBound
        lineUnits = units
        guard !fits(units) else { return }
        var pieceStart = word.lowerBound
        var pieceUnits = 0
        var pieceVisibleUnits = 0
        Self.forEachCharacter(in: word, of: bytes) { character in
            let characterUnits = self.units(of: character)
            // A line holds at least one character, so every line makes progress. A space (a
            // segment holds one where the rules glue through it, "2) / 3") hangs at the end of
            // the line, in no width, as at any break: no line starts with it or is only it.
            if pieceStart < character.lowerBound, bytes[character.lowerBound] != 0x20,
                !fits(pieceUnits + characterUnits)
            {
                finishLine(pieceStart..<character.lowerBound, units: pieceVisibleUnits, paragraphEnd: paragraphEnd)
                if isFull { return false }
                pieceStart = character.lowerBound
                pieceUnits = 0
                pieceVisibleUnits = 0
            }
            pieceUnits += characterUnits
            if bytes[character.lowerBound] != 0x20 { pieceVisibleUnits = pieceUnits }
            return true
        }
        lineStart = pieceStart
        lineUnits = pieceVisibleUnits
    }

    // MARK: Words

    /// Each segment's advance and the number of spaces before it (see ``BreakSegmenter``),
    /// where each paragraph ends among the segments, and the unwrapped extent: what
    /// `breakLines` decides with no limit, in one walk. A paragraph's line runs from its
    /// indentation to the end of its last segment; trailing spaces count in neither.
    ///
    /// The entries go into an array made, once a second entry comes, for about one entry per
    /// five bytes; it grows past that when the words are shorter.
    ///
    /// - Complexity: O(n) in bytes; one allocation of about 4 bytes a word, usually, none for a
    ///   text of one word.
    private static func recordWords(
        _ bytes: [UInt8], bmpAdvances: [UInt16], bmpClasses: [LineBreakClass], font: Font, lineHeight: Double
    ) -> (words: PreparedText, ideal: TextExtent) {
        let end = bytes.count
        let spaceUnits = Int(bmpAdvances[0x20])
        let face = font.face
        // The first entry waits aside, so a text of one word allocates nothing; the array is
        // made with room for about one entry per word (a fifth of the bytes) when a second comes.
        var entries: [UInt32] = []
        var firstEntry: UInt32?
        func record(_ entry: UInt32) {
            guard let first = firstEntry else {
                firstEntry = entry
                return
            }
            if entries.isEmpty {
                entries.reserveCapacity(end / 5 + 2)
                entries.append(first)
            }
            entries.append(entry)
        }
        var packs = true
        var widest = 0
        var lines = 0
        var start = 0
        while true {
            var segments = BreakSegmenter(
                bytes: bytes, from: start, to: end, bmpAdvances: bmpAdvances, bmpClasses: bmpClasses, face: face)
            var lineUnits = 0
            while let segment = segments.next() {
                // Stored unconditionally; an entry that does not hold its segment makes the
                // text unpacked, and the entries are dropped.
                if segment.spaces > PreparedText.maxSpaces || segment.units > PreparedText.maxUnits {
                    packs = false
                }
                record(UInt32(truncatingIfNeeded: segment.spaces << 24 | segment.units))
                lineUnits &+= segment.spaces &* spaceUnits &+ segment.units
            }
            widest = max(widest, lineUnits)
            lines &+= 1
            guard let stop = segments.stop, stop < end else { break }
            // A line break ("\r\n" is one): the next paragraph starts after it.
            record(PreparedText.paragraphEnd)
            let (value, length) = scalar(in: bytes, at: stop)
            start = stop &+ (value == 0x0D && stop + 1 < end && bytes[stop + 1] == 0x0A ? 2 : length)
        }
        // Unwrapped text makes no fitting decisions, and holds for no finite width.
        let ideal = TextExtent(
            width: font.points(fromUnits: widest), height: Double(lines) * lineHeight,
            lineCount: lines, lowestLimit: .infinity, highestLimit: -.infinity)
        let words: PreparedText
        if !packs {
            words = .unprepared
        } else if entries.isEmpty && lines == 1 {
            // One line of one word at most (it waits aside): the ideal line says all there is.
            words = PreparedText(entries: [])
        } else {
            // (An empty array here holds one line break, "\n", waiting aside.)
            words = PreparedText(entries: entries.isEmpty ? firstEntry.map { [$0] } ?? [] : entries)
        }
        return (words, ideal)
    }

    // MARK: STEP 4

    /// The layout of the lines found, truncated to `maxLines` with "…".
    mutating func result(text: String, lineHeight: Double) -> TextLayout {
        let isTruncated = lines.count > maxLines
        let kept = isTruncated ? lines[..<(maxLines - 1)] : lines[...]
        var strings: [String] = []
        strings.reserveCapacity(kept.count + (isTruncated ? 1 : 0))
        var widestUnits = 0
        for line in kept {
            strings.append(string(line.start..<line.end, of: text))
            widestUnits = max(widestUnits, line.units)
        }
        if isTruncated {
            let last = lines[maxLines - 1]
            let truncated = truncatedPrefix(last.start..<last.paragraphEnd)
            let kept = String(decoding: bytes[last.start..<truncated.end], as: UTF8.self)
            strings.append(kept + "…")
            widestUnits = max(widestUnits, truncated.units)
        }
        return TextLayout(
            lines: strings,
            width: font.points(fromUnits: widestUnits),
            height: Double(strings.count) * lineHeight,
            lineHeight: lineHeight,
            isTruncated: isTruncated)
    }

    /// The bytes of `range` as a string; the text itself (no copy) when it is all
    /// of it, the common case of a single line.
    private func string(_ range: Range<Int>, of text: String) -> String {
        if range.count == bytes.count { return text }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The size `result` reports, without making strings: the same widest line and line
    /// count, and the limits that would break the same lines.
    mutating func extent(lineHeight: Double) -> TextExtent {
        let isTruncated = lineCount > maxLines
        var widest = widestUnits
        if isTruncated, let last = lastKept {
            widest = max(widestBeforeLastKept, truncatedPrefix(last.start..<last.paragraphEnd).units)
        }
        let lineCount = isTruncated ? maxLines : self.lineCount
        // Unwrapped text makes no fitting decisions, and holds for no finite width.
        let wrapped = limit != .infinity
        return TextExtent(
            width: font.points(fromUnits: widest),
            height: Double(lineCount) * lineHeight,
            lineCount: lineCount,
            lowestLimit: wrapped ? font.points(fromUnits: widestFitting) : .infinity,
            highestLimit: !wrapped
                ? -.infinity
                : narrowestRefused == .max ? .infinity : font.points(fromUnits: narrowestRefused))
    }

    /// The longest run of characters of `range` that fits beside "…", trailing
    /// spaces dropped: where it ends, and its width with the "…" in font units.
    private mutating func truncatedPrefix(_ range: Range<Int>) -> (end: Int, units: Int) {
        let ellipsisUnits = advance(of: 0x2026)
        var units = 0
        var visibleUnits = 0
        var visibleEnd = range.lowerBound
        Self.forEachCharacter(in: range, of: bytes) { character in
            let characterUnits = self.units(of: character)
            let isSpace = bytes[character.lowerBound] == 0x20 && character.count == 1
            let visibleThrough = isSpace ? visibleUnits : units + characterUnits
            guard fits(visibleThrough + ellipsisUnits) else { return false }
            units += characterUnits
            visibleUnits = visibleThrough
            if !isSpace { visibleEnd = character.upperBound }
            return true
        }
        return (visibleEnd, visibleUnits + ellipsisUnits)
    }
}
