import Testing

@testable import ToolSupport

@Suite("Quoted source lines")
struct SourceQuoteTests {
    @Test("The line, then a caret under the column")
    func caret() {
        let quote = SourceQuote(line: "  y == x * z", column: 10)
        #expect(quote.text == "  y == x * z\n         ^\n")
    }

    @Test("A column one past the end puts the caret after the last character")
    func endOfLine() {
        #expect(SourceQuote(line: "x ==", column: 5).text == "x ==\n    ^\n")
    }

    @Test("Tabs before the column stay tabs in the caret line")
    func tabs() {
        #expect(SourceQuote(line: "\tx\t== 1 @-3", column: 9).text == "\tx\t== 1 @-3\n\t \t     ^\n")
    }

    @Test("Control characters are escaped and the caret moves past their escapes")
    func escapes() {
        #expect(SourceQuote(line: "a\u{0}b", column: 3).text == "a\\0b\n   ^\n")
    }

    @Test("A long line shows a window around the column, cut with an ellipsis at both ends")
    func window() {
        let line = String(repeating: "a", count: 1_000) + "X" + String(repeating: "b", count: 1_000)
        let quote = SourceQuote(line: Substring(line), column: 1_001)
        #expect(quote.line == "…" + String(repeating: "a", count: 40) + "X" + String(repeating: "b", count: 39) + "…")
        #expect(quote.caret == String(repeating: " ", count: 41) + "^")
    }

    @Test("Near the end of a long line the window takes more of the left")
    func windowAtTheEnd() {
        let line = String(repeating: "a", count: 1_000) + "X"
        let quote = SourceQuote(line: Substring(line), column: 1_001)
        #expect(quote.line == "…" + String(repeating: "a", count: 79) + "X")
        #expect(quote.caret == String(repeating: " ", count: 80) + "^")
    }

    @Test("Lines are found by number; CRLF and the last line without a newline are handled")
    func sourceLines() {
        let source = SourceText("one\r\ntwo\n\nfour")
        #expect(source.line(1) == "one")
        #expect(source.line(2) == "two")
        #expect(source.line(3) == "")
        #expect(source.line(4) == "four")
        #expect(source.line(5) == nil)
        #expect(source.line(0) == nil)
    }
}
