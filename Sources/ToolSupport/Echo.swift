/// User text as a message shows it: control characters escaped and, past about 80
/// characters, cut with "…" (docs/ARCHITECTURE.md, "The tools' conventions").
///
/// A value a message repeats back — an unknown key, a name, a number, a line of the file —
/// may be megabytes long or hold a NUL or a carriage return that would garble a terminal.
/// Every tool echoes through here, so no message is longer than a line or hides its text.
package enum Echo {
    /// How many characters of a value a message shows.
    package static let limit = 80

    /// `text` with control characters escaped (`\0`, `\r`, `\n`, `\t`, `\u{1B}`) and cut
    /// with "…" when its escaped form is longer than `limit` characters.
    ///
    /// - Parameters:
    ///   - text: The value to show.
    ///   - limit: The most characters shown before the "…".
    /// - Returns: The value as one line.
    /// - Complexity: O(`limit`): at most `limit` + 1 characters of `text` are read.
    package static func text<Text: StringProtocol>(_ text: Text, limit: Int = Echo.limit) -> String {
        var shown = ""
        var width = 0
        for scalar in text.unicodeScalars {
            let piece = display(scalar, keepingTabs: false)
            if width + piece.count > limit {
                return shown + "…"
            }
            shown += piece
            width += piece.count
        }
        return shown
    }

    /// `text` between double quotes, escaped and cut as ``text(_:limit:)`` does.
    ///
    /// - Parameter text: The value to show.
    /// - Returns: `"value"`.
    /// - Complexity: O(``limit``).
    package static func quoted<Text: StringProtocol>(_ text: Text) -> String {
        "\"" + self.text(text) + "\""
    }

    /// How one character shows in a message: itself, or an escape for a control character,
    /// a line or paragraph separator and a bidirectional override (which would reorder
    /// the text around it on screen).
    ///
    /// - Parameters:
    ///   - scalar: The character.
    ///   - keepingTabs: Whether a tab stays a tab (in a quoted source line, so the caret
    ///     line below it can use the same tab and stay aligned).
    /// - Returns: The character or its escape.
    static func display(_ scalar: Unicode.Scalar, keepingTabs: Bool) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x09: return keepingTabs ? "\t" : "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x01...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return String(scalar)
        }
    }
}
