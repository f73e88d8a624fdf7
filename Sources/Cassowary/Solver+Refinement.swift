// Iterative refinement of the tableau after heavy cancellation: one step of the classical
// refinement of a basis inverse, recomputing every row from the constraints' own numbers.
// Systems that mix 1e-6 and 1e9 lose most digits of a row when a pivot subtracts two rows of
// 1e12 to leave one of 1 (or drop the remainder as cancellation noise), and a required
// equality then reads off by far more than rounding.

extension Solver {
    /// One constraint's equation `F = k + Σ cₓ·x + σ·marker − σ·other = 0` (the row it put
    /// into the tableau, up to orientation).
    private struct Equation {
        var terms: [(symbol: Symbol, coefficient: Double)]
        var sign: Double
        var other: Symbol
    }

    /// Ends a public mutation: refines the tableau when the constant refresh found a drifted
    /// row, then runs the invariant check when it is compiled in.
    @inline(__always)
    func finishOperation() {
        if !tableau.refinementQueue.isEmpty { refineQueuedRows() }
        if tableau.objectiveScale > Solver.objectiveDigits * smallestSoftStrength
            && tableau.objectiveScale > refreshedObjectiveScale
        {
            refreshObjective()
        }
        checkInvariantsIfEnabled()
    }

    /// How far above the smallest weight the objective's magnitudes may climb before its small
    /// coefficients are read as lost: a coefficient `w` next to magnitudes `M` keeps about
    /// `log10(w / (M · 2⁻⁵²))` digits, three or so at this ratio.
    static let objectiveDigits = 1e12

    /// Recomputes the objective from the soft constraints' errors, `Σ strength · error`, each
    /// basic error replaced by its row, and optimizes again.
    ///
    /// The objective is kept incrementally: each pivot adds a multiple of a row to it. With
    /// coefficients from 1e-6 to 1e9, a pivot can add terms of 1e21 that a later one takes away
    /// again, and a weight of 999 does not survive that (the ulp of 1e21 is about 1e5): the
    /// objective loses a soft constraint, and the simplex stops at a point that is not
    /// optimal. Its peak magnitude says when that may have happened. Layout systems, whose
    /// objective stays within a few digits of its weights, never come near it.
    ///
    /// - Complexity: O(cells of the basic errors' rows), then the pivots it causes.
    @inline(never)
    func refreshObjective() {
        var objective = Row()
        func add(_ error: Symbol, _ strength: Double) {
            guard error.isValid && error.kind == .error else { return }
            let slot = tableau.columns.basicSlot(error.id)
            if slot >= 0 {
                objective.add(tableau.rows[Int(slot)], times: strength)
            } else {
                objective.add(strength, for: error)
            }
        }
        for record in constraints.all where !record.constraint.strength.isRequired {
            add(record.tag.marker, record.constraint.strength.value)
            add(record.tag.other, record.constraint.strength.value)
        }
        // In a fixed order: the sums, and so the pivots, must not depend on hashing.
        for record in edits.values.sorted(by: { $0.sequence < $1.sequence }) {
            add(record.tag.marker, record.constraint.strength.value)
            add(record.tag.other, record.constraint.strength.value)
        }
        tableau.replaceObjective(with: objective)
        tableau.optimize(.main)
        refreshedObjectiveScale = Swift.max(tableau.objectiveScale, refreshedObjectiveScale)
    }

    /// Refines every row (`refinedRow`), or none if one of them cannot be refined, then
    /// drops the queue. Runs only when a refreshed constant of an external basic had drifted,
    /// which exact data (every benchmark) never shows.
    ///
    /// - Complexity: O(constraints) to index the equations, plus, per row, O(cells of the
    ///   equations it holds and of the basic rows involved).
    @inline(never)
    func refineQueuedRows() {
        tableau.refinementQueue.removeAll(keepingCapacity: true)
        var equations: [Int: Equation] = [:]
        func note(_ constraint: Constraint, _ tag: Tag) {
            var terms: [(symbol: Symbol, coefficient: Double)] = []
            for term in constraint.expression.terms where term.coefficient != 0 {
                terms.append((symbol(for: term.variable), term.coefficient))
            }
            equations[tag.marker.id] = Equation(terms: terms, sign: tag.markerSign, other: tag.other)
        }
        for record in constraints.all { note(record.constraint, record.tag) }
        for record in edits.values { note(record.constraint, record.tag) }
        // The rows carry correlated errors (they came through the same pivots): refining
        // some alone breaks their agreement with the rest (a required `10*b == 1e3*a` read
        // off by 70 in one script), so all of them are refined, or none.
        var refinedRows: [(Int32, Row)] = []
        for slot in tableau.rows.indices where tableau.rows[slot].basic.isValid {
            guard let refined = refinedRow(Int32(slot), equations) else {
                for (_, row) in refinedRows { tableau.recycle(row) }
                return
            }
            refinedRows.append((Int32(slot), refined))
        }
        for (slot, refined) in refinedRows {
            tableau.recycle(tableau.removeRow(slot))
            let newSlot = tableau.insertRow(refined)
            assert(newSlot == slot)
        }
    }

    /// The row in `slot` recomputed from the constraints, or nil when it cannot be (a cell
    /// without an equation, a basic coefficient far from 1, a non-finite number, a restricted
    /// basic clearly below zero).
    ///
    /// The row `b = c + Σ aᵢ·sᵢ` states `L = b − c − Σ aᵢ·sᵢ = Σ λⱼ·Fⱼ`; a parametric
    /// marker occurs in its own equation alone, so its cell gives `λⱼ = −a/σⱼ` (a basic
    /// marker `b` holds its own equation with `λ = 1/σ`). Summing `Σ λⱼ·Fⱼ` from the
    /// constraints' numbers leaves, where the row lost digits, non-zero
    /// entries `Gᵧ` on other basic symbols `y`; subtracting `Gᵧ·Lᵧ` (their own rows) clears
    /// them, and what remains, `g·b + Σ a′ᵢ·sᵢ`, is the refined row divided by `g ≈ 1`. Its
    /// constant follows from the markers' constants, as in the constant refresh.
    ///
    /// - Complexity: O(cells of the equations the row holds and of the basic rows involved).
    private func refinedRow(_ slot: Int32, _ equations: [Int: Equation]) -> Row? {
        let row = tableau.rows[Int(slot)]
        let basic = row.basic
        guard basic.isValid else { return nil }
        var sums: [UInt32: (value: Double, magnitude: Double)] = [:]
        func add(_ symbol: Symbol, _ value: Double) {
            let old = sums[symbol.raw] ?? (0, 0)
            sums[symbol.raw] = (old.value + value, old.magnitude + Swift.abs(value))
        }
        if let own = equations[basic.id] {
            // A basic marker: L holds its own equation once per σ.
            let lambda = 1 / own.sign
            for term in own.terms { add(term.symbol, lambda * term.coefficient) }
            add(basic, lambda * own.sign)
            if own.other.isValid { add(own.other, -lambda * own.sign) }
        }
        for cell in row.cells where !cell.symbol.isExternal {
            // A restricted symbol without an equation is an "other" error: its equation is
            // reached through its marker.
            guard let equation = equations[cell.symbol.id] else { continue }
            let lambda = -cell.coefficient / equation.sign
            for term in equation.terms { add(term.symbol, lambda * term.coefficient) }
            add(cell.symbol, lambda * equation.sign)
            if equation.other.isValid { add(equation.other, -lambda * equation.sign) }
        }
        // Every restricted cell must belong to an equation reached above.
        for cell in row.cells where !cell.symbol.isExternal && sums[cell.symbol.raw] == nil { return nil }
        let g = sums.removeValue(forKey: basic.raw)?.value ?? 0
        guard Swift.abs(g - 1) <= 1e-6 else { return nil }
        let basicKeys = sums.keys.filter { tableau.isBasic(Symbol(raw: $0)) }.sorted()
        for key in basicKeys {
            let weight = sums.removeValue(forKey: key)!.value
            guard weight != 0 else { continue }
            let other = tableau.rows[Int(tableau.columns.basicSlot(Symbol(raw: key).id))]
            // −G·L_y = −G·y + G·c_y + G·Σ a_y·s: its cells add G·a_y.
            for cell in other.cells { add(cell.symbol, weight * cell.coefficient) }
        }
        // b = −(Σ a″ᵢ·sᵢ)/g: a sum within a few ulps of its terms' magnitude is an exact zero.
        var refined = Row(basic: basic)
        refined.cells = tableau.takeCellStorage(capacity: sums.count)
        for key in sums.keys.sorted() {
            let (value, magnitude) = sums[key]!
            if Swift.abs(value) <= 64 * Double.ulpOfOne * magnitude { continue }
            let coefficient = -value / g
            guard coefficient.isFinite else { return nil }
            refined.cells.append(Cell(symbol: Symbol(raw: key), columnIndex: -1, coefficient: coefficient))
        }
        let own = basic.isExternal ? 0 : tableau.markerConstant[basic.id]
        var constant = -own
        var peak = Swift.abs(own)
        for cell in refined.cells {
            let term = cell.coefficient * tableau.markerConstant[cell.symbol.id]
            constant += term
            peak += Swift.abs(term)
        }
        guard constant.isFinite else { return nil }
        if basic.isRestricted && constant < 0 {
            guard nearZero(constant, scale: peak) else { return nil }
            constant = 0
        }
        refined.constant = constant
        refined.peak = peak
        return refined
    }
}
