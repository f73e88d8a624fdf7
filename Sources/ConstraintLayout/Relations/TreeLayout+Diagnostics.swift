import Cassowary
import LayoutModel

// Relations in the terms of the views, for errors and diagnostics: a solver error names the
// members and groups it concerns.
extension TreeLayout {
    /// A solver error in the terms of the views.
    func translate(_ error: SolverError) -> ConstraintLayoutError {
        switch error {
        case .unsatisfiable(let constraint, let conflicts, _):
            return .unsatisfiable(describe(constraint), conflicts: conflicts.map(describe))
        default:
            return .solver(String(describing: error))
        }
    }

    /// A relation in the terms of the views (found by a scan: only errors need it).
    private func describe(_ constraint: Constraint) -> String {
        for group in tree.groups where group.wish === constraint {
            return "\(group.variable.name) as small as its members allow"
        }
        for (m, member) in tree.members.enumerated() where member.constraint === constraint {
            let name = tree.groups[member.group].variable.name
            if let inner = member.innerMember, let excess = member.feedbackExcess {
                return
                    "\(name) >= \(name) + \(Self.format(excess)) (\(memberName(m)) measures its own group's length, \(memberName(inner)))"
            }
            return "\(name) >= \(Self.format(member.natural)) (natural length of \(memberName(m)))"
        }
        return String(describing: constraint)
    }

    /// A member's name for diagnostics: its identifier if it has one, else its group and index.
    func memberName(_ member: Int) -> String {
        let node = tree.members[member].node
        var candidate = node
        while candidate >= 0 {
            if let id = identifierNodes.first(where: { $0.value == candidate })?.key { return "'\(id)'" }
            // Stop at the first ancestor that is a container of several views.
            if tree.nodes[candidate].childCount > 1 { break }
            candidate = Int(tree.nodes[candidate].parent)
            if candidate >= 0, case .member = tree.nodes[candidate].kind { break }
        }
        let group = tree.members[member].group
        let k = tree.groups[group].members.firstIndex(of: member) ?? 0
        return "member \(k) of \(tree.groups[group].name)"
    }

    /// A number as diagnostics write it: an integer without its fraction.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
