/// A string as a JSON string literal, for every JSON the tools write.
package enum JSONString {
    /// `text` in double quotes with JSON's escapes: `\"`, `\\`, `\n`, `\r`, `\t` and
    /// `\u00XX` for the other control characters; everything else as it is.
    ///
    /// - Parameter text: Any string (a file name or a message may hold anything).
    /// - Returns: The literal.
    /// - Complexity: O(*n*) in the length of `text`.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
