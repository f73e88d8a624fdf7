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
    /// cost; for each, the rows that mention it.
    /// STEP 2: a variable whose row mentions no free symbol is fixed (every other symbol of
    /// its row is zero in every optimal solution); a variable the solver has never seen, or
    /// a parametric one that no row mentions, can take any value.
    /// STEP 3: a free symbol that can move on its own (no restricted row at zero stops it,
    /// the ratio test) moves every variable whose row mentions it: those are ambiguous.
    /// STEP 4: the rest depend only on free symbols that degenerate rows (restricted basics
    /// at zero) stop one by one, though together they might still move. That is decided on
    /// a throw-away solver holding the face of optimal solutions (the rows as equations,
    /// restricted symbols non-negative, symbols with a reduced cost fixed at zero) by
    /// pushing a weighted sum of a group of candidates one unit up and one unit down (a
    /// strong wish);
    /// weights from a fixed sequence make a cancellation between members as good as
    /// impossible. A group that moves is split in halves until single variables remain.
    ///
    /// - Parameter candidates: The variables to check (typically a layout's frame variables).
    /// - Returns: The ambiguous ones, in the order given.
    /// - Complexity: O(cells) for steps 1 to 3; step 4, when some candidate is left, costs
    ///   one solve of the tableau plus two pushes per group tested: two for a layout
    ///   without ambiguity left, about 2·k·log(n) for k ambiguous among n.
    public func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        // STEP 1
        let free = optimalDirections()
        // STEP 2 and STEP 3
        var ambiguous = Set<ObjectIdentifier>()
        var undecided: [(Variable, Symbol)] = []
        for variable in candidates {
            guard let symbol = registeredSymbol(of: variable) else {
                ambiguous.insert(ObjectIdentifier(variable))
                continue
            }
            let value = tableau.value(of: symbol)
            let slot = tableau.columns.basicSlot(symbol.id)
            if slot >= 0 {
                var dependsOnFree = false
                var moves = false
                for cell in tableau.rows[Int(slot)].cells {
                    guard let reach = free[cell.symbol] else { continue }
                    dependsOnFree = true
                    if isMovement(Swift.abs(cell.coefficient) * reach, of: value) { moves = true; break }
                }
                if moves {
                    ambiguous.insert(ObjectIdentifier(variable))
                } else if dependsOnFree {
                    undecided.append((variable, symbol))
                }
            } else if let reach = free[symbol] {
                if isMovement(reach, of: value) {
                    ambiguous.insert(ObjectIdentifier(variable))
                } else {
                    undecided.append((variable, symbol))
                }
            } else {
                // Parametric and in no row: nothing holds it.
                ambiguous.insert(ObjectIdentifier(variable))
            }
        }
        // STEP 4
        if !undecided.isEmpty {
            let face = OptimalFace(tableau: tableau, free: Set(free.keys))
            var weights = WeightSequence()
            let members = undecided.map { (symbol: $0.1, value: tableau.value(of: $0.1), weight: weights.next()) }
            for index in face.movingMembers(members) { ambiguous.insert(ObjectIdentifier(undecided[index].0)) }
        }
        return candidates.filter { ambiguous.contains(ObjectIdentifier($0)) }
    }

    /// Whether any registered variable is ambiguous (see `ambiguousVariables(among:)`).
    ///
    /// - Complexity: as `ambiguousVariables(among:)` over every registered variable.
    public var hasAmbiguousSolution: Bool {
        !ambiguousVariables(among: variables).isEmpty
    }

    /// The parametric symbols along which the objective does not change (external ones,
    /// free in both directions, and restricted ones whose reduced cost is zero), each with
    /// how far, up to 1, it can move on its own before a restricted row reaches zero.
    ///
    /// - Complexity: O(cells × log objective).
    private func optimalDirections() -> [Symbol: Double] {
        // A reduced cost is rounding noise when the one tolerance says so next to the
        // largest weight of the objective.
        let scale = Swift.max(tableau.objectiveScale, 1)
        // For each free symbol, the furthest it can rise and fall (restricted ones only rise).
        var rise: [Symbol: Double] = [:]
        var fall: [Symbol: Double] = [:]
        for row in tableau.rows where row.basic.isValid {
            for cell in row.cells where !cell.symbol.isDummy {
                let symbol = cell.symbol
                if rise[symbol] == nil {
                    guard symbol.isExternal || nearZero(tableau.objective.coefficient(for: symbol), scale: scale)
                    else { continue }
                    rise[symbol] = 1
                    fall[symbol] = symbol.isExternal ? 1 : 0
                }
                // A restricted basic `b = c + a·s + …` lets s move by c/|a| the way that
                // lowers b; a constant a rounding below zero stops it.
                guard row.basic.isRestricted else { continue }
                let limit = Swift.max(row.constant, 0) / Swift.abs(cell.coefficient)
                if cell.coefficient < 0 {
                    rise[symbol] = Swift.min(rise[symbol]!, limit)
                } else {
                    fall[symbol] = Swift.min(fall[symbol]!, limit)
                }
            }
        }
        var reach: [Symbol: Double] = [:]
        for (symbol, up) in rise { reach[symbol] = Swift.max(up, fall[symbol]!) }
        return reach
    }

    /// Whether a change of `delta` in a variable of value `value` is more than the
    /// rounding of two different solves: the one tolerance at ten thousand times the
    /// value's size (1e-6 relative).
    func isMovement(_ delta: Double, of value: Double) -> Bool {
        !nearZero(delta, scale: 1e4 * Swift.max(1, Swift.abs(value)))
    }
}

/// Weights in [1, 2) from a fixed sequence (SplitMix64), so that the same question gets
/// the same groups on every run.
private struct WeightSequence {
    var state: UInt64 = 0x5EED

    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(UInt64(1) << 53)
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

    /// The indices of the members whose value can move within the face: a group whose
    /// weighted sum moves is split in halves, one that does not holds none that moves.
    ///
    /// - Complexity: two pushes per group tested.
    func movingMembers(_ members: [(symbol: Symbol, value: Double, weight: Double)]) -> [Int] {
        var moving: [Int] = []
        var groups = [0..<members.count]
        while let group = groups.popLast() {
            guard sumCanMove(members[group]) else { continue }
            if group.count == 1 {
                moving.append(group.lowerBound)
            } else {
                let middle = group.lowerBound + group.count / 2
                groups.append(middle..<group.upperBound)
                groups.append(group.lowerBound..<middle)
            }
        }
        return moving.sorted()
    }

    /// Whether `Σ weight · member` can move away from its current value within the face.
    ///
    /// - Complexity: one constraint of the group's size and two wishes added and removed.
    private func sumCanMove(_ group: ArraySlice<(symbol: Symbol, value: Double, weight: Double)>) -> Bool {
        let sum = Variable("sum")
        var expression = Expression(terms: [Term(sum, 1)])
        var current = 0.0
        var largest = 0.0
        for member in group {
            // A member the face does not hold is in no row: nothing stops it.
            guard let variable = variables[member.symbol] else { return true }
            expression.terms.append(Term(variable, -member.weight))
            current += member.weight * member.value
            largest = Swift.max(largest, Swift.abs(member.value))
        }
        let definition = Constraint(expression, .equal)
        do {
            try solver.addConstraint(definition)
            defer { try? solver.removeConstraint(definition) }
            for target in [current + 1, current - 1] {
                // A wish added and removed (the primal simplex), not an edit suggestion:
                // each push starts from the face's own solution.
                let push = Constraint(Expression(terms: [Term(sum, 1)], constant: -target), .equal, strength: .strong)
                try solver.addConstraint(push)
                let reached = solver.value(of: sum)
                try solver.removeConstraint(push)
                // Judged against the members' size, not the sum's: one member's small move
                // must not drown in a large total.
                if solver.isMovement(reached - current, of: largest) { return true }
            }
        } catch {
            return false
        }
        return false
    }
}
