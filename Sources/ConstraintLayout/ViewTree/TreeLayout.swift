import Cassowary
import LayoutModel

/// A compiled tree with its relations in a Cassowary solver, sized and placed by the layout
/// rules (docs/ARCHITECTURE.md, "The constraint engine").
///
/// What is structural — a stack's running offsets, a padding's insets, a frame's alignment — is
/// computed by the rules and never enters the solver. What is relational goes to the solver:
/// each group of views that share a length (`sameWidth(in:)`, a grid's column or row) is one
/// variable `L`, each member adds `L >= natural` and the group adds the wish `L == 0` (strong),
/// so `L` is the largest natural length, in one solve, with no second pass.
///
/// A `sameWidth` member's natural length is its content's length where it stands with its group
/// unknown (the first layout measures it), then its content's length as placed at `L` (what a
/// text wrapped at that width needs); when that differs, the constraint's constant is changed
/// in place and the system re-solved, at most `maximumRounds` times. A grid cell's natural
/// length is its content's ideal length.
struct TreeLayout {
    var tree: CompiledTree
    let solver = Solver()
    /// Each group's length as last solved (NaN before).
    var groupLengths: [Double]
    var statistics = ConstraintLayoutStatistics()

    /// Each node's last answers.
    var sizeCaches: [RememberedSizes]
    // Placement: each node's origin relative to its parent, and its size.
    var originX: [Double]
    var originY: [Double]
    var width: [Double]
    var height: [Double]
    var placedKey: [ProposalKey]
    /// Nodes whose sizes or placement may have changed since they were last placed.
    var dirty: [Bool]
    /// Members placed in the current round.
    var placedMembers: [Int] = []
    /// Stacks' offers and probes, nested stacks above their parents' (see `stackOffers`).
    var scratch: [Double] = []
    var scratchTop = 0
    /// Stacks of many children (see `WideStack`), and for each node the index of its own wide
    /// stack there and of its parent's (-1 for none).
    var wideStacks: [WideStack] = []
    let wideStackIndex: [Int32]
    let wideParent: [Int32]
    /// The rows whose views follow the width they are offered (see `FillingRows`).
    let filling: FillingRows
    /// Node of each identifier (the last in placement order, as in the preference engine).
    let identifierNodes: [String: Int]
    /// Whether the members' relations are in the solver (the first layout measures them).
    var relationsInstalled = false
    /// Whether the last layout ended with natural lengths still changing (a feedback loop):
    /// what it left in the relations is whichever value the last round reached.
    var endedUnsettled = false
    /// Grid cells whose content holds a member of a group.
    let cellsAroundRelations: [Int]
    /// The engine's text measurements (see `TextLayoutCache`).
    let textCache: TextLayoutCache
    /// What sizing found in the current layout call that is no size (an aspect ratio offering
    /// an infinite length), once per node and message; emptied when a layout starts.
    var layoutNotes: [(node: Int, bad: BadValue)] = []
    /// Whether a length or origin placed so far was NaN, infinite or beyond 10^300: only then
    /// can a frame be non-finite (a sum of origins no larger overflows only past 10^8 levels),
    /// so only then are the frames looked at after a layout (`Placement.nonFiniteFrames`).
    var mayBeNonFinite = false

    /// Installs the relations of `tree`, whose texts measure through `textCache`.
    ///
    /// - Throws: ``ConstraintLayoutError/unsatisfiable(_:conflicts:)`` when a member's natural
    ///   length contains its own group's length (a feedback loop).
    init(tree: CompiledTree, textCache: TextLayoutCache) throws(ConstraintLayoutError) {
        self.tree = tree
        self.textCache = textCache
        let n = tree.nodes.count
        groupLengths = Array(repeating: .nan, count: tree.groups.count)
        sizeCaches = Array(repeating: RememberedSizes(), count: n)
        originX = Array(repeating: 0, count: n)
        originY = Array(repeating: 0, count: n)
        width = Array(repeating: 0, count: n)
        height = Array(repeating: 0, count: n)
        placedKey = Array(repeating: .none, count: n)
        dirty = Array(repeating: true, count: n)
        var wideStackIndex = [Int32](repeating: -1, count: n)
        var wideParent = [Int32](repeating: -1, count: n)
        for node in 0..<n {
            let children = tree.children(of: node)
            guard children.count >= Self.rememberedStackSize else { continue }
            let wide: WideStack
            switch tree.nodes[node].kind {
            case .stack(let axis, let crossFraction, _, _):
                wide = WideStack(node: node, axis: axis, crossFraction: crossFraction)
            case .gridRow:
                // A row outside a grid is a horizontal stack (inside one, the grid places it).
                wide = WideStack(node: node, axis: .horizontal, crossFraction: 0.5)
            default:
                continue
            }
            wideStackIndex[node] = Int32(wideStacks.count)
            for child in children { wideParent[child] = Int32(wideStacks.count) }
            wideStacks.append(wide)
        }
        self.wideStackIndex = wideStackIndex
        self.wideParent = wideParent
        let columns = wideStacks.filter { $0.axis == .vertical }.map(\.node)
        filling = FillingRows(tree, rowsOf: columns)
        for k in wideStacks.indices
        where columns.contains(wideStacks[k].node) && filling.fillsAll(wideStacks[k].node, in: tree) {
            wideStacks[k] = WideStack(
                node: wideStacks[k].node, axis: .vertical, crossFraction: wideStacks[k].crossFraction,
                fillsAll: true)
        }
        identifierNodes = Self.identifierNodes(of: tree)
        cellsAroundRelations = tree.members.indices.filter { member in
            !tree.members[member].remeasures && tree.nodes[tree.child(of: tree.members[member].node)].dependsOnGroups
        }
        try installGridRelations()
        relationsInstalled = !tree.members.contains { $0.remeasures }
    }

    /// Forgets the sizes of `node` and its ancestors and marks them for placement; a wide stack
    /// on the way notes which of its children changed.
    mutating func invalidate(_ node: Int) {
        var i = node
        while i >= 0 {
            sizeCaches[i].forget()
            let wide = Int(wideParent[i])
            if wide >= 0 {
                wideStacks[wide].unsized.append(Int(tree.nodes[i].position))
                wideStacks[wide].unplaced.append(Int(tree.nodes[i].position))
            }
            if dirty[i] && i != node { break }
            dirty[i] = true
            i = Int(tree.nodes[i].parent)
        }
    }

    /// What the last layout placed, to read frames from.
    var placement: Placement {
        Placement(
            nodes: tree.nodes, originX: originX, originY: originY, width: width, height: height,
            identifierNodes: identifierNodes, wideStacks: wideStacks, wideParent: wideParent,
            fillingRow: filling.row, follows: filling.follows)
    }

    /// Identifiers and their nodes, in placement order (a background before its view, a view
    /// before its overlay), the last node of an identifier winning.
    private static func identifierNodes(of tree: CompiledTree) -> [String: Int] {
        var result: [String: Int] = [:]
        result.reserveCapacity(tree.identifiers.count)
        var repeated = false
        for (id, node) in tree.identifiers where result.updateValue(node, forKey: id) != nil { repeated = true }
        guard repeated else { return result }
        // An identifier on several views: the one placed last, in placement order.
        var rank = [Int](repeating: 0, count: tree.nodes.count)
        var next = 0
        var stack = [tree.root]
        while let node = stack.popLast() {
            rank[node] = next
            next += 1
            let children = tree.children(of: node)
            // Placed first, so pushed last: a background's secondary view before its primary.
            if case .background = tree.nodes[node].kind {
                stack.append(contentsOf: children)
            } else {
                stack.append(contentsOf: children.reversed())
            }
        }
        result = [:]
        for (id, node) in tree.identifiers {
            if let known = result[id], rank[known] > rank[node] { continue }
            result[id] = node
        }
        return result
    }
}
