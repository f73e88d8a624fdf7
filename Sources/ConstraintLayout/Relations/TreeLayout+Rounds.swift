import Cassowary
import LayoutModel

// Rounds (docs/ARCHITECTURE.md, "The constraint engine", "Steps of a layout"): the root is sized
// and placed by the rules, a member answering its group's solved length; after placement every
// member's content length at `L` is compared with its natural length, and a grid cell with a
// relation inside is measured again; a changed one updates its constraint's constant in place
// and the system is re-solved, at most `maximumRounds` times.
extension TreeLayout {
    /// Sizes and places the tree for `proposal`, re-measuring members and re-solving until
    /// their natural lengths hold.
    ///
    /// - Returns: the root's size and the diagnostics.
    /// - Throws: ``ConstraintLayoutError/unsatisfiable(_:conflicts:)`` when the members'
    ///   relations cannot hold.
    mutating func layout(_ proposal: ProposedSize, maximumRounds: Int) throws(ConstraintLayoutError) -> (Size, [String])
    {
        var rounds = 0
        var diagnostics: [String] = []
        endedUnsettled = false
        if !relationsInstalled {
            // The first layout with the groups unknown, to measure the members where they stand.
            placedMembers.removeAll(keepingCapacity: true)
            place(tree.root, size: size(tree.root, proposal), proposal: proposal)
            rounds += 1
            statistics.rounds += 1
            try installMemberRelations()
        }
        while true {
            placedMembers.removeAll(keepingCapacity: true)
            let rootSize = size(tree.root, proposal)
            place(tree.root, size: rootSize, proposal: proposal)
            rounds += 1
            statistics.rounds += 1
            try confirmFeedbackLoops()
            var changed: [Int] = []
            var infinite: [Int] = []
            for m in placedMembers where tree.members[m].remeasures {
                let member = tree.members[m]
                if member.constraint != nil, member.contentLength.isFinite,
                    abs(member.contentLength - member.natural) > 1e-9
                {
                    changed.append(m)
                }
                if member.contentLength.isInfinite { infinite.append(m) }
            }
            // A grid cell with a relation inside: its ideal length follows that relation's.
            for m in cellsAroundRelations {
                let member = tree.members[m]
                let ideal = size(tree.child(of: member.node), .unspecified)[tree.groups[member.group].axis]
                tree.members[m].contentLength = ideal
                if ideal.isFinite, member.constraint != nil, abs(ideal - member.natural) > 1e-9 { changed.append(m) }
            }
            // A bound group a member measured infinite in: unbound, and bound again once its
            // members are finite; going back and forth past the last round is a loop.
            let unbinding = infinite.filter { tree.groups[tree.members[$0].group].wish != nil }
            if !unbinding.isEmpty {
                if rounds >= maximumRounds {
                    diagnostics.append(unsettled(after: rounds, unbinding))
                    endedUnsettled = true
                    return (rootSize, diagnostics)
                }
                try unbindGroups(of: unbinding)
                continue
            }
            if changed.isEmpty {
                if try bindFiniteGroups() {
                    try solve()
                    continue
                }
                return (rootSize, diagnostics)
            }
            if rounds >= maximumRounds {
                diagnostics.append(unsettled(after: rounds, changed))
                endedUnsettled = true
                return (rootSize, diagnostics)
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

    /// The diagnostic of a layout whose members' lengths still changed after `rounds` rounds,
    /// naming the first three of `members` with their last two lengths.
    private func unsettled(after rounds: Int, _ members: [Int]) -> String {
        "\(ConstraintLayoutResult.unsettledPrefix) after \(rounds) rounds: "
            + members.prefix(3).map {
                "\(memberName($0)) \(Self.format(tree.members[$0].natural)) -> \(Self.format(tree.members[$0].contentLength))"
            }
            .joined(separator: ", ")
    }
}
