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
        #expect(outcome.standardOutput.hasPrefix("usage: layout-solve [--json] [--time] [--memory-budget BYTES] FILE\n"))
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
        let hint = "usage: layout-solve [--json] [--time] [--memory-budget BYTES] FILE (see --help)\n"
        #expect(run([]) == LayoutSolveCommand.Outcome(status: 1, standardError: "layout-solve: error: no input file\n" + hint))
        #expect(run(["--frobnicate", "a"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "layout-solve: error: unknown option '--frobnicate'\n" + hint))
        #expect(run(["a", "b"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "layout-solve: error: expected one input file, got 2\n" + hint))
        #expect(run(["--", "--json"], files: ["--json": "j == 1"]).standardOutput == "j = 1\n")
    }

    /// `y1 == y0 + h0 + 8`, … : link k's row has 2k + 3 cells, so with link k about to join,
    /// the estimate is (k² + 4k + 3)·24 + (k + 1)·96 + (3k + 4)·48 bytes.
    private func chain(_ links: Int) -> String {
        (0..<links).map { "y\($0 + 1) == y\($0) + h\($0) + 8\n" }.joined()
    }

    @Test("--memory-budget: a constraint past it is FILE:LINE: error, exit 1; one that fits solves")
    func memoryBudget() {
        // 23 links fit in 20 000 bytes (link 22: 19 368), link 23 does not (20 784).
        let refused = run(["--memory-budget", "20000", "c.txt"], files: ["c.txt": chain(30)])
        #expect(refused == LayoutSolveCommand.Outcome(status: 1, standardError: """
            c.txt:24: error: memory budget exceeded: the solver's tableau would take about 0.02 MiB \
            (20784 bytes), over its budget of 0.02 MiB (20000 bytes)

            """))
        let fits = run(["--memory-budget=20000", "c.txt"], files: ["c.txt": chain(23)])
        #expect(fits.status == 0)
        #expect(fits.standardOutput.contains("y23 = 184\n"))
        #expect(run(["--memory-budget", "19367", "c.txt"], files: ["c.txt": chain(23)]).standardError
            .hasPrefix("c.txt:23: error: memory budget exceeded"))
    }

    @Test("--memory-budget takes bytes with K, M, G or T (powers of 1024) and refuses anything else")
    func memoryBudgetArguments() {
        #expect(LayoutSolveCommand.byteCount("1024") == 1024)
        #expect(LayoutSolveCommand.byteCount("8K") == 8 << 10)
        #expect(LayoutSolveCommand.byteCount("512M") == 512 << 20)
        #expect(LayoutSolveCommand.byteCount("3g") == 3 << 30)
        #expect(LayoutSolveCommand.byteCount("2GiB") == 2 << 30)
        #expect(LayoutSolveCommand.byteCount("1T") == 1 << 40)
        for bad in ["", "0", "-5", "1.5G", "G", "12Q", "１２", "99999999999999999999", "9000000000000T"] {
            #expect(LayoutSolveCommand.byteCount(bad) == nil, "\(bad)")
        }
        let hint = "usage: layout-solve [--json] [--time] [--memory-budget BYTES] FILE (see --help)\n"
        #expect(run(["f", "--memory-budget"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "layout-solve: error: --memory-budget needs a number of bytes\n" + hint))
        #expect(run(["--memory-budget", "lots", "f"]) == LayoutSolveCommand.Outcome(
            status: 1, standardError: "layout-solve: error: --memory-budget: 'lots' is not a positive number of bytes\n" + hint))
        #expect(run(["--memory-budget=0", "f"]).standardError.hasPrefix(
            "layout-solve: error: --memory-budget: '0' is not a positive number of bytes\n"))
    }

    @Test("--json reports a syntax error as an object on standard output, exit 1")
    func jsonSyntaxError() {
        let outcome = run(["--json", "f.txt"], files: ["f.txt": "x == 1\n\n  y == x * z\n"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 1, standardOutput: """
            {
              "error": {
                "kind": "syntax",
                "file": "f.txt",
                "line": 3,
                "column": 10,
                "message": "nonlinear: product of two variable terms"
              }
            }

            """))
    }

    @Test("--json reports an unsatisfiable constraint with its conflicting lines")
    func jsonUnsatisfiable() {
        let outcome = run(["c.txt", "--json"], files: ["c.txt": "w >= 10\nx >= w\ny >= x\nq == 5\nz >= y\nz <= 4\n"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 1, standardOutput: """
            {
              "error": {
                "kind": "unsatisfiable",
                "file": "c.txt",
                "line": 6,
                "message": "unsatisfiable required constraint",
                "conflictingLines": [1, 2, 3, 5]
              }
            }

            """))
    }

    @Test("--json reports the memory budget with the budget and the estimate in bytes")
    func jsonMemoryBudget() {
        let outcome = run(["--json", "--memory-budget", "20000", "c.txt"], files: ["c.txt": chain(30)])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 1, standardOutput: """
            {
              "error": {
                "kind": "memoryBudgetExceeded",
                "file": "c.txt",
                "line": 24,
                "message": "memory budget exceeded: the solver's tableau would take about 0.02 MiB (20784 bytes), \
            over its budget of 0.02 MiB (20000 bytes)",
                "budget": 20000,
                "estimate": 20784
              }
            }

            """))
    }

    @Test("--json reports edit-variable errors, unreadable input, and escapes names")
    func jsonOtherErrors() {
        #expect(run(["--json", "e"], files: ["e": "x >= 0\nsuggest x 3"]).standardOutput == """
            {
              "error": {
                "kind": "unknownEditVariable",
                "file": "e",
                "line": 2,
                "column": 1,
                "message": "'x' is not an edit variable; declare it with 'edit x' first"
              }
            }

            """)
        #expect(run(["--json", "e"], files: ["e": "edit x\nedit x"]).standardOutput.contains("\"kind\": \"duplicateEditVariable\""))
        let missing = run(["--json", "dir/\"odd\"\\name\n.txt"])
        #expect(missing == LayoutSolveCommand.Outcome(status: 1, standardOutput: """
            {
              "error": {
                "kind": "input",
                "file": "dir/\\"odd\\"\\\\name\\n.txt",
                "message": "cannot read file: no such file"
              }
            }

            """))
        #expect(LayoutSolveCommand.jsonString("a\u{1}b\tc") == "\"a\\u0001b\\tc\"")
        // Command-line mistakes stay text.
        #expect(run(["--json"]).standardError.hasPrefix("layout-solve: error: no input file\n"))
    }
}
