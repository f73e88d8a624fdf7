/// The cross-check as a folder a person opens in a browser: `index.html` (every scenario and
/// its verdict, with filters), `scenarios/NAME.html` (a page per scenario: the pictures, each
/// engine's frames with the differences marked, and why), `scenarios/NAME.json` (the scenario
/// as a file) and `pictures/NAME-K.svg` (``SVGReport``). Every link is relative, so the folder
/// can be moved, zipped or served as it is.
package enum HTMLReport {
    /// One file of the report.
    package struct File {
        /// The path inside the report's folder, with `/` between folders.
        package var path: String
        package var contents: String
    }

    /// Every file of the report, the index first.
    ///
    /// - Parameters:
    ///   - reports: the scenarios' reports, in the order they ran.
    ///   - engines: the engines' names, the reference first.
    ///   - note: a sentence the index shows about what the report leaves out, or nil.
    ///   - tool: which tool and version wrote it (`layout-compare 0.1.0`).
    /// - Returns: the files, each with its path in the folder.
    /// - Complexity: O(compared views) per proposal, plus the pictures' cost (``SVGReport``).
    package static func files(
        _ reports: [ScenarioReport], engines: [String], note: String? = nil,
        tool: String
    ) -> [File] {
        let stems = HTMLDocument.fileStems(for: reports)
        var files = [
            File(
                path: "index.html",
                contents: HTMLIndexPage.html(reports, stems: stems, engines: engines, note: note, tool: tool))
        ]
        for (k, report) in reports.enumerated() {
            let stem = stems[k]
            var pictures: [String] = []
            for index in report.results.indices {
                let picture = SVGReport.fileName(scenario: stem, proposal: index)
                pictures.append(picture)
                files.append(File(path: "pictures/\(picture)", contents: SVGReport.svg(report, proposal: index)))
            }
            var scenarioFile: String?
            if report.scenario.view != nil {
                scenarioFile = "\(stem).json"
                files.append(File(path: "scenarios/\(stem).json", contents: ScenarioEncoder.file([report.scenario])))
            }
            let links = HTMLScenarioPage.Links(
                previous: k > 0 ? stems[k - 1] : nil,
                next: k + 1 < stems.count ? stems[k + 1] : nil,
                pictures: pictures, scenarioFile: scenarioFile)
            files.append(File(path: "scenarios/\(stem).html", contents: HTMLScenarioPage.html(report, links: links)))
        }
        return files
    }
}
