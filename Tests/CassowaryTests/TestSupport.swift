import SeededRandom
import Testing

@testable import Cassowary

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

/// The package's seeded generator, named for every file of this target (draws in
/// SplitMix64+Drawing.swift).
typealias SplitMix64 = SeededRandom.SplitMix64
