import SeededRandom
import Testing

@testable import LayoutModel

/// A deliberately simple line breaker over `Character`s and `Font.width(of:)`,
/// written from the rules in `TextMeasurement.layout`'s documentation, to check
/// the byte-level implementation on random texts. Its break opportunities come from
/// `LineBreakRules` scalar by scalar (checked on its own against Unicode's tests).
enum ReferenceLineBreaker {
    /// The bodies of a paragraph's segments, as character ranges: each runs from a break
    /// opportunity (or the paragraph's start) to its last character that is no space; a
    /// paragraph's leading spaces, when a body follows, make an empty body at its start.
    static func segments(_ characters: ArraySlice<Character>) -> [Range<Int>] {
        let scalars = characters.flatMap { Array(String($0).unicodeScalars) }
        let breaks = Set(LineBreakRulesTests.opportunities(scalars))
        var bodies: [Range<Int>] = []
        var start = characters.startIndex
        var scalarIndex = 0
        func close(at end: Int) {
            var bodyEnd = end
            while bodyEnd > start, characters[bodyEnd - 1] == " " { bodyEnd -= 1 }
            if bodyEnd > start {
                bodies.append(start..<bodyEnd)
            } else if end > start, end < characters.endIndex {
                // Leading spaces, then a break.
                bodies.append(start..<start)
            }
            start = end
        }
        for index in characters.indices {
            if breaks.contains(scalarIndex) { close(at: index) }
            scalarIndex += String(characters[index]).unicodeScalars.count
        }
        close(at: characters.endIndex)
        return bodies
    }

    static func layout(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextLayout {
        let lineHeight = font.lineHeight
        guard !text.isEmpty else {
            return TextLayout(lines: [], width: 0, height: 0, lineHeight: lineHeight, isTruncated: false)
        }
        let limit = TextMeasurement.normalized(width: width).map { $0 + TextMeasurement.widthTolerance }
        let maxLines = TextMeasurement.normalized(lineLimit: lineLimit) ?? .max
        func fits(_ characters: ArraySlice<Character>) -> Bool {
            limit.map { font.width(of: String(characters)) <= $0 } ?? true
        }
        func visibleWidth(_ characters: ArraySlice<Character>) -> Double {
            var trimmed = characters
            while trimmed.last == " " { trimmed.removeLast() }
            return font.width(of: String(trimmed))
        }

        // (characters of the line, characters from the line's start to its paragraph's end)
        var lines: [(line: ArraySlice<Character>, rest: ArraySlice<Character>)] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let characters = Array(paragraph)[...]
            var start = characters.startIndex  // the current line
            var end = start  // end of its last word
            var hasWord = false
            func emit(_ range: Range<Int>) { lines.append((characters[range], characters[range.lowerBound...])) }
            func place(_ word: Range<Int>) {
                hasWord = true
                start = word.lowerBound
                end = word.upperBound
                guard !fits(characters[word]) else { return }
                // Cut before a character that does not fit; a space hangs instead.
                for position in word
                where position > start && characters[position] != " "
                    && !fits(characters[start...position])
                {
                    emit(start..<position)
                    start = position
                }
            }
            for body in segments(characters) {
                if !hasWord {
                    place(body)
                } else if fits(characters[start..<body.upperBound]) {
                    end = body.upperBound
                } else {
                    emit(start..<end)
                    place(body)
                }
            }
            emit(hasWord ? start..<characters.endIndex : characters.indices)
        }

        var strings = lines.prefix(maxLines).map { String($0.line) }
        var widest = lines.prefix(maxLines).map { visibleWidth($0.line) }.max() ?? 0
        let isTruncated = lines.count > maxLines
        if isTruncated {
            let rest = lines[maxLines - 1].rest
            var taken = rest.startIndex
            while taken < rest.endIndex {
                let candidate = rest[...taken]
                if let limit, visibleWidth(candidate) + font.width(of: "…") > limit { break }
                taken += 1
            }
            var kept = rest[..<taken]
            while kept.last == " " { kept.removeLast() }
            strings[maxLines - 1] = String(kept) + "…"
            widest = lines.prefix(maxLines - 1).map { visibleWidth($0.line) }.max() ?? 0
            widest = max(widest, font.width(of: String(kept) + "…"))
        }
        return TextLayout(
            lines: strings, width: widest, height: Double(strings.count) * lineHeight,
            lineHeight: lineHeight, isTruncated: isTruncated)
    }
}

@Suite("Text measurement against a reference")
struct TextMeasurementReferenceTests {
    static let alphabet: [String] = [
        "a", "b", "W", "i", "é", "e\u{301}", "€", "中", "😀", "\u{1D538}", "…", " ", " ", " ", "  ", "\n", "\r\n",
        "-", "—", "。", ")", "(", "1", "文", "/", "\u{A0}"
    ]

    @Test("Random texts, widths and line limits lay out as the reference does")
    func randomTexts() {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<400 {
            let length = Int.random(in: 0...40, using: &random)
            let text = (0..<length).map { _ in Self.alphabet.randomElement(using: &random)! }.joined()
            let width: Double? =
                Int.random(in: 0..<5, using: &random) == 0
                ? nil : Double(Int.random(in: -10...200, using: &random))
            let lineLimit: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...4, using: &random)
            let font = Font(size: Double(Int.random(in: 8...24, using: &random)))
            let measured = TextMeasurement.layout(text, font: font, width: width, lineLimit: lineLimit)
            let expected = ReferenceLineBreaker.layout(text, font: font, width: width, lineLimit: lineLimit)
            #expect(
                measured == expected,
                "text \(text.debugDescription), width \(String(describing: width)), lineLimit \(String(describing: lineLimit))"
            )
        }
    }

    @Test("Multi-byte scalars measure as Font.width(of:) does")
    func multiByteWidths() {
        let font = Font(size: 16)
        for text in ["é", "e\u{301}", "€ 中", "😀😀", "\u{1D538}x", "naïve café"] {
            #expect(TextMeasurement.layout(text, font: font, width: nil, lineLimit: nil).width == font.width(of: text))
        }
    }
}
