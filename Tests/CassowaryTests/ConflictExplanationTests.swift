import Testing

@testable import Cassowary

/// Explaining a conflict: the irreducibility test that ends the search for a chain in one
/// pass, and the budget past which the set is reported as not shown minimal.
@Suite("Conflict explanation")
struct ConflictExplanationTests {
    /// `x_{i+1} == x_i + 1` for i < n, and the closing `x_n == x_0`.
    static func closedChain(_ n: Int) -> (links: [Constraint], closing: Constraint) {
        let x = (0...n).map { Variable("x\($0)") }
        return ((0..<n).map { x[$0 + 1] == x[$0] + 1 }, x[n] == x[0])
    }

    static let test = IrreducibleConflictTest(workLimit: 1_000_000)

    @Test("A closed chain is shown minimal; one link fewer, or one more row, is not")
    func chainIrreducibility() {
        let (links, closing) = Self.closedChain(50)
        #expect(Self.test.showsMinimalConflict(links + [closing]))
        // Without a link the rows are independent: no dependency, no conflict to show.
        #expect(!Self.test.showsMinimalConflict(Array(links.dropFirst()) + [closing]))
        // A row outside the dependency can go.
        let stray = Variable("stray") == 3
        #expect(!Self.test.showsMinimalConflict(links + [stray, closing]))
        // One dependency that is no contradiction: the chain closed where it ends.
        let x = (0...50).map { Variable("x\($0)") }
        let open = (0..<50).map { x[$0 + 1] == x[$0] + 1 }
        #expect(!Self.test.showsMinimalConflict(open + [x[50] == x[0] + 50]))
    }

    @Test("Inequalities conflict only with weights of the right sign")
    func signs() {
        let x = Variable("x")
        let y = Variable("y")
        #expect(Self.test.showsMinimalConflict([x >= 10, x <= 5]))
        #expect(!Self.test.showsMinimalConflict([x >= 5, x <= 10]))
        // x ≥ 10 and x ≥ 20 with y: one dependency x − x, no contradiction of that sign.
        #expect(!Self.test.showsMinimalConflict([x >= 10, y == 1, x >= 20 + y]))
        // x + y ≤ 3, x ≥ 2, y ≥ 2: weights all of one reading, K of the right sign.
        #expect(Self.test.showsMinimalConflict([x + y <= 3, x >= 2, y >= 2]))
        #expect(!Self.test.showsMinimalConflict([x + y <= 5, x >= 2, y >= 2]))
        // Equalities only: any non-zero constant contradicts.
        #expect(Self.test.showsMinimalConflict([x + y == 3, x == 2, y == 2]))
        #expect(!Self.test.showsMinimalConflict([x + y == 4, x == 2, y == 2]))
    }

    @Test("Two dependencies, or a member with no weight, are not shown minimal")
    func wideNullSpace() {
        let x = Variable("x")
        // x ≥ 10, x ≥ 20, x ≤ 5: every pair is dependent; {x ≥ 20, x ≤ 5} already conflicts.
        #expect(!Self.test.showsMinimalConflict([x >= 10, x >= 20, x <= 5]))
        // Two of them are minimal.
        #expect(Self.test.showsMinimalConflict([x >= 20, x <= 5]))
        // w ≥ 10, x ≥ w, z ≥ x, z ≤ 4: one dependency using all four.
        let w = Variable("w")
        let z = Variable("z")
        #expect(Self.test.showsMinimalConflict([w >= 10, x >= w, z >= x, z <= 4]))
    }

    @Test("The work limit turns a long reduction into 'not shown'")
    func workLimit() {
        let (links, closing) = Self.closedChain(200)
        #expect(Self.test.showsMinimalConflict(links + [closing]))
        #expect(!IrreducibleConflictTest(workLimit: 100).showsMinimalConflict(links + [closing]))
    }

    @Test("A closed chain of 300 links conflicts with every link, shown minimal")
    func longChain() throws {
        let (links, closing) = Self.closedChain(300)
        let solver = Solver()
        for link in links { try solver.addConstraint(link) }
        #expect(throws: SolverError.unsatisfiable(closing, conflicts: links, minimal: true)) {
            try solver.addConstraint(closing)
        }
        #expect(!solver.hasConstraint(closing))
        expectValidTableau(solver)
    }

    @Test("Past the search budget the set still conflicts, and says it is not shown minimal")
    func overBudget() throws {
        let x = Variable("x")
        let y = Variable("y")
        let (links, closing) = Self.closedChain(6)
        let solver = Solver()
        solver.conflictSearchBudget = 0
        solver.irreducibilityWorkLimit = 0
        let extra = [x >= 10, y >= x, x >= 20]
        for constraint in links + extra { try solver.addConstraint(constraint) }
        let bound = y <= 5
        var reported: (conflicts: [Constraint], minimal: Bool)?
        for failing in [closing, bound] {
            do {
                try solver.addConstraint(failing)
                Issue.record("\(failing) was accepted")
            } catch {
                guard case .unsatisfiable(let refused, let conflicts, let minimal) = error, refused === failing else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(!minimal)
                // What is listed still conflicts with the refused constraint.
                let check = Solver()
                for c in conflicts { try check.addConstraint(c) }
                #expect(throws: (any Error).self) { try check.addConstraint(failing) }
                if failing === bound { reported = (conflicts, minimal) }
            }
        }
        #expect(reported != nil)
        // With the budget back, the same add gives a minimal set: y ≥ x with one of the bounds.
        solver.conflictSearchBudget = Solver.defaultConflictSearchBudget
        solver.irreducibilityWorkLimit = Solver.defaultIrreducibilityWorkLimit
        do {
            try solver.addConstraint(bound)
        } catch {
            guard case .unsatisfiable(_, let conflicts, let minimal) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(minimal)
            #expect(conflicts.count == 2 && conflicts.contains { $0 === extra[1] })
        }
        expectValidTableau(solver)
    }

    @Test("The description says when a set is not shown minimal")
    func description() {
        let x = Variable("x")
        let low = x >= 10
        let high = x <= 5
        #expect(
            SolverError.unsatisfiable(high, conflicts: [low], minimal: false).description
                == "unsatisfiable required constraint x - 5 <= 0; conflicts with (not shown minimal):\n  x - 10 >= 0")
        #expect(
            ScriptRunError.unsatisfiable(line: 3, conflictingLines: [1], minimal: false).description
                == "3: error: unsatisfiable required constraint\n1: note: conflicts with this constraint\n"
                + "3: note: \(ScriptRunError.notMinimalNote)")
    }
}
