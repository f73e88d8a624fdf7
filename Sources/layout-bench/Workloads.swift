import Comparisons

/// A named benchmark: the sizes it runs at, how to run one size, and optionally how to write
/// its system in the constraint text format (docs/ARCHITECTURE.md, "The constraint text format").
struct Workload: Sendable {
    var name: String
    var summary: String
    var sizes: [Int]
    var quickSizes: [Int]
    /// The largest N `--n` may ask for: ten times the largest size, or less where the solver's
    /// memory budget (W2, W6) or about a gigabyte of memory (W4, whose N is a side) comes
    /// first. A bigger N is refused as bad usage, before any work.
    var maximumN: Int
    var run: @Sendable (Int, SamplingPlan) -> [BenchResult]
    var export: (@Sendable (Int) -> String)?
}

let allWorkloads: [Workload] = [
    Workload(
        name: "W1", summary: "equal widths of N labels (solver only)",
        sizes: [10, 100, 1_000, 10_000], quickSizes: [10, 100, 1_000], maximumN: 100_000,
        run: runEqualWidths,
        export: { n in exportSystem("W1 equal widths, N = \(n)") { buildEqualWidths(n, into: &$0) } }),
    Workload(
        name: "W2", summary: "row chain of N views resized 1 000 times through an edit variable",
        sizes: [10, 100, 1_000], quickSizes: [10, 100], maximumN: 3_000,
        run: runRowChain,
        export: { n in
            exportSystem("W2 row chain, N = \(n), then the 1 000-step sweep") { sink in
                let chain = buildRowChain(n, into: &sink)
                for k in 0..<1000 { sink.suggest(chain.container, chain.containerWidth(step: k)) }
            }
        }),
    Workload(
        name: "W3", summary: "remove and re-add one equal-width constraint (W1 system)",
        sizes: [1_000, 10_000], quickSizes: [1_000], maximumN: 100_000,
        run: runChurn,
        export: { n in
            exportSystem("W3 churn runs on the W1 system, N = \(n) (the format has no removal)") {
                buildEqualWidths(n, into: &$0)
            }
        }),
    Workload(
        name: "W4", summary: "G × G grid with shared column widths and row heights",
        sizes: [10, 30, 100], quickSizes: [10, 30], maximumN: 500,
        run: runGrid,
        export: { g in exportSystem("W4 grid, \(g) × \(g)") { buildGrid(g, into: &$0) } }),
    Workload(
        name: "W5", summary: "N independent views",
        sizes: [250, 1_000, 4_000], quickSizes: [250, 1_000], maximumN: 40_000,
        run: runIndependentViews,
        export: { n in exportSystem("W5 independent views, N = \(n)") { buildIndependentViews(n, into: &$0) } }),
    Workload(
        name: "W6", summary: "one required constraint that fails: a closed chain, an AnchorLayout row (explained)",
        sizes: [250, 1_000, 2_000], quickSizes: [250, 1_000], maximumN: 5_000,
        // The row's failed add grows near N³ (docs/PERFORMANCE.md): past 1 000 it takes minutes.
        run: { n, plan in runChainConflict(n, plan) + (n <= 1_000 ? runRowConflict(n, plan) : []) }),
    Workload(
        name: "conversation",
        summary: "chat of N messages, sender labels of one width: preference engine, constraint engine, floor",
        sizes: [10, 100, 1_000, 10_000], quickSizes: [10, 100, 1_000], maximumN: 100_000,
        run: runConversation, export: { n in exportScenario(Catalog.benchmarkConversation(makeConversation(n))) }),
    Workload(
        name: "form",
        summary:
            "login form of N fields, labels of one width: preference engine, constraint engine, relation layout, floor",
        sizes: [10, 100, 1_000, 10_000], quickSizes: [10, 100, 1_000], maximumN: 100_000,
        run: runForm,
        export: { n in exportScenario(Catalog.benchmarkForm(formLabels(n))) }),
    Workload(
        name: "feed",
        summary: "LayoutFrameworkBenchmark's feed of N items, no relation (the constraint engine's solver stays "
            + "empty: its rules against the preference engine's): preference engine, constraint engine, floor",
        sizes: [1, 10, 100, 1_000], quickSizes: [1, 10, 100, 1_000], maximumN: 10_000,
        run: runFeed,
        export: { n in exportScenario(Catalog.feed(n)) })
]

/// The statements a system builder sends, as text.
func exportSystem<R>(_ title: String, _ build: (inout TextSink) -> R) -> String {
    var sink = TextSink()
    _ = build(&sink)
    return (["# layout-bench export: \(title)"] + sink.lines).joined(separator: "\n") + "\n"
}

/// A scenario workload's tree at size `n` in the scenario file format (docs/ARCHITECTURE.md,
/// "Scenario files"), for other tools to lay out what is timed.
/// `scenario` as a scenario file, read back as `layout-compare` reads it: a file past its caps
/// (more views than it takes, more bytes) is refused here, with its message, rather than
/// written for a tool that refuses it.
func exportScenario(_ scenario: Scenario) -> String {
    let text = ScenarioEncoder.file([scenario])
    do { _ = try ScenarioDecoder(file: scenario.name).decode(text) } catch {
        fail("\(scenario.name) is not a file layout-compare reads: \(error.message); ask for a smaller --n")
    }
    return text
}
