import LayoutModel
import Testing

@testable import PreferenceLayout

/// Rule 18 of docs/ARCHITECTURE.md ("Layout rules"): a `Text` offered less height than its lines
/// need shows the lines that fit, at least one, the last truncated with "…", as SwiftUI does
/// (a text in a frame too short for it is cut to the lines that fit, with an ellipsis). The
/// reference is LayoutModel's `TextMeasurement.layout(_:font:width:height:lineLimit:)`.
@Suite("Text offered less height (rule 18)")
struct TextHeightTests {
    let font = Font(size: 16)
    let line = 18.625

    @Test("A height for one of two lines shows one line, truncated")
    func oneOfTwoLines() throws {
        let text = "I forgot my password"
        let r = try layout(Text(text).font(size: 16).id("t"), width: 100, height: 20)
        let expected = TextMeasurement.layout(text, font: font, width: 100, height: 20, lineLimit: nil)
        #expect(expected.lines.count == 1)
        #expect(expected.lines.last?.hasSuffix("…") == true)
        #expect(r.frames["t"]?.size == Size(width: expected.width, height: line))
        // Unlimited, the same text takes two lines at that width.
        #expect(try layout(Text(text).font(size: 16).id("t"), width: 100, height: nil).frames["t"]?.height == 2 * line)
    }

    @Test("Less than a line still shows one line; enough height shows every line")
    func atLeastOneLine() throws {
        let text = "I forgot my password"
        #expect(try layout(Text(text).font(size: 16).id("t"), width: 100, height: 5).frames["t"]?.height == line)
        #expect(try layout(Text(text).font(size: 16).id("t"), width: 100, height: 40).frames["t"]?.height == 2 * line)
    }

    @Test("In a fixed frame the text is cut to the lines that fit; a line limit still applies")
    func inFrame() throws {
        let text = "one two three four five six seven eight nine ten"
        let full = TextMeasurement.layout(text, font: font, width: 80, lineLimit: nil)
        #expect(full.lines.count >= 4)
        // A 45-point frame fits two lines (2 × 18.625 = 37.25).
        let r = try layout(Text(text).font(size: 16).id("t").frame(width: 80, height: 45), width: nil, height: nil)
        let cut = TextMeasurement.layout(text, font: font, width: 80, height: 45, lineLimit: nil)
        #expect(cut.lines.count == 2)
        #expect(r.frames["t"]?.height == 2 * line)
        #expect(r.frames["t"]?.width == cut.width)
        // lineLimit(1) is the smaller limit.
        let one = try layout(
            Text(text).font(size: 16).lineLimit(1).id("t").frame(width: 80, height: 45), width: nil, height: nil)
        #expect(one.frames["t"]?.height == line)
    }

    @Test("Padding around a text counts against the height")
    func paddedText() throws {
        // 30 − 2 × 8 = 14 for the text: one line, and the padded view is 18.625 + 16.
        let r = try layout(Text("I forgot my password").font(size: 16).padding(8).id("p"), width: 116, height: 30)
        #expect(r.frames["p"]?.height == line + 16)
    }
}
