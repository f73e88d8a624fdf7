/// One message of a tool about a file, in the form every tool writes (docs/ARCHITECTURE.md,
/// "The tools' conventions"): `FILE:LINE:COLUMN: error: MESSAGE`, then the line quoted with
/// a caret under the column.
package struct Diagnostic: Error, Sendable, Equatable {
    /// How serious the message is.
    package enum Severity: String, Sendable {
        /// Something the tool could not do.
        case error
        /// More about the error before it (a constraint it conflicts with).
        case note
    }

    package var severity: Severity
    /// The file as the user named it.
    package var file: String
    /// The 1-based line, nil for a message about the whole file.
    package var line: Int?
    /// The 1-based column in Unicode scalars, nil for a message about a whole line.
    package var column: Int?
    /// What is wrong, without the location.
    package var message: String

    /// Creates a diagnostic.
    package init(
        _ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil,
        message: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE` (or `FILE:LINE:` or `FILE:` where the place is
    /// less precise), without a newline. The file name's control characters are escaped.
    package var header: String {
        var place = Echo.text(file, limit: Int.max)
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(severity.rawValue): \(message)"
    }

    /// The header, then the quoted line and its caret when `source` has the line; each
    /// line ends with a newline.
    ///
    /// - Parameter source: The file's text, or nil when it is not at hand.
    /// - Returns: The lines to write to standard error.
    /// - Complexity: O(column + ``Echo/limit``) for the quote.
    package func rendered(quoting source: SourceText?) -> String {
        var text = header + "\n"
        if let line, let quoted = source?.line(line) {
            text += SourceQuote(line: quoted, column: column).text
        }
        return text
    }
}
