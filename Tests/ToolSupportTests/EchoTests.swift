import Testing

@testable import ToolSupport

@Suite("Echoed values")
struct EchoTests {
    @Test("A short value is shown as it is")
    func short() {
        #expect(Echo.text("padding") == "padding")
        #expect(Echo.quoted("a b") == "\"a b\"")
    }

    @Test("NUL, CR, LF, tab, escape and DEL are escaped")
    func controlCharacters() {
        #expect(Echo.text("a\u{0}b\rc\nd\te\u{1B}f\u{7F}") == #"a\0b\rc\nd\te\u{1B}f\u{7F}"#)
    }

    @Test("Line separators and bidirectional overrides are escaped")
    func invisibleReordering() {
        #expect(Echo.text("a\u{2028}b\u{202E}c\u{2066}") == #"a\u{2028}b\u{202E}c\u{2066}"#)
    }

    @Test("A value longer than 80 characters is cut to 80 and an ellipsis")
    func cut() {
        let long = String(repeating: "x", count: 10_000_000)
        let shown = Echo.text(long)
        #expect(shown == String(repeating: "x", count: 80) + "…")
        #expect(Echo.text(String(repeating: "y", count: 80)) == String(repeating: "y", count: 80))
    }

    @Test("Escapes count toward the limit, and none is cut in half")
    func escapesCount() {
        // 39 letters, then NULs of two characters each: 39 + 2·20 = 79, the next would pass 80.
        let text = String(repeating: "a", count: 39) + String(repeating: "\u{0}", count: 30)
        #expect(Echo.text(text) == String(repeating: "a", count: 39) + String(repeating: #"\0"#, count: 20) + "…")
    }
}

@Suite("JSON strings")
struct JSONStringTests {
    @Test("Quotes, backslashes and control characters are escaped; the rest is kept")
    func escapes() {
        #expect(JSONString.quoted("a\u{1}b\tc") == "\"a\\u0001b\\tc\"")
        #expect(JSONString.quoted("dir/\"odd\"\\name\n.txt") == "\"dir/\\\"odd\\\"\\\\name\\n.txt\"")
        #expect(JSONString.quoted("é µs") == "\"é µs\"")
    }
}
