// The paper's core operations on the tableau: adding a constraint (create the row, choose
// a subject or run the artificial-variable phase) and removing one (pivot its marker into
// the basis and drop its row).

extension Solver {
    /// Puts a (validated) constraint into the tableau and re-optimises (the paper's
    /// "add constraint": create the row, choose a subject or use an artificial variable).
    ///
    /// STEP 1 `createRow`: the expression with basic variables substituted, plus the
    /// marker and error symbols. STEP 2 `chooseSubject`. STEP 3a with a subject: solve the
    /// row for it and substitute it away; STEP 3b without one: the artificial-variable phase.
    /// STEP 4: primal optimize.
    ///
    /// The memory budget is checked before STEP 3 changes anything: the new row, and the
    /// rows the subject's substitution grows, counted exactly. Pivots that follow run under
    /// the journal, checked one by one: the artificial phase's always, the main phase's
    /// once the tableau is past half its budget (below that they are let through: they
    /// would have to more than double the tableau to pass it).
    ///
    /// - Throws: `.unsatisfiable` with the minimal conflicting set, `.memoryBudgetExceeded`
    ///   with the estimate; the solver is unchanged.
    /// - Complexity: O(rows that mention the subject) plus pivots.
    func insert(_ constraint: Constraint) throws(SolverError) -> Tag {
        let mark = tableau.symbolMark()
        let variableCount = variables.count
        /// Forgets the symbols and variables this add registered (the tableau is as before).
        func undoRegistrations() {
            tableau.rollbackSymbols(to: mark)
            unregisterVariables(downTo: variableCount)
        }
        var (row, tag) = createRow(constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // 0 = c + Σ dummies: a restatement of required equalities, consistent only if c = 0.
            if !nearZero(row.constant, scale: Swift.max(1, Swift.abs(constraint.expression.constant))) {
                let certificate = row.cells.map(\.symbol)
                undoRegistrations()
                throw unsatisfiable(constraint, certificate: certificate)
            }
            subject = tag.marker
        }
        if subject.isValid {
            // 0 = c + a·subject + r  →  subject = -c/a - r/a
            let a = row.remove(subject)
            row.basic = subject
            // The errors first, so that the check sees the objective the subject enters.
            let objectiveScale = tableau.objectiveScale
            addErrorsToObjective(tag, strength: constraint.strength.value)
            // A bound first, with no search (each row that mentions the subject, the objectives
            // included, gains at most the row's cells less the one it loses); the exact count
            // only when the bound passes the budget. (The description shares the row's storage
            // only for the call: the row must be unique again when `insertRow` scales it.)
            let projected = tableau.estimatedBytes(extraCells: row.cells.count, extraRows: 1)
            let growthBound = (tableau.columns.count(subject.id) + 2) * Swift.max(0, row.cells.count - 1)
            if projected + growthBound * Tableau.bytesPerCell > memoryBudget,
                let estimate = tableau.substitutionOverrun(
                    of: subject, by: Tableau.PendingDefinition(source: row, factor: -1 / a),
                    extraCells: row.cells.count, extraRows: 1)
            {
                withdrawErrorsFromObjective(tag, scale: objectiveScale)
                undoRegistrations()
                throw .memoryBudgetExceeded(constraint, budget: memoryBudget, estimate: estimate)
            }
            // Pivots can follow only if the objective changes: the errors of a non-required
            // constraint, or the subject substituted into it.
            let guarded =
                projected > memoryBudget / 2
                && (!constraint.strength.isRequired || tableau.objective.coefficient(for: subject) != 0)
            if guarded {
                tableau.beginJournal()
                tableau.enforcesBudget = true
            }
            let slot = tableau.insertRow(consume row, scaledBy: -1 / a)
            tableau.substitute(subject, slot: slot)
            tableau.optimize(.main)
            if guarded {
                try commitOrRollBack(constraint) {
                    // The journal began after the errors joined the objective.
                    withdrawErrorsFromObjective(tag, scale: objectiveScale)
                    undoRegistrations()
                }
            }
        } else {
            // The row, the artificial objective (a copy of it) and the errors join the tableau.
            let errors = (tag.marker.kind == .error ? 1 : 0) + (tag.other.isValid && tag.other.kind == .error ? 1 : 0)
            let estimate = tableau.estimatedBytes(extraCells: 2 * row.cells.count + errors, extraRows: 1)
            if estimate > memoryBudget {
                undoRegistrations()
                throw .memoryBudgetExceeded(constraint, budget: memoryBudget, estimate: estimate)
            }
            tableau.beginJournal()
            tableau.enforcesBudget = true
            addErrorsToObjective(tag, strength: constraint.strength.value)
            if let certificate = addWithArtificialVariable(row) {
                tableau.enforcesBudget = false
                tableau.rollback()
                undoRegistrations()
                throw unsatisfiable(constraint, certificate: certificate)
            }
            if tableau.budgetOverrun == nil && tableau.estimatedBytes() <= memoryBudget / 2 {
                // Far from the budget the main phase runs after the journal, as in STEP 3a.
                tableau.enforcesBudget = false
                tableau.commitJournal()
                tableau.optimize(.main)
            } else {
                if tableau.budgetOverrun == nil { tableau.optimize(.main) }
                try commitOrRollBack(constraint, undo: undoRegistrations)
            }
        }
        // Rows queued by substitution were repaired by the primal steps above.
        tableau.settleRoundingBelowZero()
        // A new marker's entry is 0 (free ids keep 0): a zero constant needs no write.
        if constraint.expression.constant != 0 {
            tableau.markerConstant[tag.marker.id] = constraint.expression.constant / tag.markerSign
        }
        tableau.refreshStaleConstants()
        return tag
    }

    /// Ends a journaled add: keeps it, or, when a step was refused for the memory budget,
    /// restores the tableau and throws.
    ///
    /// - Throws: `.memoryBudgetExceeded` with the refused step's estimate.
    private func commitOrRollBack(_ constraint: Constraint, undo: () -> Void) throws(SolverError) {
        tableau.enforcesBudget = false
        guard let estimate = tableau.budgetOverrun else {
            tableau.commitJournal()
            return
        }
        tableau.budgetOverrun = nil
        tableau.rollback()
        undo()
        throw .memoryBudgetExceeded(constraint, budget: memoryBudget, estimate: estimate)
    }

    /// STEP 1: the constraint as a row `0 = constant + Σ coefficient·symbol` over parametric
    /// symbols, with its marker (and errors), sign-normalised so that the constant is ≥ 0.
    ///
    /// An inequality `e ≤ 0` becomes `e + s = 0` (`e ≥ 0`: `e - s = 0`) with slack `s ≥ 0`;
    /// a required equality gets a dummy `d` (fixed at 0) as its marker; a non-required one
    /// gets `e - e⁺ + e⁻ = 0`, and a non-required inequality an error beside its slack.
    ///
    /// - Complexity: O(k) merging, k the cells of the substituted rows.
    func createRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        // First the symbols (created in term order) and the constant, summed in the same
        // order as the row would sum it: its sign decides the orientation, and building the
        // row in that orientation at once spares a pass over a long row to negate it
        // (negation is exact, so the numbers are the same either way).
        // The first pass registers new variables; the second finds their symbols in the
        // variables' own caches again, cheaper than keeping them in a scratch array.
        var constant = expression.constant
        var capacity = 6
        for term in expression.terms where term.coefficient != 0 {
            // The symbol first: registering it may grow the column index.
            let id = symbol(for: term.variable).id
            let slot = tableau.columns.basicSlot(id)
            if slot >= 0 {
                constant += term.coefficient * tableau.rows[Int(slot)].constant
                capacity += tableau.rows[Int(slot)].cells.count
            } else {
                capacity += 1
            }
        }
        let orientation: Double = constant < 0 ? -1 : 1
        var row = Row(constant: orientation * expression.constant)
        // One allocation for the whole row: its terms, the rows substituted for basic ones,
        // marker and error, and room for the cells that the next substitutions usually add.
        row.cells = tableau.takeCellStorage(capacity: capacity)
        for term in expression.terms where term.coefficient != 0 {
            let magnitude = Swift.abs(term.coefficient)
            if magnitude < smallestCoefficient { smallestCoefficient = magnitude }
            if magnitude > largestCoefficient { largestCoefficient = magnitude }
            let symbol = symbol(for: term.variable)
            let slot = tableau.columns.basicSlot(symbol.id)
            if slot >= 0 {
                // A basic variable is replaced by its row (merged, no sorting).
                row.add(tableau.rows[Int(slot)], times: orientation * term.coefficient)
            } else {
                row.add(orientation * term.coefficient, for: symbol)
            }
        }
        var tag = Tag(marker: .invalid, other: .invalid, markerSign: 1)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(orientation * sign, for: slack)
            tag.marker = slack
            tag.markerSign = sign
            if !strength.isRequired {
                let error = tableau.makeSymbol(.error)
                row.add(orientation * -sign, for: error)
                tag.other = error
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(orientation, for: dummy)
                tag.marker = dummy
            } else {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.add(-orientation, for: plus)
                row.add(orientation, for: minus)
                tag.marker = plus
                tag.markerSign = -1
                tag.other = minus
            }
        }
        assert(row.constant == orientation * constant || constant.isNaN)
        return (row, tag)
    }

    /// The non-required constraint's errors enter the objective with its strength.
    private func addErrorsToObjective(_ tag: Tag, strength: Double) {
        if strength > 0 && (tag.marker.kind == .error || tag.other.kind == .error) {
            smallestSoftStrength = Swift.min(smallestSoftStrength, strength)
        }
        if tag.marker.kind == .error { tableau.addToObjective(strength, for: tag.marker) }
        if tag.other.isValid && tag.other.kind == .error { tableau.addToObjective(strength, for: tag.other) }
    }

    /// STEP 2: the symbol to solve the new row for, or `.invalid`.
    ///
    /// An external symbol, preferring one that no row mentions (nothing to substitute),
    /// then the fewest rows, then the lowest id; only one whose coefficient is within a
    /// factor of 10 of the largest external's (threshold pivoting) and whose new value keeps
    /// every restricted row that mentions it non-negative. Otherwise the new marker or error if its
    /// coefficient is negative: it appears nowhere else, and with the constant ≥ 0 it
    /// becomes basic at a non-negative value without making any other row infeasible.
    /// Otherwise an existing restricted symbol that can rise to satisfy the row without
    /// pushing another row negative.
    ///
    /// - Complexity: O(row) plus, for the last rule, the column of each candidate.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        // The externals (few, even in a long row) and their largest magnitude.
        var largestExternal = 0.0
        subjectCandidates.removeAll(keepingCapacity: true)
        for cell in row.cells where cell.symbol.isExternal {
            largestExternal = Swift.max(largestExternal, Swift.abs(cell.coefficient))
            subjectCandidates.append(cell)
        }
        if !subjectCandidates.isEmpty {
            // Threshold pivoting, as in sparse LU: only externals within a factor of 10 of the
            // largest, so that solving for one multiplies no coefficient by more than 10.
            let threshold = largestExternal / 10
            subjectRanking.removeAll(keepingCapacity: true)
            for cell in subjectCandidates where Swift.abs(cell.coefficient) >= threshold {
                let users = tableau.columns.count(cell.symbol.id)
                if users == 0 { return cell.symbol }
                subjectRanking.append((users, cell.symbol, cell.coefficient))
            }
            subjectRanking.sort { ($0.users, $0.symbol.raw) < ($1.users, $1.symbol.raw) }
            for candidate in subjectRanking
            where keepsRestrictedRowsFeasible(candidate.symbol, at: -row.constant / candidate.coefficient) {
                return candidate.symbol
            }
        }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isValid && tag.other.isPivotable && row.coefficient(for: tag.other) < 0 {
            return tag.other
        }
        // A coefficient that is rounding noise next to the row's largest (the residue of a
        // cancellation) must not become a pivot: dividing by it blows every row up. Here too
        // only coefficients within a factor of 10 of the largest are taken.
        var largest = 0.0
        for cell in row.cells { largest = Swift.max(largest, Swift.abs(cell.coefficient)) }
        // An existing slack or error with a negative coefficient, if making it basic at
        // c/|a| keeps every row feasible (it does not pass the tableau's own ratio limit):
        // the single pivot the artificial phase would make, without the phase.
        for cell in row.cells
        where cell.coefficient < 0 && cell.symbol.isPivotable
            && -cell.coefficient >= largest / 10
        {
            let value = row.constant / -cell.coefficient
            if let limit = tableau.leavingRatio(cell.symbol), limit < value { continue }
            return cell.symbol
        }
        return .invalid
    }

    /// Whether making the parametric `symbol` basic at `value` leaves every restricted row
    /// that mentions it non-negative. The rows' other parameters stay at zero, so a row
    /// `b = c + a·symbol + …` moves to `c + a·value`; an unrestricted subject is no exception
    /// (it is parametric at 0 before), and a row pushed below zero would leave the primal
    /// simplex an infeasible start.
    ///
    /// - Complexity: O(rows that mention `symbol` × log row).
    private func keepsRestrictedRowsFeasible(_ symbol: Symbol, at value: Double) -> Bool {
        tableau.resolvePendingEntries(of: symbol.id)
        for position in 0..<tableau.columns.count(symbol.id) {
            let slot = tableau.columns[symbol.id, position]
            let row = tableau.rows[Int(slot)]
            guard row.basic.isRestricted else { continue }
            let shift = row.coefficient(for: symbol) * value
            let moved = row.constant + shift
            if moved < 0 { return false }
        }
        return true
    }

    /// STEP 3b: adds `row` with an artificial variable `a = row` and minimises `a`.
    ///
    /// The constraint is satisfiable exactly when the minimum is 0; `a` then leaves the
    /// tableau (pivoted out if still basic). Must run inside a journal.
    ///
    /// - Returns: nil on success (or when a step was refused for the memory budget, with
    ///   `tableau.budgetOverrun` set), else the symbols of the final artificial objective
    ///   (the infeasibility certificate: markers of the constraints that prove the conflict).
    /// - Complexity: the pivots of the phase.
    private func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
        let art = tableau.makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        tableau.insertRow(artRow)
        tableau.artificial = Row(constant: row.constant, cells: row.cells)
        tableau.optimize(.artificial)
        // A pivot refused for the budget: the caller rolls back and reports it.
        if tableau.budgetOverrun != nil { return nil }
        let residual = tableau.artificial!.constant
        if !nearZero(residual, scale: Swift.max(1, row.constant)) {
            var certificate = tableau.artificial!.cells.map(\.symbol)
            if tableau.isBasic(art) {
                certificate += tableau.rows[Int(tableau.columns.basicSlot(art.id))].cells.map(\.symbol)
            }
            return certificate
        }
        tableau.artificial = nil
        let slot = tableau.columns.basicSlot(art.id)
        if slot >= 0 {
            // art = 0 + Σ a·s: make one of the s basic instead, then drop art.
            var definition = tableau.removeRow(slot)
            if !definition.cells.isEmpty {
                let entering =
                    definition.cells.first(where: { $0.symbol.isPivotable })?.symbol
                    ?? definition.cells.first(where: { !$0.symbol.isExternal })?.symbol
                    ?? definition.cells[0].symbol
                definition.constant = 0
                // 0 = a·entering + r  →  entering = -r/a
                let a = definition.remove(entering)
                definition.scale(by: -1 / a)
                definition.basic = entering
                if let estimate = tableau.substitutionOverrun(
                    of: entering, by: Tableau.PendingDefinition(source: definition),
                    extraCells: definition.cells.count, extraRows: 1)
                {
                    tableau.budgetOverrun = estimate
                    return nil
                }
                let newSlot = tableau.insertRow(definition)
                tableau.substitute(entering, slot: newSlot)
            }
        }
        // art is parametric now: fixing it at zero removes it from every row.
        tableau.resolvePendingEntries(of: art.id)
        for user in tableau.columns[art.id] { tableau.removeCell(art, slot: user) }
        tableau.objective.remove(art)
        tableau.releaseSymbol(art)
        return nil
    }

    /// Takes a constraint's rows and objective terms out of the tableau and re-optimises.
    ///
    /// The marker is made basic (pivoting it in on the row that limits it first, if needed)
    /// and its row removed; what remains is the tableau of the other constraints.
    ///
    /// - Parameters:
    ///   - tag: The constraint's symbols.
    ///   - strength: Its strength.
    ///   - constant: Its expression's current constant (the marker's `markerConstant` is
    ///     this divided by `markerSign`, so zero exactly when this is).
    /// - Complexity: O(rows that mention the marker) plus pivots.
    func remove(_ tag: Tag, strength: Strength, constant: Double) {
        removeErrorEffects(tag, strength: strength.value)
        let marker = tag.marker
        var slot = tableau.columns.basicSlot(marker.id)
        if slot < 0, let leaving = markerLeavingRow(marker) {
            tableau.pivot(entering: marker, slot: leaving)
            slot = leaving
        }
        if slot >= 0 { tableau.recycle(tableau.removeRow(slot)) }
        purge(marker, markerConstantIsZero: constant == 0)
        if tag.other.isValid { purge(tag.other, markerConstantIsZero: true) }
        tableau.optimize(.main)
        tableau.settleRoundingBelowZero()
        tableau.refreshStaleConstants()
    }

    /// Undoes `addErrorsToObjective` exactly: the errors are new symbols, so each took a cell
    /// of its own, and nothing else has changed the objective since.
    private func withdrawErrorsFromObjective(_ tag: Tag, scale: Double) {
        var count = 0
        for error in [tag.marker, tag.other] where error.isValid && error.kind == .error {
            tableau.objective.remove(error)
            count += 1
        }
        tableau.objectiveDirty.removeLast(count)
        tableau.objectiveScale = scale
    }

    /// Subtracts `strength · error` from the objective for the constraint's errors.
    private func removeErrorEffects(_ tag: Tag, strength: Double) {
        func remove(_ error: Symbol) {
            guard error.isValid && error.kind == .error else { return }
            let slot = tableau.columns.basicSlot(error.id)
            if slot >= 0 {
                tableau.addToObjective(tableau.rows[Int(slot)], times: -strength)
            } else {
                tableau.addToObjective(-strength, for: error)
            }
        }
        remove(tag.marker)
        remove(tag.other)
    }

    /// The row to pivot a parametric marker into before removing it: the restricted row it
    /// limits first (negative coefficient, least ratio), else the restricted row with a
    /// positive coefficient and least ratio, else a row with an external basic symbol.
    /// Ties go to the lowest basic id.
    private func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var first: (Int32, Double, Symbol)?
        var second: (Int32, Double, Symbol)?
        var third: (Int32, Symbol)?
        func better(_ r: Double, _ b: Symbol, than current: (Int32, Double, Symbol)?) -> Bool {
            guard let current else { return true }
            return r < current.1 || (r == current.1 && b < current.2)
        }
        tableau.resolvePendingEntries(of: marker.id)
        for position in 0..<tableau.columns.count(marker.id) {
            let slot = tableau.columns[marker.id, position]
            let row = tableau.rows[Int(slot)]
            let c = row.coefficient(for: marker)
            if row.basic.isExternal {
                if third == nil || row.basic < third!.1 { third = (slot, row.basic) }
            } else if c < 0 {
                let r = -row.constant / c
                if better(r, row.basic, than: first) { first = (slot, r, row.basic) }
            } else {
                let r = row.constant / c
                if better(r, row.basic, than: second) { second = (slot, r, row.basic) }
            }
        }
        return first?.0 ?? second?.0 ?? third?.0
    }

    /// Frees a removed constraint's symbol after dropping rounding residue of it: in exact
    /// arithmetic it appears nowhere once its constraint's row is gone.
    private func purge(_ symbol: Symbol, markerConstantIsZero: Bool) {
        if tableau.isBasic(symbol) {
            assertionFailure("symbol of a removed constraint is still basic")
            return
        }
        tableau.resolvePendingEntries(of: symbol.id)
        for user in tableau.columns[symbol.id] { tableau.removeCell(symbol, slot: user) }
        tableau.objective.remove(symbol)
        tableau.releaseSymbol(symbol, markerConstantIsZero: markerConstantIsZero)
    }
}
