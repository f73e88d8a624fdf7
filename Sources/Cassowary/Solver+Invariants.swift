// The full tableau check, run after every public mutation when compiled with
// `-D CASSOWARY_CHECK_INVARIANTS`, and by the tests after every step.

extension Solver {
    /// Traps with the first violated invariant, if any.
    ///
    /// - Complexity: O(size of the tableau × log row).
    package func checkInvariants() {
        let problems = invariantViolations()
        precondition(problems.isEmpty, "tableau invariant violated: \(problems[0])")
    }

    /// Every violated invariant of the tableau, in words (empty when all hold):
    /// rows sorted with non-zero coefficients; a basic symbol appears in no row and not in
    /// the objective; `basicSlot` and the rows agree; the column index lists exactly the rows
    /// that mention each symbol, with correct back-pointers; restricted basic symbols have
    /// non-negative values; the objective is optimal (no negative non-dummy coefficient);
    /// every symbol in use belongs to a variable or a live constraint; no phase is left open.
    ///
    /// - Complexity: O(size of the tableau × log row).
    package func invariantViolations() -> [String] { invariantViolations(of: tableau) }

    /// `invariantViolations()` of `t`, the solver's tableau (borrowed: it cannot be copied).
    private func invariantViolations(of t: borrowing Tableau) -> [String] {
        var problems: [String] = []
        var owned = Set<Symbol>(variableSymbols)
        for record in constraints.all {
            owned.insert(record.tag.marker)
            if record.tag.other.isValid { owned.insert(record.tag.other) }
        }
        for record in edits.values {
            owned.insert(record.tag.marker)
            if record.tag.other.isValid { owned.insert(record.tag.other) }
        }
        var cellCount = 0
        var pendingCount = 0
        var pendingBySymbol: [Int: Int] = [:]
        let lazyRows = Set(t.lazyRows)
        if lazyRows.count != t.lazyRows.count { problems.append("a row is listed as lazy twice") }
        for slot in t.isListedLazy.indices where t.isListedLazy[slot] != lazyRows.contains(Int32(slot)) {
            problems.append("lazy listing flag of slot \(slot) is wrong")
        }
        var live = 0
        for (slot, row) in t.rows.enumerated() where row.basic.isValid {
            live += 1
            if t.columns.basicSlot(row.basic.id) != Int32(slot) {
                problems.append("basicSlot of \(row.basic.id) is not \(slot)")
            }
            if !owned.contains(row.basic) { problems.append("basic symbol \(row.basic.id) belongs to nothing") }
            if row.basic.isRestricted && row.constant < 0 {
                problems.append("restricted basic \(row.basic.id) has negative value \(row.constant)")
            }
            // A constant may overflow to ±∞ from finite inputs (`x >= 1e308`, `y >= x + 1e308`):
            // a state the solver legitimately reaches, reported to callers by value, not a broken tableau.
            if row.constant.isNaN && !t.rows.contains(where: { $0.basic.isValid && $0.constant.isInfinite }) {
                problems.append("row \(slot) has a NaN constant")
            }
            for (i, cell) in row.cells.enumerated() {
                cellCount += 1
                if i > 0 && !(row.cells[i - 1].symbol < cell.symbol) { problems.append("row \(slot) not sorted") }
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row \(slot) has coefficient \(cell.coefficient)")
                }
                if t.columns.basicSlot(cell.symbol.id) >= 0 {
                    problems.append("basic symbol \(cell.symbol.id) appears in row \(slot)")
                }
                if !owned.contains(cell.symbol) {
                    problems.append("symbol \(cell.symbol.id) in row \(slot) belongs to nothing")
                }
                let p = Int(cell.columnIndex)
                if p < 0 {
                    // A pending column entry: counted by its column, stored when it is read.
                    pendingCount += 1
                    pendingBySymbol[cell.symbol.id, default: 0] += 1
                    if !lazyRows.contains(Int32(slot)) {
                        problems.append("row \(slot) has pending cells but is not listed")
                    }
                } else if p >= t.columns.storedCount(cell.symbol.id) || t.columns[cell.symbol.id, p] != Int32(slot) {
                    problems.append("column back-pointer of \(cell.symbol.id) in row \(slot) is wrong")
                }
            }
            if row.pending != Int32(row.cells.count(where: { $0.columnIndex < 0 })) {
                problems.append("row \(slot) counts \(row.pending) pending cells")
            }
        }
        if live != t.liveRows { problems.append("live row count \(t.liveRows), actual \(live)") }
        if cellCount != t.cellCount { problems.append("cell count \(t.cellCount), actual \(cellCount)") }
        if t.enforcesBudget || t.budgetOverrun != nil { problems.append("a budget check left open") }
        var columnCount = 0
        for id in 0..<t.columns.symbolCount {
            let column = t.columns[id]
            columnCount += column.count
            for slot in column {
                let row = t.rows[Int(slot)]
                if !row.basic.isValid || !row.cells.contains(where: { $0.symbol.id == id }) {
                    problems.append("column of \(id) lists row \(slot) that does not mention it")
                }
            }
            if t.columns.basicSlot(id) >= 0 {
                let row = t.rows[Int(t.columns.basicSlot(id))]
                if row.basic.id != id { problems.append("basicSlot of \(id) points at another row") }
            }
        }
        for id in 0..<t.columns.symbolCount where t.columns.pendingCount(id) != pendingBySymbol[id, default: 0] {
            problems.append("column of \(id) counts \(t.columns.pendingCount(id)) pending entries")
        }
        if columnCount + pendingCount != cellCount {
            problems.append("column index has \(columnCount) entries for \(cellCount) cells")
        }
        for (i, cell) in t.objective.cells.enumerated() {
            if i > 0 && !(t.objective.cells[i - 1].symbol < cell.symbol) { problems.append("objective not sorted") }
            if cell.coefficient == 0 { problems.append("objective has a zero coefficient") }
            if t.columns.basicSlot(cell.symbol.id) >= 0 {
                problems.append("basic symbol \(cell.symbol.id) in the objective")
            }
            if !owned.contains(cell.symbol) { problems.append("objective symbol \(cell.symbol.id) belongs to nothing") }
        }
        let (entering, _) = t.enteringSymbol(t.objective, tolerance: t.objectiveScale)
        if entering.isValid { problems.append("objective not optimal: \(entering.id) can enter") }
        for id in t.freeSymbols {
            if t.columns.basicSlot(Int(id)) >= 0 || !t.columns.isEmpty(Int(id)) {
                problems.append("free symbol \(id) in use")
            }
            if t.markerConstant[Int(id)] != 0 { problems.append("free symbol \(id) keeps a marker constant") }
        }
        if !t.objectiveDirty.isEmpty { problems.append("objective changes left unexamined") }
        if t.artificial != nil { problems.append("artificial objective left open") }
        if !t.infeasible.isEmpty { problems.append("infeasible rows left queued") }
        return problems
    }

    /// Whether the tableau holds no rows and the objective no terms.
    package var isTableauEmpty: Bool { tableau.liveRows == 0 && tableau.objective.cells.isEmpty }
}
