import Cassowary
import ToolSupport

extension LayoutSolveCommand {
    /// One error of a run, with what both the text and the JSON form say of it.
    struct Problem {
        /// The JSON `kind`: `syntax`, `unsatisfiable`, `input`, …
        var kind: String
        var line: Int?
        var column: Int?
        /// The text after `error:`.
        var message: String
        /// Where each constraint it conflicts with starts (an unsatisfiable constraint).
        var conflicts: [ScriptLocation] = []
        /// The note printed at each of `conflicts`.
        var conflictNote = "conflicts with this constraint"
        /// A note after the conflicts, at the error's own line.
        var closingNote: String?
        /// Members only the JSON form has (`conflictingLines`, `budget`, `estimate`), as JSON.
        var details: [JSONMember] = []
        /// Whether the input is wrong (exit 2) rather than the system unsolvable (exit 1).
        var isInputMistake: Bool

        /// A file that cannot be read.
        init(_ error: InputError) {
            kind = "input"
            message = error.message
            isInputMistake = true
        }

        /// A file that stops being UTF-8 text, at the first byte that is not.
        init(_ error: InvalidUTF8) {
            kind = "input"
            line = error.line
            column = error.column
            message = error.message
            isInputMistake = true
        }

        /// A syntax error, at its line and column.
        init(_ error: ScriptSyntaxError) {
            kind = "syntax"
            line = error.line
            column = error.column
            message = error.message
            isInputMistake = true
        }

        /// A statement the solver refused. `statementStarts` gives, by line, where a
        /// statement starts, for the errors that name only a line.
        init(_ error: ScriptRunError, statementStarts: [Int: ScriptLocation]) {
            func start(_ line: Int) -> ScriptLocation { statementStarts[line] ?? ScriptLocation(line: line, column: 1) }
            line = error.line
            message = error.message
            isInputMistake = false
            switch error {
            case .unsatisfiable(let line, let conflictingLines, let minimal):
                kind = "unsatisfiable"
                column = start(line).column
                conflicts = conflictingLines.map(start)
                closingNote = minimal ? nil : ScriptRunError.notMinimalNote
                details = [
                    ("conflictingLines", "[" + conflictingLines.map(String.init).joined(separator: ", ") + "]"),
                    ("minimal", String(minimal))
                ]
            case .numericallyUnstable(let line, let violatedLines):
                kind = "numericallyUnstable"
                column = start(line).column
                conflicts = violatedLines.map(start)
                conflictNote = "this required constraint would be unmet"
                details = [("violatedLines", "[" + violatedLines.map(String.init).joined(separator: ", ") + "]")]
            case .memoryBudgetExceeded(let line, let budget, let estimate):
                kind = "memoryBudgetExceeded"
                column = start(line).column
                details = [("budget", String(budget)), ("estimate", String(estimate))]
            case .duplicateEditVariable(_, let location):
                kind = "duplicateEditVariable"
                column = location.column
                isInputMistake = true
            case .unknownEditVariable(_, let location):
                kind = "unknownEditVariable"
                column = location.column
                isInputMistake = true
            case .nonFiniteValue(_, let location):
                kind = "nonFiniteValue"
                column = location.column
            case .rejected(_, let location):
                kind = "rejected"
                column = location.column
            }
        }

        /// The error, then a note per conflicting constraint, each with its line quoted.
        func text(in file: String, source: SourceText?) -> String {
            var text = Diagnostic(file: file, line: line, column: column, message: message).rendered(quoting: source)
            for conflict in conflicts {
                text += Diagnostic(
                    .note, file: file, line: conflict.line, column: conflict.column,
                    message: conflictNote
                ).rendered(quoting: source)
            }
            if let closingNote {
                text += Diagnostic(.note, file: file, line: line, column: column, message: closingNote)
                    .rendered(quoting: nil)
            }
            return text
        }
    }
}
