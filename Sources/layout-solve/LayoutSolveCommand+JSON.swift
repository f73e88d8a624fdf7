import ToolSupport

// Errors as JSON for `--json`: one object on standard output, `{"errors": [{...}, …]}`, each
// with the same facts as the compiler-style text (kind, file, line, column, message) as
// fields, so a program reads one stream and one format whatever happened.

extension LayoutSolveCommand {
    /// A member of a JSON object: its key and its value, already written as JSON.
    typealias JSONMember = (key: String, value: String)

    /// `{"errors": [...]}` with one object per problem, and `"omitted"` when some were left
    /// out; one member per line, ending with a newline.
    static func jsonReport(_ problems: [Problem], omitted: Int, in displayName: String) -> String {
        let objects = problems.map { problem -> String in
            var members: [JSONMember] = [
                ("kind", JSONString.quoted(problem.kind)), ("file", JSONString.quoted(displayName))
            ]
            if let line = problem.line { members.append(("line", String(line))) }
            if let column = problem.column { members.append(("column", String(column))) }
            members.append(("message", JSONString.quoted(problem.message)))
            members += problem.details
            let lines = members.map { "      \(JSONString.quoted($0.key)): \($0.value)" }
            return "    {\n" + lines.joined(separator: ",\n") + "\n    }"
        }
        var text = "{\n  \"errors\": [\n" + objects.joined(separator: ",\n") + "\n  ]"
        if omitted > 0 { text += ",\n  \"omitted\": \(omitted)" }
        return text + "\n}\n"
    }
}
