import Foundation

/// Formats microseconds the way a reader scans them: µs below a millisecond, then ms, then s.
func formatMicroseconds(_ us: Double) -> String {
    if us < 1 { return String(format: "%.3f µs", us) }
    if us < 1_000 { return String(format: "%.2f µs", us) }
    if us < 1_000_000 { return String(format: "%.2f ms", us / 1_000) }
    return String(format: "%.3f s", us / 1_000_000)
}

/// The readable table: one row per figure, counts at the end of the row.
func renderTable(_ results: [BenchResult]) -> String {
    let header = ["workload", "n", "metric", "median", "p90", "runs", "counts"]
    var rows: [[String]] = [header]
    for r in results {
        let counts = r.counts.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        rows.append([
            r.workload, String(r.n), r.metric, formatMicroseconds(r.median),
            formatMicroseconds(r.p90), String(r.samples.count), counts,
        ])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    let rightAligned: Set<Int> = [1, 3, 4, 5]
    return rows.map { row in
        row.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return rightAligned.contains(i) ? pad + cell : cell + pad
        }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
}

/// `{"results": [{"workload": "W2", "n": 1000, "metric": "build", "median_us": …, "p90_us": …,
/// "runs": …, <counts>…}]}`
func renderJSON(_ results: [BenchResult]) -> String {
    func number(_ x: Double) -> String {
        x.isFinite ? String(format: "%.3f", x) : "null"
    }
    func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
    let entries = results.map { r -> String in
        var fields = [
            "\"workload\": \(string(r.workload))", "\"n\": \(r.n)", "\"metric\": \(string(r.metric))",
            "\"median_us\": \(number(r.median))", "\"p90_us\": \(number(r.p90))",
            "\"runs\": \(r.samples.count)",
        ]
        fields += r.counts.map { "\(string($0.0)): \($0.1)" }
        return "    {" + fields.joined(separator: ", ") + "}"
    }
    return "{\"results\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
}

/// Growth ratios the targets are stated in: time at the largest size over a smaller one.
func comparisonLines(_ results: [BenchResult]) -> [String] {
    func median(_ workload: String, _ n: Int, _ metric: String) -> Double? {
        results.first { $0.workload == workload && $0.n == n && $0.metric == metric }?.median
    }
    let ratios: [(String, String, Int, Int)] = [
        ("W1", "total", 10_000, 1_000), ("W3", "op", 10_000, 1_000), ("W5", "total", 4_000, 250),
        ("conversation", "total", 10_000, 1_000),
    ]
    var lines: [String] = []
    for (workload, metric, large, small) in ratios {
        if let a = median(workload, large, metric), let b = median(workload, small, metric) {
            lines.append("\(workload) \(metric): t(\(large)) / t(\(small)) = \(String(format: "%.2f", a / b))")
        }
    }
    // The preference engine against the hand-written floor, size by size.
    for engine in results where engine.workload == "conversation" && engine.metric == "total" {
        if let floor = median("conversation-floor", engine.n, "total") {
            lines.append("conversation / conversation-floor at \(engine.n): \(String(format: "%.1f", engine.median / floor))×")
        }
    }
    return lines
}
