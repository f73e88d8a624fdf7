import Cassowary

// Errors as JSON for `--json`: one object on standard output, `{"error": {...}}`, with the
// same facts as the compiler-style text (kind, file, line, column, message) as fields, so
// a program reads one stream and one format whatever happened.

extension LayoutSolveCommand {
    /// The members of an error object, in the order they are written.
    private typealias Members = [(key: String, value: String)]

    /// A syntax error as JSON.
    static func jsonReport(for error: ScriptSyntaxError, in displayName: String) -> String {
        errorObject(kind: "syntax", file: displayName, [
            ("line", String(error.line)), ("column", String(error.column)),
            ("message", jsonString(error.message)),
        ])
    }

    /// A statement the solver refused, as JSON.
    static func jsonReport(for error: ScriptRunError, in displayName: String) -> String {
        let kind: String
        var column: Int?
        var details: Members = []
        switch error {
        case .unsatisfiable(_, let conflictingLines):
            kind = "unsatisfiable"
            details = [("conflictingLines", "[" + conflictingLines.map(String.init).joined(separator: ", ") + "]")]
        case .memoryBudgetExceeded(_, let budget, let estimate):
            kind = "memoryBudgetExceeded"
            details = [("budget", String(budget)), ("estimate", String(estimate))]
        case .duplicateEditVariable(_, let location):
            kind = "duplicateEditVariable"
            column = location.column
        case .unknownEditVariable(_, let location):
            kind = "unknownEditVariable"
            column = location.column
        case .nonFiniteValue(_, let location):
            kind = "nonFiniteValue"
            column = location.column
        case .rejected(_, let location):
            kind = "rejected"
            column = location.column
        }
        var members: Members = [("line", String(error.line))]
        if let column { members.append(("column", String(column))) }
        members.append(("message", jsonString(error.message)))
        return errorObject(kind: kind, file: displayName, members + details)
    }

    /// An input that could not be read, as JSON.
    static func jsonReport(for error: InputError, in displayName: String) -> String {
        errorObject(kind: "input", file: displayName, [("message", jsonString(error.message))])
    }

    /// `{"error": {"kind": …, "file": …, members…}}`, one member per line, ending with a newline.
    private static func errorObject(kind: String, file: String, _ members: Members) -> String {
        let all: Members = [("kind", jsonString(kind)), ("file", jsonString(file))] + members
        let lines = all.map { "    \(jsonString($0.key)): \($0.value)" }
        return "{\n  \"error\": {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (a file name or a message may hold any of them).
    static func jsonString(_ text: String) -> String {
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
