/// The `index.html` beside the pictures `layout-compare --svg DIR` writes: every scenario
/// with its verdict and a link to the picture of each of its layouts, with that layout's
/// verdict.
package enum SVGIndexPage {
    /// The index of `reports`' pictures, named by ``SVGReport/fileName(scenario:proposal:)``.
    ///
    /// - Parameters:
    ///   - reports: the scenarios' reports, in the order they ran.
    ///   - tool: which tool and version wrote it.
    /// - Returns: an HTML document.
    /// - Complexity: O(proposals) over all reports.
    package static func html(_ reports: [ScenarioReport], tool: String) -> String {
        let pictures = reports.reduce(0) { $0 + $1.results.count }
        var body = "<h1>Pictures of both engines' frames</h1>\n"
        body +=
            "<p>\(HTMLDocument.count(reports.count, "scenario")), \(HTMLDocument.count(pictures, "picture")): one per layout, each engine's frames side by "
            + "side, its verdict and a legend in the picture.</p>\n"
        body += HTMLIndexPage.legend
        body +=
            "<table>\n<thead><tr><th>scenario</th><th>verdict</th><th>pictures, by proposal</th><th>origin</th>"
            + "</tr></thead>\n<tbody>\n"
        for report in reports {
            let links = report.results.enumerated().map { k, result in
                let file = SVGReport.fileName(scenario: report.scenario.name, proposal: k)
                return
                    "<a href=\"\(HTMLDocument.escape(file))\">\(HTMLDocument.escape(HTMLDocument.proposal(result.proposal)))</a>"
                    + (result.verdict == report.verdict ? "" : " \(HTMLDocument.badge(result.verdict))")
            }
            body +=
                "<tr><td>\(HTMLDocument.escape(report.scenario.name))</td>"
                + "<td>\(HTMLDocument.badge(report.verdict))</td>"
                + "<td>\(links.joined(separator: " · "))</td>"
                + "<td class=\"muted\">\(HTMLDocument.escape(report.scenario.origin))</td></tr>\n"
        }
        body += "</tbody>\n</table>\n"
        body += "<p class=\"muted\">Written by \(HTMLDocument.escape(tool)).</p>\n"
        return HTMLDocument.page(title: "layout-compare: \(HTMLDocument.count(pictures, "picture"))", body: body)
    }
}
