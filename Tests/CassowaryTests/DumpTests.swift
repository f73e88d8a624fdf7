import Testing

@testable import Cassowary

@Suite("Dump and determinism")
struct DumpTests {
    @Test("The dump lists constraints, edits and suggestions in the text format")
    func textSection() throws {
        let x = Variable("x")
        let w = Variable("width")
        let solver = Solver()
        try solver.addConstraint(x + 2 == 20)
        try solver.addEditVariable(w, strength: .strong)
        try solver.addConstraint((w >= x).strength(.medium))
        try solver.suggestValue(320, for: w)
        let lines = solver.dump().split(separator: "\n").map(String.init)
        let statements = lines.filter { !$0.hasPrefix("#") }
        #expect(statements == ["x - 18 == 0", "edit width @strong", "width - x >= 0 @medium", "suggest width 320"])
        #expect(lines.contains { $0.hasPrefix("# tableau:") })
        #expect(lines.contains { $0.hasPrefix("# objective:") })
    }

    @Test("Unnamed, invalid and duplicate names get stable generated names")
    func generatedNames() throws {
        let a = Variable()
        let b = Variable("my var")
        let c = Variable("x")
        let d = Variable("x")
        let solver = Solver()
        try solver.addConstraint(a + b == 1)
        try solver.addConstraint(c + d == 2)
        let statements = solver.dump().split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(statements == ["_v_1 + _v_2 - 1 == 0", "x + x_3 - 2 == 0"])
        for name in ["_v_1", "_v_2", "x", "x_3"] { #expect(Solver.isValidName(name)) }
        #expect(!Solver.isValidName("9a") && !Solver.isValidName("") && !Solver.isValidName("edit"))
    }

    @Test("The same calls give the same dump on every run")
    func determinism() throws {
        func build() throws -> String {
            let v = (0..<8).map { Variable("v\($0)") }
            let solver = Solver()
            var generator = SplitMix64(seed: 7)
            for i in 0..<40 {
                let a = v[Int(generator.next() % 8)]
                let b = v[Int(generator.next() % 8)]
                let k = Double(generator.next() % 50)
                let strength: Strength = [.weak, .medium, .strong][i % 3]
                try solver.addConstraint((a + k <= b + 2 * k).strength(strength))
                try solver.addConstraint((a == k).strength(.weak))
            }
            try solver.addEditVariable(v[0], strength: .strong)
            try solver.suggestValue(33, for: v[0])
            return solver.dump()
        }
        let first = try build()
        #expect(first == (try build()))
        #expect(first.contains("# objective:"))
    }
}
