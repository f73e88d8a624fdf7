import Foundation
import LayoutModel
import ToolSupport

/// The cross-check as a table for a terminal: one row per scenario and proposal.
package enum TableReport {
    /// The table, its legend and a summary line.
    ///
    /// - Parameters:
    ///   - reports: the scenarios' reports.
    ///   - engines: the engines' names, in column order.
    /// - Returns: lines of text ending with a newline.
    /// - Complexity: O(rows).
    package static func render(_ reports: [ScenarioReport], engines: [String]) -> String {
        var rows: [[String]] = [["scenario", "proposal", "views", "result", "largest Δ"] + engines]
        // Why a row differs is as long as two frames: in its cell it would push the columns
        // after it out of line, so it goes on a line of its own under the result.
        var reasons: [Int: String] = [:]
        var explanations: [(name: String, text: String)] = []
        for report in reports {
            for (k, result) in report.results.enumerated() {
                let status: String
                switch result.verdict {
                case .agree: status = "agree"
                case .explained(let name, let text):
                    status = "explained: \(name)"
                    if !explanations.contains(where: { $0.name == name }) { explanations.append((name, text)) }
                case .unexplained(let why):
                    status = "DIFFERS"
                    reasons[rows.count] = why
                }
                let times = engines.map { name -> String in
                    guard let outcome = result.outcome(of: name) else { return "–" }
                    return outcome.failure == nil ? ReadableDuration.text(microseconds: outcome.microseconds) : "error"
                }
                rows.append(
                    [
                        k == 0 ? report.scenario.name : "", ReportFormat.proposal(result.proposal),
                        String(result.compared.count), status, ReportFormat.number(result.largestDifference)
                    ]
                        + times)
            }
        }
        let tolerance =
            "\(FrameTolerance.points) pt (\(FrameTolerance.relative) of the coordinate beyond a million points)"
        var out =
            "Columns: proposal = width×height offered (nil: ideal, inf: as large as it likes); views = identified "
            + "views compared;\nresult = agree within \(tolerance), an explained divergence,\nor DIFFERS; largest Δ = "
            + "largest coordinate difference from the \(engines.first ?? "first") engine, in points; each engine's\n"
            + "column = the time of one layout at that proposal (after the earlier ones, debug or release as built).\n\n"
        out += format(rows, notes: reasons, noteColumn: resultColumn)
        if !engines.contains("constraint") {
            out +=
                "\nThe constraint engine is not in this build. Where a scenario has the preference plumbing "
                + "written literally,\npreference-tree lays out its shared tree beside it; elsewhere \"agree\" "
                + "means laid out without error.\n"
        }
        if !explanations.isEmpty {
            out += "\nExplained divergences:\n"
            for e in explanations { out += "  \(e.name): \(e.text)\n" }
        }
        out += "\n" + summary(reports) + "\n"
        return out
    }

    /// `N scenarios (P proposals): a agree, e explained, u differ`.
    package static func summary(_ reports: [ScenarioReport]) -> String {
        var agree = 0
        var explained = 0
        var differ = 0
        for report in reports {
            switch report.verdict {
            case .agree: agree += 1
            case .explained: explained += 1
            case .unexplained: differ += 1
            }
        }
        let proposals = reports.reduce(0) { $0 + $1.results.count }
        return "\(reports.count) scenarios (\(proposals) layouts each engine): \(agree) agree, "
            + "\(explained) explained divergences, \(differ) unexplained"
    }

    /// Where the result is in a row, and a row's reason under it.
    private static let resultColumn = 3

    /// Columns padded to their widest cell; the last column is not padded. A row's note (by
    /// its index in `rows`) follows it on a line of its own, starting where column
    /// `noteColumn` starts.
    static func format(_ rows: [[String]], notes: [Int: String] = [:], noteColumn: Int = 0) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (i, cell) in row.enumerated() where i < columns - 1 && cell.count <= 60 {
                widths[i] = max(widths[i], cell.count)
            }
        }
        var out = ""
        for (r, row) in rows.enumerated() {
            var line = ""
            for (i, cell) in row.enumerated() {
                line +=
                    i == row.count - 1
                    ? cell
                    : cell.padding(
                        toLength: max(widths[i], cell.count), withPad: " ",
                        startingAt: 0) + "  "
            }
            out += line + "\n"
            if let note = notes[r] {
                let indent = widths.prefix(noteColumn).reduce(0, +) + 2 * noteColumn
                out += String(repeating: " ", count: indent) + note + "\n"
            }
            if r == 0 { out += String(repeating: "-", count: widths.reduce(0, +) + 2 * (columns - 1) + 6) + "\n" }
        }
        return out
    }
}
