import LayoutModel

/// The report's first page: every scenario with its verdict, filters by verdict and name, and
/// a link to each scenario's page.
package enum HTMLIndexPage {
    /// The index page.
    ///
    /// - Parameters:
    ///   - reports: the scenarios' reports, in the order they ran.
    ///   - stems: each report's file name without extension (``HTMLDocument/fileStems(for:)``).
    ///   - engines: the engines' names, the reference first.
    ///   - note: a sentence about what the report leaves out (random trees that agree), or nil.
    ///   - tool: the line that says which tool and version wrote the report.
    /// - Returns: an HTML document.
    /// - Complexity: O(proposals) over all reports.
    package static func html(
        _ reports: [ScenarioReport], stems: [String], engines: [String],
        note: String?, tool: String
    ) -> String {
        var counts = ["agree": 0, "explained": 0, "differs": 0]
        for report in reports { counts[HTMLDocument.verdictKey(report.verdict), default: 0] += 1 }
        let layouts = reports.reduce(0) { $0 + $1.results.count }
        var body = "<h1>Both engines, scenario by scenario</h1>\n"
        body +=
            "<p>\(HTMLDocument.count(reports.count, "scenario")), \(HTMLDocument.count(layouts, "layout")) by each engine: "
            + "<span class=\"badge agree\">\(counts["agree"] ?? 0) agree</span> "
            + "<span class=\"badge explained\">\(counts["explained"] ?? 0) explained</span> "
            + "<span class=\"badge differs\">\(counts["differs"] ?? 0) differ</span>. "
            + "Engines: \(engines.map(HTMLDocument.escape).joined(separator: ", ")) (the first is the reference; "
            + "the others are compared with it).</p>\n"
        if let note { body += "<p class=\"note\">\(HTMLDocument.escape(note))</p>\n" }
        body += legend
        body += """
            <form class="filters" id="filters">
            <strong>Show</strong>
            <label><input type="checkbox" value="agree" checked> agree</label>
            <label><input type="checkbox" value="explained" checked> explained</label>
            <label><input type="checkbox" value="differs" checked> differs</label>
            <input type="search" id="name-filter" placeholder="scenario name contains…" aria-label="filter by name">
            <span id="shown" class="muted"></span>
            </form>

            """
        body +=
            "<table id=\"scenarios\">\n<thead><tr><th>scenario</th><th>verdict</th><th>layouts</th>"
            + "<th>largest difference (pt)</th><th>why</th><th>origin</th></tr></thead>\n<tbody>\n"
        for (report, stem) in zip(reports, stems) {
            body += row(report, stem: stem)
        }
        body += "</tbody>\n</table>\n"
        body += "<p class=\"muted\">Written by \(HTMLDocument.escape(tool)).</p>\n"
        return HTMLDocument.page(
            title: "layout-compare: \(HTMLDocument.count(reports.count, "scenario"))", body: body, script: filterScript)
    }

    static let legend = """
        <dl class="legend">
        <dt><span class="badge agree">agree</span></dt><dd>every compared frame is the same in every engine, \
        within \(HTMLDocument.tolerance) points</dd>
        <dt><span class="badge explained">explained</span></dt><dd>the engines may differ here, for a reason the \
        scenario or the cross-check names: a scenario only one engine can express, a feedback loop, state kept \
        from an earlier layout</dd>
        <dt><span class="badge differs">differs</span></dt><dd>a frame differs, or an engine failed, and nothing \
        explains it: a bug in one of the engines</dd>
        <dt>proposal</dt><dd>the size offered to the root, width × height: a number of points, <em>ideal</em> \
        (nothing proposed: the view takes its ideal size) or ∞ (as large as it likes)</dd>
        </dl>

        """

    /// One scenario's row; its verdict and name are kept as data for the filters.
    static func row(_ report: ScenarioReport, stem: String) -> String {
        let verdict = report.verdict
        let largest = report.results.map(\.largestDifference).max() ?? 0
        var why = ""
        switch verdict {
        case .agree: break
        case .explained(let name, _): why = HTMLDocument.divergenceTitle(name)
        case .unexplained(let problem): why = problem
        }
        let name = HTMLDocument.escape(report.scenario.name)
        return "<tr data-verdict=\"\(HTMLDocument.verdictKey(verdict))\" data-name=\"\(name.lowercased())\">"
            + "<td><a href=\"scenarios/\(stem).html\">\(name)</a></td>"
            + "<td>\(HTMLDocument.badge(verdict))</td>"
            + "<td class=\"number\">\(report.results.count)</td>"
            + "<td class=\"number\">\(largest.isInfinite ? "a view is missing" : ReportFormat.number(largest))</td>"
            + "<td>\(HTMLDocument.escape(why))</td>"
            + "<td class=\"muted\">\(HTMLDocument.escape(report.scenario.origin))</td></tr>\n"
    }

    /// Shows the rows whose verdict is ticked and whose name contains the text typed.
    static let filterScript = """
        const boxes = Array.from(document.querySelectorAll("#filters input[type=checkbox]"));
        const search = document.getElementById("name-filter");
        const rows = Array.from(document.querySelectorAll("#scenarios tbody tr"));
        function applyFilters() {
            const verdicts = new Set(boxes.filter(b => b.checked).map(b => b.value));
            const text = search.value.trim().toLowerCase();
            let shown = 0;
            for (const row of rows) {
                const visible = verdicts.has(row.dataset.verdict) && row.dataset.name.includes(text);
                row.hidden = !visible;
                if (visible) shown += 1;
            }
            document.getElementById("shown").textContent = shown + " of " + rows.length + " shown";
        }
        for (const box of boxes) box.addEventListener("change", applyFilters);
        search.addEventListener("input", applyFilters);
        document.getElementById("filters").addEventListener("submit", event => event.preventDefault());
        applyFilters();
        """
}
