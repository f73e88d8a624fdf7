/// Where a file stops being UTF-8 text, so both file-reading tools name the place and the byte
/// (`FILE:LINE:COLUMN: error: not UTF-8 text: byte 0xFF`), rather than a replacement
/// character or the whole file.
package struct InvalidUTF8: Sendable, Equatable {
    /// The 1-based line and column (in Unicode scalars, as every diagnostic counts them).
    package var line: Int
    package var column: Int
    /// The first byte of the sequence that is not UTF-8.
    package var byte: UInt8

    package init(line: Int, column: Int, byte: UInt8) {
        self.line = line
        self.column = column
        self.byte = byte
    }

    /// The message after `error:`.
    package var message: String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "not UTF-8 text: byte 0x\(hex.count < 2 ? "0" + hex : hex)"
    }

    /// The first place `bytes` are not UTF-8 (Unicode's well-formed byte sequences: no
    /// overlong forms, surrogates or values past U+10FFFF), nil when they all are.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    package static func first(in bytes: [UInt8]) -> InvalidUTF8? {
        var line = 1
        var column = 1
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            // The sequence's length and the range its second byte must be in.
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            case 0xF1...0xF3: length = 4
            default: return InvalidUTF8(line: line, column: column, byte: lead)
            }
            guard i + length <= bytes.count else { return InvalidUTF8(line: line, column: column, byte: lead) }
            for k in 1..<length where !(k == 1 ? second : 0x80...0xBF).contains(bytes[i + k]) {
                return InvalidUTF8(line: line, column: column, byte: lead)
            }
            if lead == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += length
        }
        return nil
    }
}
