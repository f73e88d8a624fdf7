import Foundation
import SeededRandom
import Testing

@testable import LayoutModel

@Suite("Font parsing")
struct FontParsingTests {
    typealias Builder = TestFontBuilder

    static var embeddedData: Data {
        Data(base64Encoded: FontFace.embeddedDejaVuSansBase64, options: .ignoreUnknownCharacters)!
    }

    @Test("A hand-built font reads through format 4 deltas and glyph arrays")
    func format4Font() throws {
        let face = try FontFace(data: Builder.file(Builder.smallFontTables()), name: "Small")
        #expect(face.name == "Small")
        #expect(
            (face.unitsPerEm, face.ascender, face.descender, face.lineGap, face.glyphCount)
                == (1000, 800, -200, 100, 4))
        #expect(face.advanceWidth(of: "A") == 600)
        #expect(face.advanceWidth(of: "B") == 700)
        #expect(face.advanceWidth(of: "C") == 700)  // glyph 3 repeats the last stored advance
        #expect(face.advanceWidth(of: "x") == 700)
        #expect(face.glyphIndex(of: "x") == 3)
        #expect(face.glyphIndex(of: "y") == nil)
        #expect(face.advanceWidth(of: "y") == 500)
        #expect(face.advanceWidth(of: "z") == 500)
        #expect(face.advanceWidth(of: "\u{1F600}") == 500)
        let font = Font(face: face, size: 10)
        #expect(font.lineHeight == 11)
        #expect(font.width(of: "ABCy") == 25)
    }

    @Test("A font without a name table is called Untitled")
    func untitled() throws {
        let face = try FontFace(data: Builder.file(Builder.smallFontTables()))
        #expect(face.name == "Untitled")
    }

    @Test("Format 12 is preferred and maps scalars above the BMP")
    func format12Font() throws {
        var tables = Builder.smallFontTables()
        tables["cmap"] = Builder.cmap([
            (3, 1, Builder.format4([.init(first: 0x41, last: 0x41, delta: 2 - 0x41)])),
            (3, 10, Builder.format12([(0x41, 0x42, 1), (0x1F600, 0x1F601, 2), (0x1F602, 0x1F700, 9)]))
        ])
        let face = try FontFace(data: Builder.file(tables))
        #expect(face.glyphIndex(of: "A") == 1)
        #expect(face.glyphIndex(of: "B") == 2)
        #expect(face.glyphIndex(of: "\u{1F600}") == 2)
        #expect(face.advanceWidth(of: "\u{1F601}") == 700)
        // Glyph 9 and later do not exist: unmapped.
        #expect(face.glyphIndex(of: "\u{1F602}") == nil)
        #expect(face.advanceWidth(of: "\u{1F602}") == 500)
    }

    @Test("Overlapping format 12 groups map only their new part")
    func overlappingGroups() throws {
        var tables = Builder.smallFontTables()
        tables["cmap"] = Builder.cmap([
            (0, 4, Builder.format12([(0x41, 0x43, 1), (0x40, 0x10_FFFF, 0), (0x42, 0x42, 3)]))
        ])
        let face = try FontFace(data: Builder.file(tables))
        #expect(face.glyphIndex(of: "A") == 1)
        #expect(face.glyphIndex(of: "C") == 3)
        #expect(face.glyphIndex(of: "@") == nil)
        #expect(face.glyphIndex(of: "D") == nil)
    }

    @Test("Malformed tables throw errors that say what and where")
    func malformedTables() throws {
        func error(_ change: (inout [String: [UInt8]]) -> Void) -> FontError? {
            var tables = Builder.smallFontTables()
            change(&tables)
            do {
                _ = try FontFace(data: Builder.file(tables))
                return nil
            } catch {
                return error
            }
        }
        #expect(error { $0["cmap"] = nil } == .missingTable("cmap"))
        #expect(error { $0["hmtx"] = nil } == .missingTable("hmtx"))
        #expect(
            error { $0["head"] = Builder.head(unitsPerEm: 0) }
                == .invalidValue(table: "head", field: "unitsPerEm", value: 0))
        #expect(
            error { $0["head"] = Builder.head(unitsPerEm: 1000, magic: 7) }
                == .invalidValue(table: "head", field: "magicNumber", value: 7))
        #expect(
            error { $0["hhea"] = Builder.hhea(ascender: 1, descender: 0, lineGap: 0, metricCount: 0) }
                == .invalidValue(table: "hhea", field: "numberOfHMetrics", value: 0))
        #expect(
            error { $0["maxp"] = Builder.maxp(glyphCount: 0) }
                == .invalidValue(table: "maxp", field: "numGlyphs", value: 0))
        #expect(
            error { $0["hhea"] = Array($0["hhea"]![..<30]) }
                == .truncatedTable("hhea", offset: 34, size: 2, length: 30))
        #expect(
            error { $0["hmtx"] = Array($0["hmtx"]![..<10]) }
                == .truncatedTable("hmtx", offset: 0, size: 12, length: 10))
        // Format 4 arrays: 14 + 8 × 3 segments + 2 bytes from the subtable at 12.
        #expect(
            error { $0["cmap"] = Array($0["cmap"]![..<40]) }
                == .truncatedTable("cmap", offset: 26, size: 26, length: 40))
        #expect(
            error { $0["cmap"] = Builder.cmap([(1, 0, [0, 6, 0, 0]), (3, 0, Builder.format4([]))]) }
                == .unsupportedCharacterMap(found: ["1/0 format 6", "3/0 format 4"]))
    }

    @Test("Data that is not a TrueType file is refused")
    func notTrueType() {
        #expect(throws: FontError.notTrueType(signature: nil)) { try FontFace(data: Data()) }
        #expect(throws: FontError.notTrueType(signature: nil)) { try FontFace(data: Data([0, 1, 0])) }
        #expect(throws: FontError.notTrueType(signature: 0x6865_6C6C)) {
            try FontFace(data: Data("hello, world".utf8))
        }
        #expect(
            FontError.notTrueType(signature: 0x6865_6C6C).description
                == "not a TrueType file: it starts with 0x68656C6C ('hell')")
        #expect(FontError.notTrueType(signature: 0x7474_6366).description.contains("collection"))
        #expect(
            FontError.truncatedTable("cmap", offset: 26, size: 26, length: 40).description
                == "table 'cmap' is truncated: 26 bytes at offset 26 lie past its end at 40")
    }

    @Test("A missing file throws unreadableFile with its path")
    func missingFile() {
        let path = "/nonexistent/font-\(UInt64.random(in: 0...UInt64.max)).ttf"
        do {
            _ = try FontFace(contentsOf: URL(fileURLWithPath: path))
            Issue.record("a missing file loaded")
        } catch {
            guard case .unreadableFile(path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }

    @Test("A truncated DejaVu Sans file throws at the table it cuts")
    func truncatedFile() {
        let data = Self.embeddedData
        // The directory lists 6 tables: 12 + 96 bytes.
        #expect(throws: FontError.truncatedTable("table directory", offset: 12, size: 96, length: 100)) {
            try FontFace(data: data.prefix(100))
        }
        // cmap is the first table, at 108 with 7056 bytes.
        #expect(throws: FontError.tableOutsideFile("cmap", offset: 108, length: 7056, fileLength: 5000)) {
            try FontFace(data: data.prefix(5000))
        }
        for length in stride(from: 0, to: data.count, by: 61) {
            #expect(throws: FontError.self) { try FontFace(data: data.prefix(length)) }
        }
    }

    @Test("Random bytes and corrupted fonts either parse or throw, never trap")
    func randomBytes() {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<500 {
            let count = Int.random(in: 0...600, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if bytes.count >= 4, Bool.random(using: &random) { bytes.replaceSubrange(0..<4, with: [0, 1, 0, 0]) }
            #expect(throws: FontError.self) { try FontFace(data: Data(bytes)) }
        }
        // Corrupt a few bytes of a real file: header fields, offsets, cmap arrays.
        let original = [UInt8](Self.embeddedData)
        var parsed = 0
        for _ in 0..<150 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                // Most damage lands in the directory and the cmap, where offsets live.
                let limit = Bool.random(using: &random) ? 7200 : bytes.count
                bytes[Int.random(in: 0..<limit, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if let face = try? FontFace(data: Data(bytes)) {
                parsed += 1
                _ = Font(face: face, size: 16).width(of: "Any text at all \u{1F600}")
            }
        }
        #expect(parsed > 0)
    }
}
