/// A file's text split into lines, so a diagnostic can quote the line it is about.
///
/// Made only when there is something to report, in one pass over the text.
package struct SourceText: Sendable {
    private let text: String
    /// Where each line starts, in UTF-8 offsets.
    private let lineStarts: [Int]

    /// Splits `text` at `\n`; a `\r` before it is not part of the line.
    ///
    /// - Parameter text: The file's text.
    /// - Complexity: O(*n*) in the length of the text.
    package init(_ text: String) {
        self.text = text
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// Splits UTF-8 bytes as ``init(_:)`` does; invalid UTF-8 shows as U+FFFD.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Complexity: O(*n*) in the number of bytes.
    package init(bytes: [UInt8]) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// Line `number` (from 1) without its line break, nil past the last line.
    ///
    /// - Complexity: O(1) to find the line, O(its length) to copy it.
    package func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        var end =
            number < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return text[start..<end]
    }
}
