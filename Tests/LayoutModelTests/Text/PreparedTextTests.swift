import Testing
@testable import LayoutModel

@Suite("Prepared text: wrapping over measured words")
struct PreparedTextTests {
    let font = Font(size: 16)

    /// The reference: the character-by-character measurement.
    func direct(_ text: String, _ width: Double?) -> TextExtent {
        TextMeasurement.extent(text, textHash: TextMeasurement.hash(of: text), font: font, width: width, lineLimit: nil)
    }

    /// The widest word of `text` (with a paragraph's indentation on its first word), the
    /// narrowest width at which no word breaks between characters.
    func widestPlacement(_ text: String) -> Double {
        var widest = 0.0
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let indent = paragraph.prefix { $0 == " " }
            for (i, word) in paragraph.split(separator: " ").enumerated() {
                let measured = (i == 0 ? String(indent) : "") + word
                widest = max(widest, TextMeasurement.layout(measured, font: font, width: nil, lineLimit: nil).width)
            }
        }
        return widest
    }

    /// Random texts of words, runs of spaces, line breaks, long words and non-ASCII scalars.
    func randomTexts(count: Int) -> [String] {
        var random = TextTestRandom(state: 2026)
        let pieces = ["a", "layout", "the", "preference", "I", "Supercalifragilisticexpialidocious", "é", "😀",
                      "中文", "width", " ", "  ", "   ", "\n", "\r\n", "W", "."]
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
        var answered = 0, declined = 0
        var random = TextTestRandom(state: 7)
        for text in randomTexts(count: 300) {
            let prepared = PreparedText(text, font: font)
            #expect(prepared.ideal == direct(text, nil), "ideal of \(text.debugDescription)")
            let ideal = prepared.ideal.width
            var widths: [Double?] = [nil, .infinity, .nan, -5, 0, ideal, ideal - 0.001, ideal + 0.5]
            for _ in 0..<20 { widths.append(Double.random(in: 0...max(1, ideal * 1.2), using: &random)) }
            let unbroken = widestPlacement(text)
            for width in widths {
                guard let extent = prepared.extent(width: width) else {
                    declined += 1
                    // Declined only below the widest word: the text then breaks inside one.
                    #expect(width! < unbroken, "\(text.debugDescription) at \(width!)")
                    continue
                }
                answered += 1
                #expect(extent == direct(text, width), "\(text.debugDescription) at \(String(describing: width))")
            }
        }
        // Both paths are exercised.
        #expect(answered > 3_000)
        #expect(declined > 100)
    }

    @Test("Published check values: the login button texts wrap like the direct measurement")
    func checkValues() throws {
        let prepared = PreparedText("I forgot my password", font: font)
        #expect(prepared.ideal.width == 169.4921875)
        #expect(prepared.ideal.lineCount == 1)
        // At 100 points: "I forgot my" / "password", two lines of 18.625.
        let wrapped = try #require(prepared.extent(width: 100))
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.height == 2 * 18.625)
        #expect(wrapped == direct("I forgot my password", 100))
        #expect(PreparedText("", font: font).extent(width: 50) == direct("", 50))
    }
}
