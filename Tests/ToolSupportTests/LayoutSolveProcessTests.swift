import Foundation
import Testing

/// The built `layout-solve` executable run as a process: exit status, standard output and
/// standard error exactly as scripts and other tools see them.
@Suite("layout-solve process")
struct LayoutSolveProcessTests {
    private func run(_ arguments: [String], input: [UInt8]? = nil) throws -> ToolProcess.Result {
        try ToolProcess.run("layout-solve", arguments, input: input)
    }

    private func file(_ contents: [UInt8]) throws -> String { try ToolProcess.file(contents, name: "system.txt") }

    private func file(_ text: String) throws -> String { try file(Array(text.utf8)) }

    @Test("Solves a file: sorted name = value lines, exit 0, nothing on standard error")
    func solvesFile() throws {
        let path = try file(
            "# the paper's example\nxr <= 100\n2*xm == xl + xr\nxl + 10 <= xr\nxl >= 0\nedit xm\nsuggest xm 2\n")
        let result = try run([path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "xl = 0\nxm = 5\nxr = 10\n")
        #expect(result.standardError == "")
    }

    @Test("Reads standard input for '-' and prints JSON with --json")
    func standardInputJSON() throws {
        let result = try run(["--json", "-"], input: Array("x + 2 == 20\nx + 2 == y + 10\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "{\n  \"x\": 18,\n  \"y\": 10\n}\n")
    }

    @Test("--time writes parse and solve times in readable units to standard error")
    func time() throws {
        let result = try run(["--time", try file("x == 3")])
        #expect(result.status == 0)
        #expect(result.standardOutput == "x = 3\n")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.wholeMatch(of: /parse: \d+(\.\d+)? (ns|µs|ms|s)/) != nil)
        #expect(lines.last?.wholeMatch(of: /solve: \d+(\.\d+)? (ns|µs|ms|s)/) != nil)
    }

    @Test("--help and help print the usage, --version the version, exit 0")
    func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: layout-solve"))
        #expect(help.standardError == "")
        #expect(try run(["help"]).standardOutput == help.standardOutput)
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "layout-solve 0.1.0\n")
    }

    @Test("A syntax error exits 2 with FILE:LINE:COLUMN, the line and a caret, nothing on standard output")
    func syntaxError() throws {
        let path = try file("x == 1\ny == 2 @-3\n")
        let result = try run([path])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "\(path):2:9: error: strength cannot be negative\ny == 2 @-3\n        ^\n")
    }

    @Test("Several errors of one file are all reported, each with its line quoted")
    func severalErrors() throws {
        let path = try file("a == 1\nb == 2 *\nc === 3\nd == e * f\n")
        let result = try run([path])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                \(path):2:9: error: expected a number, a name, '(' or '-', found end of line
                b == 2 *
                        ^
                \(path):3:5: error: '=' is not an operator; use '=='
                c === 3
                    ^
                \(path):4:8: error: nonlinear: product of two variable terms
                d == e * f
                       ^

                """)
    }

    @Test("An unsatisfiable constraint exits 1 with the conflicting lines as quoted notes")
    func unsatisfiable() throws {
        let path = try file("x >= 10\ny == 3\nx <= 5 # too small\n")
        let result = try run([path])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                \(path):3:1: error: unsatisfiable required constraint
                x <= 5 # too small
                ^
                \(path):1:1: note: conflicts with this constraint
                x >= 10
                ^

                """)
    }

    @Test("A missing file, a directory, an unknown option and no file exit 2")
    func unreadable() throws {
        let missing = try run(["/nonexistent/system.txt"])
        #expect(missing.status == 2)
        #expect(missing.standardOutput == "")
        #expect(missing.standardError == "/nonexistent/system.txt: error: cannot read file: no such file\n")
        let directory = try run(["/"])
        #expect(directory.status == 2)
        #expect(directory.standardError == "/: error: cannot read file: is a directory\n")
        let option = try run(["--bogus"])
        #expect(option.status == 2)
        #expect(option.standardError.hasPrefix("layout-solve: error: unknown option '--bogus'\n"))
        let none = try run([])
        #expect(none.status == 2)
        #expect(none.standardError.hasPrefix("layout-solve: error: no input file\n"))
    }

    @Test("A 10 MB name and control characters are echoed cut and escaped")
    func echoes() throws {
        let name = String(repeating: "n", count: 10_000_000)
        let long = try run([try file("x == 1 @\(name)\n")])
        #expect(long.status == 2)
        let message = long.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            message.hasSuffix(
                ":1:9: error: unknown strength '\(String(repeating: "n", count: 80))…'; "
                    + "use required, strong, medium, weak or a number"))
        #expect(long.standardError.utf8.count < 400)
        let control = try run([try file(Array("x == 1\r\ny\u{0} == 2\n".utf8))])
        #expect(control.status == 2)
        #expect(control.standardError.hasSuffix(":2:2: error: unexpected character U+0000\ny\\0 == 2\n ^\n"))
    }

    /// The issue's chain as a stack writes it: `y[i+1] == y[i] + h[i] + 8`. Link k's row has
    /// 2k + 3 cells, so the estimate as link k joins is (k² + 4k + 3)·24 + (k + 1)·96 +
    /// (3k + 4)·48 bytes: within 4 MiB up to link 411 (4 192 560), past it at link 412
    /// (4 212 648), which is line 413.
    private func chain(_ links: Int) -> String {
        var text = ""
        text.reserveCapacity(links * 32)
        for i in 0..<links { text += "y\(i + 1) == y\(i) + h\(i) + 8\n" }
        return text
    }

    @Test("A 200 000-link chain past the memory budget ends with FILE:LINE:COLUMN: error and exit 1")
    func chainPastTheBudget() throws {
        let path = try file(chain(200_000))
        let result = try run(["--memory-budget", "4M", path])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == "\(path):413:1: error: memory budget exceeded: the solver's tableau would take "
                + "about 4.02 MiB (4212648 bytes), over its budget of 4.00 MiB (4194304 bytes)\n"
                + "y413 == y412 + h412 + 8\n^\n")

        let json = try run(["--json", "--memory-budget", "4194304", try file(chain(1_000))])
        #expect(json.status == 1)
        #expect(json.standardError == "")
        #expect(json.standardOutput.contains("\"kind\": \"memoryBudgetExceeded\",\n"))
        #expect(json.standardOutput.contains("\"line\": 413,\n"))
        #expect(json.standardOutput.hasSuffix("\"budget\": 4194304,\n      \"estimate\": 4212648\n    }\n  ]\n}\n"))
    }

    @Test("The same chain within the budget solves")
    func chainWithinTheBudget() throws {
        let result = try run(["--memory-budget", "4M", try file(chain(412))])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("\ny412 = 3296\n"))
        #expect(result.standardOutput.split(separator: "\n").count == 412 + 413)
    }

    @Test("--json errors: syntax (exit 2) and unsatisfiable (exit 1) as objects on standard output")
    func jsonErrors() throws {
        let syntax = try run(["--json", try file("x == 1\ny == 2 @-3\n")])
        #expect(syntax.status == 2)
        #expect(syntax.standardError == "")
        #expect(syntax.standardOutput.contains("\"kind\": \"syntax\",\n"))
        #expect(
            syntax.standardOutput.contains(
                "\"line\": 2,\n      \"column\": 9,\n      \"message\": \"strength cannot be negative\"\n"))

        let unsatisfiable = try run(["--json", "-"], input: Array("x >= 10\ny == 3\nx <= 5 # too small\n".utf8))
        #expect(unsatisfiable.status == 1)
        #expect(unsatisfiable.standardError == "")
        #expect(
            unsatisfiable.standardOutput == """
                {
                  "errors": [
                    {
                      "kind": "unsatisfiable",
                      "file": "<stdin>",
                      "line": 3,
                      "column": 1,
                      "message": "unsatisfiable required constraint",
                      "conflictingLines": [1],
                      "minimal": true
                    }
                  ]
                }

                """)
    }

    @Test("Random bytes, invalid UTF-8 and 100 000 nested parentheses fail cleanly")
    func hostileInput() throws {
        // Bytes scattered by a multiplicative hash of their index: every value, no pattern a
        // lexer could follow for long.
        let noise = (0..<4_096).map { UInt8(truncatingIfNeeded: ($0 &* 0x9E37_79B1) >> 11) }
        let noisy = try run([try file(noise)])
        #expect(noisy.status == 2)
        #expect(noisy.standardOutput == "")
        #expect(noisy.standardError.contains(": error: "))

        let invalid = try run([try file(Array("x == 1\nx ".utf8) + [0xC0, 0xAF])])
        #expect(invalid.standardError.hasSuffix(":2:3: error: not UTF-8 text: byte 0xC0\nx \u{FFFD}\u{FFFD}\n  ^\n"))

        let deep = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000) + " == 1\n"
        let nested = try run(["-"], input: Array(deep.utf8))
        #expect(nested.status == 2)
        #expect(
            nested.standardError == "<stdin>:1:101: error: expression nested too deeply (more than 100 levels)\n"
                + "…" + String(repeating: "(", count: 80) + "…\n" + String(repeating: " ", count: 41) + "^\n")
    }
}
