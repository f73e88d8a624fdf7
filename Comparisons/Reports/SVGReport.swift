import Foundation
import LayoutModel

/// Pictures of a cross-check: one SVG per scenario and proposal, the engines side by side.
///
/// Each panel draws one engine's frames: colours and shapes filled, text in DejaVu Sans at the
/// measured line positions (the lines `TextMeasurement` gives at the frame's width), every
/// identified view outlined and named, and the views whose frames differ from the reference
/// engine's outlined in red.
package enum SVGReport {
    /// Views drawn at most; a larger scenario is drawn up to this many (the rest would make
    /// a picture no browser shows usefully).
    package static let maximumViews = 4_000

    static let gap = 24.0
    static let titleHeight = 40.0
    static let margin = 12.0

    /// The picture of `report`'s proposal `index`.
    ///
    /// - Parameters:
    ///   - report: the scenario's report.
    ///   - index: which proposal.
    /// - Returns: an SVG document.
    /// - Complexity: O(v) in the views drawn, plus one text measurement per text.
    package static func svg(_ report: ScenarioReport, proposal index: Int) -> String {
        let result = report.results[index]
        // Named views, and generated ones only where they differ (random trees compare every leaf).
        let outlined = result.compared.filter {
            !$0.hasPrefix(ViewFactory.automaticIdentifierPrefix) || result.differing.contains($0)
        }
        let panels = result.outcomes
        // One canvas size for every panel: the union of every engine's finite frames.
        var extent = Size(width: 100, height: 40)
        for (_, outcome) in panels {
            for (_, r) in outcome.framesIfAny ?? [:] where isDrawable(r) {
                extent.width = max(extent.width, r.maxX)
                extent.height = max(extent.height, r.maxY)
            }
        }
        // The root's own padding is in no frame: a finite proposal shows the space offered.
        if let w = result.proposal.width, w.isFinite, w <= 4_000 { extent.width = max(extent.width, w) }
        if let h = result.proposal.height, h.isFinite, h <= 4_000 { extent.height = max(extent.height, h) }
        extent.width = min(extent.width, 4_000)
        extent.height = min(extent.height, 20_000)
        // Wide enough for the titles (bold text is about a tenth wider than book).
        let titleFont = Font(size: 13)
        let titles = panels.map { "\($0.engine) · proposal \(ReportFormat.proposal(result.proposal))" }
            + [report.scenario.name]
        let titleWidth = titles.map { titleFont.width(of: $0) * 1.1 }.max() ?? 0
        let panelWidth = max(extent.width, titleWidth, 200) + 2 * margin
        let width = Double(panels.count) * panelWidth + Double(max(panels.count - 1, 0)) * gap
        let height = extent.height + titleHeight + 2 * margin + 90
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, sans-serif">
            <rect width="100%" height="100%" fill="white"/>

            """
        for (p, panel) in panels.enumerated() {
            let dx = Double(p) * (panelWidth + gap)
            out += "<g transform=\"translate(\(n(dx)),0)\">\n"
            out += "<text x=\"\(n(margin))\" y=\"16\" font-size=\"13\" font-weight=\"bold\">"
                + "\(escape(report.scenario.name))</text>\n"
            out += "<text x=\"\(n(margin))\" y=\"33\" font-size=\"13\">"
                + "\(escape("\(panel.engine) · proposal \(ReportFormat.proposal(result.proposal))"))</text>\n"
            out += "<g transform=\"translate(\(n(margin)),\(n(titleHeight + margin)))\">\n"
            out += "<rect x=\"0\" y=\"0\" width=\"\(n(extent.width))\" height=\"\(n(extent.height))\" fill=\"#fafafa\" "
                + "stroke=\"#ddd\" stroke-width=\"0.5\"/>\n"
            switch panel.outcome.frames {
            case .failure(let failure):
                out += wrappedNote(failure.message, width: panelWidth - 2 * margin, color: "#b00020")
            case .success(let frames):
                if panel.engine == "preference", report.scenario.preferenceRendition != nil {
                    // The literal plumbing is Swift code with identifiers only where the scenario
                    // names views: its leaves are drawn in the preference-tree panel.
                    out += wrappedNote("literal preference plumbing: identified views only",
                                       width: panelWidth - 2 * margin, color: "#666", y: extent.height + 14)
                }
                out += drawLeaves(report, frames: frames)
                out += drawIdentified(outlined, frames: frames, differing: result.differing)
                if !panel.outcome.diagnostics.isEmpty {
                    let below = report.scenario.preferenceRendition != nil && panel.engine == "preference" ? 28.0 : 14
                    out += wrappedNote(panel.outcome.diagnostics.joined(separator: "; "), width: panelWidth - 2 * margin,
                                       color: "#8a5a00", y: extent.height + below)
                }
            }
            out += "</g>\n</g>\n"
        }
        return out + "</svg>\n"
    }

    /// Whether a frame can be drawn (finite, not absurdly large).
    static func isDrawable(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) && r.maxX < 1e6 && r.maxY < 1e6
    }

    private static func drawLeaves(_ report: ScenarioReport, frames: [String: Rect]) -> String {
        var out = ""
        for id in report.paintOrder.prefix(maximumViews) {
            guard let leaf = report.leaves[id], let r = frames[id], isDrawable(r) else { continue }
            switch leaf.kind {
            case .color(let name):
                out += rect(r, fill: cssColor(name), opacity: 0.45)
            case .shape(let radius, let fill):
                out += rect(r, fill: fill.map(cssColor) ?? "#9aa3ad", opacity: 0.45, radius: radius)
            case .text(let s):
                out += text(s, in: r, leaf: leaf, color: "#111")
            case .button(let s):
                out += text(s, in: r, leaf: leaf, color: "#0a5bd6")
            case .textField(let s):
                out += rect(r, fill: "white", opacity: 1, radius: 4, stroke: "#9aa3ad")
                out += text(s, in: r, leaf: leaf, color: "#9aa3ad")
            }
        }
        return out
    }

    private static func drawIdentified(_ ids: [String], frames: [String: Rect], differing: Set<String>) -> String {
        var out = ""
        for id in ids.prefix(maximumViews) {
            guard let r = frames[id], isDrawable(r) else { continue }
            let differs = differing.contains(id)
            out += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" "
                + (differs ? "fill=\"#ff0000\" fill-opacity=\"0.12\" stroke=\"#e00000\" stroke-width=\"2\""
                           : "fill=\"none\" stroke=\"#5b2bd6\" stroke-width=\"0.75\" stroke-dasharray=\"3 2\"")
                + "><title>\(escape(id)) [\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]</title></rect>\n"
            out += "<text x=\"\(n(r.minX + 1))\" y=\"\(n(r.minY + 7))\" font-size=\"6.5\" "
                + "fill=\"\(differs ? "#e00000" : "#5b2bd6")\">\(escape(id))</text>\n"
        }
        return out
    }

    /// The lines of a text as the engines measured them, baseline by baseline.
    private static func text(_ s: String, in r: Rect, leaf: ViewFactory.Leaf, color: String) -> String {
        let font = Font(size: leaf.fontSize)
        let lineHeight = font.lineHeight
        guard lineHeight > 0 else { return "" }
        // A text offered less height shows the lines that fit (at least one).
        let fitting = max(1, Int((r.height / lineHeight + 1e-9).rounded(.down)))
        let limit = min(leaf.lineLimit ?? fitting, fitting)
        let layout = TextMeasurement.layout(s, font: font, width: r.width, lineLimit: limit)
        let ascent = Double(font.face.ascender) * font.size / Double(font.face.unitsPerEm)
        var out = ""
        for (k, line) in layout.lines.enumerated() {
            let baseline = r.minY + ascent + Double(k) * lineHeight
            out += "<text x=\"\(n(r.minX))\" y=\"\(n(baseline))\" font-size=\"\(n(font.size))\" fill=\"\(color)\" "
                + "xml:space=\"preserve\">\(escape(line))</text>\n"
        }
        return out
    }

    private static func rect(_ r: Rect, fill: String, opacity: Double, radius: Double = 0,
                             stroke: String? = nil) -> String {
        "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" "
            + (radius > 0 ? "rx=\"\(n(radius))\" " : "")
            + "fill=\"\(fill)\" fill-opacity=\"\(n(opacity))\""
            + (stroke.map { " stroke=\"\($0)\" stroke-width=\"0.75\"" } ?? "") + "/>\n"
    }

    private static func wrappedNote(_ message: String, width: Double, color: String, y: Double = 16) -> String {
        let font = Font(size: 11)
        let lines = TextMeasurement.layout(message, font: font, width: width, lineLimit: 6).lines
        return lines.enumerated().map { k, line in
            "<text x=\"0\" y=\"\(n(y + Double(k) * font.lineHeight))\" font-size=\"11\" fill=\"\(color)\">"
                + "\(escape(line))</text>\n"
        }.joined()
    }

    static func cssColor(_ name: String) -> String {
        guard let c = ColorName.color(named: name) else { return "gray" }
        if name == "clear" { return "none" }
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "rgb(\(byte(c.red)),\(byte(c.green)),\(byte(c.blue)))"
    }

    static func n(_ v: Double) -> String { ReportFormat.number(v) }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A file name for `scenario`'s proposal `index`: `login-form-1.svg`.
    package static func fileName(scenario: String, proposal index: Int) -> String {
        let safe = scenario.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe) + "-\(index + 1).svg"
    }
}
