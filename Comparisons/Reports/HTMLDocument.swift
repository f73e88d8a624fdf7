import LayoutModel

/// What the pages of the HTML report share: the page frame and its style, and the words a
/// person reads for verdicts, proposals, engines, frames and counters.
package enum HTMLDocument {
    /// A whole page: `title` in the browser's tab, `body` inside, the style inline so the
    /// report is one folder that opens from the disk with no server.
    ///
    /// - Parameters:
    ///   - title: the page's title (plain text).
    ///   - body: the page's content (HTML).
    ///   - script: JavaScript run once the page is loaded, or nil.
    /// - Returns: an HTML document.
    package static func page(title: String, body: String, script: String? = nil) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>

            """
        out += body
        if let script { out += "<script>\n\(script)\n</script>\n" }
        return out + "</body>\n</html>\n"
    }

    static let style = """

        body { font: 15px/1.45 "DejaVu Sans", system-ui, sans-serif; color: #1d1d1f; margin: 0 auto;
               padding: 24px 32px 64px; max-width: 1400px; }
        h1 { font-size: 26px; margin: 8px 0 4px; }
        h2 { font-size: 20px; margin: 36px 0 6px; border-top: 1px solid #ddd; padding-top: 18px; }
        h3 { font-size: 16px; margin: 20px 0 6px; }
        a { color: #0a5bd6; }
        code { font: 13px "DejaVu Sans Mono", ui-monospace, monospace; background: #f3f3f5; padding: 0 3px; }
        nav { font-size: 14px; margin-bottom: 8px; }
        .muted { color: #666; }
        .badge { display: inline-block; font-size: 13px; font-weight: bold; padding: 1px 8px;
                 border-radius: 10px; vertical-align: middle; white-space: nowrap; }
        .badge.agree { background: #dff3e3; color: #176c2c; }
        .badge.explained { background: #fff1d6; color: #8a5a00; }
        .badge.differs { background: #fde2e1; color: #b00020; }
        table { border-collapse: collapse; margin: 6px 0 12px; font-size: 14px; }
        th, td { border-bottom: 1px solid #e4e4e8; padding: 4px 10px; text-align: left; vertical-align: top; }
        th { background: #f6f6f8; position: sticky; top: 0; }
        #scenarios td:first-child { white-space: nowrap; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td.frame { font: 13px "DejaVu Sans Mono", ui-monospace, monospace; white-space: nowrap; }
        tr.differs td { background: #fff5f5; }
        td.frame.differs { background: #fde2e1; color: #b00020; font-weight: bold; }
        .filters { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; margin: 16px 0 8px;
                   padding: 10px 12px; background: #f6f6f8; border-radius: 8px; }
        .filters input[type=search] { font-size: 14px; padding: 4px 8px; min-width: 220px; }
        .note { padding: 8px 12px; border-left: 4px solid #ccc; background: #fafafa; margin: 8px 0; }
        .note.explained { border-color: #e0a100; }
        .note.differs { border-color: #d00020; }
        .note.agree { border-color: #2e9b4b; }
        .error { color: #b00020; }
        .diagnostic { color: #8a5a00; }
        figure { margin: 10px 0; }
        figure .picture { max-height: 720px; overflow: auto; border: 1px solid #e4e4e8; }
        figure img { display: block; max-width: 100%; height: auto; }
        figcaption { font-size: 13px; color: #666; }
        dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; font-size: 14px; }
        dl.legend dt { font-weight: bold; }
        dl.legend dd { margin: 0; }

        """

    /// `text` with the characters HTML gives a meaning to written as entities, for text and
    /// for attribute values in double quotes.
    package static func escape(_ text: String) -> String {
        SVGMarkup.escape(text)
    }

    // MARK: Verdicts

    /// The verdict's class and word: `agree`, `explained` or `differs`.
    package static func verdictKey(_ verdict: Verdict) -> String {
        switch verdict {
        case .agree: "agree"
        case .explained: "explained"
        case .unexplained: "differs"
        }
    }

    /// A coloured label for the verdict.
    static func badge(_ verdict: Verdict) -> String {
        let key = verdictKey(verdict)
        return "<span class=\"badge \(key)\">\(key)</span>"
    }

    /// What the verdict means, in a sentence or two for a person.
    static func explanation(_ verdict: Verdict) -> String {
        switch verdict {
        case .agree:
            return "Every compared view has the same frame in every engine, within \(tolerance) points."
        case .explained(let name, let explanation):
            return "\(divergenceTitle(name)). \(capitalized(explanation))."
        case .unexplained(let problem):
            return "The engines differ, and no explanation covers it: \(problem)."
        }
    }

    /// The frames' tolerance as people write it: `1e-6`.
    static var tolerance: String {
        "\(FrameTolerance.points)".replacingOccurrences(of: "e-0", with: "e-")
    }

    /// The name of an explained divergence as a heading: the cross-check's own names in
    /// words, a scenario's own name as written.
    static func divergenceTitle(_ name: String) -> String {
        switch name {
        case "preference-only": "Only the preference engine can lay this out"
        case "feedback-loop": "A feedback loop, reported by both engines"
        case "preference-history": "The preference engine keeps what it measured earlier"
        case "infinite-history": "The engines keep what they made of an infinite proposal"
        default: "An explained divergence (\(name))"
        }
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: Proposals, engines, frames, counters

    /// `count` and the noun, plural unless it is one: `1 scenario`, `3 scenarios`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A proposal as a person reads it: `480 × ideal`, `800 × ∞`.
    static func proposal(_ proposal: ProposedSize) -> String {
        func axis(_ length: Double?) -> String {
            guard let length else { return "ideal" }
            return length.isInfinite ? "∞" : ReportFormat.number(length)
        }
        return "\(axis(proposal.width)) × \(axis(proposal.height))"
    }

    /// An engine's column heading: which engine, and which tree of the scenario it laid out.
    static func engineTitle(_ engine: String, scenario: Scenario) -> String {
        switch engine {
        case "preference" where scenario.preferenceRendition != nil:
            "Preference engine: the plumbing written out"
        case "preference": "Preference engine"
        case "preference-tree": "Preference engine: the shared tree"
        case "constraint": "Constraint engine"
        default: engine
        }
    }

    /// `(16, 16) 81.125 × 18.625`.
    static func frame(_ rect: Rect) -> String {
        "(\(ReportFormat.number(rect.minX)), \(ReportFormat.number(rect.minY))) "
            + "\(ReportFormat.number(rect.width)) × \(ReportFormat.number(rect.height))"
    }

    /// A counter's name in words: `bodyEvaluations` → `body evaluations`.
    static func words(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase {
                out += " " + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    // MARK: Files

    /// A file name for each report, safe on every file system and unique within the report:
    /// the scenario's name with other characters as `_`, and `-2`, `-3`, … after a repeat.
    package static func fileStems(for reports: [ScenarioReport]) -> [String] {
        var used: Set<String> = []
        return reports.map { report in
            let safe = String(
                report.scenario.name.map {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_"
                })
            var stem = safe.isEmpty ? "scenario" : safe
            var copy = 2
            while used.contains(stem) {
                stem = "\(safe)-\(copy)"
                copy += 1
            }
            used.insert(stem)
            return stem
        }
    }
}
