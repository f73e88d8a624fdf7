/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same numbers on every machine, so whatever is drawn from it (a random tree, a random
/// constraint system) is named by its seed.
///
/// The `next…` draws below reduce one number modulo the length of the range: they give the
/// same values with every toolchain, which layout-compare's random trees are named by. The
/// standard library's `Int.random(in:using:)` works with this generator too, with its own
/// algorithm, which a toolchain may change.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`, the next number modulo the range's length.
    ///
    /// - Parameter range: the values to draw from.
    /// - Returns: one of them.
    package mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// One of `choices`, which must not be empty.
    package mutating func nextElement<T>(of choices: [T]) -> T {
        choices[nextInt(in: 0...(choices.count - 1))]
    }

    /// True with probability `probability`, from the next number's top 53 bits.
    package mutating func nextBool(probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }
}
