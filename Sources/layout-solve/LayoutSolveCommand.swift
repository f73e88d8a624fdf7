import Cassowary
import ToolSupport

/// The `layout-solve` command: reads a constraint script (docs/ARCHITECTURE.md, "The
/// constraint text format"), solves it and prints `name = value` lines, or every error of
/// the file in compiler style (docs/ARCHITECTURE.md, "The tools' conventions").
///
/// Everything but the process plumbing lives here so tests can run the command in process:
/// `execute(arguments:readInput:)` returns what `main.swift` writes and the exit status.
struct LayoutSolveCommand {
    static let name = "layout-solve"

    /// What a run of the command produced.
    struct Outcome: Equatable {
        var status: Int32
        var standardOutput: String = ""
        var standardError: String = ""

        init(status: Int32, standardOutput: String = "", standardError: String = "") {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        init(_ status: ExitStatus, standardOutput: String = "", standardError: String = "") {
            self.init(status: status.rawValue, standardOutput: standardOutput, standardError: standardError)
        }
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
        /// The most errors reported; nil reports every one.
        var maximumErrors: Int? = 20

        /// The name diagnostics use for the input.
        var displayName: String { path == "-" ? "<stdin>" : path }
    }

    static let synopsis = "usage: layout-solve [--json] [--time] [--memory-budget BYTES] [--max-errors N] FILE"

    static let usage = """
        \(synopsis)
               layout-solve help | --help | --version

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
          --time                  print parse and solve times on standard error
          --memory-budget BYTES   the most memory the solver's tableau may take (default
                                  1G = 1073741824); K, M, G, T suffixes are powers of 1024.
                                  A constraint that would pass it is an error.
          --max-errors N          report at most N errors (default 20; 0 reports every one)
          --help, help            print this help
          --version               print the version

        Every error of the file is reported on standard error, each as
        FILE:LINE:COLUMN: error: MESSAGE with the line quoted and a caret under the column;
        an unsatisfiable constraint is followed by one FILE:LINE:COLUMN: note: per constraint
        of the minimal set it conflicts with. A line with a syntax error is skipped and
        reading goes on at the next line; a file with a syntax error is not solved. A
        statement the solver refuses changes nothing, and solving goes on with the next one
        (except past the memory budget). Nothing is printed on standard output.

        With --json, errors are instead one JSON object on standard output and nothing goes
        to standard error:
          {"errors": [{"kind": "syntax", "file": "f.txt", "line": 3, "column": 10,
                       "message": "nonlinear: product of two variable terms"}]}
        kind is one of syntax, unsatisfiable (with "conflictingLines": [1, 2]),
        memoryBudgetExceeded (with "budget" and "estimate" in bytes), duplicateEditVariable,
        unknownEditVariable, nonFiniteValue, rejected, input (a file that cannot be read);
        "omitted" counts the errors past --max-errors. Command-line mistakes stay text on
        standard error.

        Exit status: 0 solved; 1 the system cannot be solved (an unsatisfiable constraint,
        the memory budget, a value that overflows); 2 bad usage or bad input (an unreadable
        file, a syntax error, an edit variable declared twice or never declared).

        """

    /// What the arguments ask for.
    enum Action: Equatable {
        case help
        case version
        case solve(Options)
    }

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - readInput: Reads a path (`-` is standard input) or throws a message saying why not.
    /// - Returns: The text for standard output and standard error and the exit status.
    static func execute(arguments: [String], readInput: (String) throws(InputError) -> [UInt8]) -> Outcome {
        let options: Options
        switch parse(arguments: arguments) {
        case .success(.help): return Outcome(.success, standardOutput: usage)
        case .success(.version): return Outcome(.success, standardOutput: PackageVersion.line(for: name))
        case .success(.solve(let parsed)): options = parsed
        case .failure(let error):
            return Outcome(.badInput, standardError: error.text(tool: name, synopsis: synopsis))
        }
        let bytes: [UInt8]
        do {
            bytes = try readInput(options.path)
        } catch {
            return report([Problem(error)], source: nil, options: options)
        }
        return solve(bytes, options: options)
    }

    /// Parses, solves and formats one script.
    static func solve(_ bytes: [UInt8], options: Options) -> Outcome {
        let clock = ContinuousClock()
        let parseStart = clock.now
        if let bad = InvalidUTF8.first(in: bytes) {
            return report([Problem(bad)], source: SourceText(bytes: bytes), options: options)
        }
        let script: ConstraintScript
        do {
            script = try ConstraintScript(parsing: bytes)
        } catch {
            return report(error.errors.map(Problem.init), source: SourceText(bytes: bytes), options: options)
        }
        let solveStart = clock.now
        let solution: ScriptSolution
        do {
            solution = try script.solve(memoryBudget: options.memoryBudget)
        } catch {
            let statementStarts = Dictionary(script.statements.map { ($0.location.line, $0.location) }) { first, _ in
                first
            }
            let problems = error.errors.map { Problem($0, statementStarts: statementStarts) }
            return report(problems, source: SourceText(bytes: bytes), options: options)
        }
        let solveEnd = clock.now
        var outcome = Outcome(.success, standardOutput: options.json ? solution.json : solution.lines)
        if options.time {
            outcome.standardError =
                "parse: \(ReadableDuration.text(solveStart - parseStart))\n"
                + "solve: \(ReadableDuration.text(solveEnd - solveStart))\n"
        }
        return outcome
    }

    /// The problems as compiler-style text on standard error, or as JSON on standard
    /// output; exit status 2 when one is a mistake in the input, else 1.
    static func report(_ problems: [Problem], source: SourceText?, options: Options) -> Outcome {
        let status: ExitStatus = problems.contains(where: \.isInputMistake) ? .badInput : .failure
        let shown = options.maximumErrors.map { Array(problems.prefix($0)) } ?? problems
        let omitted = problems.count - shown.count
        if options.json {
            return Outcome(status, standardOutput: jsonReport(shown, omitted: omitted, in: options.displayName))
        }
        var text = shown.map { $0.text(in: options.displayName, source: source) }.joined()
        if omitted > 0 {
            text +=
                Diagnostic(
                    .note, file: options.displayName,
                    message: "\(omitted) more error\(omitted == 1 ? "" : "s") not shown; "
                        + "--max-errors 0 shows every one"
                ).header + "\n"
        }
        return Outcome(status, standardError: text)
    }
}
