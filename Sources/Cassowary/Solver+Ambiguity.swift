// Ambiguity: which variables the current optimum does not pin down. A layout engine asks
// this to name the views whose frame more than one optimal solution allows (Auto Layout's
// `hasAmbiguousLayout`). Only the caller who asks pays for it.

extension Solver {
    /// The variables among `candidates` whose value differs between optimal solutions:
    /// another assignment satisfies every required constraint with the same weighted error
    /// and gives the variable another value.
    ///
    /// In the optimal tableau every variable is `b = c + Σ aⱼ·pⱼ` over the parametric
    /// symbols. The optimal solutions are the feasible points where no parametric symbol
    /// with a positive objective coefficient (a reduced cost) moves off zero; along the
    /// others, external symbols and restricted symbols with a zero reduced cost, the
    /// objective stays the same. So:
    ///
    /// STEP 1: the free symbols: parametric, not dummy, and external or without a reduced
    /// cost.
    /// STEP 2: a variable whose row mentions no free symbol is fixed (every other symbol of
    /// its row is zero in every optimal solution); a variable the solver has never seen, or
    /// a parametric one that no row mentions, can take any value.
    /// STEP 3: for the rest, a degenerate row (a restricted basic at zero) may still block
    /// every move, so the face of optimal solutions is built on a throw-away solver (the
    /// rows as equations, restricted symbols non-negative, symbols with a reduced cost
    /// fixed at zero) and the variable is pushed one unit up and one unit down there.
    ///
    /// - Parameter candidates: The variables to check (typically a layout's frame variables).
    /// - Returns: The ambiguous ones, in the order given.
    /// - Complexity: O(cells) for steps 1 and 2; step 3 costs one solve of the tableau plus
    ///   two suggestions per remaining candidate, and runs only when some candidate's row
    ///   mentions a free symbol.
    public func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        // STEP 1
        let free = optimalDirections()
        // STEP 2
        var ambiguous = Set<ObjectIdentifier>()
        var undecided: [(Variable, Symbol)] = []
        for variable in candidates {
            guard let symbol = registeredSymbol(of: variable) else {
                ambiguous.insert(ObjectIdentifier(variable))
                continue
            }
            let slot = tableau.columns.basicSlot(symbol.id)
            if slot >= 0 {
                if tableau.rows[Int(slot)].cells.contains(where: { free.contains($0.symbol) }) {
                    undecided.append((variable, symbol))
                }
            } else if free.contains(symbol) {
                undecided.append((variable, symbol))
            } else {
                // Parametric and in no row: nothing holds it.
                ambiguous.insert(ObjectIdentifier(variable))
            }
        }
        // STEP 3
        if !undecided.isEmpty {
            let face = OptimalFace(tableau: tableau, free: free)
            for (variable, symbol) in undecided where face.canMove(symbol, from: tableau.value(of: symbol)) {
                ambiguous.insert(ObjectIdentifier(variable))
            }
        }
        return candidates.filter { ambiguous.contains(ObjectIdentifier($0)) }
    }

    /// Whether any registered variable is ambiguous (see `ambiguousVariables(among:)`).
    ///
    /// - Complexity: as `ambiguousVariables(among:)` over every registered variable.
    public var hasAmbiguousSolution: Bool {
        !ambiguousVariables(among: variables).isEmpty
    }

    /// The parametric symbols along which the objective does not change: external ones
    /// (free in both directions) and restricted ones whose reduced cost is zero.
    ///
    /// - Complexity: O(cells × log objective).
    private func optimalDirections() -> Set<Symbol> {
        // A reduced cost is rounding noise when the one tolerance says so next to the
        // largest weight of the objective.
        let scale = Swift.max(tableau.objectiveScale, 1)
        var free = Set<Symbol>()
        for row in tableau.rows where row.basic.isValid {
            for cell in row.cells where !cell.symbol.isDummy {
                let symbol = cell.symbol
                if symbol.isExternal || nearZero(tableau.objective.coefficient(for: symbol), scale: scale) {
                    free.insert(symbol)
                }
            }
        }
        return free
    }
}

/// The optimal solutions of a tableau as a system of its own, on a throw-away solver: one
/// variable per symbol, each row `b = c + Σ aⱼ·pⱼ` an equation, restricted symbols
/// non-negative, parametric symbols with a reduced cost zero.
private struct OptimalFace {
    let solver = Solver(explainingConflicts: false)
    var variables: [Symbol: Variable] = [:]

    /// Builds the face.
    ///
    /// - Complexity: one solve of a system the size of the tableau.
    init(tableau: Tableau, free: Set<Symbol>) {
        var bounded = Set<Symbol>()
        for row in tableau.rows where row.basic.isValid {
            var expression = Expression(terms: [Term(variable(row.basic), 1)], constant: -row.constant)
            for cell in row.cells {
                expression.terms.append(Term(variable(cell.symbol), -cell.coefficient))
            }
            add(Constraint(expression, .equal))
            if row.basic.isRestricted, bounded.insert(row.basic).inserted {
                // A constant a rounding below zero must not make the face empty.
                add(Constraint(Expression(terms: [Term(variable(row.basic), 1)],
                                          constant: -Swift.min(0, row.constant)), .greaterThanOrEqual))
            }
            for cell in row.cells where cell.symbol.isRestricted && bounded.insert(cell.symbol).inserted {
                let fixed = cell.symbol.isDummy || !free.contains(cell.symbol)
                add(Constraint(Expression(variable(cell.symbol)), fixed ? .equal : .greaterThanOrEqual))
            }
        }
    }

    /// The face's variable for `symbol`.
    private mutating func variable(_ symbol: Symbol) -> Variable {
        if let known = variables[symbol] { return known }
        let made = Variable("s\(symbol.id)")
        variables[symbol] = made
        return made
    }

    private func add(_ constraint: Constraint) {
        // The current point satisfies every constraint (up to the rounding allowed for
        // above), so this cannot fail; if rounding ever made it, the face is only smaller.
        try? solver.addConstraint(constraint)
    }

    /// Whether `symbol`'s value can move away from `value` within the face.
    ///
    /// - Complexity: two suggestions on the face's solver.
    func canMove(_ symbol: Symbol, from value: Double) -> Bool {
        guard let variable = variables[symbol] else { return true }
        do {
            try solver.addEditVariable(variable, strength: .strong)
            defer { try? solver.removeEditVariable(variable) }
            for target in [value + 1, value - 1] {
                try solver.suggestValue(target, for: variable)
                let reached = solver.value(of: variable)
                // The face's solve rounds differently from the tableau's: a move smaller
                // than the one tolerance at ten thousand times the value's size is noise.
                if !nearZero(reached - value, scale: 1e4 * Swift.max(1, Swift.abs(value))) { return true }
            }
        } catch {
            return false
        }
        return false
    }
}
