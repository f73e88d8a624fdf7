import Testing

@testable import LayoutModel

@Suite("Text extents")
struct TextExtentTests {
    let font = Font(size: 16)
    let texts = [
        "I forgot my password",
        "layout the preference width a constraint solver is shared label bubble SwiftUI measures",
        "  indented words and   runs of spaces  ",
        "Supercalifragilisticexpialidocious word",
        "two\nparagraphs of text\n",
        "é ü 😀 mixed scalars 中文 text",
        ""
    ]

    @Test("An extent has the width and height of the layout, and its number of lines")
    func extentMatchesLayout() {
        for text in texts {
            for width in [nil, 0, 10, 37.5, 60, 100, 169.4921875, 250, 1_000] as [Double?] {
                for lineLimit in [nil, 1, 2] as [Int?] {
                    let layout = TextMeasurement.layout(text, font: font, width: width, lineLimit: lineLimit)
                    let extent = TextMeasurement.extent(
                        text, font: font,
                        width: width, lineLimit: lineLimit)
                    #expect(extent.width == layout.width, "\(text) at \(String(describing: width))")
                    #expect(extent.height == layout.height, "\(text) at \(String(describing: width))")
                    #expect(extent.lineCount == layout.lines.count, "\(text) at \(String(describing: width))")
                }
            }
        }
    }

    @Test("An extent holds for another width exactly when that width wraps the same lines")
    func holdsMeansSameLines() {
        var held = 0
        var refused = 0
        for text in texts where !text.isEmpty {
            for lineLimit in [nil, 2] as [Int?] {
                for w1 in stride(from: 5.0, through: 400, by: 7.5) {
                    let extent = TextMeasurement.extent(
                        text, font: font,
                        width: w1, lineLimit: lineLimit)
                    #expect(extent.holds(forWidth: w1))
                    let lines = TextMeasurement.layout(text, font: font, width: w1, lineLimit: lineLimit).lines
                    for w2 in stride(from: 1.0, through: 420, by: 3.25) {
                        let other = TextMeasurement.layout(text, font: font, width: w2, lineLimit: lineLimit)
                        if extent.holds(forWidth: w2) {
                            held += 1
                            #expect(other.lines == lines, "\(text): \(w1) vs \(w2)")
                            #expect(other.width == extent.width && other.height == extent.height)
                        } else {
                            refused += 1
                        }
                    }
                }
            }
        }
        #expect(held > 1_000 && refused > 1_000)
    }

    @Test("Unwrapped extents hold for no width; bad widths are clamped as layout clamps them")
    func unwrappedAndClamped() {
        let text = "I forgot my password"
        let ideal = TextMeasurement.extent(text, font: font, width: nil, lineLimit: nil)
        #expect(ideal.width == 169.4921875 && ideal.lineCount == 1)
        #expect(!ideal.holds(forWidth: 200) && !ideal.holds(forWidth: nil))
        let wrapped = TextMeasurement.extent(text, font: font, width: 100, lineLimit: nil)
        #expect(!wrapped.holds(forWidth: nil) && !wrapped.holds(forWidth: .nan) && !wrapped.holds(forWidth: .infinity))
        let negative = TextMeasurement.extent(text, font: font, width: -5, lineLimit: nil)
        let zero = TextMeasurement.layout(text, font: font, width: 0, lineLimit: nil)
        #expect(negative.width == zero.width && negative.lineCount == zero.lines.count)
        #expect(negative.holds(forWidth: 0) && negative.holds(forWidth: -1))
    }
}
