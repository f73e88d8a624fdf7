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

/// Samples `runs` in turn, a short block of runs of each per round, so that the figures of one
/// metric come from the same stretches of time: the machine's speed drifts (one development
/// machine switches between two states about 1.7× apart), and a ratio between two engines must
/// not compare runs made at different speeds.
///
/// A block is about a tenth of `timeBudget` of runs (at most a tenth of `maximumRuns`). Its
/// first run brings the caches back from the other engines' runs and is not kept when it is
/// short (under a hundredth of `timeBudget`): a fast operation's figure is its warm one, as in
/// a run of its own. Warm-up runs first; rounds go on until each has `minimumRuns` samples and
/// the rounds took `timeBudget` seconds a run, or one has `maximumRuns`.
///
/// - Returns: each run's samples in microseconds, in the order of `runs`.
func sampleInTurn(_ plan: SamplingPlan, _ runs: [() -> Duration]) -> [[Double]] {
    for _ in 0..<plan.warmupRuns {
        for run in runs { _ = run() }
    }
    let blockTime = plan.timeBudget / 10
    let blockRuns = max(1, plan.maximumRuns / 10)
    var samples = Array(repeating: [Double](), count: runs.count)
    var spent = 0.0
    func done() -> Bool {
        samples.allSatisfy { $0.count >= plan.minimumRuns }
            && (spent >= plan.timeBudget * Double(runs.count) || samples.contains { $0.count >= plan.maximumRuns })
    }
    while !done() {
        for (k, run) in runs.enumerated() {
            let first = run().seconds
            spent += first
            var block = 0.0
            var taken = 0
            if first >= blockTime / 10 {
                samples[k].append(first * 1e6)
                block = first
                taken = 1
            }
            while block < blockTime && taken < blockRuns && samples[k].count < plan.maximumRuns {
                let seconds = run().seconds
                samples[k].append(seconds * 1e6)
                spent += seconds
                block += seconds
                taken += 1
            }
        }
    }
    return samples
}

/// One engine's figure of a scenario metric: `run` times one run, `finish` checks the last
/// run's frames once sampling ends and gives the counts that explain the time.
struct Trial {
    var engine: String
    var metric: String
    var run: () -> Duration
    var finish: () -> [(String, Int)]
}

/// A scenario workload's figures at size `n`: each metric's trials, made by one closure of
/// `metrics` (so that one metric's engines are freed before the next metric's are made), are
/// sampled in turn and then finished. The results come engine by engine, in the order of
/// `engines`, and metric by metric within one engine.
func runInTurn(
    _ workload: String, _ n: Int, _ plan: SamplingPlan, engines: [String], _ metrics: [() -> [Trial]]
) -> [BenchResult] {
    var results: [(order: (Int, Int), result: BenchResult)] = []
    for (m, make) in metrics.enumerated() {
        let trials = make()
        let samples = sampleInTurn(plan, trials.map(\.run))
        for (trial, figures) in zip(trials, samples) {
            let result = BenchResult(
                workload: workload, n: n, metric: trial.metric, engine: trial.engine, samples: figures,
                counts: trial.finish())
            results.append(((engines.firstIndex(of: trial.engine) ?? engines.count, m), result))
        }
    }
    return results.sorted { $0.order < $1.order }.map(\.result)
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
