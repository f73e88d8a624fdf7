// `layout-bench node-storage`: the measurement behind keeping the preference engine's nodes
// as classes (docs/PERFORMANCE.md, "Where the time goes"). One tree of the conversation's
// shape is held three ways and walked the way sizing walks it: each node's length summed
// from its children's and written to its cache. The walk is the same code each time; only
// where the nodes live changes.

/// A tree of `rows` rows of 7 nodes (a row, two groups, four leaves) under one column, held
/// as class nodes, as values in an array kept in an engine object, and as values in an array
/// a walk holds.
struct NodeStorageTrees {
    final class ClassNode {
        var length: Double
        var cached = 0.0
        var children: [ClassNode]

        init(_ length: Double, _ children: [ClassNode] = []) {
            self.length = length
            self.children = children
        }
    }

    struct NodeValue {
        var length: Double
        var cached = 0.0
        var children: [Int32]
    }

    /// Holds the array as the preference engine's core would: nodes are appended to it.
    final class Holder {
        var nodes: [NodeValue] = []

        func add(_ length: Double, _ children: [Int32] = []) -> Int32 {
            nodes.append(NodeValue(length: length, children: children))
            return Int32(nodes.count - 1)
        }
    }

    let root: ClassNode
    let holder: Holder
    let rootIndex: Int32

    init(rows: Int) {
        let holder = Holder()
        var rowNodes: [ClassNode] = []
        var rowIndices: [Int32] = []
        for r in 0..<rows {
            let leaves = (0..<4).map { ClassNode(Double(r + $0)) }
            rowNodes.append(
                ClassNode(3, [ClassNode(1, Array(leaves[0..<2])), ClassNode(2, Array(leaves[2..<4]))]))
            let l = (0..<4).map { holder.add(Double(r + $0)) }
            rowIndices.append(holder.add(3, [holder.add(1, [l[0], l[1]]), holder.add(2, [l[2], l[3]])]))
        }
        root = ClassNode(0, rowNodes)
        rootIndex = holder.add(0, rowIndices)
        self.holder = holder
    }

    /// How many nodes one walk visits.
    var count: Int { holder.nodes.count }

    @inline(never)
    static func walk(_ node: ClassNode) -> Double {
        var sum = node.length
        for child in node.children { sum += walk(child) }
        node.cached = sum
        return sum
    }

    @inline(never)
    static func walk(_ holder: Holder, _ i: Int32) -> Double {
        var sum = holder.nodes[Int(i)].length
        for child in holder.nodes[Int(i)].children { sum += walk(holder, child) }
        holder.nodes[Int(i)].cached = sum
        return sum
    }

    @inline(never)
    static func walk(_ nodes: inout [NodeValue], _ i: Int32) -> Double {
        var sum = nodes[Int(i)].length
        for child in nodes[Int(i)].children { sum += walk(&nodes, child) }
        nodes[Int(i)].cached = sum
        return sum
    }

    /// Times each way in turn; every walk's sum is checked against the class nodes'.
    ///
    /// - Returns: each way's name and its median time a node visited, in nanoseconds.
    func measure(_ plan: SamplingPlan) -> [(name: String, nanoseconds: Double)] {
        let expected = NodeStorageTrees.walk(root)
        var sums = [0.0, 0.0, 0.0]
        let samples = sampleInTurn(
            plan,
            [
                { timed { sums[0] = NodeStorageTrees.walk(root) } },
                { timed { sums[1] = NodeStorageTrees.walk(holder, rootIndex) } },
                {
                    timed {
                        var nodes: [NodeValue] = []
                        swap(&nodes, &holder.nodes)
                        sums[2] = NodeStorageTrees.walk(&nodes, rootIndex)
                        swap(&nodes, &holder.nodes)
                    }
                }
            ])
        for sum in sums { verify(sum == expected, "node-storage: a walk summed \(sum), expected \(expected)") }
        let names = ["class nodes", "an array in the engine object", "an array the walk holds"]
        return zip(names, samples).map { name, runs in
            let sorted = runs.sorted()
            return (name, sorted[sorted.count / 2] * 1_000 / Double(count))
        }
    }
}
