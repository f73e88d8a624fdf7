import Testing

@testable import layout_solve

/// The command run in process, with the file system replaced by a dictionary.
@Suite("layout-solve command")
struct LayoutSolveCommandTests {
    private func run(_ arguments: [String], files: [String: String] = [:]) -> LayoutSolveCommand.Outcome {
        LayoutSolveCommand.execute(arguments: arguments) { path throws(LayoutSolveCommand.InputError) in
            guard let text = files[path] else {
                throw LayoutSolveCommand.InputError(message: "cannot read file: no such file")
            }
            return Array(text.utf8)
        }
    }

    private let hint =
        "usage: layout-solve [--json] [--time] [--memory-budget BYTES] [--max-errors N] FILE "
        + "(see layout-solve --help)\n"

    @Test("A solvable file prints sorted name = value lines and exits 0")
    func success() {
        let outcome = run(["sys.txt"], files: ["sys.txt": "y == x + 10 # c\nx + 2 == 20\n"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 0, standardOutput: "x = 18\ny = 28\n"))
    }

    @Test("'-' reads standard input and names it <stdin> in diagnostics")
    func standardInput() {
        #expect(run(["-"], files: ["-": "x == 1.5"]).standardOutput == "x = 1.5\n")
        #expect(
            run(["-"], files: ["-": "x ==="]).standardError
                == "<stdin>:1:5: error: '=' is not an operator; use '=='\nx ===\n    ^\n")
    }

    @Test("--json prints an object of name to value")
    func json() {
        let outcome = run(["--json", "s"], files: ["s": "b == -0.25\na == 2"])
        #expect(outcome == LayoutSolveCommand.Outcome(status: 0, standardOutput: "{\n  \"a\": 2,\n  \"b\": -0.25\n}\n"))
    }

    @Test("--time prints parse and solve times in readable units on standard error only")
    func time() {
        let outcome = run(["s", "--time"], files: ["s": "x == 3"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "x = 3\n")
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.wholeMatch(of: /parse: \d+(\.\d+)? (ns|µs|ms|s)/) != nil)
        #expect(lines.last?.wholeMatch(of: /solve: \d+(\.\d+)? (ns|µs|ms|s)/) != nil)
    }

    @Test("--help, help and -h print the usage on standard output and exit 0; --version the version")
    func helpAndVersion() {
        let outcome = run(["--help"])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput.hasPrefix(
                "usage: layout-solve [--json] [--time] [--memory-budget BYTES] [--max-errors N] FILE\n"))
        #expect(outcome.standardError == "")
        #expect(run(["-h", "whatever"]) == outcome)
        #expect(run(["help"]) == outcome)
        #expect(run(["--version"]) == LayoutSolveCommand.Outcome(status: 0, standardOutput: "layout-solve 0.1.0\n"))
        // `help` as a file name is `./help`.
        #expect(run(["./help"], files: ["./help": "h == 1"]).standardOutput == "h = 1\n")
    }

    @Test("A syntax error: FILE:LINE:COLUMN: error: MESSAGE, the line and a caret, exit 2")
    func syntaxError() {
        let outcome = run(["f.txt"], files: ["f.txt": "x == 1\n\n  y == x * z\n"])
        #expect(
            outcome
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardError: """
                        f.txt:3:10: error: nonlinear: product of two variable terms
                          y == x * z
                                 ^

                        """))
    }

    @Test("Every line with a syntax error is reported, each quoted; nothing is solved")
    func everySyntaxError() {
        let outcome = run(["f.txt"], files: ["f.txt": "x == 1 +\ny == 2\nz === 3\n\tw >= 0 @-1\nv == 1\n"])
        #expect(
            outcome
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardError: """
                        f.txt:1:9: error: expected a number, a name, '(' or '-', found end of line
                        x == 1 +
                                ^
                        f.txt:3:5: error: '=' is not an operator; use '=='
                        z === 3
                            ^
                        f.txt:4:10: error: strength cannot be negative
                        \tw >= 0 @-1
                        \t        ^

                        """))
    }

    @Test("Unsatisfiable: the failing line and each conflicting constraint quoted, exit 1")
    func unsatisfiable() {
        let outcome = run(["c.txt"], files: ["c.txt": "w >= 10\nx >= w\ny >= x\nq == 5\nz >= y\n  z <= 4\n"])
        #expect(
            outcome
                == LayoutSolveCommand.Outcome(
                    status: 1,
                    standardError: """
                        c.txt:6:3: error: unsatisfiable required constraint
                          z <= 4
                          ^
                        c.txt:1:1: note: conflicts with this constraint
                        w >= 10
                        ^
                        c.txt:2:1: note: conflicts with this constraint
                        x >= w
                        ^
                        c.txt:3:1: note: conflicts with this constraint
                        y >= x
                        ^
                        c.txt:5:1: note: conflicts with this constraint
                        z >= y
                        ^

                        """))
    }

    @Test("Every refused statement is reported; an input mistake among them makes the status 2")
    func everyRefusal() {
        let outcome = run(["c.txt"], files: ["c.txt": "x >= 10\nx <= 5\ny == 1\ny == 2\n"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.components(separatedBy: ": error: unsatisfiable").count == 3)
        #expect(outcome.standardError.contains("c.txt:4:1: error: unsatisfiable required constraint\n"))
        let mixed = run(["c.txt"], files: ["c.txt": "x >= 10\nx <= 5\nsuggest x 1\n"])
        #expect(mixed.status == 2)
        #expect(
            mixed.standardError.hasSuffix(
                """
                c.txt:3:1: error: 'x' is not an edit variable; declare it with 'edit x' first
                suggest x 1
                ^

                """))
    }

    @Test("Edit-variable mistakes are bad input: exit 2, with line and column")
    func editErrors() {
        #expect(
            run(["e"], files: ["e": "x >= 0\nsuggest x 3"])
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardError: "e:2:1: error: 'x' is not an edit variable; declare it with 'edit x' first\n"
                        + "suggest x 3\n^\n"))
        #expect(
            run(["e"], files: ["e": "edit x\nedit x"])
                == LayoutSolveCommand.Outcome(
                    status: 2, standardError: "e:2:1: error: 'x' is already an edit variable\nedit x\n^\n"))
    }

    @Test("--max-errors: at most N errors, then a note counting the rest; 0 shows every one")
    func maximumErrors() {
        let text = (1...30).map { "v\($0) = \($0)\n" }.joined()
        let limited = run(["f"], files: ["f": text])
        #expect(limited.status == 2)
        #expect(limited.standardError.components(separatedBy: ": error: ").count == 21)
        #expect(limited.standardError.hasSuffix("f: note: 10 more errors not shown; --max-errors 0 shows every one\n"))
        #expect(
            run(["--max-errors", "2", "f"], files: ["f": text]).standardError
                .hasSuffix("f: note: 28 more errors not shown; --max-errors 0 shows every one\n"))
        let all = run(["--max-errors=0", "f"], files: ["f": text])
        #expect(all.standardError.components(separatedBy: ": error: ").count == 31)
        #expect(!all.standardError.contains("not shown"))
    }

    @Test("Unreadable files and bad command lines exit 2 with a message")
    func usageErrors() {
        #expect(
            run(["nope.txt"])
                == LayoutSolveCommand.Outcome(
                    status: 2, standardError: "nope.txt: error: cannot read file: no such file\n"))
        #expect(
            run([])
                == LayoutSolveCommand.Outcome(status: 2, standardError: "layout-solve: error: no input file\n" + hint))
        #expect(
            run(["--frobnicate", "a"])
                == LayoutSolveCommand.Outcome(
                    status: 2, standardError: "layout-solve: error: unknown option '--frobnicate'\n" + hint))
        #expect(
            run(["a", "b"])
                == LayoutSolveCommand.Outcome(
                    status: 2, standardError: "layout-solve: error: expected one input file, got 2\n" + hint))
        #expect(run(["--json=yes", "a"]).standardError.hasPrefix("layout-solve: error: unknown option '--json=yes'\n"))
        #expect(run(["--", "--json"], files: ["--json": "j == 1"]).standardOutput == "j = 1\n")
    }

    @Test("An unknown option is echoed cut to 80 characters, its control characters escaped")
    func echoedOption() {
        let option = "--" + String(repeating: "x", count: 10_000) + "\r\u{0}"
        #expect(
            run([option, "f"]).standardError
                == "layout-solve: error: unknown option '--\(String(repeating: "x", count: 78))…'\n" + hint)
        #expect(
            run(["--bad\r\u{0}", "f"]).standardError.hasPrefix("layout-solve: error: unknown option '--bad\\r\\0'\n"))
    }

    /// `y1 == y0 + h0 + 8`, … : link k's row has 2k + 3 cells, so with link k about to join,
    /// the estimate is (k² + 4k + 3)·24 + (k + 1)·96 + (3k + 4)·48 bytes.
    private func chain(_ links: Int) -> String {
        (0..<links).map { "y\($0 + 1) == y\($0) + h\($0) + 8\n" }.joined()
    }

    @Test("--memory-budget: a constraint past it is an error at its line, exit 1; one that fits solves")
    func memoryBudget() {
        // 23 links fit in 20 000 bytes (link 22: 19 368), link 23 does not (20 784).
        let refused = run(["--memory-budget", "20000", "c.txt"], files: ["c.txt": chain(30)])
        #expect(
            refused
                == LayoutSolveCommand.Outcome(
                    status: 1,
                    standardError: """
                        c.txt:24:1: error: memory budget exceeded: the solver's tableau would take about 0.02 MiB \
                        (20784 bytes), over its budget of 0.02 MiB (20000 bytes)
                        y24 == y23 + h23 + 8
                        ^

                        """))
        let fits = run(["--memory-budget=20000", "c.txt"], files: ["c.txt": chain(23)])
        #expect(fits.status == 0)
        #expect(fits.standardOutput.contains("y23 = 184\n"))
        #expect(
            run(["--memory-budget", "19367", "c.txt"], files: ["c.txt": chain(23)]).standardError
                .hasPrefix("c.txt:23:1: error: memory budget exceeded"))
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
        #expect(
            run(["f", "--memory-budget"])
                == LayoutSolveCommand.Outcome(
                    status: 2, standardError: "layout-solve: error: --memory-budget needs a number of bytes\n" + hint))
        #expect(
            run(["--memory-budget", "lots", "f"])
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardError: "layout-solve: error: --memory-budget: 'lots' is not a positive number of bytes\n"
                        + hint))
        #expect(
            run(["--memory-budget=0", "f"]).standardError.hasPrefix(
                "layout-solve: error: --memory-budget: '0' is not a positive number of bytes\n"))
        for tooLarge in ["99999999999999999999", "9000000000000T"] {
            #expect(
                run(["--memory-budget", tooLarge, "f"]).standardError.hasPrefix(
                    "layout-solve: error: --memory-budget: '\(tooLarge)' is more bytes than layout-solve can count "
                        + "(at most 9223372036854775807)\n"))
        }
    }

    @Test("--json reports every syntax error as an object on standard output, exit 2")
    func jsonSyntaxError() {
        let outcome = run(["--json", "f.txt"], files: ["f.txt": "x == 1\n\n  y == x * z\nq = 1\n"])
        #expect(
            outcome
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardOutput: """
                        {
                          "errors": [
                            {
                              "kind": "syntax",
                              "file": "f.txt",
                              "line": 3,
                              "column": 10,
                              "message": "nonlinear: product of two variable terms"
                            },
                            {
                              "kind": "syntax",
                              "file": "f.txt",
                              "line": 4,
                              "column": 3,
                              "message": "'=' is not an operator; use '=='"
                            }
                          ]
                        }

                        """))
    }

    @Test("--json reports an unsatisfiable constraint with its conflicting lines, exit 1")
    func jsonUnsatisfiable() {
        let outcome = run(["c.txt", "--json"], files: ["c.txt": "w >= 10\nx >= w\ny >= x\nq == 5\nz >= y\nz <= 4\n"])
        #expect(
            outcome
                == LayoutSolveCommand.Outcome(
                    status: 1,
                    standardOutput: """
                        {
                          "errors": [
                            {
                              "kind": "unsatisfiable",
                              "file": "c.txt",
                              "line": 6,
                              "column": 1,
                              "message": "unsatisfiable required constraint",
                              "conflictingLines": [1, 2, 3, 5],
                              "minimal": true
                            }
                          ]
                        }

                        """))
    }

    @Test("--json reports the memory budget with the budget and the estimate in bytes")
    func jsonMemoryBudget() {
        let outcome = run(["--json", "--memory-budget", "20000", "c.txt"], files: ["c.txt": chain(30)])
        #expect(
            outcome
                == LayoutSolveCommand.Outcome(
                    status: 1,
                    standardOutput: """
                        {
                          "errors": [
                            {
                              "kind": "memoryBudgetExceeded",
                              "file": "c.txt",
                              "line": 24,
                              "column": 1,
                              "message": "memory budget exceeded: the solver's tableau would take about 0.02 MiB (20784 bytes), \
                        over its budget of 0.02 MiB (20000 bytes)",
                              "budget": 20000,
                              "estimate": 20784
                            }
                          ]
                        }

                        """))
    }

    @Test("--json reports edit-variable errors, unreadable input and errors left out; names escaped")
    func jsonOtherErrors() {
        #expect(
            run(["--json", "e"], files: ["e": "x >= 0\nsuggest x 3"])
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardOutput: """
                        {
                          "errors": [
                            {
                              "kind": "unknownEditVariable",
                              "file": "e",
                              "line": 2,
                              "column": 1,
                              "message": "'x' is not an edit variable; declare it with 'edit x' first"
                            }
                          ]
                        }

                        """))
        #expect(
            run(["--json", "e"], files: ["e": "edit x\nedit x"]).standardOutput.contains(
                "\"kind\": \"duplicateEditVariable\""))
        let missing = run(["--json", "dir/\"odd\"\\name\n.txt"])
        #expect(
            missing
                == LayoutSolveCommand.Outcome(
                    status: 2,
                    standardOutput: """
                        {
                          "errors": [
                            {
                              "kind": "input",
                              "file": "dir/\\"odd\\"\\\\name\\n.txt",
                              "message": "cannot read file: no such file"
                            }
                          ]
                        }

                        """))
        let limited = run(["--json", "--max-errors", "1", "f"], files: ["f": "a = 1\nb = 2\nc = 3\n"])
        #expect(limited.standardOutput.hasSuffix("    }\n  ],\n  \"omitted\": 2\n}\n"))
        // Command-line mistakes stay text.
        #expect(run(["--json"]).standardError.hasPrefix("layout-solve: error: no input file\n"))
    }
}
