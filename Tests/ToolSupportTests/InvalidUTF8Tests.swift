import Testing
import ToolSupport

/// Where bytes stop being UTF-8: Unicode's well-formed sequences (The Unicode Standard, table
/// 3-7), with the line and the column in scalars that a diagnostic shows.
@Suite("InvalidUTF8")
struct InvalidUTF8Tests {
    private func first(_ bytes: [UInt8]) -> InvalidUTF8? { InvalidUTF8.first(in: bytes) }

    @Test("Well-formed text of every length of sequence has none")
    func wellFormed() {
        #expect(first(Array("a é € 𝄞\nläuft\r\n".utf8)) == nil)
        #expect(first([]) == nil)
        #expect(first([0xF4, 0x8F, 0xBF, 0xBF]) == nil, "U+10FFFF is the last scalar")
        #expect(first([0xEF, 0xBF, 0xBF]) == nil, "U+FFFF is a scalar")
    }

    @Test("Overlong forms, surrogates, values past U+10FFFF, lone and missing continuations")
    func illFormed() {
        let cases: [([UInt8], UInt8)] = [
            ([0xC0, 0xAF], 0xC0),  // overlong "/"
            ([0xE0, 0x80, 0xAF], 0xE0),  // overlong three-byte form
            ([0xED, 0xA0, 0x80], 0xED),  // the surrogate U+D800
            ([0xF4, 0x90, 0x80, 0x80], 0xF4),  // U+110000
            ([0xF5, 0x80, 0x80, 0x80], 0xF5),
            ([0x80], 0x80),  // a continuation byte alone
            ([0xE2, 0x82], 0xE2),  // "€" cut short at the end
            ([0xE2, 0x41, 0xAC], 0xE2),  // a sequence broken by an ASCII byte
            ([0xFF], 0xFF)
        ]
        for (bytes, byte) in cases {
            #expect(first(bytes) == InvalidUTF8(line: 1, column: 1, byte: byte), "\(bytes)")
        }
    }

    @Test("The place counts lines and scalars, not bytes; the message names the byte in hex")
    func place() throws {
        let bad = try #require(first(Array("x == 1\né€ ".utf8) + [0x9F]))
        #expect(bad == InvalidUTF8(line: 2, column: 4, byte: 0x9F))
        #expect(bad.message == "not UTF-8 text: byte 0x9F")
        #expect(InvalidUTF8(line: 1, column: 1, byte: 0x05).message == "not UTF-8 text: byte 0x05")
    }
}
