/// The values of a script's variables after running it, sorted by name.
public struct ScriptSolution: Equatable, Sendable {
    /// One variable's value.
    public struct Entry: Equatable, Sendable {
        /// The variable's name.
        public var name: String
        /// The variable's value.
        public var value: Double

        /// Creates an entry.
        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// Every variable written in the script, sorted by name.
    public var entries: [Entry]

    /// Creates a solution; the entries are sorted by name.
    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.name < $1.name }
    }

    /// The value of the variable called `name`, or nil when the script has no such variable.
    ///
    /// - Complexity: O(log *n*).
    public subscript(name: String) -> Double? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].name == name ? entries[low].value : nil
    }

    /// `name = value` lines, one per variable, each ending with a newline; values in the
    /// text format's number form (`18`, `0.1`, `1e-05`).
    public var lines: String {
        var text = ""
        for entry in entries { text += "\(entry.name) = \(formatNumber(entry.value))\n" }
        return text
    }

    /// A JSON object from name to value, one member per line, ending with a newline.
    ///
    /// Names of the text format (`[A-Za-z_][A-Za-z0-9_.]*`) need no escaping, and every
    /// number the text format writes for a finite value is a JSON number.
    public var json: String {
        guard !entries.isEmpty else { return "{}\n" }
        let members = entries.map { "  \"\($0.name)\": \(formatNumber($0.value))" }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }
}
