import Testing

@testable import Cassowary

/// The memory budget: the tableau's estimate, counted exactly, and adds past the budget
/// refused with that estimate, leaving the solver as it was.
@Suite("Memory budget")
struct MemoryBudgetTests {
    /// A chain as a stack writes it, `y[i+1] == y[i] + h[i] + 8`, and nothing else: each link
    /// is solved for its new `y`, whose row holds the previous row plus `h[i]` and the link's
    /// dummy, so link k's row has 2k + 3 cells (y0, h0…hk, d0…dk).
    private struct Chain {
        var y = [Variable("y0")]
        var h: [Variable] = []

        mutating func link() -> Constraint {
            let i = h.count
            h.append(Variable("h\(i)"))
            y.append(Variable("y\(i + 1)"))
            return y[i + 1] == y[i] + h[i] + 8
        }

        var variables: [Variable] { y + h }
    }

    /// Hand-derived: after n links the rows hold Σ (2k + 3) = n² + 2n cells, n rows and
    /// 3n + 1 symbols (the y's, the h's and a dummy per link).
    private func chainBytes(links n: Int) -> Int {
        (n * n + 2 * n) * 24 + n * 96 + (3 * n + 1) * 48
    }

    /// The estimate when link k is about to join k links: its variables and dummy are
    /// registered (3k + 4 symbols) and its row of 2k + 3 cells counted.
    private func projectedBytes(addingLink k: Int) -> Int {
        (k * k + 2 * k + 2 * k + 3) * 24 + (k + 1) * 96 + (3 * k + 4) * 48
    }

    @Test("The estimate counts a chain's cells, rows and symbols exactly")
    func chainEstimate() throws {
        let solver = Solver()
        var chain = Chain()
        for n in 1...100 {
            try solver.addConstraint(chain.link())
            if [1, 2, 10, 100].contains(n) {
                #expect(solver.statistics.cells == n * n + 2 * n)
                #expect(solver.estimatedMemory == chainBytes(links: n))
            }
        }
        #expect(solver.estimatedMemory == 268_848)
        expectValidTableau(solver)
    }

    @Test("A negative budget is 0: no trap, and the first add that grows the tableau is refused")
    func negativeBudgetIsZero() throws {
        let solver = Solver(memoryBudget: -1)
        #expect(solver.memoryBudget == 0)
        var chain = Chain()
        let first = chain.link()
        #expect(throws: SolverError.self) { try solver.addConstraint(first) }
        #expect(!solver.hasConstraint(first))
        solver.memoryBudget = -5
        #expect(solver.memoryBudget == 0)
        solver.memoryBudget = Solver.defaultMemoryBudget
        try solver.addConstraint(first)
        #expect(solver.hasConstraint(first))
    }

    @Test("An add past the budget throws with the budget and the estimate, and changes nothing")
    func refusedAddChangesNothing() throws {
        // The budget holds exactly 50 links: link 50 would take 77 160 bytes.
        let budget = chainBytes(links: 50)
        #expect(budget == 74_448)
        #expect(projectedBytes(addingLink: 49) == budget)
        let solver = Solver(memoryBudget: budget)
        #expect(solver.memoryBudget == budget)
        var chain = Chain()
        for _ in 0..<50 { try solver.addConstraint(chain.link()) }
        let refused = chain.link()
        let before = solverSnapshot(solver, chain.variables)
        let statistics = solver.statistics
        #expect(throws: SolverError.memoryBudgetExceeded(refused, budget: budget, estimate: 77_160)) {
            try solver.addConstraint(refused)
        }
        #expect(!solver.hasConstraint(refused))
        #expect(solverSnapshot(solver, chain.variables) == before)
        #expect(solver.statistics.cells == statistics.cells && solver.statistics.rows == statistics.rows)
        #expect(solver.estimatedMemory == budget)
        expectValidTableau(solver)

        // A later add that fits works: 216 bytes for `z == 5` (a cell, a row, two symbols).
        solver.memoryBudget = budget + 216
        let z = Variable("z")
        #expect(throws: SolverError.memoryBudgetExceeded(refused, budget: budget + 216, estimate: 77_160)) {
            try solver.addConstraint(refused)
        }
        try solver.addConstraint(z == 5)
        #expect(solver.value(of: z) == 5)
        #expect(solver.estimatedMemory == budget + 216)

        // With room, the refused link goes in and the chain solves: y51 = y0 + Σ (h + 8).
        solver.memoryBudget = .max
        try solver.addConstraint(refused)
        try solver.addConstraint(chain.y[0] == 3)
        for h in chain.h { try solver.addConstraint(h == 1) }
        #expect(solver.value(of: chain.y[51]) == 3 + 51 * 9)
        #expect(solver.value(of: chain.y[20]) == 3 + 20 * 9)
        expectValidTableau(solver)
    }

    @Test("The same refused add as an edit variable")
    func refusedEditVariable() throws {
        let solver = Solver(memoryBudget: chainBytes(links: 30))
        var chain = Chain()
        for _ in 0..<30 { try solver.addConstraint(chain.link()) }
        let before = solverSnapshot(solver, chain.variables)
        // `y30` is basic with a row of 61 cells: its edit row holds them all and more.
        do {
            try solver.addEditVariable(chain.y[30], strength: .strong)
            Issue.record("the edit variable fitted")
        } catch {
            guard case .memoryBudgetExceeded(_, let budget, let estimate) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(budget == chainBytes(links: 30) && estimate > budget)
        }
        #expect(!solver.hasEditVariable(chain.y[30]))
        #expect(solverSnapshot(solver, chain.variables) == before)
        expectValidTableau(solver)
    }

    @Test("A substitution's growth is counted exactly, before the tableau changes")
    func substitutionGrowth() throws {
        // 20 rows `x_i == p + 8` and 20 rows `z_k == e1 + … + e10 + k`; then `p == e1 + … +
        // e10 + 5` is solved for p (20 rows, like each e, and the lowest id), and each of p's
        // rows trades p for e1…e10 and the new dummy. By hand: cells 40 + 220 before; after,
        // the new row's 11, p's rows 20 × 12 and the z rows' 220, 471 in all; 41 rows; 92
        // symbols (20 x, p, 20 z, 10 e, 41 dummies): 471·24 + 41·96 + 92·48 = 19 656 bytes.
        let p = Variable("p")
        let x = (0..<20).map { Variable("x\($0)") }
        let z = (0..<20).map { Variable("z\($0)") }
        let e = (1...10).map { Variable("e\($0)") }
        let sum = e.dropFirst().reduce(Expression(e[0])) { $0 + $1 }
        func build(_ solver: Solver) throws {
            for xi in x { try solver.addConstraint(xi == p + 8) }
            for (k, zk) in z.enumerated() { try solver.addConstraint(zk == sum + Double(k)) }
        }
        let all = x + z + e + [p]
        let solver = Solver(memoryBudget: 19_655)
        try build(solver)
        #expect(solver.statistics.cells == 260)
        let snapshot = solverSnapshot(solver, all)
        let constraint = p == sum + 5
        #expect(throws: SolverError.memoryBudgetExceeded(constraint, budget: 19_655, estimate: 19_656)) {
            try solver.addConstraint(constraint)
        }
        #expect(solverSnapshot(solver, all) == snapshot)
        expectValidTableau(solver)
        solver.memoryBudget = 19_656
        try solver.addConstraint(constraint)
        #expect(solver.statistics.cells == 471)
        #expect(solver.estimatedMemory == 19_656)
        #expect(solver.value(of: x[7]) == 13)
        expectValidTableau(solver)
    }

    @Test(
        "Random systems: every add refused one byte short of its result, then made with room",
        arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func randomRefusals(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let variables = (0..<6).map { Variable("v\($0)") }
        // Two solvers given the same operations; `budgeted` first sees each add refused.
        let reference = Solver(memoryBudget: .max)
        let budgeted = Solver()
        var live: [Constraint] = []
        var editing: [Variable] = []
        var refusals = 0
        for _ in 0..<120 {
            switch pick(10) {
            case 0...5:
                var expression = Expression(constant: Double(pick(41) - 20))
                for _ in 0...pick(3) {
                    let coefficient = Double(pick(9) - 4)
                    if coefficient != 0 { expression.terms.append(Term(variables[pick(6)], coefficient)) }
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][pick(3)]
                let strength: Strength = [.required, .required, .strong, .medium, .weak][pick(5)]
                let c = Constraint(expression, relation, strength: strength)
                do {
                    try reference.addConstraint(c)
                } catch {
                    guard case .unsatisfiable = error else {
                        Issue.record("unexpected \(error)")
                        continue
                    }
                    budgeted.memoryBudget = .max
                    #expect(throws: SolverError.self) { try budgeted.addConstraint(c) }
                    continue
                }
                let after = reference.estimatedMemory
                let snapshot = solverSnapshot(budgeted, variables)
                budgeted.memoryBudget = after - 1
                do {
                    try budgeted.addConstraint(c)
                    Issue.record("an add that ends at \(after) bytes fitted in \(after - 1)")
                } catch {
                    guard case .memoryBudgetExceeded(let failed, let budget, let estimate) = error else {
                        Issue.record("unexpected \(error)")
                        continue
                    }
                    #expect(failed === c && budget == after - 1 && estimate > budget)
                    refusals += 1
                }
                #expect(solverSnapshot(budgeted, variables) == snapshot)
                expectValidTableau(budgeted)
                budgeted.memoryBudget = .max
                try budgeted.addConstraint(c)
                live.append(c)
            case 6, 7:
                guard !live.isEmpty else { continue }
                let c = live.remove(at: pick(live.count))
                try reference.removeConstraint(c)
                try budgeted.removeConstraint(c)
            default:
                let v = variables[pick(6)]
                if editing.contains(where: { $0 === v }) {
                    let value = Double(pick(61) - 30)
                    try reference.suggestValue(value, for: v)
                    try budgeted.suggestValue(value, for: v)
                } else {
                    try reference.addEditVariable(v, strength: .strong)
                    budgeted.memoryBudget = reference.estimatedMemory - 1
                    #expect(throws: SolverError.self) { try budgeted.addEditVariable(v, strength: .strong) }
                    #expect(!budgeted.hasEditVariable(v))
                    budgeted.memoryBudget = .max
                    try budgeted.addEditVariable(v, strength: .strong)
                    editing.append(v)
                }
            }
            #expect(budgeted.dump() == reference.dump())
        }
        #expect(refusals > 20)
        expectValidTableau(budgeted)
    }
}
