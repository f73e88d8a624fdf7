/// A name or literal of a script as a message repeats it: cut to 80 characters and "…".
///
/// Names and numbers of the text format are printable ASCII by construction (anything else
/// is an unexpected character, shown as `U+XXXX`), so cutting is all a message needs; a
/// 10-megabyte name must not make a 10-megabyte message.
///
/// - Parameter text: The name or literal.
/// - Returns: The text, cut when longer than 80 characters.
/// - Complexity: O(1) for a short text, O(80) to cut a long one.
func shortened(_ text: String) -> String {
    let limit = 80
    guard text.utf8.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
}
