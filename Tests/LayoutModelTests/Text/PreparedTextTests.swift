import SeededRandom
import Testing

@testable import LayoutModel

@Suite("Prepared text: wrapping over measured words")
struct PreparedTextTests {
    let font = Font(size: 16)

    /// The reference: the character-by-character measurement.
    func direct(_ text: String, _ width: Double?) -> TextExtent {
        TextMeasurement.extent(text, font: font, width: width, lineLimit: nil)
    }

    /// The widest segment of `text` between break opportunities (with a paragraph's
    /// indentation on its first), the narrowest width at which none breaks between characters.
    func widestPlacement(_ text: String) -> Double {
        var widest = 0.0
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let characters = Array(paragraph)[...]
            for body in ReferenceLineBreaker.segments(characters) {
                widest = max(widest, font.width(of: String(characters[body])))
            }
        }
        return widest
    }

    /// Random texts of words, runs of spaces, line breaks, long words and non-ASCII scalars.
    func randomTexts(count: Int) -> [String] {
        var random = SplitMix64(seed: 2026)
        let pieces = [
            "a", "layout", "the", "preference", "I", "Supercalifragilisticexpialidocious", "é", "😀",
            "中文", "width", " ", "  ", "   ", "\n", "\r\n", "W", ".", "-", "—", "(", ")", "。"
        ]
        return (0..<count).map { _ in
            let length = Int.random(in: 0...30, using: &random)
            var text = ""
            for _ in 0..<length {
                text += pieces.randomElement(using: &random)!
                if Bool.random(using: &random) { text += " " }
            }
            return text
        }
    }

    @Test("Every width gives the direct measurement's extent, or nil only where a word breaks")
    func matchesDirectMeasurement() {
        var answered = 0
        var declined = 0
        var random = SplitMix64(seed: 7)
        for text in randomTexts(count: 300) {
            let (prepared, idealExtent) = PreparedText.prepare(text, font: font)
            #expect(idealExtent == direct(text, nil), "ideal of \(text.debugDescription)")
            let ideal = idealExtent.width
            var widths: [Double] = [-5, 0, ideal, ideal - 0.001, ideal + 0.5]
            for _ in 0..<20 { widths.append(Double.random(in: 0...max(1, ideal * 1.2), using: &random)) }
            let unbroken = widestPlacement(text)
            for width in widths {
                guard let extent = prepared.extent(width: width, idealWidth: ideal, font: font) else {
                    // The empty text has nothing to wrap and is measured directly.
                    if text.isEmpty { continue }
                    declined += 1
                    // Declined only below the widest word: the text then breaks inside one.
                    #expect(width < unbroken, "\(text.debugDescription) at \(width)")
                    continue
                }
                answered += 1
                #expect(extent == direct(text, width), "\(text.debugDescription) at \(width)")
            }
            // No width limit: the caller has the ideal extent.
            for width in [nil, .infinity, .nan] as [Double?] {
                #expect(prepared.extent(width: width, idealWidth: ideal, font: font) == nil)
            }
        }
        // Both paths are exercised.
        #expect(answered > 3_000)
        #expect(declined > 100)
    }

    @Test("Published check values: the login button texts wrap like the direct measurement")
    func checkValues() throws {
        let (prepared, ideal) = PreparedText.prepare("I forgot my password", font: font)
        #expect(ideal.width == 169.4921875)
        #expect(ideal.lineCount == 1)
        // At 100 points: "I forgot my" / "password", two lines of 18.625.
        let wrapped = try #require(prepared.extent(width: 100, idealWidth: ideal.width, font: font))
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.height == 2 * 18.625)
        #expect(wrapped == direct("I forgot my password", 100))
        // The empty text: 0 × 0 with no lines, and nothing to wrap (measured directly).
        let (empty, emptyIdeal) = PreparedText.prepare("", font: font)
        #expect(emptyIdeal == direct("", nil) && emptyIdeal.lineCount == 0 && emptyIdeal.height == 0)
        #expect(empty.entryCount == nil)
        #expect(empty.extent(width: 50, idealWidth: 0, font: font) == nil)
    }

    @Test("A text of one line and at most one word keeps no entries, and still wraps exactly")
    func oneLineKeepsNoEntries() throws {
        // "User:" is 41.859375 wide at 16 pt; "  User:" adds two spaces of indentation, after
        // which a line may break (UAX #14 LB18), so it keeps two entries: the empty segment
        // before the spaces and the word after them.
        for text in ["User:", "  User:", "User:  ", "   ", "Supercalifragilisticexpialidocious"] {
            let (prepared, ideal) = PreparedText.prepare(text, font: font)
            #expect(prepared.entryCount == (text == "  User:" ? 2 : 0), "\(text.debugDescription)")
            for width in [0, 1, 20, ideal.width - 1e-6, ideal.width, ideal.width + 3, 500] {
                let extent = prepared.extent(width: width, idealWidth: ideal.width, font: font)
                if let extent {
                    #expect(extent == direct(text, width), "\(text.debugDescription) at \(width)")
                } else {
                    // Only a word wider than the line is left to the direct measurement.
                    #expect(
                        width + TextMeasurement.widthTolerance < ideal.width, "\(text.debugDescription) at \(width)")
                }
            }
        }
        #expect(PreparedText.prepare("User:", font: font).ideal.width == 41.859375)
        // One entry per word and one per line break; no spare capacity.
        #expect(PreparedText.prepare("Log in", font: font).words.entryCount == 2)
        #expect(PreparedText.prepare("a\n\nb c", font: font).words.entryCount == 5)
        #expect(PreparedText.prepare("User:\n", font: font).words.entryCount == 2)
    }

    @Test("Words too wide or too indented for an entry leave every width to the direct measurement")
    func unpackedWords() {
        // Enough "W"s to exceed the 2^24 − 2 font units an entry holds.
        let count = PreparedText.maxUnits / font.face.advanceWidth(of: "W") + 1
        let wide = String(repeating: "W", count: count) + " and more"
        let deep = String(repeating: " ", count: 256) + "indented words"
        let (wideWords, wideIdeal) = PreparedText.prepare(wide, font: font)
        #expect(wideIdeal == direct(wide, nil))
        #expect(wideWords.extent(width: 1e9, idealWidth: wideIdeal.width, font: font) == nil)
        #expect(wideWords.entryCount == nil)
        let (deepWords, deepIdeal) = PreparedText.prepare(deep, font: font)
        #expect(deepIdeal == direct(deep, nil))
        #expect(deepWords.extent(width: 100, idealWidth: deepIdeal.width, font: font) == nil)
        // 255 spaces still fit an entry, and wrap like the direct measurement.
        let indented = String(repeating: " ", count: 255) + "indented words"
        let (words, ideal) = PreparedText.prepare(indented, font: font)
        for width in [ideal.width, ideal.width - 10, 3_000] {
            #expect(words.extent(width: width, idealWidth: ideal.width, font: font) == direct(indented, width))
        }
    }
}
