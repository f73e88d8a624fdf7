import Cassowary

/// The `layout-solve` command: reads a constraint script (docs/ARCHITECTURE.md, "The constraint text format"), solves it and prints
/// `name = value` lines, or compiler-style diagnostics with exit status 1.
///
/// Everything but the process plumbing lives here so tests can run the command in process:
/// `execute(arguments:readInput:)` returns what `main.swift` writes and the exit status.
struct LayoutSolveCommand {
    /// What a run of the command produced.
    struct Outcome: Equatable {
        var status: Int32
        var standardOutput: String = ""
        var standardError: String = ""
    }

    /// How the command prints its result.
    struct Options: Equatable {
        /// The script's path, `-` for standard input.
        var path: String
        /// Print a JSON object instead of `name = value` lines.
        var json = false
        /// Print parse and solve times on standard error.
        var time = false
        /// The solver's memory budget in bytes.
        var memoryBudget = Solver.defaultMemoryBudget

        /// The name diagnostics use for the input.
        var displayName: String { path == "-" ? "<stdin>" : path }
    }

    /// What the arguments ask for.
    enum Action: Equatable {
        case help
        case solve(Options)
    }

    static let usage = """
        usage: layout-solve [--json] [--time] [--memory-budget BYTES] FILE
               layout-solve --help

        Solves a system of linear constraints with the Cassowary solver and prints every
        variable as `name = value`, one per line, sorted by name. FILE '-' reads standard input.

        One statement per line, run in file order; '#' starts a comment:
          x + 2*y == 10                # a constraint: expr (== | <= | >=) expr [@strength]
          x >= 3 @strong               # required (default), strong, medium, weak, or a number
          label.width <= 0.5*(w - 16)  # + - * / and parentheses, linear only
          edit width @strong           # an edit variable (default strong, never required)
          suggest width 320            # a suggested value for an edit variable

        Options:
          --json                  print a JSON object of name to value instead; errors too
          --time                  print parse and solve times (milliseconds) on standard error
          --memory-budget BYTES   the most memory the solver's tableau may take (default
                                  1G = 1073741824); K, M, G, T suffixes are powers of 1024.
                                  A constraint that would pass it is an error.
          --help                  print this help

        Errors go to standard error as FILE:LINE:COLUMN: error: MESSAGE (FILE:LINE: for
        a constraint the solver refuses), with one FILE:LINE: note: line per conflicting
        constraint; nothing is printed on standard output and the exit status is 1.

        With --json, an error is instead one JSON object on standard output, and nothing
        goes to standard error; the exit status is still 1:
          {"error": {"kind": "syntax", "file": "f.txt", "line": 3, "column": 10,
                     "message": "nonlinear: product of two variable terms"}}
        kind is one of syntax, unsatisfiable (with "conflictingLines": [1, 2]),
        memoryBudgetExceeded (with "budget" and "estimate" in bytes), duplicateEditVariable,
        unknownEditVariable, nonFiniteValue, rejected, input (a file that cannot be read).
        Mistakes in the command line itself stay text on standard error.

        """

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - readInput: Reads a path (`-` is standard input) or throws a message saying why not.
    /// - Returns: The text for standard output and standard error and the exit status.
    static func execute(arguments: [String], readInput: (String) throws(InputError) -> [UInt8]) -> Outcome {
        let options: Options
        switch parse(arguments: arguments) {
        case .success(.help): return Outcome(status: 0, standardOutput: usage)
        case .success(.solve(let parsed)): options = parsed
        case .failure(let error):
            return Outcome(status: 1, standardError: "layout-solve: error: \(error.message)\n\(usageHint)\n")
        }
        let bytes: [UInt8]
        do {
            bytes = try readInput(options.path)
        } catch {
            if options.json { return Outcome(status: 1, standardOutput: jsonReport(for: error, in: options.displayName)) }
            return Outcome(status: 1, standardError: "\(options.displayName): error: \(error.message)\n")
        }
        return solve(bytes, options: options)
    }

    /// Parses, solves and formats one script.
    static func solve(_ bytes: [UInt8], options: Options) -> Outcome {
        let clock = ContinuousClock()
        let parseStart = clock.now
        let script: ConstraintScript
        do {
            script = try ConstraintScript(parsing: bytes)
        } catch {
            if options.json { return Outcome(status: 1, standardOutput: jsonReport(for: error, in: options.displayName)) }
            return Outcome(status: 1, standardError: "\(options.displayName):\(error.description)\n")
        }
        let solveStart = clock.now
        let solution: ScriptSolution
        do {
            solution = try script.solve(memoryBudget: options.memoryBudget)
        } catch {
            if options.json { return Outcome(status: 1, standardOutput: jsonReport(for: error, in: options.displayName)) }
            return Outcome(status: 1, standardError: diagnostics(for: error, in: options.displayName))
        }
        let solveEnd = clock.now
        var outcome = Outcome(status: 0, standardOutput: options.json ? solution.json : solution.lines)
        if options.time {
            outcome.standardError = "parse: \(milliseconds(solveStart - parseStart)) ms\n"
                + "solve: \(milliseconds(solveEnd - solveStart)) ms\n"
        }
        return outcome
    }

    /// `FILE:LINE: error:` lines and one `note:` per conflicting constraint.
    static func diagnostics(for error: ScriptRunError, in displayName: String) -> String {
        error.description.split(separator: "\n").map { "\(displayName):\($0)\n" }.joined()
    }

    /// A duration in milliseconds with three decimals (microsecond resolution).
    static func milliseconds(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let fraction = String(microseconds % 1_000)
        return "\(microseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
