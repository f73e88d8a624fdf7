import Foundation
import LayoutModel

/// Pictures of a cross-check: one SVG per scenario and proposal (docs/ARCHITECTURE.md,
/// "Pictures").
///
/// A picture says what it shows: the scenario, the proposal and the verdict with its reason
/// at the top, a legend at the bottom, and between them one panel per engine, wrapped into
/// rows no wider than ``maximumWidth`` (wider only for a panel that is wider alone). Each
/// panel draws what the engine's tree draws at its frames (colours, shapes, text in DejaVu
/// Sans at the measured lines, the corner radii and foreground colours the tree declares),
/// outlines every identified view with a label clear of the text, marks in red the views
/// whose frames differ from the reference engine's, and states an engine's error in words.
package enum SVGReport {
    /// Views drawn at most; a larger scenario is drawn up to this many (the rest would make
    /// a picture no browser shows usefully).
    package static let maximumViews = 4_000
    /// The width panels wrap at: the HTML report's page width, so that a picture shows there
    /// at its own size.
    package static let maximumWidth = 1_320.0

    static let margin = 16.0
    static let gap = 28.0
    static let outlineColor = "#5b2bd6"
    static let differsColor = "#d00020"
    static let headerFont = Font(size: 12)

    /// The picture of `report`'s proposal `index`.
    ///
    /// - Parameters:
    ///   - report: the scenario's report.
    ///   - index: which proposal.
    /// - Returns: an SVG document.
    /// - Complexity: O(v) in the views drawn, plus one text measurement per text.
    package static func svg(_ report: ScenarioReport, proposal index: Int) -> String {
        picture(report, proposal: index).svg
    }

    /// A picture and where its panels are.
    package struct Picture {
        package var svg: String
        package var width: Double
        package var height: Double
        /// Each engine's panel: its engine, its box in the picture and its elements.
        package var panels: [(engine: String, frame: Rect, body: String)]
    }

    /// The picture of `report`'s proposal `index`, with where its panels are (see
    /// ``svg(_:proposal:)``).
    package static func picture(_ report: ScenarioReport, proposal index: Int) -> Picture {
        let result = report.results[index]
        // Named views, and generated ones only where they differ (random trees compare every leaf).
        let outlined = result.compared.filter {
            !$0.hasPrefix(ViewFactory.automaticIdentifierPrefix) || result.differing.contains($0)
        }
        let extent = canvasExtent(report, result)
        var panels: [SVGPanel] = []
        for (k, entry) in result.outcomes.enumerated() {
            var drawing = entry.outcome.picture?.drawing ?? report.drawing
            drawing.paintOrder = Array(drawing.paintOrder.prefix(maximumViews))
            let frames = entry.outcome.picture?.frames ?? entry.outcome.framesIfAny ?? [:]
            panels.append(
                SVGPanel(
                    engine: HTMLDocument.engineTitle(entry.engine, scenario: report.scenario),
                    outcome: entry.outcome, drawing: drawing, drawingFrames: frames,
                    outlined: outlined, differing: result.differing, extent: extent,
                    clipPrefix: "p\(k + 1)"))
        }
        let width = max(maximumWidth, (panels.map(\.width).max() ?? 0) + 2 * margin)
        let header = self.header(report, result, width: width - 2 * margin)
        var body = header.body
        var y = margin + header.height
        var placed: [(engine: String, frame: Rect, body: String)] = []
        for row in rows(Array(zip(result.outcomes.map(\.engine), panels)), width: width - 2 * margin) {
            var x = margin
            for (engine, panel) in row {
                body += "<g transform=\"translate(\(n(x)),\(n(y)))\">\n\(panel.body)</g>\n"
                placed.append((engine, Rect(x: x, y: y, width: panel.width, height: panel.height), panel.body))
                x += panel.width + gap
            }
            y += (row.map(\.1.height).max() ?? 0) + gap
        }
        let legend = self.legend(unlabeled: panels.map(\.unlabeled).reduce(0, +), width: width - 2 * margin)
        body += "<g transform=\"translate(\(n(margin)),\(n(y)))\">\n\(legend.body)</g>\n"
        let height = y + legend.height + margin
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, sans-serif">
            <rect width="100%" height="100%" fill="white"/>

            """ + body + "</svg>\n"
        return Picture(svg: svg, width: width, height: height, panels: placed)
    }

    /// One canvas size for every panel: the union of every engine's finite frames, and the
    /// proposal where it is finite (the root's own padding is in no frame).
    static func canvasExtent(_ report: ScenarioReport, _ result: ProposalResult) -> Size {
        var extent = Size(width: 100, height: 40)
        for (_, outcome) in result.outcomes {
            let frames =
                (outcome.framesIfAny ?? [:]).values.map { $0 } + (outcome.picture?.frames.values.map { $0 } ?? [])
            for r in frames where ViewDrawing.isDrawable(r) {
                extent.width = max(extent.width, r.maxX)
                extent.height = max(extent.height, r.maxY)
            }
        }
        if let w = result.proposal.width, w.isFinite, w <= 4_000 { extent.width = max(extent.width, w) }
        if let h = result.proposal.height, h.isFinite, h <= 4_000 { extent.height = max(extent.height, h) }
        return Size(width: min(extent.width, 4_000), height: min(extent.height, 20_000))
    }

    /// The panels in rows: each row as many as fit in `width`, at least one.
    static func rows<T>(_ panels: [(T, SVGPanel)], width: Double) -> [[(T, SVGPanel)]] {
        var rows: [[(T, SVGPanel)]] = []
        var used = 0.0
        for panel in panels {
            if let last = rows.indices.last, used + gap + panel.1.width <= width {
                rows[last].append(panel)
                used += gap + panel.1.width
            } else {
                rows.append([panel])
                used = panel.1.width
            }
        }
        return rows
    }

    /// The scenario, the proposal, and the verdict as a coloured word with its reason.
    static func header(_ report: ScenarioReport, _ result: ProposalResult, width: Double) -> (
        body: String, height: Double
    ) {
        let key = HTMLDocument.verdictKey(result.verdict)
        let (ink, paper) = verdictColors(key)
        var body =
            "<text x=\"\(n(margin))\" y=\"\(n(margin + 16))\" font-size=\"17\" font-weight=\"bold\">"
            + "\(SVGMarkup.escape(report.scenario.name))</text>\n"
        let proposal = "proposal \(HTMLDocument.proposal(result.proposal))"
        let nameWidth = Font(size: 17).width(of: report.scenario.name) * 1.15
        body +=
            "<text x=\"\(n(margin + nameWidth + 12))\" y=\"\(n(margin + 16))\" font-size=\"13\" fill=\"#555\">"
            + "\(SVGMarkup.escape(proposal))</text>\n"
        let badgeWidth = Font(size: 12).width(of: key) * 1.1 + 16
        let badgeY = margin + 26
        body +=
            "<rect x=\"\(n(margin))\" y=\"\(n(badgeY))\" width=\"\(n(badgeWidth))\" height=\"18\" rx=\"9\" "
            + "fill=\"\(paper)\" stroke=\"\(ink)\" stroke-width=\"0.75\"/>\n"
            + "<text x=\"\(n(margin + 8))\" y=\"\(n(badgeY + 13))\" font-size=\"12\" font-weight=\"bold\" "
            + "fill=\"\(ink)\">\(key)</text>\n"
        let explanation = HTMLDocument.explanation(result.verdict)
        let lines = TextMeasurement.layout(explanation, font: headerFont, width: width - badgeWidth - 10, lineLimit: 4)
            .lines
        for (k, line) in lines.enumerated() {
            body +=
                "<text x=\"\(n(margin + badgeWidth + 10))\" y=\"\(n(badgeY + 13 + Double(k) * headerFont.lineHeight))\" "
                + "font-size=\"12\" fill=\"#333\" xml:space=\"preserve\">\(SVGMarkup.escape(line))</text>\n"
        }
        let height = 26 + max(18, Double(lines.count) * headerFont.lineHeight) + 18
        return (body, height)
    }

    /// The ink and paper colours of a verdict, as the HTML report's badges.
    static func verdictColors(_ key: String) -> (ink: String, paper: String) {
        switch key {
        case "agree": ("#176c2c", "#dff3e3")
        case "explained": ("#8a5a00", "#fff1d6")
        default: (differsColor, "#fde2e1")
        }
    }

    /// What the marks of the picture mean, entries wrapping at `width`.
    static func legend(unlabeled: Int, width: Double) -> (body: String, height: Double) {
        var entries: [(swatch: String, text: String)] = [
            (
                "<rect x=\"0\" y=\"2\" width=\"22\" height=\"12\" fill=\"none\" stroke=\"\(outlineColor)\" "
                    + "stroke-dasharray=\"4 2\"/>", "a view with an identifier, named beside it"
            ),
            (
                "<rect x=\"0\" y=\"2\" width=\"22\" height=\"12\" fill=\"\(differsColor)\" fill-opacity=\"0.12\" "
                    + "stroke=\"\(differsColor)\" stroke-width=\"2\"/>", "its frame differs from the first engine's"
            ),
            (
                "<rect x=\"0\" y=\"2\" width=\"22\" height=\"12\" fill=\"rgb(217,217,217)\"/>",
                "a shape with no colour of its own (SwiftUI: the foreground colour)"
            ),
            (
                "<rect x=\"0\" y=\"2\" width=\"22\" height=\"12\" fill=\"#f7f7f9\" stroke=\"#d0d0d6\"/>",
                "the space the frames and the proposal span"
            )
        ]
        if unlabeled > 0 {
            entries.append(
                (
                    "<text x=\"0\" y=\"12\" font-size=\"11\">…</text>",
                    "\(unlabeled) names left out where they would cover text: hover a box for its name"
                ))
        }
        let font = Font(size: 11)
        var body = "<text x=\"0\" y=\"11\" font-size=\"11\" font-weight=\"bold\">Legend</text>\n"
        var x = 60.0
        var y = 0.0
        for entry in entries {
            let entryWidth = 28 + font.width(of: entry.text) * 1.05 + 24
            if x + entryWidth > width, x > 60 {
                x = 60
                y += 20
            }
            body +=
                "<g transform=\"translate(\(n(x)),\(n(y)))\">\(entry.swatch)"
                + "<text x=\"28\" y=\"12\" font-size=\"11\" fill=\"#333\">\(SVGMarkup.escape(entry.text))</text></g>\n"
            x += entryWidth
        }
        return (body, y + 18)
    }

    static func n(_ v: Double) -> String { SVGMarkup.number(v) }

    /// A file name for `scenario`'s proposal `index`: `login-form-1.svg`.
    package static func fileName(scenario: String, proposal index: Int) -> String {
        let safe = scenario.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe) + "-\(index + 1).svg"
    }
}
