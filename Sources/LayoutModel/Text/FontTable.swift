/// One table of a font file: bounds-checked big-endian reads relative to the
/// table's start.
///
/// Every read checks that it lies inside the table, so a truncated or random file
/// throws `FontError.truncatedTable` instead of reading past the end.
struct FontTable {
    /// The four-letter tag, e.g. "cmap".
    let tag: String
    /// The whole file; shared, never copied.
    private let bytes: [UInt8]
    /// Where the table starts in `bytes`.
    private let start: Int
    /// The table's length in bytes (already checked to lie inside `bytes`).
    let length: Int

    init(tag: String, bytes: [UInt8], start: Int, length: Int) {
        assert(start >= 0 && length >= 0 && start + length <= bytes.count)
        self.tag = tag
        self.bytes = bytes
        self.start = start
        self.length = length
    }

    /// Throws unless `size` bytes at `offset` lie inside the table.
    func checkRange(offset: Int, size: Int) throws(FontError) {
        // `offset <= length - size` cannot overflow: both are at most the file size.
        guard offset >= 0, size >= 0, size <= length, offset <= length - size else {
            throw .truncatedTable(tag, offset: offset, size: size, length: length)
        }
    }

    func uint8(at offset: Int) throws(FontError) -> UInt8 {
        try checkRange(offset: offset, size: 1)
        return bytes[start + offset]
    }

    func uint16(at offset: Int) throws(FontError) -> UInt16 {
        try checkRange(offset: offset, size: 2)
        return uncheckedUInt16(at: offset)
    }

    func int16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontError) -> UInt32 {
        try checkRange(offset: offset, size: 4)
        let high = UInt32(uncheckedUInt16(at: offset))
        let low = UInt32(uncheckedUInt16(at: offset + 2))
        return high << 16 | low
    }

    /// A 16-bit read whose range the caller has checked, for tight loops over
    /// arrays validated once up front.
    func uncheckedUInt16(at offset: Int) -> UInt16 {
        assert(offset >= 0 && offset + 2 <= length)
        return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
    }
}
