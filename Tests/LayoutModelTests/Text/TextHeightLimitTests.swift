import Testing

@testable import LayoutModel

/// Text offered less height than its lines need shows the lines that fit, the last truncated
/// with "…", at least one line. At 16 pt in DejaVu Sans the line height is 18.625; advances
/// (font units, 1/128 pt): "I forgot" 7427, "my" 3207, space 651, "p" 1300, "a" 1255,
/// "s" 1067, "…" 2048.
@Suite("Text in a limited height")
struct TextHeightLimitTests {
    let font = Font(size: 16)
    let text = "I forgot my password"

    @Test("The lines that fit the height are kept, the last truncated")
    func linesThatFit() {
        // At 80 pt: "I forgot" | "my" | "password" (the lines' widths 58.02, 25.05, 76.24).
        let full = TextMeasurement.layout(text, font: font, width: 80, height: nil, lineLimit: nil)
        #expect(full.lines == ["I forgot", "my", "password"])
        #expect(full.height == 55.875)
        // 40 pt holds two lines (37.25): the second is refilled from "my password" beside "…":
        // "my pas…" is 3207 + 651 + 1300 + 1255 + 1067 + 2048 = 9528 units = 74.4375 pt; one
        // more "s" (82.78 pt) would not fit 80.
        let two = TextMeasurement.layout(text, font: font, width: 80, height: 40, lineLimit: nil)
        #expect(
            two
                == TextLayout(
                    lines: ["I forgot", "my pas…"], width: 74.4375, height: 37.25,
                    lineHeight: 18.625, isTruncated: true))
        // Exactly three lines tall: all of them, nothing truncated.
        #expect(TextMeasurement.layout(text, font: font, width: 80, height: 55.875, lineLimit: nil) == full)
        // A hair less than three lines (rounding in a parent's arithmetic) still holds them.
        #expect(TextMeasurement.layout(text, font: font, width: 80, height: 55.875 - 1e-12, lineLimit: nil) == full)
        #expect(TextMeasurement.layout(text, font: font, width: 80, height: 55.8, lineLimit: nil) == two)
    }

    @Test("At least one line shows, however little the height")
    func atLeastOneLine() {
        let one = TextMeasurement.layout(text, font: font, width: 80, lineLimit: 1)
        #expect(one.lines.count == 1 && one.isTruncated)
        for height in [0, 5, 18.6, -3, -.infinity] as [Double] {
            #expect(TextMeasurement.layout(text, font: font, width: 80, height: height, lineLimit: nil) == one)
        }
    }

    @Test("No height limit: nil, infinity and NaN; the smaller of two limits wins")
    func limits() {
        let full = TextMeasurement.layout(text, font: font, width: 80, lineLimit: nil)
        for height in [nil, .infinity, .nan] as [Double?] {
            #expect(TextMeasurement.layout(text, font: font, width: 80, height: height, lineLimit: nil) == full)
            #expect(TextMeasurement.lineLimit(fittingHeight: height, font: font) == nil)
        }
        #expect(TextMeasurement.lineLimit(fittingHeight: 40, font: font) == 2)
        #expect(TextMeasurement.lineLimit(fittingHeight: 1e300, font: font) == nil)
        // A zero-size font's lines are 0 tall: any number fits.
        #expect(TextMeasurement.lineLimit(fittingHeight: 10, font: Font(size: 0)) == nil)
        let oneLine = TextMeasurement.layout(text, font: font, width: 80, lineLimit: 1)
        #expect(TextMeasurement.layout(text, font: font, width: 80, height: 40, lineLimit: 1) == oneLine)
        let twoLines = TextMeasurement.layout(text, font: font, width: 80, lineLimit: 2)
        #expect(TextMeasurement.layout(text, font: font, width: 80, height: 100, lineLimit: 2) == twoLines)
    }

    @Test("The extent agrees with the layout")
    func extentAgrees() {
        for height in [nil, 0, 20, 40, 60] as [Double?] {
            let layout = TextMeasurement.layout(text, font: font, width: 80, height: height, lineLimit: nil)
            let extent = TextMeasurement.extent(
                text, font: font, width: 80, height: height,
                lineLimit: nil)
            #expect(extent.width == layout.width && extent.height == layout.height)
            #expect(extent.lineCount == layout.lines.count)
        }
    }
}
