import Cassowary

// Activating, deactivating and changing relations. Each public call checks everything it
// can before touching the solver, and undoes its own earlier steps when the solver refuses
// a later one, so a call that throws changes nothing.

extension AnchorLayout {
    /// Activates one relation (see `activate(_:)` for a list).
    ///
    /// - Throws: as `activate(_:)`.
    /// - Complexity: as `activate(_:)`.
    public func activate(_ relation: LayoutRelation) throws(AnchorLayoutError) {
        try activate([relation])
    }

    /// Activates relations, all or none.
    ///
    /// - Parameter relations: Relations made from anchors of this layout's items.
    /// - Throws: `.alreadyActive` (also for a relation listed twice), `.foreignItem`,
    ///   `.nonFiniteNumber`, `.zeroMultiplier`, `.invalidPriority` (off 1...1000), `.layoutOwnedRelation`, or `.unsatisfiable`
    ///   naming the required relation that cannot hold and the active required relations it
    ///   conflicts with. On error no relation of the list is active. A single relation
    ///   that fails leaves the solver exactly as it was; when a later relation of a list
    ///   fails, the earlier ones are removed again, which gives the same frames unless the
    ///   layout is ambiguous (then the solver may settle on another of its optimal solutions).
    /// - Complexity: per relation, O(rows its anchors touch) plus the pivots it causes; a
    ///   conflict costs a few small solves of the conflicting part.
    public func activate(_ relations: [LayoutRelation]) throws(AnchorLayoutError) {
        var listed = Set<ObjectIdentifier>()
        for relation in relations {
            guard relation.role == .user else { throw .layoutOwnedRelation(relation) }
            guard !relation.isActive, listed.insert(ObjectIdentifier(relation)).inserted else {
                throw .alreadyActive(relation)
            }
            try validate(relation)
        }
        try insertAll(relations)
        // The items these relations mention get their size bounds now, after the relations.
        var mentioned: [LayoutItem] = []
        var seen = Set<String>()
        for relation in relations {
            for anchor in [relation.first] + (relation.second.map { [$0] } ?? [])
            where seen.insert(anchor.itemName).inserted {
                if let item = itemsByName[anchor.itemName], !item.hasSizeBounds { mentioned.append(item) }
            }
        }
        do {
            try installSizeBounds(of: mentioned)
        } catch {
            for relation in relations.reversed() { remove(relation) }
            throw error
        }
    }

    /// Deactivates one relation (see `deactivate(_:)` for a list).
    ///
    /// - Throws: as `deactivate(_:)`.
    public func deactivate(_ relation: LayoutRelation) throws(AnchorLayoutError) {
        try deactivate([relation])
    }

    /// Deactivates relations, all or none.
    ///
    /// - Parameter relations: Relations active in this layout.
    /// - Throws: `.notActive` for a relation that is not active here (never activated,
    ///   deactivated already, or listed twice), `.layoutOwnedRelation` for one of the
    ///   layout's own. On error every relation stays active.
    /// - Complexity: per relation, O(rows that mention it) plus the pivots it causes.
    public func deactivate(_ relations: [LayoutRelation]) throws(AnchorLayoutError) {
        var listed = Set<ObjectIdentifier>()
        for relation in relations {
            guard isActiveHere(relation), listed.insert(ObjectIdentifier(relation)).inserted else {
                throw .notActive(relation)
            }
            guard relation.role == .user else { throw .layoutOwnedRelation(relation) }
        }
        for relation in relations { remove(relation) }
    }

    /// Auto Layout's `constant`: changes an active relation's constant in place (the
    /// solver's `setConstant(_:of:)`, a dual-simplex step from the current solution).
    ///
    /// For `a.leading == b.trailing + 8`, `setConstant(12, of:)` means `b.trailing + 12`.
    ///
    /// - Parameters:
    ///   - constant: The new constant.
    ///   - relation: A relation active in this layout.
    /// - Throws: `.notActive`, `.layoutOwnedRelation`, `.nonFiniteNumber`, or
    ///   `.unsatisfiable` when a required relation can no longer hold (the constant then
    ///   stays as it was).
    /// - Complexity: O(rows that mention the relation) plus the dual pivots.
    public func setConstant(_ constant: Double, of relation: LayoutRelation) throws(AnchorLayoutError) {
        guard isActiveHere(relation) else { throw .notActive(relation) }
        guard relation.role == .user else { throw .layoutOwnedRelation(relation) }
        try changeConstant(constant, of: relation)
    }

    // MARK: Support

    /// Whether `relation` is active in this layout.
    func isActiveHere(_ relation: LayoutRelation) -> Bool {
        guard let constraint = relation.constraint else { return false }
        return relationOfConstraint[ObjectIdentifier(constraint)] === relation
    }

    /// The checks that need no solver: ownership and numbers.
    func validate(_ relation: LayoutRelation) throws(AnchorLayoutError) {
        for anchor in [relation.first] + (relation.second.map { [$0] } ?? []) where anchor.owner !== identity {
            throw .foreignItem(anchor.itemName, relation: relation)
        }
        guard relation.constant.isFinite else { throw .nonFiniteNumber(relation, value: relation.constant) }
        guard relation.priority.isValid else {
            throw .invalidPriority(relation.description, relation.priority.rawValue)
        }
        if relation.second != nil {
            guard relation.multiplier.isFinite else { throw .nonFiniteNumber(relation, value: relation.multiplier) }
            guard relation.multiplier != 0 else { throw .zeroMultiplier(relation) }
        }
    }

    /// Adds the relations to the solver in order; when one fails, removes the ones added
    /// before it and throws its error in the user's terms.
    func insertAll(_ relations: [LayoutRelation]) throws(AnchorLayoutError) {
        for (index, relation) in relations.enumerated() {
            do {
                try insert(relation)
            } catch {
                for added in relations[..<index].reversed() { remove(added) }
                throw error
            }
        }
    }

    /// Adds one relation to the solver.
    func insert(_ relation: LayoutRelation) throws(AnchorLayoutError) {
        let constraint = relation.makeConstraint()
        do {
            try solver.addConstraint(constraint)
        } catch {
            throw translate(error, for: relation)
        }
        relation.constraint = constraint
        relationOfConstraint[ObjectIdentifier(constraint)] = relation
    }

    /// Removes an active relation from the solver.
    func remove(_ relation: LayoutRelation) {
        guard let constraint = relation.constraint else { return }
        do {
            try solver.removeConstraint(constraint)
        } catch {
            assertionFailure("an active relation is in the solver: \(error)")
        }
        relationOfConstraint[ObjectIdentifier(constraint)] = nil
        relation.constraint = nil
    }

    /// Sets an active relation's constant through the solver.
    func changeConstant(_ constant: Double, of relation: LayoutRelation) throws(AnchorLayoutError) {
        guard constant.isFinite else { throw .nonFiniteNumber(relation, value: constant) }
        guard let constraint = relation.constraint else { throw .notActive(relation) }
        do {
            try solver.setConstant(relation.expressionConstant(for: constant), of: constraint)
        } catch .unsatisfiable(let refused, let conflicts, let minimal) {
            // Name the relation with the constant that was refused: with the one it keeps, it
            // conflicts with nothing.
            let asRefused = LayoutRelation(
                relation.first, relation.comparison, relation.second,
                multiplier: relation.multiplier, constant: constant,
                priority: relation.priority, role: relation.role)
            throw translate(.unsatisfiable(refused, conflicts: conflicts, minimal: minimal), for: asRefused)
        } catch {
            throw translate(error, for: relation)
        }
        relation.constant = constant
    }

    /// A solver error about `relation`'s constraint, in the user's terms.
    func translate(_ error: SolverError, for relation: LayoutRelation) -> AnchorLayoutError {
        switch error {
        case .unsatisfiable(_, let conflicts, let minimal):
            let named = conflicts.compactMap { relationOfConstraint[ObjectIdentifier($0)] }
            return .unsatisfiable(relation, conflicts: named, minimal: minimal)
        case .nonFiniteValue(_, let value):
            return .nonFiniteNumber(relation, value: value)
        case .nonFiniteConstraint:
            return .nonFiniteNumber(
                relation, value: relation.constant.isFinite ? relation.multiplier : relation.constant)
        case .duplicateConstraint:
            return .alreadyActive(relation)
        case .unknownConstraint, .unknownEditVariable, .duplicateEditVariable, .requiredEditVariable:
            return .notActive(relation)
        case .memoryBudgetExceeded(_, let budget, let estimate):
            return .memoryBudgetExceeded(relation, budget: budget, estimate: estimate)
        case .numericallyUnstable(_, let violated):
            let named = violated.compactMap { relationOfConstraint[ObjectIdentifier($0)] }
            return .numericallyUnstable(relation, unmet: named)
        }
    }
}
