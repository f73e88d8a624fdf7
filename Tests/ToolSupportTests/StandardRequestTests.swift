import Testing

@testable import ToolSupport

@Suite("Standard requests")
struct StandardRequestTests {
    @Test("help first, --help or -h anywhere before --, and --version")
    func requests() {
        #expect(StandardRequest(["help"]) == .help)
        #expect(StandardRequest(["a.json", "--help"]) == .help)
        #expect(StandardRequest(["-h"]) == .help)
        #expect(StandardRequest(["--version"]) == .version)
        #expect(StandardRequest(["x", "--version", "--help"]) == .version)
    }

    @Test("help after the first argument, or anything after --, is the tool's own")
    func notRequests() {
        #expect(StandardRequest([]) == nil)
        #expect(StandardRequest(["a.json", "help"]) == nil)
        #expect(StandardRequest(["--", "--help"]) == nil)
        #expect(StandardRequest(["./help"]) == nil)
    }

    @Test("A usage error is TOOL: error: MESSAGE and the synopsis")
    func usageError() {
        #expect(
            UsageError("unknown option '--bogus'").text(tool: "layout-solve", synopsis: "usage: layout-solve FILE")
                == "layout-solve: error: unknown option '--bogus'\nusage: layout-solve FILE (see layout-solve --help)\n"
        )
    }

    @Test("The version line names the tool and the package version")
    func version() {
        #expect(PackageVersion.line(for: "layout-bench") == "layout-bench 0.1.0\n")
    }
}
