/// The largest of a row of lengths, one length changed at a time: a segment tree. A wide
/// stack's cross length is its longest child's; after one child changed, the longest is found
/// again without a look at every other child.
struct RunningMaximum {
    /// The tree: leaves at `leaves ..< 2 * leaves` (the lengths, then -infinity), each inner
    /// node the larger of its two children; the largest at index 1.
    private var nodes: [Double] = [-.infinity, -.infinity]
    private var leaves = 1

    init() {}

    /// - Complexity: O(n).
    init(_ values: [Double]) {
        leaves = 1
        while leaves < values.count { leaves *= 2 }
        nodes = Array(repeating: -.infinity, count: 2 * leaves)
        for (k, value) in values.enumerated() { nodes[leaves + k] = value }
        for i in stride(from: leaves - 1, through: 1, by: -1) { nodes[i] = Swift.max(nodes[2 * i], nodes[2 * i + 1]) }
    }

    /// The largest length, or 0 when none is larger (a stack's cross length starts at 0).
    var maximum: Double { Swift.max(0, nodes[1]) }

    /// Makes length `k` `value`.
    ///
    /// - Complexity: O(log n).
    mutating func set(_ k: Int, _ value: Double) {
        var i = leaves + k
        nodes[i] = value
        while i > 1 {
            i /= 2
            nodes[i] = Swift.max(nodes[2 * i], nodes[2 * i + 1])
        }
    }
}
