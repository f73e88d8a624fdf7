/// A statement of a well-formed script that the solver refuses.
public enum ScriptRunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint on `line` conflicts with the required constraints already
    /// added on `conflictingLines` (a minimal set, in file order).
    case unsatisfiable(line: Int, conflictingLines: [Int])
    /// `edit NAME` for a variable that is already an edit variable.
    case duplicateEditVariable(String, at: ScriptLocation)
    /// `suggest NAME` for a variable that is not an edit variable.
    case unknownEditVariable(String, at: ScriptLocation)
    /// The solution gives the variable a value that is not finite (the system's numbers
    /// overflow a `Double`); the location is the variable's first use.
    case nonFiniteValue(String, at: ScriptLocation)
    /// Any other refusal of the solver, with its description.
    case rejected(String, at: ScriptLocation)

    /// The line of the failing statement.
    public var line: Int {
        switch self {
        case .unsatisfiable(let line, _): line
        case .duplicateEditVariable(_, let location), .unknownEditVariable(_, let location),
            .nonFiniteValue(_, let location), .rejected(_, let location):
            location.line
        }
    }

    /// The message, without the location (as printed after `error:`).
    public var message: String {
        switch self {
        case .unsatisfiable: "unsatisfiable required constraint"
        case .duplicateEditVariable(let name, _): "'\(name)' is already an edit variable"
        case .unknownEditVariable(let name, _): "'\(name)' is not an edit variable; declare it with 'edit \(name)' first"
        case .nonFiniteValue(let name, _): "the value of '\(name)' is out of range: the solution overflows"
        case .rejected(let message, _): message
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let line, let conflictingLines):
            ([("\(line): error: \(message)")] + conflictingLines.map { "\($0): note: conflicts with this constraint" })
                .joined(separator: "\n")
        case .duplicateEditVariable(_, let location), .unknownEditVariable(_, let location),
            .nonFiniteValue(_, let location), .rejected(_, let location):
            "\(location): error: \(message)"
        }
    }
}
