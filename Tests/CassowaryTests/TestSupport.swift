@testable import Cassowary
import Testing

/// Whether two values agree to 1e-6 relative (1e-9 absolute near zero).
func nearlyEqual(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The full tableau check, as a test expectation listing every violation.
func expectValidTableau(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.invariantViolations()
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
}

/// A snapshot of everything observable: the dump and every value.
func solverSnapshot(_ solver: Solver, _ variables: [Variable]) -> (String, [Double]) {
    (solver.dump(), variables.map { solver.value(of: $0) })
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator for reproducible tests
/// shared by every test file of this target.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
