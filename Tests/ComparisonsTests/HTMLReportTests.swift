import Comparisons
import Foundation
import LayoutModel
import Testing

/// `layout-compare --html`: the pages' content, and the folder opened in a real browser.
@Suite("HTML report")
struct HTMLReportTests {
    /// A scenario the planted engine gets wrong: it drops the padding around "Hello there".
    static let padded = Scenario(
        name: "padded", origin: "test", proposals: [ProposedSize(width: 200, height: nil)],
        view: .vstack([
            .text("Hello there").padding(10).id("hello"),
            .color("blue").frame(width: 20, height: 20).id("square")
        ]))

    /// One report of each verdict: agree, explained, differs.
    static func reports() -> [ScenarioReport] {
        let planted = CrossCheck(engines: [PreferenceEngineAdapter(), PaddinglessTextEngine()])
        return [
            crossCheck.run(Catalog.scenario(named: "login-form")!),
            crossCheck.run(Catalog.scenario(named: "feedback-loop")!),
            planted.run(padded)
        ]
    }

    static func files() -> [String: String] {
        let files = HTMLReport.files(reports(), engines: ["preference", "constraint"], tool: "layout-compare 0.1.0")
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("The index lists each scenario with its verdict and links its page")
    func index() throws {
        let files = Self.files()
        let index = try #require(files["index.html"])
        #expect(index.contains("3 scenarios, 5 layouts by each engine"))
        #expect(
            index.contains(
                "<tr data-verdict=\"agree\" data-name=\"login-form\">"
                    + "<td><a href=\"scenarios/login-form.html\">login-form</a></td>"))
        #expect(index.contains("<tr data-verdict=\"explained\" data-name=\"feedback-loop\">"))
        #expect(index.contains("A feedback loop, reported by both engines"))
        #expect(index.contains("<tr data-verdict=\"differs\" data-name=\"padded\">"))
        for page in [
            "scenarios/login-form.html", "scenarios/feedback-loop.html", "scenarios/padded.html",
            "scenarios/login-form.json", "pictures/login-form-1.svg", "pictures/login-form-3.svg",
            "pictures/padded-1.svg"
        ] {
            #expect(files[page] != nil, "no \(page)")
        }
    }

    @Test("A scenario page marks the frames that differ, differing views first")
    func differingFrames() throws {
        let page = try #require(Self.files()["scenarios/padded.html"])
        // The reference pads the text by 10 on each side; the planted engine does not.
        let font = Font()
        let width = font.width(of: "Hello there")
        let height = font.lineHeight
        func shown(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            "(\(ReportFormat.number(x)), \(ReportFormat.number(y))) \(ReportFormat.number(w)) × \(ReportFormat.number(h))"
        }
        #expect(
            page.contains(
                "<tr class=\"differs\"><td><code>hello</code></td>"
                    + "<td class=\"frame\">\(shown(0, 0, width + 20, height + 20))</td>"
                    + "<td class=\"frame differs\">\(shown(0, 0, width, height))</td>"
                    + "<td class=\"number\">20</td></tr>"))
        // The square moves up by the padding's 20 points and is centred under the narrower text.
        #expect(page.contains("<td class=\"frame differs\">\(shown((width - 20) / 2, height + 8, 20, 20))</td>"))
        #expect(page.contains("The engines differ, and no explanation covers it: &quot;hello&quot; differs"))
        // The reference engine's frames are never marked.
        #expect(!page.contains("<td class=\"frame differs\">\(shown(0, 0, width + 20, height + 20))"))
    }

    @Test("An engine's error and diagnostics are written in words, without type names")
    func errorsInWords() throws {
        let page = try #require(Self.files()["scenarios/feedback-loop.html"])
        #expect(
            page.contains(
                "<strong>A relation this engine must keep cannot hold.</strong>"
                    + "<br>Required: badge.width ≥ badge.width + 24"))
        #expect(page.contains("<br>It contradicts itself: no other relation is needed to break it."))
        #expect(
            page.contains("noticed: .sameWidth/.sameHeight groups still changed after 16 passes; values: badge width"))
        #expect(!page.contains("RelationKey"))
        #expect(!page.contains("LayoutModel."))
    }

    @Test("File names are safe and unique")
    func fileStems() {
        let reports = ["a b", "a_b", "ü", "a b"].map { name in
            crossCheck.run(
                Scenario(
                    name: name, origin: "test", proposals: [ProposedSize(width: 10, height: 10)],
                    view: .color("red")))
        }
        #expect(HTMLDocument.fileStems(for: reports) == ["a_b", "a_b-2", "_", "a_b-3"])
    }

    // MARK: In a browser

    /// Debian's Chromium, if it is installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The page's document after its scripts ran, as Chromium sees it.
    static func renderedDocument(_ url: URL, profile: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
            "--dump-dom", url.absoluteString
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Every `href` and `src` of a document.
    static func links(in document: String) -> [String] {
        var links: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = document[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                links.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return links
    }

    @Test(
        "In Chromium the index loads, its filter runs, and every link of every page resolves",
        .enabled(if: chromium != nil, "needs Debian's chromium (.ci/run installs it)"))
    func opensInChromium() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("html-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in HTMLReport.files(Self.reports(), engines: ["preference", "constraint"], tool: "layout-compare") {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let profile = folder.appendingPathComponent(".chromium-profile")
        let index = try Self.renderedDocument(folder.appendingPathComponent("index.html"), profile: profile)
        // The filter script ran and counted the rows.
        #expect(index.contains("<span id=\"shown\" class=\"muted\">3 of 3 shown</span>"))
        var pages = [folder.appendingPathComponent("index.html")]
        var checked = 0
        while let page = pages.popLast() {
            let document = try Self.renderedDocument(page, profile: profile)
            #expect(document.contains("</html>"), "\(page.lastPathComponent) did not load")
            for link in Self.links(in: document) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target =
                    parts[0].isEmpty
                    ? page
                    : page.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page.lastPathComponent) links \(link)")
                if parts.count == 2, target == page {
                    #expect(document.contains("id=\"\(parts[1])\""), "\(page.lastPathComponent) links \(link)")
                }
                if link.hasPrefix("scenarios/") && link.hasSuffix(".html") { pages.append(target) }
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
