import Foundation
import Testing

@testable import LayoutModel

/// Fallback lists: a scalar the first face lacks is measured in the next that maps it.
/// DejaVu Sans has 2048 units per em (a unit is 1/128 pt at 16 pt); "a" is 1255 units wide.
@Suite("Font fallback lists")
struct FontFallbackTests {
    /// A CJK-like face of 256 units per em: 中 and 文 one em, "a" (which DejaVu Sans maps
    /// first) 100 units, 𠀀 (U+20000, above the BMP) 200 units.
    static func cjk() throws -> FontFace {
        try TestFontBuilder.face(
            unitsPerEm: 256, advances: [0x4E2D: 256, 0x6587: 256, 0x61: 100, 0x2_0000: 200],
            notdef: 128, name: "CJK")
    }

    @Test("Characters the first face lacks are measured in the next face")
    func fallbackMeasures() throws {
        let font = Font(size: 16).withFallbacks([try Self.cjk()])
        // 中 and 文: one em each, 16 pt; "a" stays DejaVu Sans's 1255 units = 9.8046875 pt.
        #expect(font.width(of: "中文") == 32)
        #expect(font.width(of: "a中") == 9.8046875 + 16)
        // Above the BMP: 200 / 256 em = 12.5 pt.
        #expect(font.width(of: "\u{20000}") == 12.5)
        #expect(font.face.unitsPerEm == 2048)
        #expect(font.face.face(for: "中").name == "CJK")
        #expect(font.face.face(for: "a") == .dejaVuSans)
        // The line height stays the first face's.
        #expect(font.lineHeight == Font(size: 16).lineHeight)
        // Without the fallback, 中 is DejaVu Sans's .notdef (1229 units, 9.6015625 pt).
        #expect(Font(size: 16).width(of: "中") == 9.6015625)
    }

    @Test("A scalar no face maps takes the first face's .notdef advance")
    func noFaceMaps() throws {
        let font = Font(size: 16).withFallbacks([try Self.cjk()])
        #expect(font.width(of: "\u{E000}") == Font(size: 16).width(of: "\u{E000}"))
        #expect(font.width(of: "\u{30000}") == Font(size: 16).width(of: "\u{30000}"))
    }

    @Test("Chinese text wraps in the fallback face, between ideographs")
    func chineseWraps() throws {
        let font = Font(size: 16).withFallbacks([try Self.cjk()])
        let layout = TextMeasurement.layout("中文中文中", font: font, width: 40, lineLimit: nil)
        #expect(layout.lines == ["中文", "中文", "中"])
        #expect(layout.width == 32)
    }

    @Test("Faces of other units per em: exact in a common unit, else rounded")
    func commonUnits() throws {
        // 1000 and 2048 per em need 256 000: DejaVu's advances leave 16 bits, so the unit is
        // 2048 and 中 (1000 of 1000) becomes 2048 exactly, "ä" (333 of 1000) 682.
        let face = try TestFontBuilder.face(
            unitsPerEm: 1000, advances: [0x4E2D: 1000, 0xE4: 333], notdef: 500,
            name: "Thousand")
        let combined = FontFace.dejaVuSans.withFallbacks([face])
        #expect(combined.unitsPerEm == 2048)
        #expect(combined.advanceWidth(of: "中") == 2048)
        // DejaVu Sans maps "ä" itself.
        #expect(combined.advanceWidth(of: "ä") == FontFace.dejaVuSans.advanceWidth(of: "ä"))
        let alone = try TestFontBuilder.face(unitsPerEm: 1000, advances: [0x61: 333], notdef: 500, name: "A")
        let small = try TestFontBuilder.face(unitsPerEm: 1024, advances: [0x62: 100], notdef: 512, name: "B")
        // 1000 and 1024: 128 000 per em is past 16 bits; the largest, 1024, with 333 -> 341.
        let rounded = alone.withFallbacks([small])
        #expect(rounded.unitsPerEm == 1024)
        #expect(rounded.advanceWidth(of: "a") == 341)
        #expect(rounded.advanceWidth(of: "b") == 100)
    }

    @Test("Fallback lists flatten, compare by their faces, and an empty list changes nothing")
    func identity() throws {
        let cjk = try Self.cjk()
        let other = try TestFontBuilder.face(unitsPerEm: 2048, advances: [0x3042: 2048], notdef: 1024, name: "Kana")
        #expect(FontFace.dejaVuSans.withFallbacks([]) === FontFace.dejaVuSans)
        let nested = FontFace.dejaVuSans.withFallbacks([cjk]).withFallbacks([other])
        let flat = FontFace.dejaVuSans.withFallbacks([cjk, other])
        #expect(nested == flat)
        #expect(nested.hashValue == flat.hashValue)
        #expect(flat.fallbackFaces.map(\.name) == ["CJK", "Kana"])
        #expect(flat.name == "DejaVu Sans + CJK + Kana")
        #expect(FontFace.dejaVuSans.withFallbacks([other, cjk]) != flat)
        #expect(flat != FontFace.dejaVuSans)
        #expect(flat.advanceWidth(of: "あ") == 2048)
    }
}
