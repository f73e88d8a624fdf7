import Foundation
import Testing

/// The built `layout-bench` run as a process: help, version and bad usage follow the tools'
/// conventions (a debug build measures nothing, so the benchmarks themselves are not run).
@Suite("layout-bench process")
struct LayoutBenchProcessTests {
    private func run(_ arguments: [String]) throws -> ToolProcess.Result {
        try ToolProcess.run("layout-bench", arguments)
    }

    @Test("--help and help print the usage, --version the version, exit 0")
    func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: layout-bench [--quick]"))
        #expect(try run(["help"]).standardOutput == help.standardOutput)
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "layout-bench 0.1.0\n")
    }

    @Test("A bad option or size exits 2 with the message and the synopsis")
    func badOption() throws {
        let option = try run(["--bogus"])
        #expect(option.status == 2)
        #expect(
            option.standardError == "layout-bench: error: unknown option '--bogus'\n"
                + "usage: layout-bench [--quick] [--filter NAME] [--n N] [--json FILE] (see layout-bench --help)\n")
        let size = try run(["--n", "0"])
        #expect(size.status == 2)
        #expect(
            size.standardError.hasPrefix("layout-bench: error: --n takes a whole number from 1 to 1000000, not '0'\n"))
    }

    @Test("An unknown workload to export exits 2, naming the known ones")
    func unknownWorkload() throws {
        let result = try run(["export", "W99"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("layout-bench: error: unknown workload 'W99'; known: W1, "))
    }

    @Test("peak-memory needs one of the engines, and exits 2 without one")
    func peakMemoryUsage() throws {
        for arguments in [["peak-memory"], ["peak-memory", "--engine", "kiwi"], ["peak-memory", "--engine"]] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.hasPrefix("layout-bench: error: "), "\(arguments)")
        }
        #expect(try run(["peak-memory", "--engine", "floor", "--size"]).standardError.contains("'--size'"))
    }

    @Test("node-storage takes only --n, and exits 2 on anything else")
    func nodeStorageUsage() throws {
        for arguments in [
            ["node-storage", "--rows"], ["node-storage", "--n", "0"], ["node-storage", "--n", "100001"],
            ["node-storage", "--n"], ["node-storage", "extra"]
        ] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.hasPrefix("layout-bench: error: "), "\(arguments)")
        }
        #expect(try run(["node-storage", "--rows"]).standardError.contains("'--rows'"))
    }

    @Test("A subcommand's mistake shows its own synopsis; -- ends the options; a bad engine is echoed")
    func subcommandUsage() throws {
        let export = try run(["export"])
        #expect(export.status == 2)
        #expect(
            export.standardError == "layout-bench: error: export needs a workload name; see --list\n"
                + "usage: layout-bench export WORKLOAD [--n N] [--output FILE] (see layout-bench --help)\n")
        let engine = try run(["peak-memory", "--engine", "kiwi"])
        #expect(
            engine.standardError.hasPrefix(
                "layout-bench: error: --engine takes preference, constraint or floor, not 'kiwi'\n"
                    + "usage: layout-bench peak-memory --engine"))
        #expect(
            try run(["--", "--quick"]).standardError.hasPrefix("layout-bench: error: unexpected argument '--quick'\n"))
        #expect(
            try run(["export", "--", "W1", "--n"]).standardError.hasPrefix(
                "layout-bench: error: unexpected argument '--n'\n"))
    }

    @Test("--n past a workload's largest size is refused before any work, naming each limit")
    func sizePastTheWorkloads() throws {
        let list = try run(["--list"])
        #expect(list.status == 0)
        #expect(list.standardOutput.contains("(sizes 10, 30, 100; --n up to 500)\n"), "W4's line")
        let grid = try run(["export", "W4", "--n", "1000000"])
        #expect(grid.status == 2)
        #expect(grid.standardError.hasPrefix("layout-bench: error: --n 1000000 is too large: W4 takes at most 500\n"))
        let all = try run(["--n", "20000"])
        #expect(all.status == 2)
        #expect(
            all.standardError.hasPrefix(
                "layout-bench: error: --n 20000 is too large: W2 takes at most 3000, W4 takes at most 500, "
                    + "W6 takes at most 5000, feed takes at most 10000; choose workloads with --filter\n"))
    }

    @Test("An export layout-compare would refuse, or to a path that cannot be written, is refused: exit 2")
    func exportRefusals() throws {
        let views = try run(["export", "conversation", "--n", "20000"])
        #expect(views.status == 2)
        #expect(views.standardOutput == "")
        #expect(
            views.standardError.hasPrefix(
                "layout-bench: error: bench-conversation-20000 is not a file layout-compare reads: "))
        #expect(views.standardError.contains("a file may have at most 200 000"))
        let directory = try ToolProcess.directory().path
        let unwritable = try run(["export", "W1", "--n", "10", "--output", "\(directory)/no/w1.txt"])
        #expect(unwritable.status == 2)
        #expect(
            unwritable.standardError
                == "\(directory)/no/w1.txt: error: cannot write: no such directory \"\(directory)/no\"\n")
        let written = try run(["export", "W1", "--n", "10", "--output", "\(directory)/w1.txt"])
        #expect(written.status == 0)
        #expect(
            try String(contentsOfFile: "\(directory)/w1.txt", encoding: .utf8).hasPrefix("# layout-bench export: W1"))
    }

    #if DEBUG
    @Test("A debug build refuses to benchmark: bad usage, exit 2")
    func debugBuild() throws {
        let result = try run(["--quick"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("layout-bench: error: refusing to benchmark a debug build"))
    }
    #endif
}
