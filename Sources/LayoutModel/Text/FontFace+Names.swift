extension FontFace {
    /// The full name (name ID 4), else the family name (ID 1), from a `name`
    /// table; nil when the table has neither or cannot be read.
    ///
    /// The name is cosmetic, so a damaged `name` table does not reject the font:
    /// it only loses its name.
    static func displayName(in table: FontTable) -> String? {
        (try? name(withID: 4, in: table)) ?? (try? name(withID: 1, in: table))
    }

    /// The record with `nameID`, preferring Unicode platforms (UTF-16) over the
    /// Macintosh one (read as ASCII).
    private static func name(withID nameID: UInt16, in table: FontTable) throws(FontError) -> String? {
        let count = Int(try table.uint16(at: 2))
        let storage = Int(try table.uint16(at: 4))
        var macintosh: String?
        for index in 0..<count {
            let record = 6 + 12 * index
            guard try table.uint16(at: record + 6) == nameID else { continue }
            let platform = try table.uint16(at: record)
            let length = Int(try table.uint16(at: record + 8))
            let offset = storage + Int(try table.uint16(at: record + 10))
            try table.checkRange(offset: offset, size: length)
            switch platform {
            case 0, 3:
                let units = (0..<length / 2).map { table.uncheckedUInt16(at: offset + 2 * $0) }
                let text = String(decoding: units, as: UTF16.self)
                if !text.isEmpty { return text }
            case 1 where macintosh == nil:
                let bytes = try (0..<length).map { (index) throws(FontError) in try table.uint8(at: offset + index) }
                let text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                if !text.isEmpty { macintosh = text }
            default:
                continue
            }
        }
        return macintosh
    }
}
