import LayoutModel
import ToolSupport

/// One scenario's page of the HTML report: its verdict and why, and for each proposal the
/// picture, what each engine did, and the frames of both engines with the differences marked.
package enum HTMLScenarioPage {
    /// Rows of a frames table at most; the views that differ come first, so they are never
    /// the ones left out.
    package static let maximumRows = 300

    /// Where the page links to, relative to the page (which is in `scenarios/`).
    package struct Links {
        /// The file stem of the page before and after this one in the index, if any.
        package var previous: String?
        package var next: String?
        /// The picture of each proposal, by file name in `pictures/`.
        package var pictures: [String]
        /// The scenario as a scenario file beside the page, if it has a shared tree.
        package var scenarioFile: String?

        package init(previous: String?, next: String?, pictures: [String], scenarioFile: String?) {
            self.previous = previous
            self.next = next
            self.pictures = pictures
            self.scenarioFile = scenarioFile
        }
    }

    /// The page of `report`.
    ///
    /// - Parameters:
    ///   - report: the scenario's report.
    ///   - links: the pages, pictures and file it links to.
    /// - Returns: an HTML document.
    /// - Complexity: O(compared views × engines) per proposal, up to ``maximumRows`` rows each.
    package static func html(_ report: ScenarioReport, links: Links) -> String {
        let scenario = report.scenario
        var body = "<nav><a href=\"../index.html\">All scenarios</a>"
        if let previous = links.previous { body += " · <a href=\"\(previous).html\">previous</a>" }
        if let next = links.next { body += " · <a href=\"\(next).html\">next</a>" }
        body += "</nav>\n"
        body += "<h1>\(HTMLDocument.escape(scenario.name)) \(HTMLDocument.badge(report.verdict))</h1>\n"
        body += "<p class=\"muted\">\(HTMLDocument.escape(scenario.origin))</p>\n"
        body +=
            "<p class=\"note \(HTMLDocument.verdictKey(report.verdict))\">"
            + "\(HTMLDocument.escape(HTMLDocument.explanation(report.verdict)))</p>\n"
        if let rendition = scenario.preferenceRendition {
            body +=
                "<p>The preference engine lays out the preference system's plumbing written out "
                + "(\(HTMLDocument.escape(rendition.summary))); the constraint engine lays out the shared tree, "
                + "where the same lengths are one relation.</p>\n"
        }
        if let file = links.scenarioFile {
            body +=
                "<p>The scenario as a file: <a href=\"\(file)\">\(HTMLDocument.escape(file))</a> "
                + "(<code>layout-compare \(HTMLDocument.escape(file))</code> runs it again).</p>\n"
        }
        body +=
            "<p>Layouts, in order, by one engine of each kind, as a window being resized: "
            + report.results.enumerated().map { k, result in
                "<a href=\"#layout-\(k + 1)\">\(HTMLDocument.escape(HTMLDocument.proposal(result.proposal)))</a>"
            }.joined(separator: ", ") + ".</p>\n"
        for (k, result) in report.results.enumerated() {
            body += section(report, result, index: k, picture: k < links.pictures.count ? links.pictures[k] : nil)
        }
        return HTMLDocument.page(title: "\(scenario.name): layout-compare", body: body)
    }

    static func section(_ report: ScenarioReport, _ result: ProposalResult, index k: Int, picture: String?) -> String {
        let scenario = report.scenario
        var out =
            "<h2 id=\"layout-\(k + 1)\">Layout \(k + 1) of \(report.results.count): "
            + "\(HTMLDocument.escape(HTMLDocument.proposal(result.proposal))) \(HTMLDocument.badge(result.verdict))</h2>\n"
        for change in scenario.textChanges where change.beforeProposal == k {
            out +=
                "<p>Before this layout the text of <code>\(HTMLDocument.escape(change.identifier))</code> becomes "
                + "“\(HTMLDocument.escape(change.text))”.</p>\n"
        }
        // The page's first note says it already when every layout has the scenario's verdict.
        if result.verdict != report.verdict {
            out +=
                "<p class=\"note \(HTMLDocument.verdictKey(result.verdict))\">"
                + "\(HTMLDocument.escape(HTMLDocument.explanation(result.verdict)))</p>\n"
        }
        if let picture {
            let alt = "The frames of each engine at \(HTMLDocument.proposal(result.proposal)), side by side"
            // A tall picture (thousands of messages) scrolls in its box instead of the page.
            out +=
                "<figure><div class=\"picture\"><a href=\"../pictures/\(picture)\"><img src=\"../pictures/\(picture)\" "
                + "alt=\"\(HTMLDocument.escape(alt))\" loading=\"lazy\"></a></div>"
                + "<figcaption>Each engine's frames side by side; identified views outlined and named, views whose "
                + "frames differ in red. Open the picture for its full size.</figcaption></figure>\n"
        }
        out += enginesTable(result, scenario: scenario)
        out += framesTable(result, scenario: scenario)
        return out
    }

    /// What each engine made of the layout: frames or the error, its time, its counters and
    /// what it noticed.
    static func enginesTable(_ result: ProposalResult, scenario: Scenario) -> String {
        var out =
            "<h3>Engines</h3>\n<table>\n<thead><tr><th>engine</th><th>result</th><th>time</th>"
            + "<th>work</th></tr></thead>\n<tbody>\n"
        for (engine, outcome) in result.outcomes {
            var outcomeText: String
            switch outcome.frames {
            case .success(let frames):
                let laidOut = result.compared.filter { frames[$0] != nil }.count
                outcomeText =
                    result.compared.isEmpty
                    ? "laid it out"
                    : "laid out \(laidOut) of the \(result.compared.count) compared views"
            case .failure(let failure):
                outcomeText =
                    "<span class=\"error\"><strong>\(HTMLDocument.escape(FailureWords.headline(failure))).</strong>"
                    + FailureWords.details(failure).map { "<br>\(HTMLDocument.escape($0))" }.joined() + "</span>"
            }
            for diagnostic in outcome.diagnostics {
                outcomeText += "<br><span class=\"diagnostic\">noticed: \(HTMLDocument.escape(diagnostic))</span>"
            }
            let work = outcome.counters.map { "\(HTMLDocument.words($0.name)): \($0.value)" }.joined(separator: ", ")
            out +=
                "<tr><td>\(HTMLDocument.escape(HTMLDocument.engineTitle(engine, scenario: scenario)))</td>"
                + "<td>\(outcomeText)</td>"
                + "<td class=\"number\">\(ReadableDuration.text(microseconds: outcome.microseconds))</td>"
                + "<td>\(HTMLDocument.escape(work))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// Every compared view's frame in each engine, the cells that differ from the reference
    /// engine's marked, the views that differ first.
    static func framesTable(_ result: ProposalResult, scenario: Scenario) -> String {
        guard !result.compared.isEmpty else { return "<p class=\"muted\">No views are compared here.</p>\n" }
        let frames = result.outcomes.map { (engine: $0.engine, frames: $0.outcome.framesIfAny) }
        let reference: [String: Rect]? = frames.first?.frames ?? nil
        let ordered =
            result.compared.filter { result.differing.contains($0) }
            + result.compared.filter { !result.differing.contains($0) }
        var out =
            "<h3>Frames</h3>\n<p class=\"muted\">(x, y) width × height in points, in the root's coordinates; "
            + "a cell in red differs from the first engine's by more than \(HTMLDocument.tolerance) points "
            + "(\(FrameTolerance.relative) of the coordinate beyond a million points), or is NaN.</p>\n"
        out += "<table>\n<thead><tr><th>view</th>"
        for (engine, _) in frames {
            out += "<th>\(HTMLDocument.escape(HTMLDocument.engineTitle(engine, scenario: scenario)))</th>"
        }
        out += "<th>largest difference</th></tr></thead>\n<tbody>\n"
        for identifier in ordered.prefix(maximumRows) {
            let differs = result.differing.contains(identifier)
            out += "<tr\(differs ? " class=\"differs\"" : "")><td><code>\(HTMLDocument.escape(identifier))</code></td>"
            var largest = 0.0
            for (index, engine) in frames.enumerated() {
                guard let engineFrames = engine.frames else {
                    out += "<td class=\"muted\">no frames</td>"
                    continue
                }
                guard let frame = engineFrames[identifier] else {
                    let missing = index > 0 && reference?[identifier] != nil
                    if missing { largest = .infinity }
                    out += "<td class=\"frame\(missing ? " differs" : "")\">not laid out</td>"
                    continue
                }
                var cellDiffers = false
                if index > 0, let referenceFrames = reference {
                    if let expected = referenceFrames[identifier] {
                        let difference = FrameTolerance.difference(expected, frame)
                        largest = max(largest, difference)
                        cellDiffers = !FrameTolerance.agrees(expected, frame)
                    } else {
                        largest = .infinity
                        cellDiffers = true
                    }
                }
                out +=
                    "<td class=\"frame\(cellDiffers ? " differs" : "")\">\(HTMLDocument.escape(HTMLDocument.frame(frame)))</td>"
            }
            let shown = largest.isInfinite ? "missing in one" : ReportFormat.number(largest)
            out += "<td class=\"number\">\(shown)</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        if ordered.count > maximumRows {
            let rest = ordered.count - maximumRows
            let restDiffer = max(0, result.differing.count - maximumRows)
            out +=
                "<p class=\"muted\">\(rest) more views are compared and not listed"
                + (restDiffer > 0 ? ", \(restDiffer) of them different" : ", all of them the same in every engine")
                + ".</p>\n"
        }
        return out
    }
}
