/// A line of a file as a diagnostic quotes it, with a caret under the column it is about,
/// as a compiler does:
///
/// ```
/// f.txt:3:10: error: nonlinear: product of two variable terms
///   y == x * z
///          ^
/// ```
///
/// Control characters are escaped as ``Echo`` escapes them. A line longer than the width is
/// shown as a window of about that width around the column, cut with "…" at either end.
package struct SourceQuote: Sendable, Equatable {
    /// The line as shown.
    package var line: String
    /// Spaces (and the line's own tabs) up to the column, then `^`; nil without a column.
    package var caret: String?

    /// Quotes `line` with a caret under `column`.
    ///
    /// - Parameters:
    ///   - line: The line without its line break.
    ///   - column: The 1-based column in Unicode scalars (one past the end for the end of
    ///     the line), or nil for no caret.
    ///   - width: About how many characters to show.
    /// - Complexity: O(`column` + `width`): the rest of a long line is not read.
    package init(line: Substring, column: Int?, width: Int = Echo.limit) {
        let scalars = line.unicodeScalars
        let target = max(0, (column ?? 1) - 1)
        let caretIndex =
            scalars.index(scalars.startIndex, offsetBy: target, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        // Half the width before the column, the rest after it; the left side takes what the
        // right side leaves when the line ends early.
        var left: [String] = []
        var start = caretIndex
        var shown = 0
        func extendLeft(to limit: Int) {
            while start > scalars.startIndex && shown < limit {
                start = scalars.index(before: start)
                let piece = Echo.display(scalars[start], keepingTabs: true)
                left.append(piece)
                shown += piece.count
            }
        }
        extendLeft(to: width / 2)
        var right = ""
        var end = caretIndex
        while end < scalars.endIndex && shown < width {
            let piece = Echo.display(scalars[end], keepingTabs: true)
            right += piece
            shown += piece.count
            end = scalars.index(after: end)
        }
        extendLeft(to: width)
        let cutLeft = start > scalars.startIndex
        let cutRight = end < scalars.endIndex
        self.line = (cutLeft ? "…" : "") + left.reversed().joined() + right + (cutRight ? "…" : "")
        guard column != nil else {
            caret = nil
            return
        }
        var indent = cutLeft ? " " : ""
        for piece in left.reversed() {
            indent += piece == "\t" ? "\t" : String(repeating: " ", count: piece.count)
        }
        caret = indent + "^"
    }

    /// The quote as printed: the line, then the caret line, each ending with a newline.
    package var text: String {
        line + "\n" + (caret.map { $0 + "\n" } ?? "")
    }
}
