import Cassowary
import ConstraintLayout
import LayoutModel

// W6: what explaining a conflict costs. Each system is built untimed; the timed part is
// the one add that fails, the search for its minimal conflicting set included, next to
// what building the system took.

/// The chain `x_{i+1} == x_i + 1` for i < N, closed by `x_N == x_0`: every link is needed.
func runChainConflict(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    var buildSamples: [Double] = []
    let samples = sample(plan) {
        let solver = Solver()
        let x = (0...n).map { Variable("x_\($0)") }
        let build = timed {
            for i in 0..<n {
                do { try solver.addConstraint(x[i + 1] == x[i] + 1) } catch { checkFailed("W6 chain: \(error)") }
            }
        }
        buildSamples.append(build.seconds * 1e6)
        let closing = x[n] == x[0]
        var outcome: SolverError?
        let failed = timed {
            do throws(SolverError) { try solver.addConstraint(closing) } catch { outcome = error }
        }
        guard case .unsatisfiable(let refused, let conflicts, let minimal)? = outcome, refused === closing else {
            checkFailed("W6 chain n=\(n): the closing link was not refused (\(String(describing: outcome)))")
        }
        verify(conflicts.count == n && minimal, "W6 chain n=\(n): \(conflicts.count) conflicts, minimal \(minimal)")
        return failed
    }
    return [
        BenchResult(workload: "W6", n: n, metric: "chain build", samples: Array(buildSamples.suffix(samples.count))),
        BenchResult(workload: "W6", n: n, metric: "chain conflict", samples: samples)
    ]
}

/// An `AnchorLayout` row of N items, each after the previous one with 8 points between, in a
/// container with room for all at their intrinsic widths; then a relation that puts the last
/// item's trailing edge at the row's start: with widths at least 0, the spacing alone forbids
/// it. Every spacing relation and the first item's leading edge are needed.
func runRowConflict(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    var buildSamples: [Double] = []
    let samples = sample(plan) {
        var layout: AnchorLayout! = nil
        var items: [LayoutItem] = []
        var spacing: [LayoutRelation] = []
        let build = timed {
            do {
                layout = try AnchorLayout(name: "row", width: Double(n) * 120)
                items = try (0..<n).map {
                    try layout.addItem("item\($0)", intrinsicContentSize: Size(width: intrinsic($0), height: 20))
                }
                spacing = [items[0].leading == layout.container.leading + 8]
                for i in 1..<n { spacing.append(items[i].leading == items[i - 1].trailing + 8) }
                try layout.activate(spacing + [items[n - 1].trailing <= layout.container.trailing])
            } catch {
                checkFailed("W6 row: \(error)")
            }
        }
        buildSamples.append(build.seconds * 1e6)
        let closing = items[n - 1].trailing == layout.container.leading
        var outcome: AnchorLayoutError?
        let failed = timed {
            do throws(AnchorLayoutError) { try layout.activate(closing) } catch { outcome = error }
        }
        guard case .unsatisfiable(let refused, let conflicts, let minimal)? = outcome, refused === closing else {
            checkFailed("W6 row n=\(n): the closing relation was not refused (\(String(describing: outcome)))")
        }
        let named = Set(conflicts.map(ObjectIdentifier.init))
        verify(
            minimal && spacing.allSatisfy { named.contains(ObjectIdentifier($0)) },
            "W6 row n=\(n): \(conflicts.count) conflicts, minimal \(minimal), not every spacing relation")
        return failed
    }
    return [
        BenchResult(workload: "W6", n: n, metric: "row build", samples: Array(buildSamples.suffix(samples.count))),
        BenchResult(workload: "W6", n: n, metric: "row conflict", samples: samples)
    ]
}
