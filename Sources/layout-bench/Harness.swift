import Foundation

/// One reported figure: a workload at one size, one metric, its timing samples.
struct BenchResult {
    var workload: String
    var n: Int
    var metric: String
    /// Who computed it: `solver`, `preference`, `constraint` or `floor` (the hand-written
    /// loop); scenario workloads give the same `workload` name to each engine's rows.
    var engine = "solver"
    /// Per-run times in microseconds, warm-up excluded.
    var samples: [Double]
    /// Counts that explain the time (pivots, passes, body evaluations …), from the last run.
    var counts: [(String, Int)] = []

    var median: Double { percentile(0.5) }
    var p90: Double { percentile(0.9) }

    /// Nearest-rank percentile of the samples.
    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// How long and how often each figure is sampled.
struct SamplingPlan: Sendable {
    var warmupRuns: Int
    var minimumRuns: Int
    var maximumRuns: Int
    /// Sampling stops once the measured runs add up to this many seconds (after `minimumRuns`).
    var timeBudget: Double

    static let full = SamplingPlan(warmupRuns: 2, minimumRuns: 7, maximumRuns: 200, timeBudget: 1.0)
    static let quick = SamplingPlan(warmupRuns: 1, minimumRuns: 3, maximumRuns: 20, timeBudget: 0.1)
}

/// Times `run` over fresh state from `setup`: setup is not timed, warm-up runs are discarded.
///
/// `run` returns the measured duration itself so that a workload can time only part of its
/// work (for example the sweep after an untimed build).
func sample(_ plan: SamplingPlan, _ run: () -> Duration) -> [Double] {
    for _ in 0..<plan.warmupRuns { _ = run() }
    var samples: [Double] = []
    var spent = 0.0
    while samples.count < plan.maximumRuns
        && (samples.count < plan.minimumRuns || spent < plan.timeBudget)
    {
        let seconds = run().seconds
        samples.append(seconds * 1e6)
        spent += seconds
    }
    return samples
}

/// Runs `body` once and returns how long it took.
@inline(__always)
func timed(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    return clock.measure(body)
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}

/// Keeps a value alive past the optimiser: results that are "consumed" here cannot be elided.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A check a workload makes on its own result, outside the timed region. A wrong answer is
/// fatal for a benchmark: a fast wrong solver proves nothing.
func verify(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { checkFailed(message()) }
}

/// Stops the run: a workload computed a wrong answer or could not build its system, a
/// failure the work found (exit status 1).
func checkFailed(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-bench: check failed: \(message)\n".utf8))
    exit(1)
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
