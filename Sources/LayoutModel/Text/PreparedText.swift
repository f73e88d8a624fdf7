/// A text whose words were measured once, so that wrapping it at another width walks its
/// words instead of its characters. A "word" here is a segment between two line-break
/// opportunities (see `BreakSegmenter`): "well-known" is two, "中文" is two.
///
/// A layout engine offers one text many widths: a stack probes it, a second pass offers what
/// is left beside a wider label, a window resizes. Each width needs the greedy wrapping of
/// ``TextMeasurement``, whose decisions depend only on the widths of the segments and of the
/// spaces before them; those are kept here, four bytes a word, in one allocation of the
/// exact size (none at all for a text of one line and at most one word, which its ideal
/// width describes). The answers are the same extents `TextMeasurement.extent` gives, decided
/// over the same amounts in font units.
///
/// Some cases need the characters themselves and answer nil, so the caller measures the text
/// directly: a word wider than the whole line (it breaks between characters), a word too
/// wide or too indented for an entry (see ``maxUnits``), and a line limit (the last line is
/// refilled beside "…"; such texts are not prepared). The empty text, with nothing to wrap,
/// is left to the direct measurement too.
///
/// A value holds no font: the caller keeps the text's font and its ideal width (from the
/// extent ``prepare(_:font:)`` returns beside it) and passes them back. It is 8 bytes.
package struct PreparedText: Sendable {
    /// One entry per word, in order: the number of spaces before the word in the high 8
    /// bits, its advance in font units in the low 24; ``paragraphEnd`` between paragraphs.
    /// Empty for a text of one line and at most one word (its ideal extent says all there
    /// is); nil when the text is measured directly.
    private let entries: [UInt32]?

    /// The entry that ends a paragraph; no word has it, since no word's advance is 2^24 − 1.
    static let paragraphEnd: UInt32 = .max
    /// The widest word an entry holds, in font units (thousands of ems); wider words leave
    /// the text to the direct measurement, though at any usual width they break between
    /// characters anyway.
    static let maxUnits = 0xFF_FFFE
    /// The most spaces an entry puts before its word.
    static let maxSpaces = 0xFF

    /// The state before preparation, and of texts that are not prepared: every width is
    /// measured directly.
    package static var unprepared: PreparedText { PreparedText(entries: nil) }

    /// The number of entries kept (a test hook: words and line breaks, none for one line
    /// of one word, nil when not prepared).
    package var entryCount: Int? { entries?.count }

    init(entries: [UInt32]?) {
        self.entries = entries
    }

    /// Measures the words of `text` in `font`, in one walk over its bytes.
    ///
    /// - Returns: the words, and the text's unwrapped extent (what
    ///   `TextMeasurement.extent(text, …, width: nil, lineLimit: nil)` reports).
    /// - Complexity: O(n) for n bytes, once; one allocation of 4 bytes a word, none for a
    ///   text of one line and at most one word.
    package static func prepare(_ text: String, font: Font) -> (words: PreparedText, ideal: TextExtent) {
        guard !text.isEmpty else {
            return (
                .unprepared,
                TextExtent(width: 0, height: 0, lineCount: 0, lowestLimit: .infinity, highestLimit: -.infinity)
            )
        }
        return LineBreaker.prepare(text, font: font, lineHeight: font.lineHeight)
    }

    /// The extent `TextMeasurement.extent(text, …, width: width, lineLimit: nil)` reports, or
    /// nil when the text must be measured directly (a word is wider than the line, or the
    /// words are not kept).
    ///
    /// - Parameters:
    ///   - width: the wrap width; nil, infinite and NaN widths (no wrapping) answer nil, for
    ///     the caller has the ideal extent; negative ones are 0 (as `TextMeasurement` clamps
    ///     them).
    ///   - idealWidth: the width of the ideal extent ``prepare(_:font:)`` returned.
    ///   - font: the font the words were measured in.
    /// - Complexity: O(words), no allocation.
    package func extent(width: Double?, idealWidth: Double, font: Font) -> TextExtent? {
        guard let entries, let width = TextMeasurement.normalized(width: width) else { return nil }
        let limit = width + TextMeasurement.widthTolerance
        guard entries.isEmpty else { return Self.wrapped(entries, limit: limit, font: font) }
        // One line, one word (indentation included) or none: it fits, the one decision
        // made, or it breaks.
        guard idealWidth <= limit else { return nil }
        return TextExtent(
            width: idealWidth, height: font.lineHeight, lineCount: 1,
            lowestLimit: idealWidth, highestLimit: .infinity)
    }

    /// Greedy wrapping of the entries: the same decisions as `LineBreaker.wrap`, noting, as
    /// it does, the widest amount that fitted and the narrowest refused.
    private static func wrapped(_ entries: [UInt32], limit: Double, font: Font) -> TextExtent? {
        // An amount fits exactly when it is at most `fitting` (see `Font.widestUnits`).
        let fitting = font.widestUnits(fitting: limit)
        let spaceUnits = Int(font.face.bmpAdvances[0x20])
        var widestFitting = 0
        var narrowestRefused = Int.max
        var lineCount = 0
        var widest = 0
        // Amounts are sums of entries' 32 bits, far from overflowing: wrapping arithmetic
        // spares the checks.
        let finished: Bool = entries.withUnsafeBufferPointer { entries in
            var index = 0
            while true {
                // A paragraph: its first word carries its indentation.
                var lineUnits = 0
                if index < entries.count, entries[index] != Self.paragraphEnd {
                    let entry = entries[index]
                    let amount = Int(entry >> 24) &* spaceUnits &+ Int(entry & 0xFF_FFFF)
                    guard amount <= fitting else { return false }
                    widestFitting = max(widestFitting, amount)
                    lineUnits = amount
                    index &+= 1
                }
                while index < entries.count {
                    let entry = entries[index]
                    if entry == Self.paragraphEnd { break }
                    let units = Int(entry & 0xFF_FFFF)
                    let amount = lineUnits &+ Int(entry >> 24) &* spaceUnits &+ units
                    index &+= 1
                    if amount <= fitting {
                        widestFitting = max(widestFitting, amount)
                        lineUnits = amount
                        continue
                    }
                    // The spaces before a wrapped word belong to neither line.
                    narrowestRefused = min(narrowestRefused, amount)
                    widest = max(widest, lineUnits)
                    lineCount &+= 1
                    guard units <= fitting else { return false }
                    widestFitting = max(widestFitting, units)
                    lineUnits = units
                }
                // The paragraph's last line (an empty paragraph is one empty line).
                widest = max(widest, lineUnits)
                lineCount &+= 1
                guard index < entries.count else { return true }
                index &+= 1
            }
        }
        guard finished else { return nil }
        return TextExtent(
            width: font.points(fromUnits: widest),
            height: Double(lineCount) * font.lineHeight,
            lineCount: lineCount,
            lowestLimit: font.points(fromUnits: widestFitting),
            highestLimit: narrowestRefused == .max ? .infinity : font.points(fromUnits: narrowestRefused))
    }
}
