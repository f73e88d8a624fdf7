/// A token of one script line.
struct ScriptToken: Equatable {
    enum Kind: Equatable {
        case name(String)
        case number(Double)
        case plus, minus, star, slash, leftParenthesis, rightParenthesis, at
        case relation(Relation)
        case endOfLine
    }

    var kind: Kind
    /// 1-based column of the token's first character.
    var column: Int

    /// How a message names the token: `'x'`, `number 3`, `'*'`, `end of line`.
    var quoted: String {
        switch kind {
        case .name(let name): "'\(shortened(name))'"
        case .number(let value): "number \(formatNumber(value))"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .leftParenthesis: "'('"
        case .rightParenthesis: "')'"
        case .at: "'@'"
        case .relation(let relation): "'\(relation.rawValue)'"
        case .endOfLine: "end of line"
        }
    }
}

/// Splits one line of a script (as UTF-8 bytes, without its line break) into tokens.
///
/// A `#` starts a comment that runs to the end of the line. Names are
/// `[A-Za-z_][A-Za-z0-9_.]*`, numbers `digits [. digits] [(e|E) [+|-] digits]` (or starting
/// with `.`). Everything outside ASCII is an error, so columns count bytes and characters alike
/// up to the first error.
struct ScriptLexer {
    private let bytes: ArraySlice<UInt8>
    private let line: Int

    init(line: Int, bytes: ArraySlice<UInt8>) {
        self.line = line
        self.bytes = bytes
    }

    /// The tokens of the line, ending with `.endOfLine`.
    ///
    /// - Throws: `ScriptSyntaxError` for a character that starts no token, a lone `=`, `<`
    ///   or `>`, or a numeric literal that is malformed or overflows.
    /// - Complexity: O(*n*) in the length of the line.
    func tokens() throws(ScriptSyntaxError) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let column = index - bytes.startIndex + 1
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "#"):
                index = bytes.endIndex
                continue
            case UInt8(ascii: "+"): tokens.append(ScriptToken(kind: .plus, column: column))
            case UInt8(ascii: "-"): tokens.append(ScriptToken(kind: .minus, column: column))
            case UInt8(ascii: "*"): tokens.append(ScriptToken(kind: .star, column: column))
            case UInt8(ascii: "/"): tokens.append(ScriptToken(kind: .slash, column: column))
            case UInt8(ascii: "("): tokens.append(ScriptToken(kind: .leftParenthesis, column: column))
            case UInt8(ascii: ")"): tokens.append(ScriptToken(kind: .rightParenthesis, column: column))
            case UInt8(ascii: "@"): tokens.append(ScriptToken(kind: .at, column: column))
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
                let text = String(UnicodeScalar(byte))
                guard index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "=") else {
                    throw ScriptSyntaxError(.incompleteOperator(text), at: location(column))
                }
                tokens.append(ScriptToken(kind: .relation(Relation(rawValue: text + "=")!), column: column))
                index += 2
                continue
            default:
                if Self.isNameStart(byte) {
                    let end = scan(from: index, while: Self.isNameContinuation)
                    tokens.append(ScriptToken(kind: .name(text(index..<end)), column: column))
                    index = end
                    continue
                }
                if Self.isDigit(byte) || byte == UInt8(ascii: ".") {
                    let (value, end) = try number(at: index)
                    tokens.append(ScriptToken(kind: .number(value), column: column))
                    index = end
                    continue
                }
                throw ScriptSyntaxError(.unexpectedCharacter(character(at: index)), at: location(column))
            }
            index += 1
        }
        tokens.append(ScriptToken(kind: .endOfLine, column: bytes.count + 1))
        return tokens
    }

    /// Scans a numeric literal starting at `start`.
    private func number(at start: Int) throws(ScriptSyntaxError) -> (Double, Int) {
        var end = scan(from: start, while: Self.isDigit)
        var digitCount = end - start
        if end < bytes.endIndex, bytes[end] == UInt8(ascii: ".") {
            let fractionEnd = scan(from: end + 1, while: Self.isDigit)
            digitCount += fractionEnd - end - 1
            end = fractionEnd
        }
        var malformed = digitCount == 0
        if end < bytes.endIndex, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < bytes.endIndex, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            let exponentEnd = scan(from: exponent, while: Self.isDigit)
            malformed = malformed || exponentEnd == exponent
            end = exponentEnd
        }
        // A literal glued to a name character (`2e`, `3x1`, `1.2.3`) is one malformed number.
        if end < bytes.endIndex, Self.isNameContinuation(bytes[end]) {
            end = scan(from: end, while: Self.isNameContinuation)
            malformed = true
        }
        let literal = text(start..<end)
        let column = location(start - bytes.startIndex + 1)
        guard !malformed, let value = Double(literal) else {
            throw ScriptSyntaxError(.malformedNumber(literal), at: column)
        }
        guard value.isFinite else { throw ScriptSyntaxError(.numberOutOfRange(literal), at: column) }
        return (value, end)
    }

    private func scan(from start: Int, while predicate: (UInt8) -> Bool) -> Int {
        var index = start
        while index < bytes.endIndex, predicate(bytes[index]) { index += 1 }
        return index
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func location(_ column: Int) -> ScriptLocation {
        ScriptLocation(line: line, column: column)
    }

    /// The character at `index` for a message: `'!'` for printable ASCII, `U+XXXX` otherwise.
    private func character(at index: Int) -> String {
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(UnicodeScalar(byte))'" }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        let scalar: UnicodeScalar
        switch decoder.decode(&iterator) {
        case .scalarValue(let value): scalar = value
        case .emptyInput, .error: scalar = "\u{FFFD}"
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".")
    }
}
