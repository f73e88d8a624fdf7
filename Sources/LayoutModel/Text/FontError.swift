/// Why a font file could not be used for measuring text.
///
/// Every case says what was wrong and where, so a message can point at the
/// byte that broke the parse. Offsets are in bytes.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be read.
    case unreadableFile(path: String, reason: String)
    /// The data does not start with a TrueType or OpenType signature; `signature`
    /// is the first four bytes, or nil when the data is shorter than that.
    case notTrueType(signature: UInt32?)
    /// A table the parser needs is absent from the table directory.
    case missingTable(String)
    /// The table directory places `table` at `offset` with `length` bytes, past the
    /// end of a file of `fileLength` bytes.
    case tableOutsideFile(String, offset: Int, length: Int, fileLength: Int)
    /// A read of `size` bytes at `offset` (from the start of `table`) runs past the
    /// table's end at `length`.
    case truncatedTable(String, offset: Int, size: Int, length: Int)
    /// No character map subtable maps Unicode in a format this parser reads (4 or
    /// 12); `found` lists the subtables present as "platform/encoding format N".
    case unsupportedCharacterMap(found: [String])
    /// A field holds a value that makes the table unusable.
    case invalidValue(table: String, field: String, value: Int)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read font file '\(path)': \(reason)"
        case .notTrueType(let signature?) where signature == 0x7474_6366:
            return "not a single TrueType face: the data is a font collection ('ttcf')"
        case .notTrueType(let signature?):
            return "not a TrueType file: it starts with \(Self.describe(signature: signature))"
        case .notTrueType(nil):
            return "not a TrueType file: fewer than 4 bytes of data"
        case .missingTable(let tag):
            return "the font has no '\(tag)' table"
        case .tableOutsideFile(let tag, let offset, let length, let fileLength):
            return "table '\(tag)' at offset \(offset) with \(length) bytes extends past the end of the "
                + "\(fileLength)-byte file"
        case .truncatedTable(let tag, let offset, let size, let length):
            return "table '\(tag)' is truncated: \(size) bytes at offset \(offset) lie past its end at \(length)"
        case .unsupportedCharacterMap(let found):
            let list = found.isEmpty ? "none" : found.joined(separator: ", ")
            return "no Unicode character map in format 4 or 12 (subtables found: \(list))"
        case .invalidValue(let table, let field, let value):
            return "table '\(table)' has an invalid \(field): \(value)"
        }
    }

    /// The four signature bytes as hexadecimal, with their text when printable.
    private static func describe(signature: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: signature >> (24 - 8 * $0)) }
        let hex =
            "0x"
            + bytes.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return hex }
        return "\(hex) ('\(String(decoding: bytes, as: UTF8.self))')"
    }
}
