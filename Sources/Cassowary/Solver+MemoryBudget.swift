// The memory budget: the most bytes a solver's tableau may take. A chain written as
// `y[i+1] == y[i] + h[i] + s` puts N²/2 cells into the tableau; without a limit 200 000 such
// constraints run the machine out of memory. With one, the add that would pass it throws
// `.memoryBudgetExceeded` and changes nothing (see docs/ARCHITECTURE.md, "The memory budget").

extension Solver {
    /// The budget of a new solver: 1 GiB, by ``estimatedMemory``'s measure.
    ///
    /// About 45 million cells: far more than a layout of 100 000 views with short rows needs
    /// (a few hundred bytes each), and a small share of a developer machine's memory, so a
    /// process may hold several solvers and still be refused long before it runs out. A
    /// chain stacked as `y[i+1] == y[i] + …` reaches it near 6 700 links.
    public static let defaultMemoryBudget = 1 << 30

    /// The most bytes the tableau may take, by ``estimatedMemory``'s measure.
    ///
    /// An add (`addConstraint(_:)`, `addEditVariable(_:strength:)`) that would take the
    /// tableau past it throws `.memoryBudgetExceeded` and leaves the solver as it was.
    /// Lowering it below the current estimate refuses the next add that grows the tableau.
    /// Removing constraints, suggesting values and changing constants are never refused:
    /// they are how a caller gets back under the budget. `Int.max` is no limit; a negative
    /// budget is 0 (every add that grows the tableau is refused, with the error saying so).
    public var memoryBudget: Int {
        get { tableau.memoryBudget }
        set { tableau.memoryBudget = max(0, newValue) }
    }

    /// The bytes the tableau takes, as the budget counts them: 24 per cell (a non-zero
    /// coefficient, its column entry and spare room), 96 per row, 48 per symbol.
    ///
    /// An estimate of the solver's largest part, not of every allocation: the variables'
    /// and constraints' own objects and the bookkeeping per constraint come on top.
    ///
    /// - Complexity: O(1).
    public var estimatedMemory: Int { tableau.estimatedBytes() }
}
