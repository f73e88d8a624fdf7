import ToolSupport

/// Reads JSON text (RFC 8259) into a ``JSONValue``.
///
/// Strict: no comments, no trailing commas, no duplicate keys, numbers as JSON writes them.
/// Errors give the line and column of the offending character.
package struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    /// While locating: the path whose value (or member key) is wanted, and where it was found.
    private var target: JSONPath?
    private var found: (line: Int, column: Int)?

    /// Parses `text` as one JSON document.
    ///
    /// - Parameter text: the document.
    /// - Returns: the document's value.
    /// - Throws: ``JSONSyntaxError`` with the line, column and what was expected.
    /// - Complexity: O(n) in the length of `text`.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.position < parser.scalars.count {
            throw parser.error("unexpected text after the document's end")
        }
        return value
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The line and column where the value at `path` starts in `text` (or, for a path with a
    /// ``JSONPath/memberKey``, where that key starts), nil when the text has no such value.
    ///
    /// The text is parsed again, watching only the values on the path, so an error found in
    /// a parsed document can say where it is. Called once per error, never on the way to a
    /// layout.
    ///
    /// - Parameters:
    ///   - path: The place, as a scenario error names it.
    ///   - text: The document the value was read from.
    /// - Returns: 1-based line and column (in Unicode scalars).
    /// - Complexity: O(*n*) in the length of `text`.
    package static func location(of path: JSONPath, in text: String) -> (line: Int, column: Int)? {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        parser.target = path
        parser.skipWhitespace()
        _ = try? parser.parseValue(depth: 0, onPath: true)
        return parser.found
    }

    /// Nesting deeper than this is refused: the recursive descent must not overflow the stack.
    /// A view nested in a stack takes two levels (an object and its array), one in a background
    /// three, so nesting views meets this (at about 1 000 stacks) before the cap on views and
    /// modifiers along a chain (``ScenarioLimits/maximumDepth``), which a modifier list meets.
    static let maximumDepth = 2_000

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func advance() {
        if scalars[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    /// `true`, `false` or `null`; another word where a value goes is no value, and the error
    /// points at its start and shows it (`nul`, `not`, `True`) rather than the letter that
    /// stopped matching.
    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let word = Array(word.unicodeScalars)
        guard scalars[position...].starts(with: word) else { throw noValueHere() }
        for _ in word { advance() }
        return value
    }

    /// The error for text that starts no JSON value, showing that text.
    private func noValueHere() -> JSONSyntaxError {
        var found = String.UnicodeScalarView()
        var index = position
        // A word runs to the next space or punctuation; one scalar past what Echo shows is
        // enough for it to cut the word with "…".
        repeat {
            found.append(scalars[index])
            index += 1
        } while index < scalars.count && found.count <= Echo.limit && !Self.endsAWord(scalars[index])
        return error("expected a value, found '\(Echo.text(String(found)))'")
    }

    /// Whether `c` ends the word shown by ``noValueHere()``: JSON's whitespace and punctuation.
    private static func endsAWord(_ c: Unicode.Scalar) -> Bool {
        " \t\n\r{}[],:\"".unicodeScalars.contains(c)
    }

    /// Parses one value; `onPath` says whether it lies on the path being located.
    private mutating func parseValue(depth: Int, onPath: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested more than \(ScenarioDecoder.count(Self.maximumDepth)) levels deep")
        }
        guard let c = current else { throw error("expected a value, found the end of the text") }
        if onPath, let target, target.memberKey == nil, depth == target.components.count, found == nil {
            found = (line, column)
        }
        switch c {
        case "{": return try parseObject(depth: depth, onPath: onPath)
        case "[": return try parseArray(depth: depth, onPath: onPath)
        case "\"": return .string(try parseString())
        case "t": return try literal("true", .bool(true))
        case "f": return try literal("false", .bool(false))
        case "n": return try literal("null", .null)
        case "-", "0"..."9": return .number(try parseNumber())
        default: throw noValueHere()
        }
    }

    private mutating func parseObject(depth: Int, onPath: Bool) throws(JSONSyntaxError) -> JSONValue {
        advance()  // {
        var members: [(key: String, value: JSONValue)] = []
        var seen: Set<String> = []
        skipWhitespace()
        if current == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a key in double quotes") }
            let keyLine = line
            let keyColumn = column
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, message: "duplicate key \(Echo.quoted(key))")
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected ':' after the key \(Echo.quoted(key))") }
            advance()
            skipWhitespace()
            let memberOnPath =
                onPath
                && target.map { depth < $0.components.count && $0.components[depth] == .key(key) }
                    ?? false
            if onPath, let target, target.memberKey == key, depth == target.components.count, found == nil {
                found = (keyLine, keyColumn)
            }
            members.append((key, try parseValue(depth: depth + 1, onPath: memberOnPath)))
            skipWhitespace()
            switch current {
            case ",": advance()
            case "}":
                advance()
                return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int, onPath: Bool) throws(JSONSyntaxError) -> JSONValue {
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let elementOnPath =
                onPath
                && target.map { depth < $0.components.count && $0.components[depth] == .index(elements.count) } ?? false
            elements.append(try parseValue(depth: depth + 1, onPath: elementOnPath))
            skipWhitespace()
            switch current {
            case ",": advance()
            case "]":
                advance()
                return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()  // "
        var result = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string") }
            switch c {
            case "\"":
                advance()
                return String(result)
            case "\\":
                advance()
                guard let escaped = current else { throw error("unterminated string") }
                advance()
                switch escaped {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u": result.append(try parseUnicodeEscape())
                default: throw error("unknown escape '\\\(Echo.text(String(escaped)))'")
                }
            default:
                guard c.value >= 0x20 else { throw error("control character in a string") }
                result.append(c)
                advance()
            }
        }
    }

    /// `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard current == "\\" else { throw error("a high surrogate must be followed by a low one") }
            advance()
            guard current == "u" else { throw error("a high surrogate must be followed by a low one") }
            advance()
            let second = try parseHexQuad()
            guard (0xDC00..<0xE000).contains(second) else { throw error("invalid low surrogate") }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(value)!
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("lone low surrogate") }
        return scalar
    }

    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            // A single character: UInt32 would read a lone "+" or "-" as no number.
            guard let c = current, c != "+", c != "-", let digit = UInt32(String(c), radix: 16) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        // A number out of range is reported at its start, as layout-solve reports one.
        let startLine = line
        let startColumn = column
        if current == "-" { advance() }
        guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" {
            advance()
        } else {
            while let c = current, ("0"..."9").contains(c) { advance() }
        }
        if current == "." {
            advance()
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit after '.'") }
            while let c = current, ("0"..."9").contains(c) { advance() }
        }
        if current == "e" || current == "E" {
            advance()
            if current == "+" || current == "-" { advance() }
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit in the exponent") }
            while let c = current, ("0"..."9").contains(c) { advance() }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<position])
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(
                line: startLine, column: startColumn, message: "number '\(Echo.text(text))' is out of range")
        }
        return value
    }
}

/// A JSON document that is not well-formed.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "\(line):\(column): \(message)" }
}
