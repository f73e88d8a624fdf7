/// Lengths in a row and the sums of their prefixes, one length changed at a time: a Fenwick
/// tree (a binary indexed tree). A wide stack keeps its children's lengths here, so that after
/// one child changed, every later child's offset is right without writing any of them.
///
/// Sums are added in another order than one after another, so a prefix may differ from the
/// running sum in the last places (well within the frame tolerance). Each change adds its
/// difference to O(log n) partial sums; after n changes the partial sums are made again from
/// the lengths, so rounding cannot pile up however long an engine runs.
struct PrefixSums {
    /// The lengths, in order.
    private(set) var values: [Double] = []
    /// Partial sums, from index 1: `sums[i]` is the sum of the `i & -i` lengths that end at
    /// length `i - 1`.
    private var sums: [Double] = [0]
    private var changesSinceBuilt = 0

    init() {}

    /// - Complexity: O(n).
    init(_ values: [Double]) {
        self.values = values
        build()
    }

    var count: Int { values.count }

    /// The sum of the first `k` lengths.
    ///
    /// - Complexity: O(log n).
    func prefix(_ k: Int) -> Double {
        var i = k
        var sum = 0.0
        while i > 0 {
            sum += sums[i]
            i &= i &- 1
        }
        return sum
    }

    /// The sum of all lengths.
    ///
    /// - Complexity: O(log n).
    var total: Double { prefix(values.count) }

    /// Makes length `k` `value`.
    ///
    /// - Complexity: O(log n), amortised.
    mutating func set(_ k: Int, _ value: Double) {
        let difference = value - values[k]
        values[k] = value
        guard difference != 0 else { return }
        changesSinceBuilt += 1
        // A non-finite difference would leave NaN behind (infinity minus infinity): made again.
        guard changesSinceBuilt < values.count, difference.isFinite else { return build() }
        var i = k + 1
        while i < sums.count {
            sums[i] += difference
            i += i & -i
        }
    }

    /// Makes the partial sums from the lengths.
    ///
    /// - Complexity: O(n).
    private mutating func build() {
        sums = [0] + values
        for i in 1..<max(1, sums.count) {
            let parent = i + (i & -i)
            if parent < sums.count { sums[parent] += sums[i] }
        }
        changesSinceBuilt = 0
    }
}
