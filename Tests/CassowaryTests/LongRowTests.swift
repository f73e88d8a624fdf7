import Testing

@testable import Cassowary

/// Rows long enough to be indexed lazily (a chain of views) and to take their storage from
/// the process's cell storage pool.
@Suite("Long rows: lazy column index and pooled storage")
struct LongRowTests {
    /// `x_0 == 0`, `x_{i+1} == x_i + w_i + 8`, `w_i >= 10`, `w_i == 20 + i @strong`,
    /// `x_n <= C` with `C` a strong edit variable.
    private func chain(_ n: Int, _ solver: Solver) throws -> (
        x: [Variable], w: [Variable], c: Variable, links: [Constraint], bound: Constraint
    ) {
        var x = [Variable("x_0")]
        var w: [Variable] = []
        var links: [Constraint] = []
        try solver.addConstraint(x[0] == 0)
        for i in 0..<n {
            w.append(Variable("w_\(i)"))
            x.append(Variable("x_\(i + 1)"))
            let link = x[i + 1] == x[i] + w[i] + 8
            links.append(link)
            try solver.addConstraint(link)
            try solver.addConstraint(w[i] >= 10)
            try solver.addConstraint((w[i] == Double(20 + i)).strength(.strong))
        }
        let c = Variable("C")
        let bound = x[n] <= c
        try solver.addConstraint(bound)
        try solver.addEditVariable(c, strength: .strong)
        return (x, w, c, links, bound)
    }

    @Test("A chain of 40 views (rows of up to 120 cells) solves, shrinks and stays consistent")
    func chainWithLongRows() throws {
        let solver = Solver()
        let (x, w, c, links, _) = try chain(40, solver)
        // Σ (20 + i) + 8 for i < 40 = 800 + 780 + 320 = 1 900.
        try solver.suggestValue(3000, for: c)
        solver.updateVariables()
        #expect(x[40].value == 1900)
        #expect(w[39].value == 59)
        expectValidTableau(solver)
        // 100 too little: the strong edit and the strong widths cost the same per unit, so
        // which gives way is a tie; every required constraint holds either way.
        try solver.suggestValue(1800, for: c)
        solver.updateVariables()
        #expect(x[40].value <= c.value + 1e-9)
        for i in 0..<40 { #expect(w[i].value >= 10) }
        expectValidTableau(solver)
        // Removing a link in the middle reads the columns of long rows.
        try solver.removeConstraint(links[20])
        expectValidTableau(solver)
        try solver.addConstraint(links[20])
        try solver.suggestValue(3000, for: c)
        solver.updateVariables()
        #expect(x[40].value == 1900)
        expectValidTableau(solver)
        // A failed add rolls back exactly, with long rows in the tableau.
        let before = solverSnapshot(solver, x + w)
        #expect(throws: SolverError.self) { try solver.addConstraint(w[0] <= 5) }
        #expect(solverSnapshot(solver, x + w) == before)
        expectValidTableau(solver)
    }

    @Test("A second solver reuses the storage of the first one's long rows and solves the same")
    func storageReuse() throws {
        var values: [Double] = []
        for _ in 0..<2 {
            let solver = Solver()
            let (x, _, c, _, _) = try chain(100, solver)
            try solver.suggestValue(10_000, for: c)
            solver.updateVariables()
            values.append(x[100].value)
            expectValidTableau(solver)
        }
        // Σ (20 + i) + 8 for i < 100 = 2 000 + 4 950 + 800 = 7 750.
        #expect(values == [7750, 7750])
    }

    @Test("Removing and adding a long row again and again keeps the lazy list within the tableau's size")
    func churnOfLongRows() throws {
        let solver = Solver()
        let (x, _, c, _, bound) = try chain(60, solver)
        try solver.removeConstraint(bound)
        for _ in 0..<300 {
            try solver.addConstraint(bound)
            try solver.removeConstraint(bound)
        }
        try solver.addConstraint(bound)
        try solver.suggestValue(5000, for: c)
        solver.updateVariables()
        // Σ (20 + i) + 8 for i < 60 = 1 200 + 1 770 + 480 = 3 450.
        #expect(x[60].value == 3450)
        #expect(solver.tableau.lazyRows.count <= 2 * solver.statistics.rows + 32)
        expectValidTableau(solver)
    }

    @Test("Pool capacities round up to eight classes per doubling")
    func poolSizeClasses() {
        #expect(CellStoragePool.roundedCapacity(256) == 256)
        #expect(CellStoragePool.roundedCapacity(257) == 288)
        #expect(CellStoragePool.roundedCapacity(300) == 320)
        #expect(CellStoragePool.roundedCapacity(3000) == 3072)
        let cells = CellStoragePool.shared.take(capacity: 300)
        #expect(cells.isEmpty && cells.capacity >= 300)
    }
}

@Suite("Cell storage pool")
struct CellStoragePoolTests {
    @Test("Returned storage is kept, handed out again by size class, and freed with the pool")
    func keepsAndReleases() {
        let pool = CellStoragePool()
        #expect(pool.keptBytes == 0)
        // Small storage is not kept.
        var small: [Cell] = []
        small.reserveCapacity(10)
        pool.give(small)
        #expect(pool.keptBytes == 0)
        var large: [Cell] = []
        large.reserveCapacity(CellStoragePool.roundedCapacity(1_000))
        let capacity = large.capacity
        pool.give(large)
        #expect(pool.keptBytes == capacity * MemoryLayout<Cell>.stride)
        // A request in the same size class gets it back, empty.
        let again = pool.take(capacity: 1_000)
        #expect(again.isEmpty && again.capacity == capacity)
        #expect(pool.keptBytes == 0)
        // A request with nothing kept gets fresh storage of the class size.
        #expect(pool.take(capacity: 300).capacity >= CellStoragePool.roundedCapacity(300))
        // Kept storage goes with the pool (its deinit frees it and destroys the mutex).
        pool.give(again)
        #expect(pool.keptBytes == capacity * MemoryLayout<Cell>.stride)
    }
}
