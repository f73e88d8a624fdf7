import Testing

@testable import LayoutModel

/// Hand-computed layouts at 16 pt in DejaVu Sans (2048 units per em, so a font
/// unit is 1/128 pt). Advances used: space 651, "I" 604, "forgot" 6172, "my" 3207,
/// "password" 9759 (p 1300, a 1255, s 1067, w 1675, o 1253, r 842, d 1300),
/// "m" 1995, "y" 1212, "…" 2048.
@Suite("Text measurement")
struct TextMeasurementTests {
    let font = Font(size: 16)

    func layout(_ text: String, width: Double?, lineLimit: Int? = nil) -> TextLayout {
        TextMeasurement.layout(text, font: font, width: width, lineLimit: lineLimit)
    }

    @Test("Without a width, lines split only at line breaks")
    func idealSize() {
        let single = layout("I forgot my password", width: nil)
        #expect(
            single
                == TextLayout(
                    lines: ["I forgot my password"], width: 169.4921875, height: 18.625, lineHeight: 18.625,
                    isTruncated: false))
        let two = layout("User:\nPassword:", width: nil)
        #expect(two.lines == ["User:", "Password:"])
        #expect(two.width == 81.125)
        #expect(two.height == 37.25)
        #expect(layout("User:\r\nLog in", width: nil).lines == ["User:", "Log in"])
        #expect(layout("User:\rLog in\u{2028}x", width: nil).lines == ["User:", "Log in", "x"])
        #expect(layout("I forgot my password", width: .infinity) == single)
    }

    @Test("A line break at the end or alone makes an empty line")
    func emptyLines() {
        let trailing = layout("User:\n", width: nil)
        #expect(trailing.lines == ["User:", ""])
        #expect(trailing.height == 37.25)
        let alone = layout("\n", width: 50)
        #expect(alone.lines == ["", ""])
        #expect(alone.width == 0)
        #expect(layout("a\n\nb", width: 50).lines == ["a", "", "b"])
    }

    @Test("The empty string measures 0 × 0 with no lines")
    func emptyString() {
        for width in [nil, 0, 100, -5, Double.nan] as [Double?] {
            for limit in [nil, 0, 1, 3] as [Int?] {
                let result = layout("", width: width, lineLimit: limit)
                #expect(result.lines.isEmpty)
                #expect(result.width == 0 && result.height == 0 && !result.isTruncated)
                #expect(result.lineHeight == 18.625)
            }
        }
    }

    @Test("Greedy wrapping at spaces")
    func greedyWrap() {
        // "I forgot my" = 11285 units = 88.1640625; adding " password" makes 169.49.
        let result = layout("I forgot my password", width: 100)
        #expect(result.lines == ["I forgot my", "password"])
        #expect(result.width == 88.1640625)
        #expect(result.height == 37.25)
        // Exactly the width of the first line still fits it.
        #expect(layout("I forgot my password", width: 88.1640625).lines == ["I forgot my", "password"])
        // A hair less: "my password" (106.38) does not fit either, so "my" stands alone.
        let narrower = layout("I forgot my password", width: 88.16)
        #expect(narrower.lines == ["I forgot", "my", "password"])
        #expect(narrower.width == 76.2421875)
        // A text offered its own ideal width (with rounding noise) stays on one line.
        let ideal = font.width(of: "I forgot my password")
        #expect(layout("I forgot my password", width: (ideal + 0.1) - 0.1).lines.count == 1)
    }

    @Test("A word longer than the line breaks between characters")
    func longWord() {
        // "pass" = 4689 units = 36.6328125; "passw" = 49.71875; "word" = 39.609375.
        let result = layout("password", width: 40)
        #expect(result.lines == ["pass", "word"])
        #expect(result.width == 39.609375)
        // After a word, a long word starts on its own line before being broken.
        #expect(layout("I password", width: 40).lines == ["I", "pass", "word"])
        // Combining marks stay with their base letter.
        let accented = layout("e\u{301}e\u{301}", width: 0)
        #expect(accented.lines == ["e\u{301}", "e\u{301}"])
    }

    @Test("A space inside a word cut between characters hangs at the end of its line")
    func spaceInsideLongWord() {
        // LB13 glues "2) / " (no break before "/", even after a space) into one segment. At
        // 17 pt "2)" fits (1303 + 799 units = 16.421875 pt) and "2) /" does not: the space
        // hangs after ")" in no width, and "/" starts the next line (as in CSS and Core Text,
        // where spaces at a break hang), never a line of its own space.
        let result = layout("2) / 3;", width: 17)
        #expect(result.lines == ["2) ", "/", "3;"])
        #expect(result.width == 16.421875)  // "2)", the widest line; its space counts in no width
    }

    @Test("Spaces at a wrap belong to neither line; trailing spaces never count")
    func spaces() {
        // "User:" 41.859375 + three spaces + "Password:" 81.125 = 138.24 > 90.
        let result = layout("User:   Password:", width: 90)
        #expect(result.lines == ["User:", "Password:"])
        #expect(result.width == 81.125)
        let trailing = layout("Log in   ", width: 100)
        #expect(trailing.lines == ["Log in   "])
        #expect(trailing.width == 48.53125)
        #expect(layout("Log in   ", width: nil).width == 48.53125)
        // Leading spaces are part of the line: 2 × 5.0859375 + 41.859375.
        #expect(layout("  User:", width: nil).width == 52.03125)
        #expect(layout("  User:", width: 100).lines == ["  User:"])
        #expect(layout("   ", width: 10).width == 0)
    }

    @Test("Explicit line breaks and wrapping combine")
    func breaksAndWrapping() {
        let result = layout("I forgot my password\nUser:", width: 100)
        #expect(result.lines == ["I forgot my", "password", "User:"])
        #expect(result.height == 3 * 18.625)
    }

    @Test("A line limit truncates the last line with an ellipsis")
    func lineLimit() {
        // One line of 100: "I forgot m" = 10073 units = 78.6953125, + "…" 16 ≤ 100; "y" does not fit.
        let one = layout("I forgot my password", width: 100, lineLimit: 1)
        #expect(
            one
                == TextLayout(
                    lines: ["I forgot m…"], width: 94.6953125, height: 18.625, lineHeight: 18.625, isTruncated: true))
        // At 80 the cut falls after "I forgot "; the space before "…" is dropped.
        let atSpace = layout("I forgot my password", width: 80, lineLimit: 1)
        #expect(atSpace.lines == ["I forgot…"])
        #expect(atSpace.width == 74.0234375)
        // Two lines of 88.16: "I forgot", then "my pass" (66.7734375) + "…" refilled from the rest.
        let two = layout("I forgot my password", width: 88.16, lineLimit: 2)
        #expect(two.lines == ["I forgot", "my pass…"])
        #expect(two.width == 82.7734375)
        #expect(two.height == 37.25)
        // Without a width, the kept line is whole and gets the "…".
        let ideal = layout("User:\nPassword:", width: nil, lineLimit: 1)
        #expect(ideal.lines == ["User:…"])
        #expect(ideal.width == 57.859375)
        // Enough lines: no truncation.
        let fits = layout("I forgot my password", width: 100, lineLimit: 2)
        #expect(fits.lines == ["I forgot my", "password"])
        #expect(!fits.isTruncated)
    }

    @Test("Bad widths and line limits are clamped")
    func clamps() {
        // NaN width: no limit.
        #expect(layout("User: x", width: .nan) == layout("User: x", width: nil))
        // Zero or negative width: one character per line, the widest is "U" (1499 units).
        let zero = layout("User:", width: 0)
        #expect(zero.lines == ["U", "s", "e", "r", ":"])
        #expect(zero.width == 11.7109375)
        #expect(layout("User:", width: -3) == zero)
        #expect(layout("User:", width: -.infinity) == zero)
        // A line limit of 0 or less keeps one line.
        let clampedLimit = layout("I forgot my password", width: 100, lineLimit: 0)
        #expect(clampedLimit == layout("I forgot my password", width: 100, lineLimit: 1))
        #expect(layout("I forgot my password", width: 100, lineLimit: -7) == clampedLimit)
        // Even "…" does not fit in 0 points: the line is just "…".
        let ellipsisOnly = layout("User:", width: 0, lineLimit: 1)
        #expect(ellipsisOnly.lines == ["…"])
        #expect(ellipsisOnly.width == 16)
        // A size of 0 (from NaN) measures lines of width and height 0.
        let invisible = TextMeasurement.layout("User:\nx", font: Font(size: .nan), width: 10, lineLimit: nil)
        #expect(invisible.lines == ["User:", "x"])
        #expect(invisible.width == 0 && invisible.height == 0)
    }

    @Test("Measuring is linear: a long text wraps without trouble")
    func longText() {
        let text = String(repeating: "I forgot my password ", count: 2_000)
        // "I forgot my", then ("password I" 86.05, "forgot my" 78.36) repeated, then "password ".
        let result = layout(text, width: 100)
        #expect(result.lines.count == 4_000)
        #expect(result.lines[1...2] == ["password I", "forgot my"])
        #expect(result.width == 88.1640625)
        let limited = layout(text, width: 100, lineLimit: 3)
        // "forgot my" + "…" = 94.359375; " p" would make it 109.64.
        #expect(limited.lines == ["I forgot my", "password I", "forgot my…"])
        #expect(limited.width == 94.359375)
    }
}
