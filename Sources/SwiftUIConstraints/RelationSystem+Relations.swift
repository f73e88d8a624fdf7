import Cassowary

#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

// The user's relations as solver constraints, each checked first: a bad number, an unknown
// subview or an anchor related to itself is reported and left out; a required relation the
// others contradict is reported with them and left out (the earlier ones stay).

extension RelationSystem {
    /// Installs `relation`.
    ///
    /// - Returns: what was wrong with it, if anything.
    func install(_ relation: ViewRelation) -> [RelationDiagnostic] {
        var problems: [RelationDiagnostic] = []
        func invalid(_ why: String) -> [RelationDiagnostic] {
            problems + [RelationDiagnostic(kind: .invalidRelation, message: "\(relation): \(why); it is left out")]
        }
        var priority = relation.priority
        if priority.isNaN { return invalid("its priority is NaN") }
        if priority < 1 || priority > 1000 {
            let clamped = min(1000, max(1, priority))
            problems.append(
                RelationDiagnostic(
                    kind: .invalidRelation,
                    message:
                        "\(relation): a priority is 1...1000; \(clamped) is used"))
            priority = clamped
        }
        let strength = Self.strength(priority)
        switch relation.content {
        case .linear(let r):
            guard r.multiplier.isFinite, r.constant.isFinite else {
                return invalid("its multiplier or constant is not finite")
            }
            if r.second == r.first { return invalid("it relates an anchor to itself") }
            if r.second == nil, r.comparison != .greaterThanOrEqual, r.constant < 0 {
                return invalid("a length cannot be \(r.comparison == .equal ? "" : "at most ")\(r.constant)")
            }
            guard let first = expression(of: r.first, &problems) else { return problems }
            var right = Cassowary.Expression(constant: r.constant)
            if let second = r.second {
                guard let other = expression(of: second, &problems) else { return problems }
                right = right + r.multiplier * other
            }
            let constraint: Constraint
            switch r.comparison {
            case .equal: constraint = first == right
            case .lessThanOrEqual: constraint = first <= right
            case .greaterThanOrEqual: constraint = first >= right
            }
            problems += add(constraint.strength(strength), for: relation.description)
        case .wish(let wish, let horizontal, let members):
            for member in members {
                guard let item = member.name.flatMap({ index[$0] }).map({ items[$0] }) else {
                    _ = variables(of: member, &problems)  // reports an unknown name
                    continue
                }
                replaceWish(wish, horizontal: horizontal, of: item, strength: strength)
            }
        case .group(let attribute, let members):
            guard members.count >= 2 else { return invalid("a group needs two subviews or more") }
            let anchors = members.map { RelationAnchor<Length>(item: $0, attribute: attribute).target }
            guard let first = expression(of: anchors[0], &problems) else { return problems }
            for (member, anchor) in zip(members.dropFirst(), anchors.dropFirst()) {
                guard let other = expression(of: anchor, &problems) else { continue }
                let meaning =
                    "\(relation.description): \(member).\(attribute.rawValue) == \(members[0]).\(attribute.rawValue)"
                problems += add((other == first).strength(strength), for: meaning)
            }
        }
        return problems
    }

    /// Gives `item`'s hugging or resistance along one axis `strength`: the constraint is made
    /// again (a strength is fixed once added).
    private func replaceWish(_ wish: ViewRelation.Wish, horizontal: Bool, of item: ItemVariables, strength: Strength) {
        let path: ReferenceWritableKeyPath<ItemVariables, Constraint?>
        switch (wish, horizontal) {
        case (.hugging, true): path = \.hugWidth
        case (.hugging, false): path = \.hugHeight
        case (.resistance, true): path = \.resistWidth
        case (.resistance, false): path = \.resistHeight
        }
        // A length the subview always answers has no wishes (see `installIntrinsic`).
        guard let old = item[keyPath: path], !old.strength.isRequired else { return }
        let made = Constraint(old.expression, old.relation, strength: strength)
        do throws(SolverError) {
            try solver.removeConstraint(old)
            try solver.addConstraint(made)
            meaning[ObjectIdentifier(made)] = meaning[ObjectIdentifier(old)]
            item[keyPath: path] = made
        } catch {
            // A required wish the others contradict: the old one stays.
            try? solver.addConstraint(old)
        }
    }

    /// Adds a user's constraint.
    ///
    /// - Returns: the conflict, when a required one cannot hold.
    private func add(_ constraint: Constraint, for meaning: String) -> [RelationDiagnostic] {
        do throws(SolverError) {
            try solver.addConstraint(constraint)
            self.meaning[ObjectIdentifier(constraint)] = meaning
            return []
        } catch {
            if case .unsatisfiable(_, let conflicts, _) = error {
                let named = conflicts.compactMap { self.meaning[ObjectIdentifier($0)] }
                let with = named.isEmpty ? "" : "; it conflicts with: " + named.joined(separator: "; ")
                return [
                    RelationDiagnostic(
                        kind: .unsatisfiable,
                        message:
                            "unsatisfiable required relation \(meaning)\(with); the layout goes on without it")
                ]
            }
            return [RelationDiagnostic(kind: .invalidRelation, message: "\(meaning): \(error); it is left out")]
        }
    }

    /// The frame variables of `item`; nil (reported) for a name no subview has.
    private func variables(of item: RelationItem, _ problems: inout [RelationDiagnostic]) -> ItemVariables? {
        guard let name = item.name else { return container }
        if let i = index[name] { return items[i] }
        problems.append(
            RelationDiagnostic(
                kind: .unknownSubview,
                message:
                    "no subview is named '\(name)' (known: \(index.keys.sorted().joined(separator: ", "))); "
                    + "the relations that name it are left out"))
        return nil
    }

    /// `target` as a linear expression of frame variables; nil (reported) when it names an
    /// unknown subview.
    func expression(of target: AnchorTarget, _ problems: inout [RelationDiagnostic]) -> Cassowary.Expression? {
        switch target {
        case .item(let item, let attribute):
            guard let v = variables(of: item, &problems) else { return nil }
            switch attribute {
            case .leading: return Cassowary.Expression(v.x)
            case .trailing: return v.x + v.width
            case .centerX: return v.x + 0.5 * v.width
            case .top: return Cassowary.Expression(v.y)
            case .bottom: return v.y + v.height
            case .centerY: return v.y + 0.5 * v.height
            case .firstBaseline: return v.y + v.baseline
            case .width: return Cassowary.Expression(v.width)
            case .height: return Cassowary.Expression(v.height)
            }
        case .barrier(let barrier):
            return barrierVariable(barrier, &problems).map { Cassowary.Expression($0) }
        }
    }

    /// A barrier's variable, made on first use: beyond each item's edge (required), pulled
    /// toward the container's opposite side at priority 500, so it stops at the outermost
    /// edge. 500 lies between content hugging (250) and compression resistance (750): the
    /// barrier holds against items that merely hug, and its pull never squeezes one.
    private func barrierVariable(_ barrier: RelationBarrier, _ problems: inout [RelationDiagnostic]) -> Variable? {
        if let known = barriers[barrier] { return known }
        guard !barrier.items.isEmpty else {
            problems.append(
                RelationDiagnostic(
                    kind: .invalidRelation,
                    message:
                        "\(barrier) has no subviews; the relations that name it are left out"))
            return nil
        }
        var edges: [Cassowary.Expression] = []
        for item in barrier.items {
            let attribute: RelationAttribute
            switch barrier.edge {
            case .leading: attribute = .leading
            case .trailing: attribute = .trailing
            case .top: attribute = .top
            case .bottom: attribute = .bottom
            }
            guard let edge = expression(of: .item(item, attribute), &problems) else { return nil }
            edges.append(edge)
        }
        let v = Variable(barrier.description)
        let name = barrier.description
        for (item, edge) in zip(barrier.items, edges) {
            switch barrier.edge {
            case .trailing, .bottom: add(v >= edge, meaning: "\(name) >= \(item).\(barrier.edge.rawValue)")
            case .leading, .top: add(v <= edge, meaning: "\(name) <= \(item).\(barrier.edge.rawValue)")
            }
        }
        let pull: Constraint
        switch barrier.edge {
        case .trailing: pull = v <= container.x
        case .bottom: pull = v <= container.y
        case .leading: pull = v >= container.x + container.width
        case .top: pull = v >= container.y + container.height
        }
        add(pull.strength(Self.strength(500)), meaning: "\(name) pulled inward (500)")
        barriers[barrier] = v
        return v
    }
}
