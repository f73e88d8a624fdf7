import Foundation
import SeededRandom
import Testing

@testable import LayoutModel

@Suite("Font metrics")
struct FontMetricsTests {
    static let installedDejaVuSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    @Test(
        "Widths at 16 pt match DejaVu Sans Book",
        arguments: [
            ("User:", 41.859375),
            ("Password:", 81.125),
            ("Log in", 48.53125),
            ("I forgot my password", 169.4921875),
            ("Blue circles", 91.734375),
            ("…", 16.0)
        ])
    func widthsAt16Points(text: String, width: Double) {
        let font = Font(size: 16)
        #expect(font.width(of: text) == width)
        #expect(font.width(of: Substring(text)) == width)
    }

    @Test("Line height at 16 pt is 18.625")
    func lineHeight() {
        #expect(Font(size: 16).lineHeight == 18.625)
        // (1901 + 483 + 0) × 17 / 2048
        #expect(Font().lineHeight == 2384.0 * 17 / 2048)
    }

    @Test("The embedded face reads DejaVu Sans Book's header values")
    func embeddedHeader() {
        let face = FontFace.dejaVuSans
        #expect(face.name == "DejaVu Sans")
        #expect(face.unitsPerEm == 2048)
        #expect(face.ascender == 1901)
        #expect(face.descender == -483)
        #expect(face.lineGap == 0)
        #expect(face.glyphCount == 6253)
        #expect(face.description == "DejaVu Sans (2048 units per em, 6253 glyphs)")
        #expect(face.advanceWidth(of: "U") == 1499)
        #expect(face.advanceWidth(of: " ") == 651)
    }

    @Test("The default font is DejaVu Sans at 17 pt")
    func defaultFont() {
        #expect(Font.defaultSize == 17)
        #expect(Font().size == 17)
        #expect(Font().face === FontFace.dejaVuSans)
        #expect(Font.system(size: 12) == Font(face: .dejaVuSans, size: 12))
    }

    @Test("Unmapped scalars measure as .notdef, supplementary ones through format 12")
    func unmappedAndSupplementary() {
        let face = FontFace.dejaVuSans
        let notdef = Int(face.glyphAdvances[0])
        // U+E000 (private use) and U+1D400 (mathematical bold A) are not in DejaVu Sans.
        #expect(face.glyphIndex(of: "\u{E000}") == nil)
        #expect(face.advanceWidth(of: "\u{E000}") == notdef)
        #expect(face.advanceWidth(of: "\u{1D400}") == notdef)
        #expect(notdef == 1229)
        // Values read from the file's format 12 subtable and hmtx with Python.
        #expect(face.glyphIndex(of: "\u{1F600}") == 5857)
        #expect(face.advanceWidth(of: "\u{1F600}") == 2135)
        #expect(face.glyphIndex(of: "\u{1D538}") == 5495)
        #expect(face.advanceWidth(of: "\u{1D538}") == 1517)
        #expect(face.glyphIndex(of: "x") == 3 + 0x78 - 0x20)
    }

    @Test(
        "The embedded face equals the installed file's metrics for every scalar",
        .enabled(
            if: FileManager.default.fileExists(atPath: installedDejaVuSans.path),
            "needs Debian's fonts-dejavu-core (.ci/run installs it)"))
    func embeddedMatchesInstalledFile() throws {
        let installed = try FontFace(contentsOf: Self.installedDejaVuSans)
        let embedded = FontFace.dejaVuSans
        #expect(installed == embedded)
        #expect(installed.hashValue == embedded.hashValue)
        #expect(
            (installed.unitsPerEm, installed.ascender, installed.descender, installed.lineGap)
                == (embedded.unitsPerEm, embedded.ascender, embedded.descender, embedded.lineGap))
        var mapped = 0
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if installed.glyphIndex(of: scalar) != nil { mapped += 1 }
            if installed.advanceWidth(of: scalar) != embedded.advanceWidth(of: scalar)
                || installed.glyphIndex(of: scalar) != embedded.glyphIndex(of: scalar)
            {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
        #expect(mapped > 5_000)
    }

    @Test("Faces are equal by content, not identity")
    func faceEquality() throws {
        let data = try #require(
            Data(
                base64Encoded: FontFace.embeddedDejaVuSansBase64,
                options: .ignoreUnknownCharacters))
        let copy = try FontFace(data: data)
        #expect(copy == .dejaVuSans)
        #expect(copy !== FontFace.dejaVuSans)
        let renamed = try FontFace(data: data, name: "Other")
        #expect(renamed.name == "Other")
        #expect(renamed != .dejaVuSans)
        #expect(Font(face: copy, size: 16) == Font(face: .dejaVuSans, size: 16))
    }

    @Test(
        "Sizes that are NaN, infinite or negative are stored as 0",
        arguments: [Double.nan, -1, -Double.infinity, Double.infinity, -0.0])
    func sizeClamp(size: Double) {
        var font = Font(size: size)
        #expect(font.size == 0)
        #expect(font.width(of: "User:") == 0)
        #expect(font.lineHeight == 0)
        #expect(font == Font(size: 0))
        font.size = 16
        #expect(font.width(of: "User:") == 41.859375)
        font.size = size
        #expect(font.size == 0)
    }
}

@Suite("Fitting amounts of font units")
struct WidestUnitsTests {
    @Test("An amount fits a limit exactly when it is at most the widest fitting amount")
    func matchesTheConversion() {
        var random = SplitMix64(seed: 11)
        for size in [16, 17, 13.37, 0.001, 1e-300, 1e300, 0] as [Double] {
            let font = Font(size: size)
            var limits: [Double] = [0, 1e-9, 100 + 1e-9, 169.4921875, 169.4921875 + 1e-9, 480, 1e15, -1]
            for _ in 0..<200 { limits.append(Double.random(in: 0...2_000, using: &random)) }
            for limit in limits {
                let widest = font.widestUnits(fitting: limit)
                if widest == .max {
                    #expect(font.points(fromUnits: 1 << 53) <= limit, "size \(size), limit \(limit)")
                    continue
                }
                if widest >= 0 { #expect(font.points(fromUnits: widest) <= limit, "size \(size), limit \(limit)") }
                #expect(font.points(fromUnits: widest + 1) > limit, "size \(size), limit \(limit)")
            }
        }
        // The check value: "I forgot my password" is 169.4921875 at 16 pt, 21 695 units of 2048.
        let font = Font(size: 16)
        #expect(font.widestUnits(fitting: 169.4921875) == 21_695)
        #expect(font.widestUnits(fitting: .nan) == -1)
        #expect(font.widestUnits(fitting: .infinity) == .max)
    }

    @Test("A size near a double's largest, whose conversion overflows, answers at once and exactly")
    func overflowingConversion() {
        // 1e300 points a unit of 2048: the product overflows from 1.8e8 units on, where the
        // estimate for 1e308 is about 2e11 units (once stepped down one unit at a time): every
        // amount past the overflow converts to infinity, so the widest is the last before it,
        // the largest double over 1e300.
        for size in [1e300, 1e308, .greatestFiniteMagnitude] as [Double] {
            let font = Font(size: size)
            for limit in [1e308, .greatestFiniteMagnitude, 1e300, 3e15, 1] as [Double] {
                let widest = font.widestUnits(fitting: limit)
                #expect(widest >= 0 && widest < 1 << 53, "size \(size), limit \(limit)")
                #expect(font.points(fromUnits: widest) <= limit, "size \(size), limit \(limit)")
                #expect(font.points(fromUnits: widest + 1) > limit, "size \(size), limit \(limit)")
            }
        }
        #expect(Font(size: 1e300).widestUnits(fitting: 1e308) == 179_769_313)
    }
}
