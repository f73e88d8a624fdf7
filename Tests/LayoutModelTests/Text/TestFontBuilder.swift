import Foundation
import LayoutModel

/// Builds small TrueType files table by table, so tests can load fonts whose
/// every value is known, and break them on purpose.
enum TestFontBuilder {
    /// Big-endian byte writer.
    struct Bytes {
        var bytes: [UInt8] = []
        mutating func u16(_ value: Int) {
            let bits = UInt16(truncatingIfNeeded: value)
            bytes += [UInt8(bits >> 8), UInt8(bits & 0xFF)]
        }
        mutating func u32(_ value: Int) {
            let bits = UInt32(truncatingIfNeeded: value)
            bytes += [UInt8(bits >> 24), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF)]
        }
    }

    /// A sfnt file holding `tables` (tag → bytes), in tag order, checksums zero.
    static func file(_ tables: [String: [UInt8]], signature: Int = 0x0001_0000) -> Data {
        let tags = tables.keys.sorted()
        var header = Bytes()
        header.u32(signature)
        header.u16(tags.count)
        header.u16(0)
        header.u16(0)
        header.u16(0)
        var body: [UInt8] = []
        let bodyStart = 12 + 16 * tags.count
        for tag in tags {
            let table = tables[tag]!
            header.bytes += Array(tag.utf8)
            header.u32(0)
            header.u32(bodyStart + body.count)
            header.u32(table.count)
            body += table + Array(repeating: 0, count: (4 - table.count % 4) % 4)
        }
        return Data(header.bytes + body)
    }

    static func head(unitsPerEm: Int, magic: Int = 0x5F0F_3CF5) -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0001_0000)  // version
        bytes.u32(0)  // fontRevision
        bytes.u32(0)  // checkSumAdjustment
        bytes.u32(magic)
        bytes.u16(0)  // flags
        bytes.u16(unitsPerEm)
        bytes.bytes += Array(repeating: 0, count: 54 - bytes.bytes.count)
        return bytes.bytes
    }

    static func hhea(ascender: Int, descender: Int, lineGap: Int, metricCount: Int) -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0001_0000)
        bytes.u16(ascender)
        bytes.u16(descender)
        bytes.u16(lineGap)
        bytes.bytes += Array(repeating: 0, count: 34 - bytes.bytes.count)
        bytes.u16(metricCount)
        return bytes.bytes
    }

    static func maxp(glyphCount: Int) -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0000_5000)  // version 0.5
        bytes.u16(glyphCount)
        return bytes.bytes
    }

    /// Advance and a zero left side bearing per entry, then bare bearings for
    /// `extraGlyphs` more glyphs.
    static func hmtx(advances: [Int], extraGlyphs: Int = 0) -> [UInt8] {
        var bytes = Bytes()
        for advance in advances {
            bytes.u16(advance)
            bytes.u16(0)
        }
        for _ in 0..<extraGlyphs { bytes.u16(0) }
        return bytes.bytes
    }

    /// A format 4 segment: `first...last` mapped by `delta`, or through
    /// `glyphs` (one per scalar) when given.
    struct Segment {
        var first: Int
        var last: Int
        var delta = 0
        var glyphs: [Int]? = nil
    }

    /// A format 4 subtable; the closing 0xFFFF segment is added.
    static func format4(_ segments: [Segment]) -> [UInt8] {
        let all = segments + [Segment(first: 0xFFFF, last: 0xFFFF, delta: 1)]
        let count = all.count
        var glyphArray: [Int] = []
        var rangeOffsets: [Int] = []
        for (index, segment) in all.enumerated() {
            if let glyphs = segment.glyphs {
                // Bytes from this idRangeOffset entry to the segment's glyphs.
                rangeOffsets.append(2 * (count - index) + 2 * glyphArray.count)
                glyphArray += glyphs
            } else {
                rangeOffsets.append(0)
            }
        }
        var bytes = Bytes()
        bytes.u16(4)
        bytes.u16(16 + 8 * count + 2 * glyphArray.count)
        bytes.u16(0)  // language
        bytes.u16(2 * count)
        bytes.u16(0)  // searchRange, entrySelector, rangeShift: unused by the parser
        bytes.u16(0)
        bytes.u16(0)
        for range in all { bytes.u16(range.last) }
        bytes.u16(0)  // reservedPad
        for range in all { bytes.u16(range.first) }
        for range in all { bytes.u16(range.delta) }
        for offset in rangeOffsets { bytes.u16(offset) }
        for glyph in glyphArray { bytes.u16(glyph) }
        return bytes.bytes
    }

    /// A format 12 subtable of (first, last, first glyph) groups.
    static func format12(_ groups: [(first: Int, last: Int, glyph: Int)]) -> [UInt8] {
        var bytes = Bytes()
        bytes.u16(12)
        bytes.u16(0)
        bytes.u32(16 + 12 * groups.count)
        bytes.u32(0)
        bytes.u32(groups.count)
        for group in groups {
            bytes.u32(group.first)
            bytes.u32(group.last)
            bytes.u32(group.glyph)
        }
        return bytes.bytes
    }

    /// A cmap table of (platform, encoding, subtable) entries.
    static func cmap(_ subtables: [(platform: Int, encoding: Int, data: [UInt8])]) -> [UInt8] {
        var bytes = Bytes()
        bytes.u16(0)
        bytes.u16(subtables.count)
        var offset = 4 + 8 * subtables.count
        for subtable in subtables {
            bytes.u16(subtable.platform)
            bytes.u16(subtable.encoding)
            bytes.u32(offset)
            offset += subtable.data.count
        }
        for subtable in subtables { bytes.bytes += subtable.data }
        return bytes.bytes
    }

    /// The tables of a small font: 1000 units per em, ascender 800, descender
    /// −200, line gap 100, glyph advances 500 (.notdef), 600, 700 and a fourth
    /// glyph repeating 700; "A"→1, "B"…"C"→2…3, "x"→3 through the glyph array,
    /// "y" unmapped through the glyph array.
    static func smallFontTables() -> [String: [UInt8]] {
        [
            "head": head(unitsPerEm: 1000),
            "hhea": hhea(ascender: 800, descender: -200, lineGap: 100, metricCount: 3),
            "maxp": maxp(glyphCount: 4),
            "hmtx": hmtx(advances: [500, 600, 700], extraGlyphs: 1),
            "cmap": cmap([
                (
                    3, 1,
                    format4([
                        Segment(first: 0x41, last: 0x43, delta: 1 - 0x41),
                        Segment(first: 0x78, last: 0x79, glyphs: [3, 0])
                    ])
                )
            ])
        ]
    }

    /// A face of `unitsPerEm` that maps each scalar of `advances` to a glyph of its own with
    /// that advance (format 12 character map, platform 3 encoding 10); .notdef is `notdef`
    /// wide. Ascender 80 %, descender −20 % of an em, no line gap.
    static func face(unitsPerEm: Int, advances: [UInt32: Int], notdef: Int, name: String) throws -> FontFace {
        let scalars = advances.keys.sorted()
        let groups = scalars.enumerated().map { (first: Int($0.element), last: Int($0.element), glyph: $0.offset + 1) }
        let tables: [String: [UInt8]] = [
            "head": head(unitsPerEm: unitsPerEm),
            "hhea": hhea(
                ascender: unitsPerEm * 4 / 5, descender: -unitsPerEm / 5, lineGap: 0,
                metricCount: scalars.count + 1),
            "maxp": maxp(glyphCount: scalars.count + 1),
            "hmtx": hmtx(advances: [notdef] + scalars.map { advances[$0]! }),
            "cmap": cmap([(3, 10, format12(groups))])
        ]
        return try FontFace(data: file(tables), name: name)
    }
}
