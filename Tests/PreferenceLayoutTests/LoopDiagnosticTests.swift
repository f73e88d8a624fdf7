import LayoutModel
import Testing

@testable import PreferenceLayout

/// A feedback loop allowed very many passes (docs/ARCHITECTURE.md, "Bad values") keeps its
/// diagnostic short: the first and last values and their count, not every value.
@Suite("Long feedback loops")
struct LoopDiagnosticTests {
    @Test("20 000 passes: the first 8 and last 8 values and the count")
    func longLoop() throws {
        let passes = 20_000
        let r = try layout(FeedbackLoop(), width: .infinity, height: 100, options: .init(maximumPasses: passes))
        #expect(r.statistics.passes == passes)
        let d = try #require(r.diagnostics.first)
        #expect(d.kind == .unstable)
        // Each pass delivers the width, 24 wider than the last: 24, 48, … 24 × passes.
        #expect(d.valueCount == passes)
        #expect(d.values.count == 16)
        #expect(d.values.prefix(3) == ["24.0", "48.0", "72.0"])
        #expect(d.values.last == "\(Double(24 * passes))")
        #expect(d.values[8] == "\(Double(24 * (passes - 7)))")
        #expect(d.message.contains("20000 values"))
        #expect(d.message.count < 400)
    }

    @Test("A short loop lists every value")
    func shortLoop() throws {
        let r = try layout(FeedbackLoop(), width: 1000, height: 100, options: .init(maximumPasses: 5))
        let d = try #require(r.diagnostics.first)
        #expect(d.values == ["24.0", "48.0", "72.0", "96.0", "120.0"])
        #expect(d.valueCount == 5)
    }

    @Test("The history is bounded however long it runs")
    func boundedHistory() {
        var h = ObserverHistory(name: "k")
        for i in 1...100_000 { h.append("\(i)") }
        #expect(h.count == 100_000)
        let expected: [String] = Array(1...8).map { String($0) } + Array(99_993...100_000).map { String($0) }
        #expect(h.values == expected)
        #expect(h.omitsSome)
        var short = ObserverHistory(name: "k")
        for i in 1...12 { short.append("\(i)") }
        let all: [String] = Array(1...12).map { String($0) }
        #expect(short.values == all)
        #expect(!short.omitsSome)
    }
}
