/// The table directory of a single-face TrueType (or OpenType) file.
///
/// Checks the signature and that every listed table lies inside the file; hands
/// out tables by tag. Table checksums are not verified: real fonts often carry
/// wrong ones, and the bounds checks already guard every read.
struct FontFile {
    private let bytes: [UInt8]
    /// Tag → (offset, length), both checked against the file size.
    private var directory: [String: (offset: Int, length: Int)] = [:]

    /// Signatures of the sfnt flavours whose metrics tables this parser reads:
    /// TrueType 1.0, Apple's 'true', and OpenType with CFF outlines ('OTTO').
    private static let acceptedSignatures: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]

    /// Reads the table directory.
    ///
    /// - Parameter bytes: the whole file.
    /// - Throws: `FontError.notTrueType` for another signature, `.truncatedTable`
    ///   for a directory cut short, `.tableOutsideFile` for a table past the end.
    /// - Complexity: O(number of tables).
    init(bytes: [UInt8]) throws(FontError) {
        self.bytes = bytes
        let header = FontTable(tag: "table directory", bytes: bytes, start: 0, length: bytes.count)
        guard bytes.count >= 4 else { throw .notTrueType(signature: nil) }
        let signature = try header.uint32(at: 0)
        guard Self.acceptedSignatures.contains(signature) else { throw .notTrueType(signature: signature) }
        let tableCount = Int(try header.uint16(at: 4))
        try header.checkRange(offset: 12, size: 16 * tableCount)
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            let tag = Self.tagName(try header.uint32(at: record))
            let offset = Int(try header.uint32(at: record + 8))
            let length = Int(try header.uint32(at: record + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw .tableOutsideFile(tag, offset: offset, length: length, fileLength: bytes.count)
            }
            // The first record of a tag wins, as in common renderers.
            if directory[tag] == nil { directory[tag] = (offset, length) }
        }
    }

    /// The table with `tag`.
    ///
    /// - Throws: `FontError.missingTable` when the file has none.
    func table(_ tag: String) throws(FontError) -> FontTable {
        guard let entry = directory[tag] else { throw .missingTable(tag) }
        return FontTable(tag: tag, bytes: bytes, start: entry.offset, length: entry.length)
    }

    /// The table with `tag`, or nil when the file has none.
    func optionalTable(_ tag: String) -> FontTable? {
        guard let entry = directory[tag] else { return nil }
        return FontTable(tag: tag, bytes: bytes, start: entry.offset, length: entry.length)
    }

    /// Four tag bytes as text; bytes outside printable ASCII become "?".
    private static func tagName(_ value: UInt32) -> String {
        let characters = (0..<4).map { index -> Character in
            let byte = UInt8(truncatingIfNeeded: value >> (24 - 8 * index))
            return (0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
        }
        return String(characters)
    }
}
