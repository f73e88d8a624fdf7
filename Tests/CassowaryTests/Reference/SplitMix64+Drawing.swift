/// Uniform draws from the shared seeded generator (`SplitMix64` in TestSupport.swift).
extension SplitMix64 {
    /// A uniformly drawn integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A uniformly drawn integer in `range`.
    mutating func int(in range: Range<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
