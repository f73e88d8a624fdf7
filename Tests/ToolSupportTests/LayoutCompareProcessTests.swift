import Foundation
import Testing

/// The built `layout-compare` run as a process: the tools' conventions for help, version,
/// exit statuses and messages (docs/ARCHITECTURE.md, "The tools' conventions").
@Suite("layout-compare process")
struct LayoutCompareProcessTests {
    private func run(_ arguments: [String], in directory: URL? = nil) throws -> ToolProcess.Result {
        try ToolProcess.run("layout-compare", arguments, in: directory)
    }

    private func file(_ text: String, name: String = "s.json") throws -> String {
        try ToolProcess.file(Array(text.utf8), name: name)
    }

    @Test("--help and help print the usage, --version the version, exit 0")
    func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: layout-compare [FILE…]"))
        #expect(help.standardError == "")
        #expect(try run(["help"]).standardOutput == help.standardOutput)
        #expect(try run(["-h"]).standardOutput == help.standardOutput)
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "layout-compare 0.1.0\n")
    }

    @Test("help never reads a file called help; ./help does")
    func helpIsNoFile() throws {
        let directory = try ToolProcess.directory()
        try Data("?".utf8).write(to: directory.appendingPathComponent("help"))
        let help = try run(["help"], in: directory)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: layout-compare"))
        let file = try run(["./help"], in: directory)
        #expect(file.status == 2)
        #expect(file.standardError.hasPrefix("./help:1:1: error: expected a value, found '?'\n?\n^\n"))
    }

    @Test("A bad option exits 2 with the message and the synopsis")
    func badOption() throws {
        let result = try run(["--bogus"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError.hasPrefix("layout-compare: error: unknown option '--bogus'\nusage: layout-compare "))
        #expect(result.standardError.hasSuffix(" (see layout-compare --help)\n"))
        #expect(
            try run(["--random", "many"]).standardError
                .hasPrefix("layout-compare: error: --random needs a count from 0 to 100000, not 'many'\n"))
    }

    @Test("--seed needs --random, --filter does not go with it, and --random has a ceiling: exit 2")
    func randomOptions() throws {
        let cases = [
            (["--seed", "3"], "--seed is the seed of --random, which is not given"),
            (
                ["--random", "10", "--filter", "x"],
                "--filter chooses among files or the catalog; --random generates its trees"
            ),
            (["--random", "100001"], "--random needs a count from 0 to 100000, not '100001'")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.hasPrefix("layout-compare: error: \(message)\n"), "\(arguments)")
        }
    }

    @Test("--filter is repeatable and ignores case, as layout-bench's does")
    func filters() throws {
        let paths = try ["Alpha", "beta", "gamma"].map { name in
            try file(
                #"{ "name": "\#(name)", "proposals": [[100, null]], "view": { "text": "a" } }"#, name: "\(name).json")
        }
        let result = try run(paths + ["--filter", "ALPHA", "--filter", "bet"])
        #expect(result.status == 0)
        let names = result.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(names.contains("Alpha") && names.contains("beta") && !names.contains("gamma"), "\(names)")
    }

    @Test("An output that cannot be written fails before any work, naming it and why, exit 2")
    func unwritableOutputs() throws {
        let directory = try ToolProcess.directory()
        let plain = directory.appendingPathComponent("plain").path
        FileManager.default.createFile(atPath: plain, contents: Data())
        let cases = [
            (["--json", "\(directory.path)/no/r.json"], "cannot write: no such directory \"\(directory.path)/no\""),
            (["--svg", "\(plain)/svg"], "cannot create: \"\(plain)\" is not a directory"),
            (["--html", plain], "cannot create: it is not a directory")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardOutput == "", "\(arguments): the catalog was not laid out")
            #expect(result.standardError == "\(arguments[1]): error: \(message)\n", "\(arguments)")
        }
    }

    @Test("A file that is not UTF-8 is refused at its first bad byte, the line quoted")
    func invalidUTF8() throws {
        let path = try ToolProcess.file(Array(#"{ "name": "a"#.utf8) + [0xFF] + Array(#"" }"#.utf8), name: "s.json")
        let result = try run([path])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "\(path):1:13: error: not UTF-8 text: byte 0xFF\n{ \"name\": \"a\u{FFFD}\" }\n            ^\n")
    }

    @Test("A file nested as deep as the parser reads is read, in a debug build too")
    func deeplyNested() throws {
        // 998 stacks: 1 997 levels of arrays and objects, under the parser's 2 000. Parsing and
        // decoding take about 4 KiB of stack a level in a debug build, past a main thread's 8 MiB.
        var view = #"{ "text": "a" }"#
        for _ in 0..<998 { view = #"{ "vstack": ["# + view + "] }" }
        let path = try file(#"{ "name": "deep", "proposals": [[100, 100]], "view": "# + view + " }")
        let result = try run([path])
        #expect(result.status == 0, "\(result.standardError.suffix(300))")
        #expect(result.standardOutput.contains("1 scenarios (1 layouts each engine): 1 agree"))
    }

    @Test("A missing file exits 2 naming it")
    func missingFile() throws {
        let result = try run(["/nonexistent/s.json"])
        #expect(result.status == 2)
        #expect(result.standardError == "/nonexistent/s.json: error: cannot read file: no such file\n")
    }

    @Test("A bad file exits 2 with FILE:LINE:COLUMN: error: PATH, the line and a caret; every file is read")
    func badFile() throws {
        let bad = try file(
            """
            { "name": "s", "proposals": [[100, null]],
              "view": { "text": "a", "modifiers": [{ "pading": 2 }] } }
            """)
        let empty = try file("[]", name: "empty.json")
        let result = try run([bad, empty])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                \(bad):2:40: error: view.modifiers[0]: expected a modifier: an object with one of the keys padding, \
                frame, fixedSize, background, overlay, layoutPriority, id, font, lineLimit, sameWidth, sameHeight, \
                offset, position, aspectRatio, alignmentGuide, foregroundColor, cornerRadius (found "pading"; did you \
                mean "padding"?)
                  "view": { "text": "a", "modifiers": [{ "pading": 2 }] } }
                                                       ^
                \(empty):1:1: error: expected at least one scenario, found an empty array
                []
                ^

                """)
    }

    @Test("A file past a cap is refused at once with the JSON path, exit 2")
    func capRefused() throws {
        let path = try file(
            #"{"name":"r","proposals":[[300,null]],"view":{"vstack":[{"repeat":1000,"view":"#
                + #"{"vstack":[{"repeat":1000,"view":{"text":"{i}"}}]}}]}}"#)
        let result = try run([path])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "\(path):1:99: error: view.vstack[0].view.vstack[0].repeat: this repeat "
                    + "stands for 1 000 000 copies with the repeats around it; a file may repeat a view at most 100 000 times\n"
            ))
    }

    @Test("A compare identifier that matches no view is bad input: exit 2, not a disagreement")
    func unknownIdentifier() throws {
        let path = try file(
            #"{ "name": "s", "proposals": [[100, null]], "compare": ["b"], "#
                + #""view": { "text": "a", "modifiers": [{ "id": "a" }] } }"#)
        let result = try run([path])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("\(path):1:56: error: compare[0]: no view is identified \"b\"\n"))
    }

    @Test("No scenario matching the filter names the filter and the files, exit 2")
    func noMatch() throws {
        let path = try file(#"{ "name": "s", "proposals": [[100, null]], "view": { "text": "a" } }"#)
        let result = try run([path, "--filter", "zzz"])
        #expect(result.status == 2)
        #expect(result.standardError == "layout-compare: error: no scenario of \(path) matches --filter \"zzz\"\n")
        let catalog = try run(["--filter", "no-such-scenario"])
        #expect(
            catalog.standardError
                == "layout-compare: error: no scenario of the built-in catalog matches --filter \"no-such-scenario\"\n")
    }

    @Test("A file that agrees exits 0; its table gives times in readable units")
    func agrees() throws {
        let path = try file(
            #"{ "name": "s", "proposals": [[100, null]], "#
                + #""view": { "text": "a", "modifiers": [{ "padding": 2 }, { "id": "a" }] } }"#)
        let result = try run([path])
        #expect(result.status == 0)
        let row = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("s ") })
        #expect(row.contains("agree"))
        #expect(row.wholeMatch(of: /s +100×nil +1 +agree +0( +\d+(\.\d+)? (ns|µs|ms|s)| +–)+/) != nil, "\(row)")
    }

    @Test("--random prints only its summary when every tree agrees, no empty table")
    func randomSummary() throws {
        let result = try run(["--random", "2", "--seed", "3"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "2 scenarios (\(result.standardOutput.split(separator: "(")[1].split(separator: " ")[0]) "
                + "layouts each engine): 2 agree, 0 explained divergences, 0 unexplained\n")
    }
}
