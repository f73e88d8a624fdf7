import Testing

@testable import ToolSupport

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test("FILE:LINE:COLUMN: error: MESSAGE, then the line and a caret")
    func withColumn() {
        let source = SourceText("x == 1\ny == 2 @-3\n")
        let diagnostic = Diagnostic(file: "f.txt", line: 2, column: 9, message: "strength cannot be negative")
        #expect(
            diagnostic.rendered(quoting: source) == """
                f.txt:2:9: error: strength cannot be negative
                y == 2 @-3
                        ^

                """)
    }

    @Test("Less precise places drop the column or the line; a note says note")
    func places() {
        #expect(Diagnostic(file: "f", line: 3, message: "m").header == "f:3: error: m")
        #expect(Diagnostic(file: "f", message: "m").header == "f: error: m")
        #expect(Diagnostic(.note, file: "f", line: 1, column: 1, message: "m").header == "f:1:1: note: m")
    }

    @Test("Without the source, or past its last line, only the header is written")
    func noSource() {
        let diagnostic = Diagnostic(file: "f", line: 9, column: 1, message: "m")
        #expect(diagnostic.rendered(quoting: nil) == "f:9:1: error: m\n")
        #expect(diagnostic.rendered(quoting: SourceText("a")) == "f:9:1: error: m\n")
    }

    @Test("A file name's control characters are escaped, not cut")
    func fileName() {
        let name = "dir/" + String(repeating: "n", count: 100) + "\r.json"
        #expect(
            Diagnostic(file: name, message: "m").header
                == "dir/" + String(repeating: "n", count: 100) + "\\r.json: error: m")
    }
}
