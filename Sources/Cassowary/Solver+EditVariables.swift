// Edit variables, suggested values and in-place constants: changes of constants only, so
// the objective stays optimal and the dual simplex restores feasibility incrementally.

extension Solver {
    /// Makes `variable` an edit variable: a constraint `variable == value` of `strength`
    /// whose value `suggestValue(_:for:)` changes (0 until the first suggestion).
    ///
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - strength: Any strength below `.required`.
    /// - Throws: `.duplicateEditVariable`, `.requiredEditVariable`, `.nonFiniteValue` for a
    ///   NaN or infinite strength, or `.memoryBudgetExceeded` (with the edit's constraint) if
    ///   the tableau would pass `memoryBudget`. On error the solver is unchanged.
    /// - Complexity: as `addConstraint(_:)`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.value.isFinite else { throw .nonFiniteValue(variable, strength.value) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        let mark = changeMark()
        let tag = try insert(constraint)
        edits[key] = EditRecord(
            variable: variable, constraint: constraint, tag: tag,
            constant: 0, suggested: false, sequence: nextSequence)
        nextSequence += 1
        finishOperation()
        try verifyAnswer(since: mark, operation: constraint) {
            edits[key] = nil
            remove(tag, strength: strength, constant: 0)
            finishOperation()
        }
    }

    /// Stops editing `variable` (its edit constraint is removed).
    ///
    /// - Throws: `.unknownEditVariable` if it is not an edit variable.
    /// - Complexity: as `removeConstraint(_:)`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let mark = changeMark()
        guard let record = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        remove(
            record.tag, strength: record.constraint.strength,
            constant: record.constraint.expression.constant)
        finishOperation()
        try verifyAnswer(since: mark, operation: record.constraint) {
            // The edit held before: adding it back restores the system (with its value).
            if let tag = try? insert(record.constraint) {
                var restored = record
                restored.tag = tag
                edits[ObjectIdentifier(variable)] = restored
                if record.constant != 0 {
                    tableau.markerConstant[tag.marker.id] = -record.constant / tag.markerSign
                }
            }
            finishOperation()
        }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// - Parameters:
    ///   - value: The desired value.
    ///   - variable: An edit variable.
    /// - Throws: `.unknownEditVariable`, or `.nonFiniteValue` for NaN or infinity.
    /// - Complexity: O(rows that mention the edit's marker) plus the dual pivots.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var record = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        let mark = changeMark()
        let previous = record
        let delta = value - record.constant
        record.constant = value
        record.suggested = true
        record.constraint.expression.constant = -value
        edits[key] = record
        moveEditConstant(of: record.tag, by: delta, to: value)
        try verifyAnswer(since: mark, operation: record.constraint) {
            previous.constraint.expression.constant = -previous.constant
            edits[key] = previous
            moveEditConstant(of: previous.tag, by: -delta, to: previous.constant)
        }
    }

    /// Moves an edit's value by `delta` to `value` and re-optimises with the dual simplex.
    private func moveEditConstant(of tag: Tag, by delta: Double, to value: Double) {
        // The edit equation is `variable - value = 0`: its constant moves by -delta.
        shiftConstant(of: tag, by: -delta)
        let failed = tableau.dualOptimize()
        assert(failed == nil, "a non-required change cannot make the system infeasible")
        tableau.markerConstant[tag.marker.id] = -value / tag.markerSign
        tableau.refreshStaleConstants()
        finishOperation()
    }

    /// Auto Layout's `constant`: sets `constraint.expression.constant` (the constant of
    /// `lhs - rhs`) in place and re-optimises with the dual simplex, without remove + add.
    ///
    /// For `x == y + 8`, written `x - y - 8 == 0`, `setConstant(-10, of:)` means `x == y + 10`.
    ///
    /// - Parameters:
    ///   - constant: The new constant of the constraint's expression.
    ///   - constraint: A constraint in the solver.
    /// - Throws: `.unknownConstraint`; `.nonFiniteValue` (with the expression's first
    ///   variable) for NaN or infinity; `.unsatisfiable` with the minimal conflicting set if
    ///   a required constraint can no longer hold. On error the solver is unchanged.
    /// - Complexity: O(rows that mention the constraint's marker) plus the dual pivots.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = constraints.record(of: constraint, token: cacheToken) else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else {
            throw .nonFiniteValue(constraint.expression.terms.first?.variable ?? Variable(), constant)
        }
        let previous = constraint.expression.constant
        let delta = constant - previous
        guard delta != 0 else { return }
        let mark = changeMark()
        if !constraint.strength.isRequired {
            moveConstant(of: constraint, tag: record.tag, by: delta, to: constant)
        } else {
            tableau.beginJournal()
            shiftConstant(of: record.tag, by: delta)
            if let slot = tableau.dualOptimize() {
                let row = tableau.rows[Int(slot)]
                let certificate = [row.basic] + row.cells.map(\.symbol)
                tableau.rollback()
                // Rounding can also make a feasible change look infeasible: asked again exactly.
                if try setConstantConfirmingExactly(constant, of: constraint, tag: record.tag) { return }
                var changed = constraint.expression
                changed.constant = constant
                let trial = Constraint(changed, constraint.relation, strength: constraint.strength)
                let found = conflicts(with: trial, certificate: certificate, excluding: constraint)
                throw .unsatisfiable(constraint, conflicts: found.conflicts, minimal: found.minimal)
            }
            tableau.commitJournal()
            constraint.expression.constant = constant
            tableau.markerConstant[record.tag.marker.id] = constant / record.tag.markerSign
            tableau.refreshStaleConstants()
            finishOperation()
        }
        try verifyAnswer(since: mark, operation: constraint) {
            moveConstant(of: constraint, tag: record.tag, by: -delta, to: previous)
        }
    }

    /// Moves a constraint's constant by `delta` to `constant` and re-optimises with the dual
    /// simplex (for a non-required constraint, or one whose change is known to be feasible).
    private func moveConstant(of constraint: Constraint, tag: Tag, by delta: Double, to constant: Double) {
        shiftConstant(of: tag, by: delta)
        _ = tableau.dualOptimize()
        constraint.expression.constant = constant
        tableau.markerConstant[tag.marker.id] = constant / tag.markerSign
        tableau.refreshStaleConstants()
        finishOperation()
    }

    /// Sets a required constraint's constant through the exact re-solve after the dual
    /// simplex called the change infeasible.
    ///
    /// - Returns: Whether the constant was set; false (nothing changed) when the exact
    ///   re-solve confirms the conflict or is not available.
    /// - Throws: `.numericallyUnstable` when the exact answer does not survive rounding.
    private func setConstantConfirmingExactly(_ constant: Double, of constraint: Constraint, tag: Tag)
        throws(SolverError) -> Bool
    {
        let previous = constraint.expression.constant
        func apply(_ value: Double) {
            constraint.expression.constant = value
            tableau.markerConstant[tag.marker.id] = value / tag.markerSign
        }
        apply(constant)
        return try settleExactly(constraint) { apply(previous) }
    }

    /// Moves the constant of a constraint's equation by `delta` in every row.
    ///
    /// The equation is `k + Σ … + μ·marker = 0` and every row is a combination of the
    /// equations; the marker appears in no other equation, so its coefficient in a row says
    /// how much of this equation the row holds: a row `b = c + a·marker + …` changes to
    /// `c + (a/μ)·delta`, and the marker's own row (when basic) to `c - delta/μ`.
    ///
    /// - Complexity: O(rows that mention the marker × log row).
    func shiftConstant(of tag: Tag, by delta: Double) {
        let marker = tag.marker
        let slot = tableau.columns.basicSlot(marker.id)
        if slot >= 0 {
            tableau.addToConstant(-delta / tag.markerSign, slot: slot)
            return
        }
        tableau.resolvePendingEntries(of: marker.id)
        for position in 0..<tableau.columns.count(marker.id) {
            let user = tableau.columns[marker.id, position]
            let a = tableau.rows[Int(user)].coefficient(for: marker)
            tableau.addToConstant(a / tag.markerSign * delta, slot: user)
        }
    }
}
