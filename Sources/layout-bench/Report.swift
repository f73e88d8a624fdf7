import Foundation
import ToolSupport

/// Formats microseconds the way every tool writes times (`412 µs`, `18.3 ms`, `1.71 s`).
func formatMicroseconds(_ us: Double) -> String {
    ReadableDuration.text(microseconds: us)
}

/// The readable report: the scenario workloads with both engines and the floor side by side,
/// then every figure with its counts, each table preceded by what its columns mean.
func renderTable(_ results: [BenchResult]) -> String {
    var sections: [String] = []
    let scenarios = results.filter { $0.engine != "solver" }
    if !scenarios.isEmpty {
        sections.append(
            """
            Scenarios through both engines (medians over repeated runs, the engines and the floor of
            one metric sampled in turn; every result checked against the other engine's frames or the
            floor's outside the timed region):
              preference  the SwiftUI-semantics engine (where widths are shared, through a
                          GeometryReader, a max-reducing preference, @State and a second pass)
              constraint  the constraint engine (a shared width is one solver relation)
              relation    the form in one SwiftUIConstraints RelationLayout, in the preference
                          engine (its solver kept in the layout's cache), up to 1 000 fields
              floor       the same frames computed by a hand-written loop, with the engines' text
                          measurement from the same cache state (docs/PERFORMANCE.md, "The floors")
              C/P         constraint / preference (below 1: the constraint engine is faster)
              R/P         relation / preference
              P/floor, C/floor   each engine against the floor
              metric      cold: new engine, empty text cache; resize-step: one step of a window
                          resize on a laid-out engine; text-changed: one text changed and laid out
              feed        holds no relation: the constraint engine lays it out by its rules with an
                          empty solver, so C/P there compares two implementations of the rules
            """)
        sections.append(sideBySide(scenarios))
    }
    sections.append(
        """
        Every figure (median, p90 and runs). Counts: the preference engine's passes, body
        evaluations and sizes are the last run's; the constraint engine's are its totals since
        it was made, so a resize or text-change row sums all of its runs:
        """)
    sections.append(plainTable(results))
    return sections.joined(separator: "\n\n")
}

private func sideBySide(_ results: [BenchResult]) -> String {
    struct Key: Hashable { var workload: String, n: Int, metric: String }
    var keys: [Key] = []
    var byEngine: [Key: [String: Double]] = [:]
    for r in results {
        let key = Key(workload: r.workload, n: r.n, metric: r.metric)
        if byEngine[key] == nil { keys.append(key) }
        byEngine[key, default: [:]][r.engine] = r.median
    }
    func ratio(_ a: Double?, _ b: Double?) -> String {
        guard let a, let b, b > 0 else { return "" }
        return ratioText(a / b)
    }
    var rows = [
        [
            "workload", "n", "metric", "preference", "constraint", "relation", "floor", "C/P", "R/P", "P/floor",
            "C/floor"
        ]
    ]
    for key in keys.sorted(by: { ($0.workload, $0.metric, $0.n) < ($1.workload, $1.metric, $1.n) }) {
        let m = byEngine[key]!
        let p = m["preference"]
        let c = m["constraint"]
        let r = m["relation"]
        let f = m["floor"]
        rows.append([
            key.workload, String(key.n), key.metric, p.map(formatMicroseconds) ?? "",
            c.map(formatMicroseconds) ?? "", r.map(formatMicroseconds) ?? "", f.map(formatMicroseconds) ?? "",
            ratio(c, p), ratio(r, p), ratio(p, f), ratio(c, f)
        ])
    }
    return aligned(rows, rightAligned: [1, 3, 4, 5, 6, 7, 8, 9, 10])
}

private func plainTable(_ results: [BenchResult]) -> String {
    var rows = [["workload", "engine", "n", "metric", "median", "p90", "runs", "counts"]]
    for r in results {
        let counts = r.counts.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        rows.append([
            r.workload, r.engine, String(r.n), r.metric, formatMicroseconds(r.median),
            formatMicroseconds(r.p90), String(r.samples.count), counts
        ])
    }
    return aligned(rows, rightAligned: [2, 4, 5, 6])
}

private func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> String {
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return rows.map { row in
        row.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return rightAligned.contains(i) ? pad + cell : cell + pad
        }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
}

/// `{"results": [{"workload": "W2", "engine": "solver", "n": 1000, "metric": "build",
/// "median_us": …, "p90_us": …, "runs": …, <counts>…}]}`; a scenario workload's rows share its
/// `workload` name and differ in `engine` (`preference`, `constraint`, `floor`).
func renderJSON(_ results: [BenchResult]) -> String {
    func number(_ x: Double) -> String {
        x.isFinite ? String(format: "%.3f", x) : "null"
    }
    func string(_ s: String) -> String { JSONString.quoted(s) }
    let entries = results.map { r -> String in
        var fields = [
            "\"workload\": \(string(r.workload))", "\"engine\": \(string(r.engine))", "\"n\": \(r.n)",
            "\"metric\": \(string(r.metric))",
            "\"median_us\": \(number(r.median))", "\"p90_us\": \(number(r.p90))",
            "\"runs\": \(r.samples.count)"
        ]
        fields += r.counts.map { "\(string($0.0)): \($0.1)" }
        return "    {" + fields.joined(separator: ", ") + "}"
    }
    return "{\"results\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
}

/// Growth ratios the targets are stated in: time at the largest size over a smaller one.
func comparisonLines(_ results: [BenchResult]) -> [String] {
    func median(_ workload: String, _ engine: String, _ n: Int, _ metric: String) -> Double? {
        results.first { $0.workload == workload && $0.engine == engine && $0.n == n && $0.metric == metric }?.median
    }
    let ratios: [(String, String, String, Int, Int)] = [
        ("W1", "solver", "total", 10_000, 1_000), ("W3", "solver", "op", 10_000, 1_000),
        ("W5", "solver", "total", 4_000, 250),
        ("conversation", "preference", "cold", 10_000, 1_000), ("conversation", "constraint", "cold", 10_000, 1_000),
        ("form", "preference", "cold", 10_000, 1_000), ("form", "constraint", "cold", 10_000, 1_000),
        ("feed", "preference", "cold", 1_000, 100), ("feed", "constraint", "cold", 1_000, 100)
    ]
    var lines: [String] = []
    for (workload, engine, metric, large, small) in ratios {
        if let a = median(workload, engine, large, metric), let b = median(workload, engine, small, metric) {
            let name = engine == "solver" ? workload : "\(workload) (\(engine))"
            lines.append("growth \(name) \(metric): t(\(large)) / t(\(small)) = \(ratioText(a / b))")
        }
    }
    return lines
}

/// A ratio as docs/PERFORMANCE.md writes it (`scripts/update-figures.py`): three significant
/// digits, two decimals below 10, and `< 0.01` below that.
func ratioText(_ ratio: Double) -> String {
    if ratio < 0.01 { return "< 0.01" }
    return String(format: ratio >= 100 ? "%.0f" : ratio >= 10 ? "%.1f" : "%.2f", ratio)
}
