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
            option.standardError == "layout-bench: error: unknown argument '--bogus'\n"
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
            ["node-storage", "--n"]
        ] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.hasPrefix("layout-bench: error: "), "\(arguments)")
        }
        #expect(try run(["node-storage", "--rows"]).standardError.contains("'--rows'"))
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
