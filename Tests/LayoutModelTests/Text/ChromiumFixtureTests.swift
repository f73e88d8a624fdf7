import Testing

@testable import LayoutModel

/// The line breaker against Chromium's layout of the same texts in the same faces (DejaVu
/// Sans, then Droid Sans Fallback for the CJK scalars), read from fixtures the browser wrote
/// (`Fixtures/generate_chromium_fixtures.py`), as yoga's gentest checks its layout.
@Suite("Text against Chromium's layout")
struct ChromiumFixtureTests {
    /// A face with Droid Sans Fallback's advances for the scalars the cases use, behind DejaVu
    /// Sans: the fallback list the browser used.
    static func font() throws -> Font {
        let fallback = try TestFontBuilder.face(
            unitsPerEm: ChromiumTextFixtures.fallbackUnitsPerEm, advances: ChromiumTextFixtures.fallbackAdvances,
            notdef: ChromiumTextFixtures.fallbackUnitsPerEm, name: "Droid Sans Fallback (advances)")
        return Font(size: 16).withFallbacks([fallback])
    }

    /// Chromium's layout units: widths agree to one of them.
    static let tolerance = 1.0 / 64

    /// Where the fixture is CSS's and not SwiftUI's, the lines SwiftUI sets instead, keyed by
    /// case name and width. Chromium breaks an ASCII hyphen before a digit ("555-|0123"): a
    /// fast path of its own for ASCII; UAX #14 (LB25), which SwiftUI's and ICU's breaking follow,
    /// keeps "555-0123" whole, so at 60 pt it is cut between characters as a long word, and the
    /// lines after it fall otherwise ("a--" | "b" breaks after the hyphens, as Chromium would).
    static let unicodeLines: [String: [String]] = [
        "hyphen before digits@60": ["Call", "555-01", "23 or", "e-mail", "x-ray", "-5 a--b"],
        "hyphen before digits@90": ["Call", "555-0123", "or e-mail", "x-ray -5 a--", "b"]
    ]

    @Test("Lines and widths agree with Chromium's, to 1/64 px")
    func agreesWithChromium() throws {
        let font = try Self.font()
        #expect(ChromiumTextFixtures.cases.count >= 40)
        for fixture in ChromiumTextFixtures.cases {
            let key = "\(fixture.name)@\(fixture.width)"
            let layout = TextMeasurement.layout(fixture.text, font: font, width: Double(fixture.width), lineLimit: nil)
            let lines = layout.lines.map(Self.trimmingTrailingSpaces)
            if let expected = Self.unicodeLines[key] {
                #expect(lines == expected, "\(key)")
                #expect(lines != fixture.lines.map(\.text), "\(key) now agrees with Chromium: drop the exception")
                for line in layout.lines {
                    #expect(layout.width >= font.width(of: Self.trimmingTrailingSpaces(line)))
                }
                continue
            }
            #expect(lines == fixture.lines.map(\.text), "\(key): \(fixture.note)")
            guard lines.count == fixture.lines.count else { continue }
            // Each line's width: measured alone, it is what the breaker summed for it.
            for (line, reference) in zip(lines, fixture.lines) {
                let width = TextMeasurement.layout(line, font: font, width: nil, lineLimit: nil).width
                #expect(
                    abs(width - reference.width) <= Self.tolerance,
                    "\(key), line \(line.debugDescription): \(width) against \(reference.width)")
            }
            let widest = fixture.lines.map(\.width).max() ?? 0
            #expect(abs(layout.width - widest) <= Self.tolerance, "\(key): width")
            #expect(layout.height == Double(fixture.lines.count) * font.lineHeight, "\(key): height")
        }
    }

    @Test("Each fixture line starts where its text does")
    func fixturesAreConsistent() {
        for fixture in ChromiumTextFixtures.cases {
            let scalars = Array(fixture.text.unicodeScalars)
            for line in fixture.lines {
                let rest = String(String.UnicodeScalarView(scalars[line.start...]))
                #expect(rest.hasPrefix(line.text), "\(fixture.name)@\(fixture.width): \(line.text)")
            }
        }
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
