import Cassowary

// The solver-only systems of issue 2, built exactly as specified so that the figures compare
// with kiwi's. Each system is written once against `SystemSink`, so the same code feeds a
// solver (timed) or the constraint text format (docs/ARCHITECTURE.md) (`layout-bench export`).

/// The intrinsic width of view `i` in every solver workload.
func intrinsic(_ i: Int) -> Double { Double(20 + (i &* 37) % 100) }

/// Where a workload sends its statements.
protocol SystemSink {
    mutating func add(_ constraint: Constraint)
    mutating func edit(_ variable: Variable, _ strength: Strength)
    mutating func suggest(_ variable: Variable, _ value: Double)
}

/// Sends statements straight into a solver; a failure is a bug in the solver or the workload.
struct SolverSink: SystemSink {
    let solver: Solver
    func add(_ constraint: Constraint) {
        do { try solver.addConstraint(constraint) } catch { checkFailed("add \(constraint): \(error)") }
    }
    func edit(_ variable: Variable, _ strength: Strength) {
        do { try solver.addEditVariable(variable, strength: strength) } catch {
            checkFailed("edit \(variable): \(error)")
        }
    }
    func suggest(_ variable: Variable, _ value: Double) {
        do { try solver.suggestValue(value, for: variable) } catch { checkFailed("suggest \(variable): \(error)") }
    }
}

/// Writes statements in the constraint text format (docs/ARCHITECTURE.md).
struct TextSink: SystemSink {
    var lines: [String] = []
    mutating func add(_ constraint: Constraint) { lines.append(constraint.description) }
    mutating func edit(_ variable: Variable, _ strength: Strength) {
        lines.append("edit \(variable.name) @\(strength)")
    }
    mutating func suggest(_ variable: Variable, _ value: Double) {
        lines.append("suggest \(variable.name) \(value)")
    }
}

// MARK: - The systems

/// W1: N labels of equal width `W`, each at least its intrinsic width; `W` as small as allowed.
/// Returns `W` and the `w_i == W` constraints (W3 removes and re-adds them).
func buildEqualWidths<S: SystemSink>(_ n: Int, into sink: inout S) -> (width: Variable, links: [Constraint]) {
    let shared = Variable("W")
    var links: [Constraint] = []
    links.reserveCapacity(n)
    for i in 0..<n {
        let w = Variable("w_\(i)")
        let link = w == shared
        sink.add(link)
        sink.add(shared >= intrinsic(i))
        links.append(link)
    }
    sink.add((shared == 0).strength(.weak))
    return (shared, links)
}

/// W2: a row of N views chained left to right inside a container of width `C` (an edit variable).
struct RowChain {
    var widths: [Variable]
    var container: Variable
    /// Σ intrinsic + 8N: the row's natural length.
    var natural: Double

    /// The container width of sweep step `k` (0 ..< 1000): down to half the natural length
    /// and back.
    func containerWidth(step k: Int) -> Double {
        let t = k < 500 ? Double(k) / 499 : Double(999 - k) / 499
        return natural * (1.5 - t)
    }
}

func buildRowChain<S: SystemSink>(_ n: Int, into sink: inout S) -> RowChain {
    var x = Variable("x_0")
    sink.add(x == 0)
    var widths: [Variable] = []
    widths.reserveCapacity(n)
    var natural = 0.0
    for i in 0..<n {
        let w = Variable("w_\(i)")
        let next = Variable("x_\(i + 1)")
        sink.add(next == x + w + 8)
        sink.add(w >= 10)
        sink.add((w == intrinsic(i)).strength(.strong))
        widths.append(w)
        natural += intrinsic(i) + 8
        x = next
    }
    let container = Variable("C")
    sink.add(x <= container)
    sink.edit(container, .strong)
    let chain = RowChain(widths: widths, container: container, natural: natural)
    sink.suggest(container, 1.5 * natural)
    return chain
}

/// W4: a G × G grid; every cell as wide as its column and as tall as its row, columns and rows
/// at least as large as each of their cells' content, and otherwise as small as possible.
func buildGrid<S: SystemSink>(_ g: Int, into sink: inout S) -> (columns: [Variable], rows: [Variable]) {
    let columns = (0..<g).map { Variable("colW_\($0)") }
    let rows = (0..<g).map { Variable("rowH_\($0)") }
    for r in 0..<g {
        for c in 0..<g {
            let k = r * g + c
            let cellW = Variable("cellW_\(k)")
            let cellH = Variable("cellH_\(k)")
            sink.add(cellW == columns[c])
            sink.add(cellH == rows[r])
            sink.add(columns[c] >= Double(20 + (k * 37) % 100))
            sink.add(rows[r] >= Double(10 + (k * 53) % 40))
        }
    }
    for column in columns { sink.add((column == 0).strength(.weak)) }
    for row in rows { sink.add((row == 0).strength(.weak)) }
    return (columns, rows)
}

/// W5: N views that share nothing: each inside 0 … 1000 and wanting twice its intrinsic width.
func buildIndependentViews<S: SystemSink>(_ n: Int, into sink: inout S) -> [Variable] {
    var widths: [Variable] = []
    widths.reserveCapacity(n)
    for i in 0..<n {
        let x = Variable("x_\(i)")
        let w = Variable("w_\(i)")
        sink.add(x >= 0)
        sink.add(w >= intrinsic(i))
        sink.add(x + w <= 1000)
        sink.add((w == 2 * intrinsic(i)).strength(.strong))
        widths.append(w)
    }
    return widths
}

// MARK: - The timed workloads

/// The 64-bit LCG of W3 (Knuth's MMIX constants).
struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

func runEqualWidths(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let expected = (0..<n).map(intrinsic).max() ?? 0
    var pivots = 0
    let samples = sample(plan) {
        var solver: Solver! = nil
        var width: Variable! = nil
        let elapsed = timed {
            solver = Solver()
            var sink = SolverSink(solver: solver)
            width = buildEqualWidths(n, into: &sink).width
            solver.updateVariables()
        }
        verify(abs(width.value - expected) < 1e-6, "W1 n=\(n): W = \(width.value), expected \(expected)")
        pivots = solver.statistics.pivots
        blackHole(solver)
        return elapsed
    }
    return [BenchResult(workload: "W1", n: n, metric: "total", samples: samples, counts: [("pivots", pivots)])]
}

func runRowChain(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    var buildPivots = 0
    var sweepPivots = 0
    var stepSamples: [Double] = []
    let buildSamples = sample(plan) {
        var solver: Solver! = nil
        var chain: RowChain! = nil
        let build = timed {
            solver = Solver()
            var sink = SolverSink(solver: solver)
            chain = buildRowChain(n, into: &sink)
            solver.updateVariables()
        }
        buildPivots = solver.statistics.pivots
        // The sweep: 1 000 suggestions, each followed by an update.
        let sweep = timed {
            for k in 0..<1000 {
                do { try solver.suggestValue(chain.containerWidth(step: k), for: chain.container) } catch {
                    checkFailed("W2 suggest failed: \(error)")
                }
                solver.updateVariables()
            }
        }
        sweepPivots = solver.statistics.pivots - buildPivots
        stepSamples.append(sweep.seconds * 1e6 / 1000)
        // The sweep ends where it started: every view back at its intrinsic width.
        for (i, w) in chain.widths.enumerated() {
            verify(abs(w.value - intrinsic(i)) < 1e-6, "W2 n=\(n): w_\(i) = \(w.value), expected \(intrinsic(i))")
        }
        blackHole(solver)
        return build
    }
    // The first sweeps belong to warm-up runs.
    let steps = Array(stepSamples.suffix(buildSamples.count))
    return [
        BenchResult(workload: "W2", n: n, metric: "build", samples: buildSamples, counts: [("pivots", buildPivots)]),
        BenchResult(
            workload: "W2", n: n, metric: "step", samples: steps, counts: [("pivots_per_1000_steps", sweepPivots)])
    ]
}

func runChurn(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let expected = (0..<n).map(intrinsic).max() ?? 0
    let operations = 1000
    var pivots = 0
    let samples = sample(plan) {
        let solver = Solver()
        var sink = SolverSink(solver: solver)
        let (shared, links) = buildEqualWidths(n, into: &sink)
        solver.updateVariables()
        let before = solver.statistics.pivots
        var random = LCG(state: 12345)
        let elapsed = timed {
            for _ in 0..<operations {
                let link = links[Int((random.next() >> 33) % UInt64(n))]
                do {
                    try solver.removeConstraint(link)
                    try solver.addConstraint(link)
                } catch {
                    checkFailed("W3 churn failed: \(error)")
                }
            }
        }
        pivots = solver.statistics.pivots - before
        solver.updateVariables()
        verify(links.allSatisfy { solver.hasConstraint($0) }, "W3 n=\(n): a link went missing")
        verify(abs(shared.value - expected) < 1e-6, "W3 n=\(n): W = \(shared.value) after churn, expected \(expected)")
        return elapsed / operations
    }
    return [
        BenchResult(workload: "W3", n: n, metric: "op", samples: samples, counts: [("pivots_per_1000_ops", pivots)])
    ]
}

func runGrid(_ g: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let expectedColumns = (0..<g).map { c in (0..<g).map { r in Double(20 + ((r * g + c) * 37) % 100) }.max()! }
    var pivots = 0
    let samples = sample(plan) {
        var solver: Solver! = nil
        var columns: [Variable] = []
        let elapsed = timed {
            solver = Solver()
            var sink = SolverSink(solver: solver)
            columns = buildGrid(g, into: &sink).columns
            solver.updateVariables()
        }
        for (c, column) in columns.enumerated() {
            verify(abs(column.value - expectedColumns[c]) < 1e-6, "W4 g=\(g): colW_\(c) = \(column.value)")
        }
        pivots = solver.statistics.pivots
        blackHole(solver)
        return elapsed
    }
    return [BenchResult(workload: "W4", n: g, metric: "total", samples: samples, counts: [("pivots", pivots)])]
}

func runIndependentViews(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    var pivots = 0
    let samples = sample(plan) {
        var solver: Solver! = nil
        var widths: [Variable] = []
        let elapsed = timed {
            solver = Solver()
            var sink = SolverSink(solver: solver)
            widths = buildIndependentViews(n, into: &sink)
            solver.updateVariables()
        }
        for (i, w) in widths.enumerated() {
            verify(abs(w.value - 2 * intrinsic(i)) < 1e-6, "W5 n=\(n): w_\(i) = \(w.value)")
        }
        pivots = solver.statistics.pivots
        blackHole(solver)
        return elapsed
    }
    return [BenchResult(workload: "W5", n: n, metric: "total", samples: samples, counts: [("pivots", pivots)])]
}
