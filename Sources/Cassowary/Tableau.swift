/// The simplex tableau of the Cassowary algorithm with a column index.
///
/// Rows live in slots (`rows[slot]`); `columns.basicSlot(id)` gives a basic symbol's slot and
/// `columns[id]` the slots whose rows mention a parametric symbol. Substituting a symbol
/// therefore touches exactly the rows that contain it, so independent parts of a system
/// never pay for each other. The objective rows are kept apart and searched by binary search.
///
/// A long row (`lazyIndexThreshold` cells or more, outside a journal) is only counted in its
/// columns when it enters; a column stores the slots of such rows the first time it is read
/// (`resolvePendingEntries(of:)`). A chain of N views holds rows of up to 3N cells, most of
/// whose columns are never read while the row lives: storing every slot at once was a third
/// of building the chain. Long rows take their cell storage from the `CellStoragePool`.
///
/// Every mutation goes through a handful of primitives that record the previous state in a
/// journal when one is open, so an operation that fails half-way (an unsatisfiable
/// constraint found by the artificial-variable phase or by the dual simplex) is undone exactly.
///
/// Not copyable because its column index is not (the solver owns the one tableau).
struct Tableau: ~Copyable {
    /// Row storage; a free slot has `basic == .invalid`.
    var rows: [Row] = []
    var freeSlots: [Int32] = []
    /// For each symbol id, the slots of the rows that mention it (order: insertion, with
    /// swap-removal; deterministic).
    var columns = ColumnIndex()
    var freeSymbols: [Int32] = []
    /// For each symbol id, `k / μ` when it is the marker of a constraint `k + … + μ·marker = 0`,
    /// else 0. A row holds `λ = a/μ` of that constraint where its marker has coefficient `a`,
    /// so its exact constant is `Σ a·markerConstant − markerConstant[basic]`.
    var markerConstant: [Double] = []
    /// Rows whose constant may have lost its digits to cancellation, for `refreshStaleConstants`.
    var staleConstants: [Int32] = []
    /// Rows of external basics whose refreshed constant differed from the drifted one: their
    /// cells came through the same cancellation, so the solver refines the tableau from the
    /// constraints when the operation ends (`Solver.refineQueuedRows()`).
    var refinementQueue: [Int32] = []
    /// The objective: minimise Σ strength · error, expressed over parametric symbols.
    var objective = Row()
    /// Symbols whose objective coefficient changed since `optimize(.main)` last found the
    /// objective optimal: only they can have become candidates to enter, so the objective
    /// is never scanned whole (it grows with the system).
    var objectiveDirty: [Symbol] = []
    /// The largest objective coefficient magnitude seen: the invariant check judges
    /// leftover rounding noise in the objective against it.
    var objectiveScale = 0.0
    /// The objective of the artificial-variable phase while it runs.
    var artificial: Row?
    /// Rows whose restricted basic symbol went negative, for `dualOptimize`.
    var infeasible: [Int32] = []
    var pivots = 0
    var liveRows = 0
    /// Cells in the rows (the objectives apart), kept exact by every primitive that adds or
    /// drops one: what the memory budget counts (see `Tableau+MemoryBudget.swift`).
    private(set) var cellCount = 0
    /// The most bytes the tableau may take by `estimatedBytes`; `Solver.memoryBudget`.
    var memoryBudget = Int.max
    /// While set (an add under a journal), `optimize` checks each pivot against the budget
    /// and stops before one that would pass it, leaving the estimate in `budgetOverrun`.
    var enforcesBudget = false
    /// The estimate, in bytes, of the step `optimize` refused while `enforcesBudget` was set.
    var budgetOverrun: Int?
    /// External symbols whose value may have changed since the last `updateVariables()`
    /// (with repeats); `valuesOverflowed` when the list grew past its use.
    var valueChanges: [Symbol] = []
    var valuesOverflowed = false
    /// How often `valueChanges` was emptied on overflow: the answer check of an operation
    /// that saw it emptied checks every required constraint.
    var valueChangeResets = 0
    /// The cell storage of the last row removed, for the next row to be created: a
    /// constraint removed and added again (a toggled view) reuses the memory it just read
    /// instead of a cold block from the allocator.
    private var spareCells: [Cell] = []
    /// Whether a row took its storage from the `CellStoragePool` (so `releaseRowStorage`
    /// has something to hand back).
    private var usesPooledStorage = false
    /// Rows larger than this do not keep their storage as spare.
    private static let spareCellsLimit = 64

    /// Storage for the column that `substitute` walks, kept between calls.
    private var substitutionScratch: [Int32] = []
    /// Slots of rows that entered with pending column entries, oldest first, each at most
    /// once (a listed row may have none left); see `insertRow` and
    /// `resolvePendingEntries(of:)`.
    private(set) var lazyRows: [Int32] = []
    /// For each slot, whether `lazyRows` lists it (slots past its end are not listed: it
    /// grows only when a long row enters, so short rows never pay for it).
    private(set) var isListedLazy: [Bool] = []
    /// Rows with at least this many cells enter the tableau with pending column entries.
    var lazyIndexThreshold = 64

    @inline(__always)
    private mutating func noteValueChange(_ symbol: Symbol) {
        guard symbol.isExternal else { return }
        if valueChanges.count >= 4096 && valueChanges.count >= columns.symbolCount {
            valuesOverflowed = true
            valueChangeResets &+= 1
            valueChanges.removeAll(keepingCapacity: true)
        }
        valueChanges.append(symbol)
    }

    init() {
        // Room for a small system up front: growing from empty costs a reallocation per
        // doubling of every array, a visible share of solving a dozen constraints.
        rows.reserveCapacity(16)
        rowStamp.reserveCapacity(16)
        symbolStamp.reserveCapacity(32)
        markerConstant.reserveCapacity(32)
        valueChanges.reserveCapacity(32)
        objective.cells.reserveCapacity(8)
        objectiveDirty.reserveCapacity(8)
    }

    // MARK: Journal

    private var journaling = false
    private var epoch: UInt32 = 0
    private var rowStamp: [UInt32] = []
    private var symbolStamp: [UInt32] = []
    private var savedRows: [(Int32, Row)] = []
    private var savedSymbols: [(Int32, Int32, [Int32])] = []
    private var savedRowCount = 0
    private var savedSymbolCount = 0
    private var savedFreeSlots: [Int32] = []
    private var savedFreeSymbols: [Int32] = []
    private var savedObjective = Row()
    private var savedObjectiveDirty: [Symbol] = []
    private var savedObjectiveScale = 0.0
    private var savedPivots = 0
    private var savedLiveRows = 0
    private var savedCellCount = 0

    /// Starts recording, so that `rollback()` can restore the current state exactly.
    ///
    /// - Complexity: O(1); afterwards every first change of a row or symbol costs a copy.
    mutating func beginJournal() {
        assert(!journaling && infeasible.isEmpty && artificial == nil)
        // The journal records columns as stored: none may be pending while it is open.
        resolveAllPendingEntries()
        journaling = true
        epoch &+= 1
        if epoch == 0 {
            epoch = 1
            for i in rowStamp.indices { rowStamp[i] = 0 }
            for i in symbolStamp.indices { symbolStamp[i] = 0 }
        }
        savedRowCount = rows.count
        savedSymbolCount = columns.symbolCount
        savedFreeSlots = freeSlots
        savedFreeSymbols = freeSymbols
        savedObjective = objective
        savedObjectiveDirty = objectiveDirty
        savedObjectiveScale = objectiveScale
        savedPivots = pivots
        savedLiveRows = liveRows
        savedCellCount = cellCount
    }

    /// Keeps the changes made since `beginJournal()`.
    mutating func commitJournal() {
        journaling = false
        savedRows.removeAll(keepingCapacity: true)
        savedSymbols.removeAll(keepingCapacity: true)
        savedObjective = Row()
        savedObjectiveDirty = []
        savedFreeSlots = []
        savedFreeSymbols = []
    }

    /// Restores the state of `beginJournal()` exactly.
    ///
    /// - Complexity: O(rows and symbols touched since then).
    mutating func rollback() {
        for (slot, row) in savedRows.reversed() { rows[Int(slot)] = row }
        for (id, slot, column) in savedSymbols.reversed() {
            columns.setBasicSlot(Int(id), slot)
            columns[Int(id)] = column
        }
        rows.removeLast(rows.count - savedRowCount)
        rowStamp.removeLast(rowStamp.count - savedRowCount)
        if isListedLazy.count > savedRowCount { isListedLazy.removeLast(isListedLazy.count - savedRowCount) }
        columns.removeSymbols(downTo: savedSymbolCount)
        markerConstant.removeLast(markerConstant.count - savedSymbolCount)
        symbolStamp.removeLast(symbolStamp.count - savedSymbolCount)
        freeSlots = savedFreeSlots
        freeSymbols = savedFreeSymbols
        objective = savedObjective
        objectiveDirty = savedObjectiveDirty
        objectiveScale = savedObjectiveScale
        pivots = savedPivots
        liveRows = savedLiveRows
        cellCount = savedCellCount
        artificial = nil
        infeasible.removeAll()
        staleConstants.removeAll()
        refinementQueue.removeAll()
        commitJournal()
    }

    @inline(__always)
    private mutating func touchRow(_ slot: Int32) {
        guard journaling else { return }
        let s = Int(slot)
        if s < savedRowCount && rowStamp[s] != epoch {
            rowStamp[s] = epoch
            savedRows.append((slot, rows[s]))
        }
    }

    @inline(__always)
    private mutating func touchSymbol(_ id: Int) {
        guard journaling else { return }
        if id < savedSymbolCount && symbolStamp[id] != epoch {
            symbolStamp[id] = epoch
            savedSymbols.append((Int32(id), columns.basicSlot(id), columns[id]))
        }
    }

    // MARK: Symbols

    /// A snapshot of symbol allocation, to undo the symbols of a failed operation.
    struct SymbolMark {
        var count: Int
        var free: [Int32]
    }

    func symbolMark() -> SymbolMark { SymbolMark(count: columns.symbolCount, free: freeSymbols) }

    /// Forgets the symbols allocated since `mark`; they must be in no row.
    mutating func rollbackSymbols(to mark: SymbolMark) {
        columns.removeSymbols(downTo: mark.count)
        markerConstant.removeLast(markerConstant.count - mark.count)
        symbolStamp.removeLast(symbolStamp.count - mark.count)
        freeSymbols = mark.free
    }

    /// A new symbol of `kind`, reusing the most recently freed id.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeSymbols.popLast() {
            return Symbol(id: Int(id), kind: kind)
        }
        columns.appendSymbol()
        markerConstant.append(0)
        symbolStamp.append(0)
        return Symbol(id: columns.symbolCount - 1, kind: kind)
    }

    /// Returns `symbol`'s id for reuse; the symbol must be in no row and not basic.
    ///
    /// A free id's `markerConstant` is 0; a caller that knows it already is spares the write
    /// (a cache miss per removal in a large system).
    mutating func releaseSymbol(_ symbol: Symbol, markerConstantIsZero: Bool = false) {
        assert(columns.basicSlot(symbol.id) < 0 && columns.isEmpty(symbol.id))
        if !markerConstantIsZero { markerConstant[symbol.id] = 0 }
        freeSymbols.append(Int32(symbol.id))
    }

    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { columns.basicSlot(symbol.id) >= 0 }

    /// The current value: the row constant when basic, zero when parametric.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        let slot = columns.basicSlot(symbol.id)
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Column bookkeeping

    /// Removes `slot` from `symbol`'s column, where it sits at `position`.
    ///
    /// - Complexity: O(log n) for the back-pointer fix of the entry swapped into its place.
    @inline(__always)
    private mutating func removeFromColumn(_ symbol: Symbol, at position: Int32, slot: Int32) {
        let id = symbol.id
        if position < 0 {
            removePendingEntry(id, slot: slot)
            return
        }
        touchSymbol(id)
        let last = columns.removeLast(id)
        let p = Int(position)
        if p != columns.storedCount(id) {
            assert(columns[id, p] == slot)
            columns[id, p] = last
            touchRow(last)
            let (found, index) = rows[Int(last)].search(symbol)
            assert(found)
            rows[Int(last)].cells[index].columnIndex = position
        } else {
            assert(last == slot)
        }
    }

    /// Forgets a pending column entry of `id` for the row in `slot` (out of line: the hot
    /// path of short rows never takes it).
    @inline(never)
    private mutating func removePendingEntry(_ id: Int, slot: Int32) {
        // Never while a journal is open: `beginJournal` stores every pending entry.
        assert(!journaling)
        columns.removePending(id)
        rows[Int(slot)].pending -= 1
    }

    @inline(__always)
    private mutating func appendToColumn(_ symbol: Symbol, slot: Int32) -> Int32 {
        let id = symbol.id
        touchSymbol(id)
        return columns.append(slot, to: id)
    }

    // MARK: Pending column entries

    /// Stores the pending entries of the column of `id`, so that it lists every row that
    /// mentions the symbol. Called before walking a column or taking positions in it.
    ///
    /// - Complexity: O(1) when nothing is pending; else O(log cells) for each lazily
    ///   inserted row visited, newest first, until the column is complete.
    @inline(__always)
    mutating func resolvePendingEntries(of id: Int) {
        if columns.pendingCount(id) > 0 { storePendingEntries(of: id) }
    }

    private mutating func storePendingEntries(of id: Int) {
        assert(!journaling)
        var k = lazyRows.count - 1
        while k >= 0 && columns.pendingCount(id) > 0 {
            let slot = lazyRows[k]
            let s = Int(slot)
            k -= 1
            guard rows[s].pending > 0 else { continue }
            let (found, index) = rows[s].search(id: id)
            guard found && rows[s].cells[index].columnIndex < 0 else { continue }
            rows[s].cells[index].columnIndex = columns.storePending(slot, in: id)
            rows[s].pending -= 1
        }
        precondition(columns.pendingCount(id) == 0, "a pending column entry whose row is not listed")
        if k < 0 { dropCompleteLazyRows() }
    }

    /// Forgets the listed rows that have no pending entries left.
    ///
    /// - Complexity: O(listed rows).
    private mutating func dropCompleteLazyRows() {
        var kept = 0
        for k in lazyRows.indices {
            let slot = lazyRows[k]
            if rows[Int(slot)].pending > 0 {
                lazyRows[kept] = slot
                kept += 1
            } else {
                isListedLazy[Int(slot)] = false
            }
        }
        lazyRows.removeLast(lazyRows.count - kept)
    }

    /// Stores every pending entry (before a journal opens).
    ///
    /// - Complexity: O(cells of the listed rows).
    mutating func resolveAllPendingEntries() {
        guard !lazyRows.isEmpty else { return }
        for slot in lazyRows {
            let s = Int(slot)
            isListedLazy[s] = false
            guard rows[s].pending > 0 else { continue }
            for i in rows[s].cells.indices where rows[s].cells[i].columnIndex < 0 {
                rows[s].cells[i].columnIndex = columns.storePending(slot, in: rows[s].cells[i].symbol.id)
            }
            rows[s].pending = 0
        }
        lazyRows.removeAll(keepingCapacity: true)
    }

    // MARK: Rows

    /// Empty cell storage with room for `capacity` cells, reusing a removed row's.
    mutating func takeCellStorage(capacity: Int) -> [Cell] {
        if capacity >= CellStoragePool.minimumCapacity {
            usesPooledStorage = true
            return CellStoragePool.shared.take(capacity: capacity)
        }
        var cells: [Cell] = []
        swap(&cells, &spareCells)
        if !cells.isEmpty { cells.removeAll(keepingCapacity: true) }
        cells.reserveCapacity(capacity)
        return cells
    }

    /// Keeps the storage of a row that left the tableau for `takeCellStorage`.
    mutating func recycle(_ row: consuming Row) {
        if row.cells.capacity <= Tableau.spareCellsLimit { spareCells = row.cells }
    }

    /// Puts `row` (with `row.basic` set) into a free slot and indexes its cells.
    ///
    /// `b = c + Σ aᵢ·sᵢ` becomes a row of the tableau: `b` is basic, each `sᵢ`'s column
    /// gains the slot. The caller has substituted every basic symbol out of the row.
    ///
    /// With `factor`, the row is first scaled by it (`Row.scale(by:)`), in the same pass.
    ///
    /// - Complexity: O(cells).
    @discardableResult
    mutating func insertRow(_ row: consuming Row, scaledBy factor: Double = 1) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = Int32(rows.count)
            rows.append(Row())
            rowStamp.append(0)
        }
        touchRow(slot)
        var row = row
        row.pending = 0
        if journaling {
            if factor != 1 { row.scale(by: factor) }
            for i in row.cells.indices {
                row.cells[i].columnIndex = appendToColumn(row.cells[i].symbol, slot: slot)
            }
        } else if row.cells.count >= lazyIndexThreshold {
            countPending(&row, slot: slot, scaledBy: factor)
        } else {
            // Hot path of every add: index the cells without per-cell copy-on-write checks.
            row.constant *= factor
            row.peak *= Swift.abs(factor)
            row.cells.withUnsafeMutableBufferPointer { cells in
                columns.appendRow(cells, slot: slot, scaledBy: factor)
            }
        }
        touchSymbol(row.basic.id)
        columns.setBasicSlot(row.basic.id, slot)
        noteValueChange(row.basic)
        cellCount += row.cells.count
        rows[Int(slot)] = row
        liveRows += 1
        if row.basic.isRestricted && row.constant < 0 { infeasible.append(slot) }
        if isStale(row.constant, peak: row.peak) { staleConstants.append(slot) }
        return slot
    }

    /// `insertRow` for a long row: its columns only count it (out of line, so that the hot
    /// path of short rows stays small).
    ///
    /// A long row (a chain's position is the sum of everything before it): storing its slot
    /// in every column scatters a write per cell over the whole index, and most of those
    /// columns are never read before the row changes or goes. The columns only count it now
    /// (walking their headers in order); a column stores its pending slots when it is read.
    @inline(never)
    private mutating func countPending(_ row: inout Row, slot: Int32, scaledBy factor: Double) {
        row.constant *= factor
        row.peak *= Swift.abs(factor)
        row.cells.withUnsafeMutableBufferPointer { cells in
            columns.countRow(cells, scaledBy: factor)
        }
        row.pending = Int32(row.cells.count)
        let s = Int(slot)
        if isListedLazy.count <= s {
            isListedLazy.append(contentsOf: repeatElement(false, count: s + 1 - isListedLazy.count))
        }
        if !isListedLazy[s] {
            // Rows that left or got all their entries stored are dropped from the list once
            // it outgrows the tableau, so it stays O(rows) in any history.
            if lazyRows.count >= 2 * liveRows + 32 { dropCompleteLazyRows() }
            isListedLazy[s] = true
            lazyRows.append(slot)
        }
    }

    /// Takes the row out of `slot`, un-indexing its cells.
    ///
    /// `b = c + Σ aᵢ·sᵢ` leaves the tableau: `b` is no longer basic (its value reads 0),
    /// each `sᵢ`'s column loses the slot.
    ///
    /// - Complexity: O(cells).
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> Row {
        touchRow(slot)
        let row = rows[Int(slot)]
        for cell in row.cells {
            removeFromColumn(cell.symbol, at: cell.columnIndex, slot: slot)
        }
        rows[Int(slot)] = Row()
        touchSymbol(row.basic.id)
        columns.setBasicSlot(row.basic.id, -1)
        noteValueChange(row.basic)
        freeSlots.append(slot)
        liveRows -= 1
        cellCount -= row.cells.count
        return row
    }

    /// Removes `symbol`'s cell from the row in `slot`; returns its coefficient.
    ///
    /// - Complexity: O(cells).
    @discardableResult
    mutating func removeCell(_ symbol: Symbol, slot: Int32) -> Double {
        touchRow(slot)
        let (found, index) = rows[Int(slot)].search(symbol)
        guard found else { return 0 }
        let cell = rows[Int(slot)].removeCell(at: index)
        cellCount -= 1
        removeFromColumn(symbol, at: cell.columnIndex, slot: slot)
        return cell.coefficient
    }

    /// Adds `coefficient · symbol` to the row in `slot`, keeping the column index exact.
    ///
    /// - Complexity: O(log n) to find, O(n) to insert or remove.
    @inline(__always)
    private mutating func addCell(_ coefficient: Double, _ symbol: Symbol, slot: Int32) {
        let s = Int(slot)
        let (found, index) = rows[s].search(symbol)
        if found {
            let sum = cleanSum(rows[s].cells[index].coefficient, coefficient)
            if sum == 0 {
                let position = rows[s].removeCell(at: index).columnIndex
                cellCount -= 1
                removeFromColumn(symbol, at: position, slot: slot)
            } else {
                rows[s].cells[index].coefficient = sum
            }
        } else if coefficient != 0 {
            let position = appendToColumn(symbol, slot: slot)
            rows[s].insertCell(
                Cell(symbol: symbol, columnIndex: position, coefficient: coefficient), at: index)
            cellCount += 1
        }
    }

    /// Adds `factor · source` to the row in `slot` (the caller has journaled the slot).
    ///
    /// `b = c + Σ aᵢ·sᵢ` becomes `b = (c + f·c') + Σ (aᵢ + f·a'ᵢ)·sᵢ`; cells that cancel
    /// leave their columns, new cells join them.
    ///
    /// - Complexity: O(m log n) for a short source, O(n + m) otherwise.
    private mutating func addScaled(_ source: Row, times factor: Double, into slot: Int32) {
        let s = Int(slot)
        rows[s].addToConstant(factor * source.constant, deltaPeak: Swift.abs(factor) * source.peak)
        if isStale(rows[s].constant, peak: rows[s].peak) { staleConstants.append(slot) }
        let m = source.cells.count
        if m <= 8 || m &* 8 < rows[s].cells.count {
            for cell in source.cells { addCell(factor * cell.coefficient, cell.symbol, slot: slot) }
            return
        }
        let a = rows[s].cells
        let b = source.cells
        var removed: [(Symbol, Int32)] = []
        var added: [Int] = []
        let merged = [Cell](unsafeUninitializedCapacity: a.count + b.count) { out, count in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var i = 0
                    var j = 0
                    var k = 0
                    while i < a.count && j < b.count {
                        let ra = a[i].symbol.raw
                        let rb = b[j].symbol.raw
                        if ra < rb {
                            out[k] = a[i]
                            i += 1
                            k += 1
                        } else if rb < ra {
                            out[k] = Cell(symbol: b[j].symbol, columnIndex: -1, coefficient: factor * b[j].coefficient)
                            added.append(k)
                            j += 1
                            k += 1
                        } else {
                            let sum = cleanSum(a[i].coefficient, factor * b[j].coefficient)
                            if sum == 0 {
                                removed.append((a[i].symbol, a[i].columnIndex))
                            } else {
                                out[k] = a[i]
                                out[k].coefficient = sum
                                k += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < a.count {
                        out[k] = a[i]
                        i += 1
                        k += 1
                    }
                    while j < b.count {
                        out[k] = Cell(symbol: b[j].symbol, columnIndex: -1, coefficient: factor * b[j].coefficient)
                        added.append(k)
                        j += 1
                        k += 1
                    }
                    count = k
                }
            }
        }
        cellCount += merged.count - a.count
        rows[s].cells = merged
        for k in added {
            rows[s].cells[k].columnIndex = appendToColumn(rows[s].cells[k].symbol, slot: slot)
        }
        for (symbol, position) in removed { removeFromColumn(symbol, at: position, slot: slot) }
    }

    // MARK: Substitution and pivoting

    /// Replaces the newly basic `symbol` by its row everywhere: every row of its column, the
    /// objective and the artificial objective.
    ///
    /// A row `b = c + a·symbol + r` becomes `b = c + a·(c' + r') + r` where
    /// `symbol = c' + r'` is the row in `slot`. Rows with a restricted basic symbol that go
    /// negative are queued for `dualOptimize`.
    ///
    /// - Complexity: O(Σ sizes of the rows that mention `symbol`), never the whole tableau.
    mutating func substitute(_ symbol: Symbol, slot: Int32) {
        let id = symbol.id
        resolvePendingEntries(of: id)
        touchSymbol(id)
        // The column is copied out (substitution changes the index) into storage kept from
        // the previous call: no allocation per pivot.
        var users: [Int32] = []
        swap(&users, &substitutionScratch)
        defer { swap(&users, &substitutionScratch) }
        columns.take(id, into: &users)
        let definition = rows[Int(slot)]
        for user in users {
            touchRow(user)
            let u = Int(user)
            let (found, index) = rows[u].search(symbol)
            assert(found)
            let coefficient = rows[u].removeCell(at: index).coefficient
            cellCount -= 1
            addScaled(definition, times: coefficient, into: user)
            if rows[u].basic.isRestricted {
                if rows[u].constant < 0 { infeasible.append(user) }
            } else {
                noteValueChange(rows[u].basic)
            }
        }
        let c = objective.remove(symbol)
        if c != 0 { addToObjective(definition, times: c) }
        if artificial != nil {
            let a = artificial!.remove(symbol)
            if a != 0 { artificial!.add(definition, times: a) }
        }
    }

    /// Makes `entering` basic in the row of `slot`, whose basic symbol leaves.
    ///
    /// `leaving = c + a·entering + r` is solved to
    /// `entering = -c/a + (1/a)·leaving - r/a`, then substituted everywhere.
    ///
    /// - Complexity: O(row + rows that mention `entering`).
    mutating func pivot(entering: Symbol, slot: Int32) {
        touchRow(slot)
        let s = Int(slot)
        let leaving = rows[s].basic
        let a = removeCell(entering, slot: slot)
        assert(a != 0)
        rows[s].scale(by: -1 / a)
        addCell(1 / a, leaving, slot: slot)
        rows[s].basic = entering
        touchSymbol(leaving.id)
        columns.setBasicSlot(leaving.id, -1)
        noteValueChange(leaving)
        noteValueChange(entering)
        touchSymbol(entering.id)
        columns.setBasicSlot(entering.id, slot)
        substitute(entering, slot: slot)
        pivots += 1
    }

    // MARK: Objective

    /// Adds `coefficient · symbol` to the objective.
    ///
    /// - Complexity: O(objective) at worst (an insertion).
    mutating func addToObjective(_ coefficient: Double, for symbol: Symbol) {
        objective.add(coefficient, for: symbol)
        objectiveScale = Swift.max(objectiveScale, Swift.abs(coefficient))
        objectiveDirty.append(symbol)
    }

    /// Adds `factor · row` to the objective.
    ///
    /// - Complexity: O(row log objective) for a short row.
    mutating func addToObjective(_ row: Row, times factor: Double) {
        objective.add(row, times: factor)
        for cell in row.cells {
            objectiveScale = Swift.max(objectiveScale, Swift.abs(factor * cell.coefficient))
            objectiveDirty.append(cell.symbol)
        }
    }

    /// The main objective's entering symbol, looking only at changed coefficients (all
    /// others were optimal). Keeps the candidates that still qualify, drops the rest.
    ///
    /// - Complexity: O(changed symbols × log objective).
    private mutating func enteringFromChanges() -> (Symbol, Bool) {
        var best = Symbol.invalid
        var bestRising = true
        var kept = 0
        for index in objectiveDirty.indices {
            let symbol = objectiveDirty[index]
            if symbol.isDummy { continue }
            let c = objective.coefficient(for: symbol)
            if c == 0 { continue }
            let rising = c < 0
            if !rising && !symbol.isExternal { continue }
            objectiveDirty[kept] = symbol
            kept += 1
            if !best.isValid || symbol < best {
                best = symbol
                bestRising = rising
            }
        }
        objectiveDirty.removeLast(objectiveDirty.count - kept)
        if objective.cells.isEmpty { objectiveScale = 0 }
        return (best, bestRising)
    }

    // MARK: Simplex

    enum ObjectiveKind { case main, artificial }

    /// Primal simplex: pivots until no symbol can improve the objective.
    ///
    /// Entering: the lowest-id non-dummy symbol with a negative objective coefficient (it
    /// rises), or an external one with a positive coefficient (it is free, so it falls);
    /// leaving: the least ratio, ties to the lowest basic id (Bland's rule, so no cycling
    /// and the same pivots on every run). A coefficient that nothing limits can only be
    /// rounding noise (the objective is bounded below by 0) and is dropped. With
    /// `enforcesBudget`, it stops before a pivot that would take the tableau past
    /// `memoryBudget` and sets `budgetOverrun`; the caller rolls the journal back.
    ///
    /// - Complexity: O(pivots × (objective + rows touched)).
    mutating func optimize(_ which: ObjectiveKind) {
        while true {
            let (entering, rising) = which == .main ? enteringFromChanges() : enteringSymbol(artificial!)
            guard entering.isValid else { return }
            guard let slot = leavingRow(entering, rising: rising) else {
                if which == .main { objective.remove(entering) } else { artificial!.remove(entering) }
                continue
            }
            // Under a journal the add can still be refused: a pivot past the budget is not made.
            if enforcesBudget && pivotWouldExceedBudget(entering: entering, slot: slot) { return }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The symbol to enter and whether it rises (false: a free external that falls), or
    /// `.invalid`. With a `tolerance` scale (the invariant check), coefficients that are
    /// rounding noise next to it are ignored.
    ///
    /// - Complexity: O(objective).
    func enteringSymbol(_ objective: Row, tolerance scale: Double? = nil) -> (Symbol, Bool) {
        for cell in objective.cells where !cell.symbol.isDummy {
            let c = cell.coefficient
            if let scale, nearZero(c, scale: scale) { continue }
            if c < 0 { return (cell.symbol, true) }
            if cell.symbol.isExternal { return (cell.symbol, false) }
        }
        return (.invalid, true)
    }

    /// The row with a restricted basic symbol that limits `entering` first: among rows
    /// `b = c + a·entering + …` that decrease as it moves (`a < 0` when it rises, `a > 0`
    /// when it falls), the least `c/|a|`.
    ///
    /// - Complexity: O(rows that mention `entering` × log row).
    mutating func leavingRow(_ entering: Symbol, rising: Bool = true) -> Int32? {
        resolvePendingEntries(of: entering.id)
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.invalid
        columns.withColumn(entering.id) { column in
            for slot in column {
                let row = rows[Int(slot)]
                guard row.basic.isRestricted else { continue }
                let a = row.coefficient(for: entering)
                guard rising ? a < 0 : a > 0 else { continue }
                let ratio = row.constant / Swift.abs(a)
                if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                    best = slot
                    bestRatio = ratio
                    bestBasic = row.basic
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// How far `symbol` can rise before a restricted row reaches zero (nil: unlimited).
    ///
    /// - Complexity: O(rows that mention `symbol` × log row).
    mutating func leavingRatio(_ symbol: Symbol) -> Double? {
        guard let slot = leavingRow(symbol) else { return nil }
        let row = rows[Int(slot)]
        return row.constant / Swift.abs(row.coefficient(for: symbol))
    }

    /// Dual simplex: restores non-negative constants in the queued rows while keeping the
    /// objective optimal. Returns the slot of a row that cannot be repaired (the system is
    /// infeasible), or nil on success.
    ///
    /// A constant below zero by no more than rounding next to the magnitudes it came from
    /// (`peak`) is zero, as after a primal phase: a substitution that cancels exactly in
    /// real arithmetic can leave -1e-16 in a row `b = -s - t` that required constraints
    /// pin at zero, which has no symbol to enter and would read as an infeasible system.
    ///
    /// - Returns: The slot of a row that no pivot can make non-negative, or nil.
    /// - Complexity: O(pivots × (row + rows touched)).
    mutating func dualOptimize() -> Int32? {
        while let slot = infeasible.popLast() {
            let row = rows[Int(slot)]
            guard row.basic.isValid, row.basic.isRestricted, row.constant < 0 else { continue }
            if nearZero(row.constant, scale: row.peak) {
                touchRow(slot)
                rows[Int(slot)].constant = 0
                noteValueChange(row.basic)
                continue
            }
            let entering = dualEnteringSymbol(row)
            guard entering.isValid else {
                infeasible.append(slot)
                return slot
            }
            pivot(entering: entering, slot: slot)
        }
        // Dual pivots keep the objective optimal: nothing it changed can enter.
        objectiveDirty.removeAll(keepingCapacity: true)
        return nil
    }

    /// For an infeasible row, the symbol whose entry keeps the objective optimal: among
    /// cells that can rise (restricted with positive coefficient, or free externals), the
    /// least objective-coefficient / |coefficient|. Ties go to the symbol that the fewest
    /// rows mention (the cheapest substitution; in a resize sweep, the edit's own error
    /// rather than every view's), then to the lowest id.
    ///
    /// - Complexity: O(row × log objective).
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        var bestRatio = Double.infinity
        for cell in row.cells {
            let a = cell.coefficient
            let ratio: Double
            if cell.symbol.isExternal {
                ratio = Swift.abs(objective.coefficient(for: cell.symbol)) / Swift.abs(a)
            } else if a > 0 && !cell.symbol.isDummy {
                ratio = objective.coefficient(for: cell.symbol) / a
            } else {
                continue
            }
            if ratio < bestRatio
                || (ratio == bestRatio && best.isValid
                    && columns.count(cell.symbol.id) < columns.count(best.id))
            {
                best = cell.symbol
                bestRatio = ratio
            }
        }
        return best
    }

    /// Adds `delta` to the constant of the row in `slot`, queueing it when it goes infeasible.
    mutating func addToConstant(_ delta: Double, slot: Int32) {
        touchRow(slot)
        let s = Int(slot)
        rows[s].addToConstant(delta, deltaPeak: Swift.abs(delta))
        if isStale(rows[s].constant, peak: rows[s].peak) { staleConstants.append(slot) }
        noteValueChange(rows[s].basic)
        if rows[s].basic.isRestricted && rows[s].constant < 0 { infeasible.append(slot) }
    }

    /// Ends a primal phase: the rows queued as infeasible by substitution hold restricted
    /// basics that the primal steps kept feasible in exact arithmetic, so one still below
    /// zero by rounding (next to the magnitudes its constant came from) is zero.
    ///
    /// - Complexity: O(queued rows).
    @inline(__always)
    mutating func settleRoundingBelowZero() {
        guard !infeasible.isEmpty else { return }
        for slot in infeasible {
            let s = Int(slot)
            guard rows[s].basic.isValid, rows[s].basic.isRestricted, rows[s].constant < 0,
                nearZero(rows[s].constant, scale: rows[s].peak)
            else { continue }
            touchRow(slot)
            rows[s].constant = 0
        }
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Recomputes the constants of the rows queued as stale from the constraints' own
    /// constants, undoing the drift of long incremental histories (a value that went to 2e18
    /// and back keeps only ulp(2e18) of accuracy otherwise). Runs when the tableau is
    /// feasible again: a restricted basic that the recomputation puts below zero is rounding
    /// and reads 0.
    ///
    /// Row `b = c + Σ aᵢ·sᵢ` is the combination `Σ λⱼ·Eⱼ` of the constraint equations
    /// `Eⱼ: kⱼ + … + μⱼ·mⱼ = 0`; the marker `mⱼ` occurs in `Eⱼ` alone, so `λⱼ·μⱼ` is its
    /// coefficient in `c + Σ aᵢ·sᵢ − b`, and `c = Σ λⱼ·kⱼ`.
    ///
    /// - Complexity: O(cells of the stale rows).
    @inline(__always)
    mutating func refreshStaleConstants() {
        guard !staleConstants.isEmpty else { return }
        refreshQueuedConstants()
    }

    /// `refreshStaleConstants()` for a non-empty queue.
    private mutating func refreshQueuedConstants() {
        for slot in staleConstants {
            let s = Int(slot)
            let row = rows[s]
            guard row.basic.isValid, isStale(row.constant, peak: row.peak) else { continue }
            let own = markerConstant[row.basic.id]
            var constant = -own
            var peak = Swift.abs(own)
            for cell in row.cells {
                let term = cell.coefficient * markerConstant[cell.symbol.id]
                constant += term
                peak += Swift.abs(term)
            }
            if row.basic.isRestricted && constant < 0 { constant = 0 }
            // A constant that drifted says the cells drifted too (exact data refreshes to
            // the same value): the row is refined once the operation is done.
            if row.basic.isExternal && constant != row.constant { refinementQueue.append(slot) }
            touchRow(slot)
            rows[s].constant = constant
            rows[s].peak = peak
            noteValueChange(row.basic)
        }
        staleConstants.removeAll(keepingCapacity: true)
    }

    /// Hands the storage of long rows to the process's `CellStoragePool` and empties the
    /// rows (the tableau is about to go or to be reset).
    ///
    /// - Complexity: O(rows).
    mutating func releaseRowStorage() {
        // A system of short rows (the usual case) has nothing for the pool.
        guard usesPooledStorage else { return }
        usesPooledStorage = false
        for slot in rows.indices where rows[slot].cells.capacity >= CellStoragePool.minimumCapacity {
            var cells: [Cell] = []
            swap(&cells, &rows[slot].cells)
            CellStoragePool.shared.give(cells)
        }
    }

    /// Replaces every row and the objective (the exact re-solve's rebuild). The new rows
    /// mention parametric symbols only, restricted basics at non-negative constants, and the
    /// objective is optimal; symbols keep their ids.
    ///
    /// - Complexity: O(cells before and after).
    mutating func replaceRows(with newRows: [Row], objective newObjective: Row) {
        assert(!journaling && artificial == nil)
        resolveAllPendingEntries()
        for slot in rows.indices where rows[slot].basic.isValid { recycle(removeRow(Int32(slot))) }
        for row in newRows { insertRow(row) }
        replaceObjective(with: newObjective)
        // Optimal as it comes: nothing for the next `optimize(.main)` to look at.
        objectiveDirty.removeAll()
        // The constants are the exact ones rounded: nothing to refresh or repair.
        infeasible.removeAll()
        staleConstants.removeAll()
        refinementQueue.removeAll()
        valuesOverflowed = true
        valueChangeResets &+= 1
        valueChanges.removeAll(keepingCapacity: true)
    }

    /// Puts `newObjective` in place of the objective, every symbol of it to be looked at by
    /// the next `optimize(.main)`.
    ///
    /// - Complexity: O(objective).
    mutating func replaceObjective(with newObjective: Row) {
        objective = newObjective
        // A product that underflows leaves a zero cell, which no row may hold.
        objective.cells.removeAll { $0.coefficient == 0 }
        objectiveDirty.removeAll(keepingCapacity: true)
        objectiveScale = 0
        for cell in objective.cells {
            objectiveScale = Swift.max(objectiveScale, Swift.abs(cell.coefficient))
            objectiveDirty.append(cell.symbol)
        }
    }

    /// Forgets every row, symbol and objective term.
    mutating func reset() {
        rows.removeAll(keepingCapacity: true)
        freeSlots = []
        columns.removeAll()
        freeSymbols = []
        markerConstant.removeAll(keepingCapacity: true)
        staleConstants = []
        refinementQueue = []
        objective = Row()
        artificial = nil
        infeasible = []
        liveRows = 0
        cellCount = 0
        enforcesBudget = false
        budgetOverrun = nil
        objectiveDirty = []
        objectiveScale = 0
        valueChanges = []
        valuesOverflowed = false
        lazyRows = []
        rowStamp.removeAll(keepingCapacity: true)
        symbolStamp.removeAll(keepingCapacity: true)
        isListedLazy.removeAll(keepingCapacity: true)
    }
}
