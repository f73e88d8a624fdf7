import Cassowary
import LayoutModel

// Installing and solving the relations (docs/ARCHITECTURE.md, "The constraint engine", "What
// goes to the solver"): each group of views that share a length is one variable `L`, each
// member adds `L >= natural` (required) and the group adds the wish `L == 0` (strong), so the
// solved `L` is the largest natural length. Grids are installed when the layout is made (a
// cell's natural length is its content's ideal length), `sameWidth` / `sameHeight` members
// after the first layout measured them where they stand.
extension TreeLayout {
    /// Adds the relations of each grid's columns and rows, and solves, inner grids first (an
    /// outer cell's content is measured with the inner grid's lengths). A grid cell's natural
    /// length is its content's ideal length (the grid rule).
    mutating func installGridRelations() throws(ConstraintLayoutError) {
        for grid in tree.grids {
            for g in grid.columns + grid.rows {
                try addWish(g)
                for m in tree.groups[g].members {
                    let axis = tree.groups[g].axis
                    tree.members[m].natural = size(tree.child(of: tree.members[m].node), .unspecified)[axis]
                    // An infinite ideal length (an aspect ratio filling an unspecified one) is no
                    // length: the line follows the grid's other cells.
                    guard tree.members[m].natural.isFinite else { continue }
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
    /// - Throws: ``ConstraintLayoutError/unsatisfiable(_:conflicts:)`` when the relations
    ///   cannot hold.
    mutating func installMemberRelations() throws(ConstraintLayoutError) {
        markFeedbackLoops()
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
        for member in tree.members where member.remeasures && !member.natural.isFinite {
            unbounded.insert(member.group)
        }
        for g in tree.groups.indices where tree.groups[g].wish == nil && !unbounded.contains(g) { try addWish(g) }
        for m in tree.members.indices where tree.members[m].remeasures && !unbounded.contains(tree.members[m].group) {
            try addRelation(m)
        }
        relationsInstalled = true
        try solve()
    }

    /// Member `index`'s relation to its group: at least its natural length.
    private mutating func addRelation(_ index: Int) throws(ConstraintLayoutError) {
        let member = tree.members[index]
        let constraint = tree.groups[member.group].variable >= member.natural
        tree.members[index].constraint = constraint
        try add(constraint)
    }

    /// Binds the groups left unbounded (a member took an infinite length where it stood) whose
    /// members all measured a finite length in the layout just made, as a fresh engine would
    /// for this proposal.
    ///
    /// - Returns: whether a group was bound (the caller solves and lays out again).
    mutating func bindFiniteGroups() throws(ConstraintLayoutError) -> Bool {
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

    /// Takes out the relations of the bound groups of `members`, each of which measured an
    /// infinite length in the layout just made: as at the first layout, such a group is no
    /// length and its members are left to their content; it is bound again, measured afresh,
    /// once they are all finite (`bindFiniteGroups`). Kept, its length would be one an
    /// earlier proposal measured, and a fresh engine's would not be.
    mutating func unbindGroups(of members: [Int]) throws(ConstraintLayoutError) {
        for member in members {
            let g = tree.members[member].group
            guard let wish = tree.groups[g].wish else { continue }
            for m in tree.groups[g].members {
                if let constraint = tree.members[m].constraint { try remove(constraint) }
                tree.members[m].constraint = nil
            }
            try remove(wish)
            tree.groups[g].wish = nil
            groupLengths[g] = .nan
            for m in tree.groups[g].members { invalidate(tree.members[m].node) }
        }
    }

    private func remove(_ constraint: Constraint) throws(ConstraintLayoutError) {
        do {
            try solver.removeConstraint(constraint)
        } catch {
            throw translate(error)
        }
    }

    /// The wish that group `group`'s length be as small as its members allow.
    private mutating func addWish(_ group: Int) throws(ConstraintLayoutError) {
        let wish = (tree.groups[group].variable == 0).strength(.strong)
        try add(wish)
        tree.groups[group].wish = wish
    }

    func add(_ constraint: Constraint) throws(ConstraintLayoutError) {
        do {
            try solver.addConstraint(constraint)
        } catch {
            throw translate(error)
        }
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
}
