/// Why a scenario file could not be read. Nothing of a file with an error is laid out.
public struct ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The JSON path of the offending value (`view.vstack[1].hstack[0].modifiers[2]`), nil for
    /// a syntax error or a file that cannot be read.
    public var path: String?
    /// Line and column of a syntax error.
    public var line: Int?
    public var column: Int?
    /// What was wrong and what was expected.
    public var message: String

    public init(file: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE` for syntax, `FILE: PATH: error: MESSAGE` otherwise.
    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): error: \(message)" }
        if let path, !path.isEmpty { return "\(file): \(path): error: \(message)" }
        return "\(file): error: \(message)"
    }
}
