import Foundation
import Testing

/// `layout-compare --html DIR` run as a process: it writes the report's folder and keeps the
/// tools' conventions for a missing value.
@Suite("layout-compare --html")
struct LayoutCompareHTMLTests {
    @Test("--html writes the index, a page, a scenario file and a picture per layout")
    func writesReport() throws {
        let directory = try ToolProcess.directory().appendingPathComponent("report")
        let run = try ToolProcess.run("layout-compare", ["--filter", "login-form", "--html", directory.path])
        #expect(run.status == 0)
        #expect(run.standardError.hasSuffix("report: \(directory.path)/index.html\n"))
        for file in [
            "index.html", "scenarios/login-form.html", "scenarios/login-form.json",
            "pictures/login-form-1.svg", "pictures/login-form-2.svg", "pictures/login-form-3.svg"
        ] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "no \(file)")
        }
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"scenarios/login-form.html\">login-form</a>"))
    }

    @Test("--html without a directory is a usage error, exit 2")
    func missingDirectory() throws {
        let run = try ToolProcess.run("layout-compare", ["--html"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("layout-compare: error: --html needs a value\n"))
    }
}
