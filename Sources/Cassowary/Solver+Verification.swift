// The answer check: after every public mutation, each required constraint whose variables
// the operation moved is evaluated at the new values. Floating-point pivots on systems that
// mix coefficients of 1e-6 and 1e9 can lose every digit of a row; a violated required
// constraint is then repaired by re-solving exactly (`Solver+ExactResolve.swift`) or the
// operation is undone with `.numericallyUnstable`. A wrong value is never returned.

extension Solver {
    /// Where the value-change list stood when an operation began.
    struct ChangeMark {
        var count: Int
        var resets: Int
    }

    /// Relative tolerance of the check: a residual within this share of the magnitudes it
    /// was computed from is rounding.
    static let checkTolerance = 1e-9
    /// Absolute tolerance per unit of coefficient: values within 1e-12 of exact pass.
    static let checkAbsoluteTolerance = 1e-12

    @inline(__always)
    func changeMark() -> ChangeMark {
        ChangeMark(count: tableau.valueChanges.count, resets: tableau.valueChangeResets)
    }

    /// Ends a public mutation with the answer check: when a required constraint is violated
    /// beyond rounding, the system is re-solved exactly; when that is not possible or its
    /// rounded answer still fails, `undo` restores the previous constraints and values and
    /// the call throws.
    ///
    /// - Parameters:
    ///   - mark: The change mark taken when the operation began.
    ///   - constraint: The constraint the operation concerned (named in the error).
    ///   - added: A constraint the operation added, checked whether or not its variables moved.
    ///   - undo: Restores the state before the operation (by the inverse operation).
    /// - Throws: `.unsatisfiable` when the exact re-solve finds the required constraints
    ///   contradict each other, `.numericallyUnstable` otherwise.
    @inline(__always)
    func verifyAnswer(
        since mark: ChangeMark, operation constraint: Constraint, added: Constraint? = nil,
        undo: () -> Void
    ) throws(SolverError) {
        let violated = violatedRequired(since: mark, including: added)
        // The common case, out of the way of the rest: an answer that passed, in a system too
        // large to re-solve exactly or with coefficients too alike to lose digits.
        if violated.isEmpty && (constraints.count + edits.count > exactResolveLimit || !hasWideCoefficients) {
            return
        }
        try settleAnswer(violated, operation: constraint, undo: undo)
    }

    /// The rest of `verifyAnswer`: a violation, or a small system that passed.
    @inline(never)
    private func settleAnswer(
        _ violated: [Constraint], operation constraint: Constraint, undo: () -> Void
    ) throws(SolverError) {
        var violated = violated
        let passed = violated.isEmpty
        if passed && !smallAnswerIsSuspect() { return }
        // A failed check, or a passed one on digits it cannot see, is settled exactly. When
        // that is unavailable, an answer that passed stands.
        switch resolveExactly() {
        case .solved:
            violated = violatedRequired()
            if violated.isEmpty {
                checkInvariantsIfEnabled()
                return
            }
        case .infeasible:
            undo()
            restoreCheckedAnswer()
            throw unsatisfiable(constraint, certificate: [])
        case .unavailable:
            if passed { return }
        }
        undo()
        restoreCheckedAnswer()
        throw .numericallyUnstable(constraint, violated: violated)
    }

    /// Coefficients a factor past which pivots can lose a row's digits.
    static let wideCoefficientRatio = 1e6

    /// Whether the coefficients ever added span more than `wideCoefficientRatio`: only then
    /// is a small system's passing answer examined further (`smallAnswerIsSuspect`). Layout
    /// systems, with coefficients of 1 and the odd multiplier, never do.
    var hasWideCoefficients: Bool { largestCoefficient > Self.wideCoefficientRatio * smallestCoefficient }

    /// How far a required constraint's values may reach beyond its own numbers
    /// (`|c| + Σ|aᵢ|`) before the answer rests on their cancellation.
    static let cancellationLimit = 1e12

    /// For a system small enough to re-solve exactly: whether an answer that passed the
    /// check may still be wrong.
    ///
    /// - A constraint's equation `c + Σ aᵢxᵢ + σ·(marker − other) = 0` no longer holds at the
    ///   tableau's values: a pivot lost a row's digits (the objective then reads a violated
    ///   soft constraint as met, and the simplex stops short of the optimum).
    /// - A required constraint's values reach `cancellationLimit` times its own numbers: two
    ///   required constraints that contradict by less than their rounding (`A == 320` and
    ///   `A <= -1e6` with A's terms at 1e17) both pass a check relative to those values.
    ///
    /// - Complexity: O(terms of every constraint), at most `exactResolveLimit` of them.
    func smallAnswerIsSuspect() -> Bool {
        func suspect(_ constraint: Constraint, _ tag: Tag) -> Bool {
            let terms = evaluate(constraint.expression)
            let own = terms.coefficients + Swift.abs(constraint.expression.constant)
            if constraint.strength.isRequired && terms.magnitude > Self.cancellationLimit * own { return true }
            var residual = terms.residual
            var magnitude = terms.magnitude
            let marker = tableau.value(of: tag.marker)
            let other = tag.other.isValid ? tableau.value(of: tag.other) : 0
            residual += tag.markerSign * (marker - other)
            magnitude += Swift.abs(marker) + Swift.abs(other)
            guard residual.isFinite && magnitude.isFinite else { return false }
            return Swift.abs(residual) > Self.checkTolerance * magnitude + Self.checkAbsoluteTolerance * own
        }
        return constraints.all.contains { suspect($0.constraint, $0.tag) }
            || edits.values.contains { suspect($0.constraint, $0.tag) }
    }

    /// After an undo: re-solves exactly when the restored answer fails the check (the inverse
    /// operation went through the same rounding).
    private func restoreCheckedAnswer() {
        if !violatedRequired().isEmpty { _ = resolveExactly() }
        checkInvariantsIfEnabled()
    }

    /// Adds `constraint` through the exact re-solve after the floating-point add called it
    /// unsatisfiable: a false verdict of rounding becomes a correct add.
    ///
    /// - Returns: Whether the constraint was added; false (nothing changed) when the exact
    ///   re-solve confirms the conflict or is not available.
    /// - Throws: `.numericallyUnstable` when the exact answer does not survive rounding (the
    ///   add is undone).
    func addConfirmingExactly(_ constraint: Constraint) throws(SolverError) -> Bool {
        guard constraints.count + edits.count < exactResolveLimit else { return false }
        let mark = tableau.symbolMark()
        let variableCount = variables.count
        let (row, tag) = createRow(constraint)
        tableau.recycle(row)
        record(constraint, tag)
        tableau.markerConstant[tag.marker.id] = constraint.expression.constant / tag.markerSign
        return try settleExactly(constraint) {
            unrecord(constraint)
        } release: {
            tableau.markerConstant[tag.marker.id] = 0
            tableau.rollbackSymbols(to: mark)
            unregisterVariables(downTo: variableCount)
        }
    }

    /// Re-solves exactly after a change the floating-point simplex called infeasible has been
    /// applied to the constraints.
    ///
    /// - Parameters:
    ///   - constraint: The constraint changed (named in the error).
    ///   - withdraw: Takes the change back from the constraints.
    ///   - release: Forgets what the change registered, after the re-solve without it.
    /// - Returns: Whether the change stands; false (withdrawn) when the exact re-solve confirms
    ///   the conflict or is not available.
    /// - Throws: `.numericallyUnstable` when the exact answer does not survive rounding (the
    ///   change is withdrawn and the rest re-solved).
    func settleExactly(
        _ constraint: Constraint, withdraw: () -> Void, release: () -> Void = {}
    ) throws(SolverError) -> Bool {
        switch resolveExactly() {
        case .solved:
            let violated = violatedRequired()
            if violated.isEmpty {
                checkInvariantsIfEnabled()
                return true
            }
            withdraw()
            _ = resolveExactly()
            release()
            checkInvariantsIfEnabled()
            throw .numericallyUnstable(constraint, violated: violated)
        case .infeasible, .unavailable:
            withdraw()
            release()
            return false
        }
    }

    /// Stores an added constraint's record.
    func record(_ constraint: Constraint, _ tag: Tag) {
        let slot = constraints.insert(
            ConstraintRecord(constraint: constraint, tag: tag, sequence: nextSequence), token: cacheToken)
        registerRequired(constraint, slot: slot)
        nextSequence += 1
    }

    /// Drops a constraint's record (its rows are the caller's business).
    @discardableResult
    func unrecord(_ constraint: Constraint) -> ConstraintRecord? {
        guard let record = constraints.remove(constraint, token: cacheToken) else { return nil }
        unregisterRequired(constraint)
        return record
    }

    /// Notes the required constraint stored in `slot` in the lists of its variables.
    ///
    /// - Complexity: O(terms).
    func registerRequired(_ constraint: Constraint, slot: Int) {
        guard constraint.strength.isRequired else { return }
        for term in constraint.expression.terms {
            if let symbol = registeredSymbol(of: term.variable) { requiredUsers.add(slot: slot, id: symbol.id) }
        }
    }

    /// Notes that a required constraint left (its list entries go stale).
    ///
    /// - Complexity: amortised O(terms).
    func unregisterRequired(_ constraint: Constraint) {
        guard constraint.strength.isRequired else { return }
        let count = constraint.expression.terms.count { registeredSymbol(of: $0.variable) != nil }
        requiredUsers.noteRemoval(entries: count) { users in
            for slot in 0..<constraints.slotCount {
                guard let member = constraints.member(at: slot), member.strength.isRequired else { continue }
                for term in member.expression.terms {
                    if let symbol = registeredSymbol(of: term.variable) { users.add(slot: slot, id: symbol.id) }
                }
            }
        }
    }

    /// The required constraints that the current values violate beyond rounding, among those
    /// whose variables changed since `mark` (every one when the change list overflowed), and
    /// `extra`.
    ///
    /// - Complexity: O(terms of the required constraints of the changed variables).
    func violatedRequired(since mark: ChangeMark, including extra: Constraint? = nil) -> [Constraint] {
        if tableau.valueChangeResets != mark.resets || tableau.valueChanges.count < mark.count {
            return violatedRequired()
        }
        var violated: [Constraint] = []
        if let extra, extra.strength.isRequired, !holds(extra) { violated.append(extra) }
        guard mark.count < tableau.valueChanges.count else { return violated }
        requiredUsers.beginCheck(slotCount: constraints.slotCount)
        for position in mark.count..<tableau.valueChanges.count {
            requiredUsers.forEachUnchecked(id: tableau.valueChanges[position].id) { slot in
                guard let constraint = constraints.member(at: slot), constraint !== extra,
                    constraint.strength.isRequired, !holds(constraint)
                else { return }
                violated.append(constraint)
            }
        }
        return violated
    }

    /// Every required constraint that the current values violate beyond rounding.
    ///
    /// - Complexity: O(terms of all constraints).
    func violatedRequired() -> [Constraint] {
        constraints.all.filter { $0.constraint.strength.isRequired && !holds($0.constraint) }
            .sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Whether the required `constraint` holds at the tableau's values: its residual
    /// `Σ aᵢxᵢ + c` is within `checkTolerance` of the magnitudes `Σ|aᵢxᵢ| + |c|` (plus
    /// `checkAbsoluteTolerance` per unit of coefficient) of the side the relation forbids.
    func holds(_ constraint: Constraint) -> Bool {
        let (residual, magnitude, coefficients) = evaluate(constraint.expression)
        // A product past `Double`'s range still has a sign: `x ≥ 0` with x·1e308 at +∞ holds.
        // An overflow with no sign (∞ − ∞) is no rounding question: the tools report the
        // values that overflow apart (`nonFiniteValue`).
        guard residual.isFinite && magnitude.isFinite else {
            guard !residual.isNaN && residual.isInfinite else { return true }
            switch constraint.relation {
            case .equal: return false
            case .lessThanOrEqual: return residual < 0
            case .greaterThanOrEqual: return residual > 0
            }
        }
        let tolerance = Self.checkTolerance * magnitude + Self.checkAbsoluteTolerance * coefficients
        switch constraint.relation {
        case .equal: return Swift.abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }

    /// `expression` at the tableau's values: the residual `Σ aᵢxᵢ + c`, the magnitudes it
    /// was computed from (`Σ|aᵢxᵢ| + |c|`) and `Σ|aᵢ|`.
    ///
    /// - Complexity: O(terms).
    private func evaluate(_ expression: Expression) -> (residual: Double, magnitude: Double, coefficients: Double) {
        var residual = expression.constant
        var magnitude = Swift.abs(expression.constant)
        var coefficients = 0.0
        for term in expression.terms {
            let value = registeredSymbol(of: term.variable).map { tableau.value(of: $0) } ?? 0
            let product = term.coefficient * value
            residual += product
            magnitude += Swift.abs(product)
            coefficients += Swift.abs(term.coefficient)
        }
        return (residual, magnitude, coefficients)
    }
}
