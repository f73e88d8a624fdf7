import ToolSupport

/// Writes a ``JSONValue`` as text: arrays and objects that fit on one line stay on one line,
/// longer ones put one element per line, so scenario files read like the examples in
/// docs/ARCHITECTURE.md.
package enum JSONWriter {
    /// The longest line a collection is kept on, indentation included.
    static let lineWidth = 100
    /// Deeper than this, collections stay on one line: indenting every level of a deeply
    /// nested tree would make the file grow with the square of its depth.
    static let deepestIndent = 40

    /// The text of `value`, ending without a newline.
    ///
    /// - Parameter value: the document.
    /// - Returns: pretty-printed JSON.
    /// - Complexity: O(n × d) for n characters nested d levels (each level tries one line first).
    package static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    /// The text of `value` on a single line.
    package static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return number(n)
        case .string(let s): return quoted(s)
        case .array(let elements):
            return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{ " + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + " }"
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let single = compact(value)
        if indent + single.count <= lineWidth || !value.isCollection || indent >= deepestIndent {
            out += single
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let elements):
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 2, into: &out)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (i, member) in members.enumerated() {
                let key = quoted(member.key) + ": "
                out += pad + key
                write(member.value, indent: indent + 2, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += single
        }
    }

    /// A number in the shortest form that reads back as the same `Double`; whole numbers
    /// without a fraction, `-0` as `0`.
    package static func number(_ n: Double) -> String {
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// `s` in double quotes with JSON's escapes.
    package static func quoted(_ s: String) -> String {
        JSONString.quoted(s)
    }
}

extension JSONValue {
    var isCollection: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
