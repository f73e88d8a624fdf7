import ToolSupport

/// Why a scenario file could not be read. Nothing of a file with an error is laid out.
package struct ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    package var file: String
    /// The JSON path of the offending value (`view.vstack[1].hstack[0].modifiers[2]`); nil
    /// for a syntax error or a file that cannot be read, empty for the whole document.
    package var path: String?
    /// A key of the object at `path` that the error is about (an unknown key), so that the
    /// location points at the key.
    package var memberKey: String?
    /// Line and column of the offending text: of a syntax error, or of the value at `path`
    /// once the decoder has found it in the text.
    package var line: Int?
    package var column: Int?
    /// What was wrong and what was expected.
    package var message: String

    package init(file: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error in the tools' form (docs/ARCHITECTURE.md, "The tools' conventions"), its
    /// message led by the JSON path: `FILE:LINE:COLUMN: error: PATH: MESSAGE`.
    package var diagnostic: Diagnostic {
        let place = path.map { $0.isEmpty ? "" : "\($0): " } ?? ""
        return Diagnostic(file: file, line: line, column: column, message: place + message)
    }

    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE`, or `FILE: error: …` where the place in the
    /// text is not known.
    package var description: String { diagnostic.header }
}
