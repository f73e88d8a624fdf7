import Cassowary
import Testing

/// The README's solver examples, so that what it promises stays true.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("Quick start: the weak wish gives way to the required x >= 3")
    func quickStart() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 2 * y == 10)
        try solver.addConstraint(x >= 3)
        try solver.addConstraint((y == 4).strength(.weak))
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(y.value == 3.5)
    }

    @Test("Conflict example: the minimal set leaves out the unrelated q == 5")
    func conflictExample() throws {
        let solver = Solver()
        let w = Variable("w"), x = Variable("x"), q = Variable("q"), z = Variable("z")
        let chain = [w >= 10, x >= w, z >= x]
        try solver.addConstraint(chain[0])
        try solver.addConstraint(chain[1])
        try solver.addConstraint(q == 5)
        try solver.addConstraint(chain[2])
        let last = z <= 4
        #expect(throws: SolverError.unsatisfiable(last, conflicts: chain)) {
            try solver.addConstraint(last)
        }
    }
}
