import Foundation

/// A parsed TrueType font face: the metrics needed to measure text.
///
/// Reads `head` (units per em), `hhea` (ascender, descender, line gap, number of
/// horizontal metrics), `maxp` (glyph count), `hmtx` (advance widths) and `cmap`
/// (characters to glyphs, formats 4 and 12); `name` only for a display name.
/// Outlines, kerning and shaping are not read: a scalar's width is its glyph's
/// advance. Every read is bounds-checked, so any byte sequence either parses or
/// throws a `FontError`.
///
/// A face can carry a fallback list (``withFallbacks(_:)``): a scalar its own tables do
/// not map is measured in the first fallback face that maps it.
///
/// A face is immutable and safe to share between threads. Two faces are equal
/// when they have the same name and the same metrics for every scalar, so the
/// same file loaded twice gives equal faces.
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The face's display name: the `name` argument, else the full name from the
    /// `name` table, else its family name, else "Untitled".
    public let name: String
    /// Font units per em; sizes scale font units by `size / unitsPerEm`.
    public let unitsPerEm: Int
    /// Distance from the baseline to the top of the line, in font units (`hhea`).
    public let ascender: Int
    /// Distance from the baseline to the bottom of the line, in font units,
    /// usually negative (`hhea`).
    public let descender: Int
    /// Extra space between lines, in font units (`hhea`).
    public let lineGap: Int
    /// Number of glyphs in the font (`maxp`).
    public let glyphCount: Int

    /// Advance width of every glyph, in font units.
    let glyphAdvances: [UInt16]
    /// Advance width of every BMP scalar (the .notdef advance when unmapped), so
    /// measuring is one array read per scalar.
    let bmpAdvances: [UInt16]
    /// Scalar → glyph.
    let characterMap: CharacterMap
    /// The faces that measure what this face's own tables do not map, in order; empty for a
    /// face read from a file. Each is a face read from a file (lists are flattened).
    public let fallbackFaces: [FontFace]
    /// The face read from a file whose tables this one carries, scaled, when it has
    /// fallbacks; nil for a face read from a file.
    let baseFace: FontFace?
    /// A hash of all metrics, computed once, so hashing a face (e.g. as part of a
    /// text-measurement cache key) is O(1).
    private let fingerprint: Int

    /// DejaVu Sans Book, carried by the package: no font files are needed at run
    /// time. The data holds DejaVu Sans's metrics tables only (see
    /// `Fonts/generate_embedded_font.py` and `Fonts/DejaVu-LICENSE.txt`) and goes
    /// through the same parser as any file.
    public static let dejaVuSans: FontFace = {
        guard let data = Data(base64Encoded: embeddedDejaVuSansBase64, options: .ignoreUnknownCharacters) else {
            fatalError("the embedded DejaVu Sans data is not valid base64; regenerate it")
        }
        do {
            return try FontFace(data: data)
        } catch {
            fatalError("the embedded DejaVu Sans data does not parse (\(error)); regenerate it")
        }
    }()

    /// Loads the font file at `url`.
    ///
    /// - Parameter url: a TrueType (or OpenType) file with a single face.
    /// - Throws: `FontError.unreadableFile` when the file cannot be read, else any
    ///   error of `init(data:name:)`.
    /// - Complexity: O(file size).
    public convenience init(contentsOf url: URL) throws(FontError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data)
    }

    /// Parses a font from the bytes of a TrueType (or OpenType) file.
    ///
    /// - Parameters:
    ///   - data: the whole file.
    ///   - name: a display name; nil reads it from the font's `name` table.
    /// - Throws: `FontError` saying what is wrong and where: not a font, a missing
    ///   or truncated table, an unsupported character map, an unusable value.
    /// - Complexity: O(file size + 65 536).
    public convenience init(data: Data, name: String? = nil) throws(FontError) {
        let file = try FontFile(bytes: [UInt8](data))

        let head = try file.table("head")
        let magic = try head.uint32(at: 12)
        guard magic == 0x5F0F_3CF5 else {
            throw .invalidValue(table: "head", field: "magicNumber", value: Int(magic))
        }
        let unitsPerEm = Int(try head.uint16(at: 18))
        guard unitsPerEm > 0 else { throw .invalidValue(table: "head", field: "unitsPerEm", value: 0) }

        let hhea = try file.table("hhea")
        let ascender = Int(try hhea.int16(at: 4))
        let descender = Int(try hhea.int16(at: 6))
        let lineGap = Int(try hhea.int16(at: 8))
        let metricCount = Int(try hhea.uint16(at: 34))
        guard metricCount > 0 else {
            throw .invalidValue(table: "hhea", field: "numberOfHMetrics", value: 0)
        }

        let glyphCount = Int(try file.table("maxp").uint16(at: 4))
        guard glyphCount > 0 else { throw .invalidValue(table: "maxp", field: "numGlyphs", value: 0) }

        let glyphAdvances = try Self.readAdvances(
            try file.table("hmtx"), metricCount: metricCount, glyphCount: glyphCount)
        let characterMap = try CharacterMap(table: try file.table("cmap"), glyphCount: glyphCount)

        let notdefAdvance = glyphAdvances[0]
        self.init(
            name: name ?? file.optionalTable("name").flatMap(Self.displayName(in:)) ?? "Untitled",
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            glyphCount: glyphCount, glyphAdvances: glyphAdvances,
            bmpAdvances: characterMap.bmpGlyphs.map { $0 == 0 ? notdefAdvance : glyphAdvances[Int($0)] },
            characterMap: characterMap, fallbackFaces: [], baseFace: nil)
    }

    /// A face from its parts, read from a file or combined with fallbacks.
    init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, glyphCount: Int,
        glyphAdvances: [UInt16], bmpAdvances: [UInt16], characterMap: CharacterMap, fallbackFaces: [FontFace],
        baseFace: FontFace?
    ) {
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.glyphCount = glyphCount
        self.glyphAdvances = glyphAdvances
        self.bmpAdvances = bmpAdvances
        self.characterMap = characterMap
        self.fallbackFaces = fallbackFaces
        self.baseFace = baseFace
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(unitsPerEm)
        hasher.combine(ascender)
        hasher.combine(descender)
        hasher.combine(lineGap)
        hasher.combine(glyphAdvances)
        hasher.combine(characterMap)
        hasher.combine(fallbackFaces)
        self.fingerprint = hasher.finalize()
    }

    /// `hmtx`: `metricCount` (advance, left side bearing) pairs; glyphs past them
    /// repeat the last advance.
    private static func readAdvances(
        _ hmtx: FontTable, metricCount: Int, glyphCount: Int
    ) throws(FontError) -> [UInt16] {
        let stored = min(metricCount, glyphCount)
        try hmtx.checkRange(offset: 0, size: 4 * stored)
        var advances = [UInt16](repeating: 0, count: glyphCount)
        for glyph in 0..<stored {
            advances[glyph] = hmtx.uncheckedUInt16(at: 4 * glyph)
        }
        for glyph in stored..<glyphCount {
            advances[glyph] = advances[stored - 1]
        }
        return advances
    }

    /// The advance width of `scalar`, in font units; for a scalar this face does not
    /// map, the advance in the first fallback face that maps it (scaled to this face's
    /// units), else the .notdef glyph's advance.
    ///
    /// - Complexity: O(1) in the Basic Multilingual Plane, O(f log n) above it for f faces.
    public func advanceWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x1_0000 { return Int(bmpAdvances[Int(value)]) }
        let glyph = characterMap.glyph(for: scalar)
        if glyph == 0, let fallback = fallbackFaces.first(where: { $0.glyphIndex(of: scalar) != nil }) {
            return Self.scaled(fallback.advanceWidth(of: scalar), from: fallback.unitsPerEm, to: unitsPerEm)
        }
        return Int(glyphAdvances[glyph])
    }

    /// The glyph index the font maps `scalar` to, or nil when it maps none
    /// (measured as .notdef). For a face with fallbacks, the index in its own tables:
    /// ``face(for:)`` names the face that measures a scalar.
    public func glyphIndex(of scalar: Unicode.Scalar) -> Int? {
        let glyph = characterMap.glyph(for: scalar)
        return glyph == 0 ? nil : glyph
    }

    public var description: String {
        "\(name) (\(unitsPerEm) units per em, \(glyphCount) glyphs)"
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        if lhs === rhs { return true }
        return lhs.fingerprint == rhs.fingerprint && lhs.name == rhs.name && lhs.unitsPerEm == rhs.unitsPerEm
            && lhs.ascender == rhs.ascender && lhs.descender == rhs.descender && lhs.lineGap == rhs.lineGap
            && lhs.glyphAdvances == rhs.glyphAdvances && lhs.characterMap == rhs.characterMap
            && lhs.fallbackFaces == rhs.fallbackFaces
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}
