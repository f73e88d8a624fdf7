/// Unicode scalar → glyph index, read from a font's `cmap` table.
///
/// Reads the best Unicode subtable in format 12 (segmented coverage, all planes)
/// or format 4 (segment mapping, Basic Multilingual Plane). The BMP is expanded
/// into a direct table of 65 536 glyph indices; the other planes stay as sorted,
/// disjoint ranges searched by bisection. Glyph 0 (.notdef) means "unmapped".
///
/// Malformed ranges are handled without trapping or quadratic work: a range that
/// starts before the previous one ended only maps its new part, so at most one
/// write per BMP scalar happens whatever the input.
struct CharacterMap: Hashable, Sendable {
    /// A run of consecutive scalars above the BMP mapped to consecutive glyphs.
    struct Range: Hashable, Sendable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: Int
    }

    /// Glyph index of every BMP scalar, 0 when unmapped.
    private(set) var bmpGlyphs: [UInt16]
    /// Mappings above U+FFFF, sorted and disjoint.
    private(set) var supplementaryRanges: [Range]

    /// The glyph index of `scalar`, 0 when unmapped.
    ///
    /// - Complexity: O(1) in the BMP, O(log r) above it for r ranges.
    func glyph(for scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x1_0000 { return Int(bmpGlyphs[Int(value)]) }
        var low = 0
        var high = supplementaryRanges.count
        while low < high {
            let middle = (low + high) / 2
            let range = supplementaryRanges[middle]
            if value < range.first {
                high = middle
            } else if value > range.last {
                low = middle + 1
            } else {
                return range.firstGlyph + Int(value - range.first)
            }
        }
        return 0
    }

    /// Reads the best Unicode subtable of `table`.
    ///
    /// - Parameters:
    ///   - table: the `cmap` table.
    ///   - glyphCount: the font's number of glyphs; larger glyph indices map to 0.
    /// - Throws: `FontError.unsupportedCharacterMap` when no Unicode subtable is in
    ///   format 4 or 12, `.truncatedTable` when the chosen subtable is cut short.
    /// - Complexity: O(size of the table + 65 536).
    init(table: FontTable, glyphCount: Int) throws(FontError) {
        bmpGlyphs = Array(repeating: 0, count: 0x1_0000)
        supplementaryRanges = []
        let subtableCount = Int(try table.uint16(at: 2))
        var best: (rank: Int, offset: Int, format: UInt16)?
        var found: [String] = []
        for index in 0..<subtableCount {
            let record = 4 + 8 * index
            let platform = try table.uint16(at: record)
            let encoding = try table.uint16(at: record + 2)
            let offset = Int(try table.uint32(at: record + 4))
            let format = try table.uint16(at: offset)
            found.append("\(platform)/\(encoding) format \(format)")
            guard let rank = Self.rank(platform: platform, encoding: encoding, format: format) else { continue }
            if let current = best, current.rank <= rank { continue }
            best = (rank, offset, format)
        }
        guard let best else { throw .unsupportedCharacterMap(found: found) }
        if best.format == 12 {
            try readFormat12(table, at: best.offset, glyphCount: glyphCount)
        } else {
            try readFormat4(table, at: best.offset, glyphCount: glyphCount)
        }
    }

    /// Preference among subtables, lower is better; nil when unusable. Full-range
    /// Unicode (format 12) beats BMP-only (format 4); symbol and legacy encodings
    /// are not Unicode and are skipped.
    private static func rank(platform: UInt16, encoding: UInt16, format: UInt16) -> Int? {
        let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
        guard isUnicode else { return nil }
        switch format {
        case 12: return 0
        case 4: return 1
        default: return nil
        }
    }

    /// Format 4: parallel arrays of segment ends, starts, deltas and range
    /// offsets; a non-zero range offset points into a glyph array relative to its
    /// own position in the idRangeOffset array.
    private mutating func readFormat4(_ table: FontTable, at base: Int, glyphCount: Int) throws(FontError) {
        let segmentCount = Int(try table.uint16(at: base + 6)) / 2
        let ends = base + 14
        let starts = ends + 2 * segmentCount + 2
        let deltas = starts + 2 * segmentCount
        let rangeOffsets = deltas + 2 * segmentCount
        try table.checkRange(offset: ends, size: 8 * segmentCount + 2)
        var nextFree = 0  // every scalar below this one is already mapped
        for segment in 0..<segmentCount {
            let end = Int(table.uncheckedUInt16(at: ends + 2 * segment))
            let start = Int(table.uncheckedUInt16(at: starts + 2 * segment))
            let delta = Int(table.uncheckedUInt16(at: deltas + 2 * segment))
            let rangeOffsetPosition = rangeOffsets + 2 * segment
            let rangeOffset = Int(table.uncheckedUInt16(at: rangeOffsetPosition))
            // U+FFFF is a noncharacter; fonts end the table with a dummy segment
            // for it whose glyph lookup may point anywhere.
            let last = min(end, 0xFFFE)
            guard start <= last, nextFree <= last else { continue }
            for scalar in max(start, nextFree)...last {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (scalar + delta) & 0xFFFF
                } else {
                    let position = rangeOffsetPosition + rangeOffset + 2 * (scalar - start)
                    glyph = Int(try table.uint16(at: position))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                bmpGlyphs[scalar] = glyph < glyphCount ? UInt16(glyph) : 0
            }
            nextFree = last + 1
        }
    }

    /// Format 12: a count of groups, each (first scalar, last scalar, first glyph).
    private mutating func readFormat12(_ table: FontTable, at base: Int, glyphCount: Int) throws(FontError) {
        let groupCount = Int(try table.uint32(at: base + 12))
        let groups = base + 16
        try table.checkRange(offset: groups, size: 12 * groupCount)
        var nextFree = 0  // every scalar below this one is already mapped
        for group in 0..<groupCount {
            let record = groups + 12 * group
            let first = Int(try table.uint32(at: record))
            let last = min(Int(try table.uint32(at: record + 4)), 0x10_FFFF)
            let firstGlyph = Int(try table.uint32(at: record + 8))
            guard first <= last, nextFree <= last else { continue }
            let start = max(first, nextFree)
            nextFree = last + 1
            // Only glyphs that exist are mapped: clip the run at the glyph count.
            let lastValid = min(last, first + (glyphCount - 1 - firstGlyph))
            guard start <= lastValid else { continue }
            if start <= 0xFFFF {
                for scalar in start...min(lastValid, 0xFFFF) {
                    bmpGlyphs[scalar] = UInt16(firstGlyph + scalar - first)
                }
            }
            if lastValid >= 0x1_0000 {
                let rangeStart = max(start, 0x1_0000)
                supplementaryRanges.append(
                    Range(
                        first: UInt32(rangeStart), last: UInt32(lastValid),
                        firstGlyph: firstGlyph + rangeStart - first))
            }
        }
    }
}
