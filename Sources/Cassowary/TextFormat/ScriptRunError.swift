/// A statement of a well-formed script that the solver refuses.
public enum ScriptRunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint on `line` conflicts with the required constraints already
    /// added on `conflictingLines`, in file order: a minimal set unless `minimal` is false
    /// (see `SolverError.unsatisfiable`).
    case unsatisfiable(line: Int, conflictingLines: [Int], minimal: Bool = true)
    /// `edit NAME` for a variable that is already an edit variable.
    case duplicateEditVariable(String, at: ScriptLocation)
    /// `suggest NAME` for a variable that is not an edit variable.
    case unknownEditVariable(String, at: ScriptLocation)
    /// The solution gives the variable a value that is not finite (the system's numbers
    /// overflow a `Double`); the location is the variable's first use.
    case nonFiniteValue(String, at: ScriptLocation)
    /// The statement on `line` would take the solver's tableau past its memory budget:
    /// `estimate` bytes against `budget` bytes (see `Solver.memoryBudget`).
    case memoryBudgetExceeded(line: Int, budget: Int, estimate: Int)
    /// The statement on `line` left the required constraints on `violatedLines` unmet
    /// beyond rounding, and no exact re-solve within its bounds repaired it; it was not applied.
    case numericallyUnstable(line: Int, violatedLines: [Int])
    /// Any other refusal of the solver, with its description.
    case rejected(String, at: ScriptLocation)

    /// The line of the failing statement.
    public var line: Int {
        switch self {
        case .unsatisfiable(let line, _, _), .memoryBudgetExceeded(let line, _, _), .numericallyUnstable(let line, _):
            line
        case .duplicateEditVariable(_, let location), .unknownEditVariable(_, let location),
            .nonFiniteValue(_, let location), .rejected(_, let location):
            location.line
        }
    }

    /// The message, without the location (as printed after `error:`); a name it repeats is
    /// cut to 80 characters.
    public var message: String {
        switch self {
        case .unsatisfiable: "unsatisfiable required constraint"
        case .duplicateEditVariable(let name, _): "'\(shortened(name))' is already an edit variable"
        case .unknownEditVariable(let name, _):
            "'\(shortened(name))' is not an edit variable; declare it with 'edit \(shortened(name))' first"
        case .nonFiniteValue(let name, _): "the value of '\(shortened(name))' is out of range: the solution overflows"
        case .memoryBudgetExceeded(_, let budget, let estimate):
            "memory budget exceeded: the solver's tableau would take about \(Self.mebibytes(estimate)) "
                + "(\(estimate) bytes), over its budget of \(Self.mebibytes(budget)) (\(budget) bytes)"
        case .numericallyUnstable:
            "numerically unstable: the answer leaves required constraints unmet beyond rounding, "
                + "and no exact re-solve within its bounds repaired it; the statement is not applied"
        case .rejected(let message, _): message
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let line, let conflictingLines, let minimal):
            ([("\(line): error: \(message)")] + conflictingLines.map { "\($0): note: conflicts with this constraint" }
                + (minimal ? [] : ["\(line): note: \(Self.notMinimalNote)"]))
                .joined(separator: "\n")
        case .numericallyUnstable(let line, let violatedLines):
            ([("\(line): error: \(message)")]
                + violatedLines.map { "\($0): note: this required constraint would be unmet" })
                .joined(separator: "\n")
        case .memoryBudgetExceeded(let line, _, _):
            "\(line): error: \(message)"
        case .duplicateEditVariable(_, let location), .unknownEditVariable(_, let location),
            .nonFiniteValue(_, let location), .rejected(_, let location):
            "\(location): error: \(message)"
        }
    }

    /// Said of a conflicting set that may not be minimal.
    package static let notMinimalNote =
        "these lines conflict, but the search for a smallest set stopped at its budget: some may not be needed"

    /// `bytes` in MiB with two decimals (`1024.00 MiB`).
    static func mebibytes(_ bytes: Int) -> String {
        let mebibyte = 1 << 20
        // Whole MiB and the rest apart, so that no budget up to `Int.max` overflows.
        let hundredths = bytes / mebibyte * 100 + (bytes % mebibyte * 100 + mebibyte / 2) / mebibyte
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction + " MiB"
    }
}
