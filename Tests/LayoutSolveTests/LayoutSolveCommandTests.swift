import Testing
@testable import layout_solve

/// The command run in process, with the file system replaced by a dictionary.
@Suite("layout-solve command")
struct LayoutSolveCommandTests {
    private func run(_ arguments: [String], files: [String: String] = [:]) -> LayoutSolveCommand.Outcome {
        LayoutSolveCommand.execute(arguments: arguments) { path throws(LayoutSolveCommand.InputError) in
            guard let text = files[path] else { throw LayoutSolveCommand.InputError(message: "cannot read file: no such file") }
            return Array(text.utf8)
        }
    }

    @Test("A solvable file prints sorted name = value lines and exits 0")
    func success() {
        let outcome = run(["sys.txt"], files: ["sys.txt": "y == x + 10 # c\nx + 2 == 20\n"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 0, standardOutput: "x = 18\ny = 28\n"))
    }

    @Test("'-' reads standard input and names it <stdin> in diagnostics")
    func standardInput() {
        #expect(run(["-"], files: ["-": "x == 1.5"]).standardOutput == "x = 1.5\n")
        #expect(run(["-"], files: ["-": "x ==="]).standardError == "<stdin>:1:5: error: '=' is not an operator; use '=='\n")
    }

    @Test("--json prints an object of name to value")
    func json() {
        let outcome = run(["--json", "s"], files: ["s": "b == -0.25\na == 2"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 0, standardOutput: "{\n  \"a\": 2,\n  \"b\": -0.25\n}\n"))
    }

    @Test("--time prints parse and solve milliseconds on standard error only")
    func time() {
        let outcome = run(["s", "--time"], files: ["s": "x == 3"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "x = 3\n")
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("parse: ") == true && lines.first?.hasSuffix(" ms") == true)
        #expect(lines.last?.hasPrefix("solve: ") == true && lines.last?.hasSuffix(" ms") == true)
        #expect(LayoutSolveCommand.milliseconds(.microseconds(1_234_567)) == "1234.567")
        #expect(LayoutSolveCommand.milliseconds(.nanoseconds(5_000)) == "0.005")
    }

    @Test("--help prints the usage on standard output and exits 0")
    func help() {
        let outcome = run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("usage: layout-solve [--json] [--time] FILE\n"))
        #expect(outcome.standardError == "")
        #expect(run(["-h", "whatever"]).standardOutput == outcome.standardOutput)
    }

    @Test("Syntax errors: FILE:LINE:COLUMN: error: MESSAGE, exit 1, nothing on standard output")
    func syntaxError() {
        let outcome = run(["f.txt"], files: ["f.txt": "x == 1\n\n  y == x * z\n"])
        #expect(outcome == LayoutSolveCommand.Outcome(
            status: 1, standardError: "f.txt:3:10: error: nonlinear: product of two variable terms\n"))
    }

    @Test("Unsatisfiable: error on the failing line, one note per conflicting constraint")
    func unsatisfiable() {
        let outcome = run(["c.txt"], files: ["c.txt": "w >= 10\nx >= w\ny >= x\nq == 5\nz >= y\nz <= 4\n"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 1, standardError: """
            c.txt:6: error: unsatisfiable required constraint
            c.txt:1: note: conflicts with this constraint
            c.txt:2: note: conflicts with this constraint
            c.txt:3: note: conflicts with this constraint
            c.txt:5: note: conflicts with this constraint

            """))
    }

    @Test("Edit-variable errors carry line and column")
    func editErrors() {
        #expect(run(["e"], files: ["e": "x >= 0\nsuggest x 3"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "e:2:1: error: 'x' is not an edit variable; declare it with 'edit x' first\n"))
        #expect(run(["e"], files: ["e": "edit x\nedit x"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "e:2:1: error: 'x' is already an edit variable\n"))
    }

    @Test("Unreadable files and bad command lines exit 1 with a message")
    func usageErrors() {
        #expect(run(["nope.txt"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "nope.txt: error: cannot read file: no such file\n"))
        let hint = "usage: layout-solve [--json] [--time] FILE (see --help)\n"
        #expect(run([]) == LayoutSolveCommand.Outcome(status: 1, standardError: "layout-solve: error: no input file\n" + hint))
        #expect(run(["--frobnicate", "a"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "layout-solve: error: unknown option '--frobnicate'\n" + hint))
        #expect(run(["a", "b"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "layout-solve: error: expected one input file, got 2\n" + hint))
        #expect(run(["--", "--json"], files: ["--json": "j == 1"]).standardOutput == "j = 1\n")
    }
}
