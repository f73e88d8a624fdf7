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
    var sizeCaches: [SizeCache]
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
    /// Wide stacks' children's sizes for one proposal offered to all (see `updateChildSizes`).
    var childSizes: [[Size]]
    var childSizesKey: [ProposalKey]
    /// Node of each identifier (the last in placement order, as in the preference engine).
    let identifierNodes: [String: Int]
    let parents: [Int32]
    /// Whether the members' relations are in the solver (the first layout measures them).
    var relationsInstalled = false
    /// Grid cells whose content holds a member of a group.
    let cellsAroundRelations: [Int]

    /// Installs the relations of `tree`.
    ///
    /// - Throws: ``ConstraintLayoutError/unsatisfiable(_:conflicts:)`` when a member's natural
    ///   length contains its own group's length (a feedback loop).
    init(tree: CompiledTree) throws(ConstraintLayoutError) {
        self.tree = tree
        let n = tree.nodes.count
        groupLengths = Array(repeating: .nan, count: tree.groups.count)
        sizeCaches = Array(repeating: SizeCache(), count: n)
        originX = Array(repeating: 0, count: n)
        originY = Array(repeating: 0, count: n)
        width = Array(repeating: 0, count: n)
        height = Array(repeating: 0, count: n)
        placedKey = Array(repeating: .none, count: n)
        dirty = Array(repeating: true, count: n)
        childSizes = Array(repeating: [], count: n)
        childSizesKey = Array(repeating: .none, count: n)
        identifierNodes = Self.identifierNodes(of: tree)
        parents = tree.nodes.map(\.parent)
        cellsAroundRelations = tree.members.indices.filter { m in
            !tree.members[m].remeasures && tree.nodes[tree.child(of: tree.members[m].node)].dependsOnGroups
        }
        try installGridRelations()
        relationsInstalled = !tree.members.contains { $0.remeasures }
    }

    // MARK: Relations

    /// Adds the relations of each grid's columns and rows, and solves, inner grids first (an
    /// outer cell's content is measured with the inner grid's lengths). A grid cell's natural
    /// length is its content's ideal length (the grid rule).
    private mutating func installGridRelations() throws(ConstraintLayoutError) {
        for grid in tree.grids {
            for g in grid.columns + grid.rows {
                try addWish(g)
                for m in tree.groups[g].members {
                    let axis = tree.groups[g].axis
                    tree.members[m].natural = size(tree.child(of: tree.members[m].node), .unspecified)[axis]
                    let constraint = tree.groups[g].variable >= tree.members[m].natural
                    tree.members[m].constraint = constraint
                    try add(constraint)
                }
            }
            try solve()
        }
    }

    /// Adds the relations of `sameWidth`/`sameHeight` members, whose natural lengths the
    /// first layout measured: each content's length where it stands, with its group unknown
    /// (what the preference engine's first pass measures).
    ///
    /// - Throws: ``ConstraintLayoutError/unsatisfiable(_:conflicts:)`` when a member's natural
    ///   length contains its own group's length (a feedback loop).
    private mutating func installMemberRelations() throws(ConstraintLayoutError) {
        // A member inside another of its group makes the outer one's natural length contain
        // the group's own length: `L >= L + d`, which the solver refuses when d > 0.
        for m in tree.members.indices where tree.members[m].remeasures {
            if let outer = tree.enclosingMemberOfSameGroup(m) { tree.members[outer].innerMember = m }
        }
        for m in tree.members.indices where tree.members[m].remeasures {
            let member = tree.members[m]
            if member.contentLength.isNaN {
                let axis = tree.groups[member.group].axis
                tree.members[m].natural = size(tree.child(of: member.node), .unspecified)[axis]
            } else {
                tree.members[m].natural = member.contentLength
            }
        }
        // A member as long as it is offered an infinite length makes its group unbounded: like
        // `frame(width: .infinity)`, which is no length, the members are left to their content.
        var unbounded = Set<Int>()
        for member in tree.members where member.remeasures && !member.natural.isFinite { unbounded.insert(member.group) }
        for g in tree.groups.indices where tree.groups[g].wish == nil && !unbounded.contains(g) { try addWish(g) }
        for m in tree.members.indices where tree.members[m].remeasures && !unbounded.contains(tree.members[m].group) {
            try addRelation(m)
        }
        relationsInstalled = true
        try solve()
    }

    /// Member `m`'s relation to its group: at least its natural length (`L >= L + d` inside a
    /// member of the same group).
    private mutating func addRelation(_ m: Int) throws(ConstraintLayoutError) {
        let member = tree.members[m]
        let v = tree.groups[member.group].variable
        let constraint: Constraint
        if let inner = member.innerMember {
            constraint = v >= v + (member.natural - tree.members[inner].natural)
        } else {
            constraint = v >= member.natural
        }
        tree.members[m].constraint = constraint
        try add(constraint)
    }

    /// Binds the groups left unbounded (a member took an infinite length where it stood) whose
    /// members all measured a finite length in the layout just made, as a fresh engine would
    /// for this proposal.
    ///
    /// - Returns: whether a group was bound (the caller solves and lays out again).
    private mutating func bindFiniteGroups() throws(ConstraintLayoutError) -> Bool {
        var bound = false
        for g in tree.groups.indices where tree.groups[g].wish == nil {
            let members = tree.groups[g].members.filter { tree.members[$0].remeasures }
            guard !members.isEmpty, members.allSatisfy({ tree.members[$0].contentLength.isFinite }) else { continue }
            for m in members { tree.members[m].natural = tree.members[m].contentLength }
            try addWish(g)
            for m in members { try addRelation(m) }
            bound = true
        }
        return bound
    }

    /// The wish that group `g`'s length be as small as its members allow.
    private mutating func addWish(_ g: Int) throws(ConstraintLayoutError) {
        let wish = (tree.groups[g].variable == 0).strength(.strong)
        try add(wish)
        tree.groups[g].wish = wish
    }

    private func add(_ constraint: Constraint) throws(ConstraintLayoutError) {
        do {
            try solver.addConstraint(constraint)
        } catch {
            throw translate(error)
        }
    }

    /// A solver error in the terms of the views.
    func translate(_ error: SolverError) -> ConstraintLayoutError {
        switch error {
        case .unsatisfiable(let constraint, let conflicts):
            return .unsatisfiable(describe(constraint), conflicts: conflicts.map(describe))
        default:
            return .solver(String(describing: error))
        }
    }

    /// A relation in the terms of the views (found by a scan: only errors need it).
    private func describe(_ c: Constraint) -> String {
        for group in tree.groups where group.wish === c {
            return "\(group.variable.name) as small as its members allow"
        }
        for (m, member) in tree.members.enumerated() where member.constraint === c {
            let name = tree.groups[member.group].variable.name
            if let inner = member.innerMember {
                let d = member.natural - tree.members[inner].natural
                return "\(name) >= \(name) + \(Self.format(d)) (\(memberName(m)) measures its own group's length, \(memberName(inner)))"
            }
            return "\(name) >= \(Self.format(member.natural)) (natural length of \(memberName(m)))"
        }
        return String(describing: c)
    }

    /// A member's name for diagnostics: its identifier if it has one, else its group and index.
    func memberName(_ m: Int) -> String {
        let node = tree.members[m].node
        var candidate = node
        while candidate >= 0 {
            if let id = identifierNodes.first(where: { $0.value == candidate })?.key { return "'\(id)'" }
            // Stop at the first ancestor that is a container of several views.
            if tree.nodes[candidate].childCount > 1 { break }
            candidate = Int(tree.nodes[candidate].parent)
            if candidate >= 0, case .member = tree.nodes[candidate].kind { break }
        }
        let group = tree.members[m].group
        let k = tree.groups[group].members.firstIndex(of: m) ?? 0
        return "member \(k) of \(tree.groups[group].name)"
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }

    /// Solves and takes the new group lengths; the sizes of views below a group whose length
    /// changed are forgotten.
    mutating func solve() throws(ConstraintLayoutError) {
        _ = solver.updateVariables()
        statistics.solves += 1
        // A group whose relations are not in the solver yet stays unknown.
        for g in tree.groups.indices where tree.groups[g].wish != nil {
            let length = solver.value(of: tree.groups[g].variable)
            if length != groupLengths[g] {
                groupLengths[g] = length
                for m in tree.groups[g].members { invalidate(tree.members[m].node) }
            }
        }
    }

    /// Forgets the sizes of `node` and its ancestors and marks them for placement.
    mutating func invalidate(_ node: Int) {
        var i = node
        while i >= 0 {
            sizeCaches[i].forget()
            if dirty[i] && i != node { break }
            dirty[i] = true
            i = Int(tree.nodes[i].parent)
        }
    }

    // MARK: Layout

    /// Sizes and places the tree for `p`, re-measuring members and re-solving until their
    /// natural lengths hold.
    ///
    /// - Returns: the root's size and the diagnostics.
    mutating func layout(_ p: ProposedSize, maximumRounds: Int) throws(ConstraintLayoutError) -> (Size, [String]) {
        var rounds = 0
        var diagnostics: [String] = []
        if !relationsInstalled {
            // The first layout with the groups unknown, to measure the members where they stand.
            placedMembers.removeAll(keepingCapacity: true)
            place(tree.root, size: size(tree.root, p), proposal: p)
            rounds += 1
            statistics.rounds += 1
            try installMemberRelations()
        }
        while true {
            placedMembers.removeAll(keepingCapacity: true)
            let s = size(tree.root, p)
            place(tree.root, size: s, proposal: p)
            rounds += 1
            statistics.rounds += 1
            var changed: [Int] = []
            for m in placedMembers where tree.members[m].remeasures {
                let member = tree.members[m]
                if member.innerMember == nil, member.constraint != nil, member.contentLength.isFinite,
                   abs(member.contentLength - member.natural) > 1e-9 {
                    changed.append(m)
                }
            }
            // A grid cell with a relation inside: its ideal length follows that relation's.
            for m in cellsAroundRelations {
                let member = tree.members[m]
                let ideal = size(tree.child(of: member.node), .unspecified)[tree.groups[member.group].axis]
                tree.members[m].contentLength = ideal
                if ideal.isFinite, abs(ideal - member.natural) > 1e-9 { changed.append(m) }
            }
            if changed.isEmpty {
                if try bindFiniteGroups() {
                    try solve()
                    continue
                }
                return (s, diagnostics)
            }
            if rounds >= maximumRounds {
                diagnostics.append("natural lengths still changing after \(rounds) rounds: "
                    + changed.prefix(3).map { "\(memberName($0)) \(Self.format(tree.members[$0].natural)) -> \(Self.format(tree.members[$0].contentLength))" }
                        .joined(separator: ", "))
                return (s, diagnostics)
            }
            for m in changed {
                tree.members[m].natural = tree.members[m].contentLength
                do {
                    try solver.setConstant(-tree.members[m].natural, of: tree.members[m].constraint!)
                } catch {
                    throw translate(error)
                }
            }
            try solve()
        }
    }

    /// What the last layout placed, to read frames from.
    var placement: Placement {
        Placement(parent: parents, originX: originX, originY: originY, width: width, height: height,
                  identifierNodes: identifierNodes)
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
