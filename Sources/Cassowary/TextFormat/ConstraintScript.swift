/// A parsed constraint script in the text format of docs/ARCHITECTURE.md ("The constraint text format").
///
/// ```swift
/// let script = try ConstraintScript(parsing: "x + 2 == 20\ny == 2*x @strong")
/// let solution = try script.solve()
/// solution["y"]                               // 36
/// print(solution.lines, terminator: "")       // x = 18
///                                             // y = 36
/// ```
///
/// Parsing needs no solver; `run(on:)` and `solve()` execute the statements in file order.
/// Both report every error of the file, not only the first (``ScriptErrors``).
public struct ConstraintScript: Equatable, Sendable {
    /// The statements in file order (the syntax tree is for the package's own tools and tests).
    package let statements: [ScriptStatement]
    /// Every variable name written in the script, sorted, each once.
    public let variableNames: [String]
    /// Where each variable name is first written.
    package let firstUse: [String: ScriptLocation]

    /// Parses a script.
    ///
    /// - Parameter text: The script; lines end with `\n` or `\r\n`.
    /// - Throws: ``ScriptErrors`` with the first ``ScriptSyntaxError`` of every line that has
    ///   one: a line with an error is skipped and parsing goes on at the next.
    /// - Complexity: O(*n*) in the length of the text.
    public init(parsing text: String) throws(ScriptErrors<ScriptSyntaxError>) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Parses a script given as UTF-8 bytes; invalid UTF-8 is reported as an unexpected
    /// character (U+FFFD) where it occurs outside a comment, and a leading byte-order mark
    /// is skipped.
    ///
    /// - Parameter bytes: The script's bytes.
    /// - Throws: ``ScriptErrors`` with the first ``ScriptSyntaxError`` of every line that has one.
    /// - Complexity: O(*n*) in the number of bytes.
    public init(parsing bytes: [UInt8]) throws(ScriptErrors<ScriptSyntaxError>) {
        var parser = ScriptParser()
        // A byte-order mark some editors write is not part of the first line.
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let parsed = parser.parse(hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes)
        guard parsed.errors.isEmpty else { throw ScriptErrors(parsed.errors) }
        statements = parsed.statements
        firstUse = parser.firstUse
        variableNames = parser.firstUse.keys.sorted()
    }
}
