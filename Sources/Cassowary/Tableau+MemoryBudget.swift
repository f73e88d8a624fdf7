// The memory budget's measure, and the projections that let an add be refused before the
// step that would pass the budget is taken (see docs/ARCHITECTURE.md, "The memory budget").
//
// The tableau's memory is dominated by its cells: a chain `y[i+1] == y[i] + h[i] + s`
// holds rows of up to N cells, N²/2 in all. The estimate is a count of cells, rows and
// symbols, each at a fixed cost in bytes; the counts are exact, so a projection is exact too.

extension Tableau {
    /// Bytes one cell costs: its 16 bytes in the row, its 4-byte entry in its column, and 4
    /// for the room a row keeps beyond its cells (capacities are rounded up by up to 1/8).
    static let bytesPerCell = MemoryLayout<Cell>.stride + 8
    /// Bytes one row costs beside its cells: the `Row` value in `rows`, the header and
    /// allocator overhead of its cells' heap block, and its journal stamp.
    static let bytesPerRow = 96
    /// Bytes one symbol costs: its column header, marker constant and journal stamp, with
    /// room for the arrays' doubling.
    static let bytesPerSymbol = 48

    /// The bytes the tableau takes, as the budget counts them, with `extraCells` more cells
    /// and `extraRows` more rows.
    ///
    /// - Complexity: O(1).
    func estimatedBytes(extraCells: Int = 0, extraRows: Int = 0) -> Int {
        let cells = cellCount + objective.cells.count + (artificial?.cells.count ?? 0) + extraCells
        return cells &* Tableau.bytesPerCell &+ (liveRows + extraRows) &* Tableau.bytesPerRow
            &+ columns.symbolCount &* Tableau.bytesPerSymbol
    }

    /// A row that a symbol is about to be solved for, described without building it:
    /// `source` without `removing`, scaled by `factor`, plus `addedCoefficient · added`, the
    /// way `pivot` and `Solver.insert` build it.
    struct PendingDefinition {
        var source: Row
        var removing = Symbol.invalid
        var factor = 1.0
        var added = Symbol.invalid
        var addedCoefficient = 0.0

        /// The cells of the definition.
        var cellCount: Int {
            source.cells.count - (removing.isValid ? 1 : 0) + (added.isValid ? 1 : 0)
        }

        /// The definition itself, with the numbers `pivot` would compute.
        ///
        /// - Complexity: O(cells).
        func build() -> Row {
            var row = source
            if removing.isValid { row.remove(removing) }
            if factor != 1 { row.scale(by: factor) }
            if added.isValid { row.add(addedCoefficient, for: added) }
            return row
        }
    }

    /// The estimate after `symbol` becomes basic with `definition` and is substituted into
    /// every row that mentions it (except the row in `excluding`) and into the objectives,
    /// while `extraCells` cells in `extraRows` rows join; nil when that stays within the
    /// budget.
    ///
    /// A bound first: a row that mentions `symbol` loses its cell and gains at most the
    /// definition's. Only when the bound passes the budget is the definition built and the
    /// exact count taken (cells that cancel, cells already there).
    ///
    /// - Complexity: O(1) when the bound fits; else O(definition × users × log row).
    mutating func substitutionOverrun(
        of symbol: Symbol, by definition: PendingDefinition,
        excluding: Int32 = -1, extraCells: Int, extraRows: Int
    ) -> Int? {
        resolvePendingEntries(of: symbol.id)
        let id = symbol.id
        var users = columns.count(id) - (excluding >= 0 ? 1 : 0)
        if objective.coefficient(for: symbol) != 0 { users += 1 }
        if let artificial, artificial.coefficient(for: symbol) != 0 { users += 1 }
        let bound = extraCells + users * Swift.max(0, definition.cellCount - 1)
        if estimatedBytes(extraCells: bound, extraRows: extraRows) <= memoryBudget { return nil }
        let row = definition.build()
        var growth = extraCells
        columns.withColumn(id) { column in
            for slot in column where slot != excluding {
                let user = rows[Int(slot)]
                growth += Tableau.cellsAfterSubstituting(symbol, into: user, by: row) - user.cells.count
            }
        }
        if objective.coefficient(for: symbol) != 0 {
            growth += Tableau.cellsAfterSubstituting(symbol, into: objective, by: row) - objective.cells.count
        }
        if let artificial, artificial.coefficient(for: symbol) != 0 {
            growth += Tableau.cellsAfterSubstituting(symbol, into: artificial, by: row) - artificial.cells.count
        }
        let estimate = estimatedBytes(extraCells: growth, extraRows: extraRows)
        return estimate > memoryBudget ? estimate : nil
    }

    /// Whether `pivot(entering:slot:)` would take the tableau past the budget; if so, the
    /// estimate is left in `budgetOverrun`.
    ///
    /// The pivot row keeps its size (`entering` leaves it, the leaving symbol joins); the
    /// rows that mention `entering` take the solved row.
    ///
    /// - Complexity: as `substitutionOverrun`.
    mutating func pivotWouldExceedBudget(entering: Symbol, slot: Int32) -> Bool {
        let row = rows[Int(slot)]
        let a = row.coefficient(for: entering)
        let definition = PendingDefinition(
            source: row, removing: entering, factor: -1 / a,
            added: row.basic, addedCoefficient: 1 / a)
        guard
            let estimate = substitutionOverrun(
                of: entering, by: definition, excluding: slot,
                extraCells: 0, extraRows: 0)
        else { return false }
        budgetOverrun = estimate
        return true
    }

    /// The cells of `row` after `substitute` replaces `symbol` in it by `definition`:
    /// `b = c + a·symbol + r` becomes `b = c + a·(c' + r') + r`, where a cell of `r'` that
    /// `r` lacks joins and one whose sum cancels (`cleanSum`, as the merge computes it) leaves.
    ///
    /// - Complexity: O(definition × log row).
    static func cellsAfterSubstituting(_ symbol: Symbol, into row: Row, by definition: Row) -> Int {
        let factor = row.coefficient(for: symbol)
        guard factor != 0 else { return row.cells.count }
        var count = row.cells.count - 1
        for cell in definition.cells {
            let (found, index) = row.search(cell.symbol)
            if !found {
                count += 1
            } else if cleanSum(row.cells[index].coefficient, factor * cell.coefficient) == 0 {
                count -= 1
            }
        }
        return count
    }
}
