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
    /// cost; for each, how far (up to one unit) it can move alone before a restricted row
    /// reaches zero.
    /// STEP 2: a variable whose row mentions no free symbol is fixed (every other symbol of
    /// its row is zero in every optimal solution); a variable the solver has never seen, or
    /// a parametric one that no row mentions, can take any value.
    /// STEP 3: a free symbol that can move on its own (no restricted row at zero stops it,
    /// the ratio test) moves every variable whose row mentions it: those are ambiguous.
    /// STEP 4: the rest depend only on free symbols that degenerate rows (restricted basics
    /// at zero) stop one by one, though together they might still move. That is decided on
    /// a throw-away solver holding the face of optimal solutions in the free symbols alone
    /// (every other parametric symbol is zero there): each restricted row that mentions a
    /// free symbol stays non-negative, free restricted symbols too. A weighted sum of a
    /// group of candidates, each written as its row's free part, is pushed one unit up and
    /// one unit down (a strong wish); weights from a fixed sequence make a cancellation
    /// between members as good as impossible. A group that moves is split in halves until
    /// single variables remain.
    ///
    /// - Parameter candidates: The variables to check (typically a layout's frame variables).
    /// - Returns: The ambiguous ones, in the order given.
    /// - Complexity: O(cells × log objective) for steps 1 to 3; step 4, when some candidate
    ///   is left, costs one solve of the rows that mention free symbols plus two pushes per
    ///   group tested: two for a layout without ambiguity left, about 2·k·log(n) for k
    ///   ambiguous among n.
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
                    if isMovement(Swift.abs(cell.coefficient) * reach, of: value) {
                        moves = true
                        break
                    }
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
            let face = OptimalFace(tableau: tableau, free: free)
            var weights = WeightSequence()
            let members = undecided.map { variable, symbol -> OptimalFace.Member in
                let slot = tableau.columns.basicSlot(symbol.id)
                // A basic variable moves with its row's free part; a parametric one is free.
                let terms =
                    slot >= 0
                    ? tableau.rows[Int(slot)].cells.filter { free[$0.symbol] != nil }.map {
                        ($0.symbol, $0.coefficient)
                    }
                    : [(symbol, 1.0)]
                return OptimalFace.Member(terms: terms, value: tableau.value(of: symbol), weight: weights.next())
            }
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

/// The optimal solutions of a tableau as a system of its own, on a throw-away solver, in
/// the free symbols alone: one variable per free symbol (restricted ones non-negative),
/// and for each restricted row `b = c + Σ aⱼ·pⱼ` that mentions one, `c + Σ aⱼ·pⱼ >= 0`
/// over its free symbols (the others are zero on the face). The current solution is the
/// point where every free symbol is zero.
private struct OptimalFace {
    /// A candidate: its row's free part, its value and its weight in a group's sum.
    struct Member {
        var terms: [(Symbol, Double)]
        var value: Double
        var weight: Double
    }

    let solver = Solver(explainingConflicts: false)
    var variables: [Symbol: Variable] = [:]

    /// Builds the face.
    ///
    /// - Complexity: one solve of a system of the rows that mention free symbols, each
    ///   cut to its free cells.
    init(tableau: borrowing Tableau, free: [Symbol: Double]) {
        for symbol in free.keys.sorted() {
            let variable = Variable("s\(symbol.id)")
            variables[symbol] = variable
            if symbol.isRestricted { add(Constraint(Expression(variable), .greaterThanOrEqual)) }
        }
        for row in tableau.rows where row.basic.isValid && row.basic.isRestricted {
            var expression = Expression(terms: [], constant: Swift.max(row.constant, 0))
            for cell in row.cells {
                if let variable = variables[cell.symbol] { expression.terms.append(Term(variable, cell.coefficient)) }
            }
            // A constant a rounding below zero counts as zero, so that the current point
            // stays on the face.
            if !expression.terms.isEmpty { add(Constraint(expression, .greaterThanOrEqual)) }
        }
    }

    private func add(_ constraint: Constraint) {
        // The point where every free symbol is zero satisfies every constraint, so this
        // cannot fail; if rounding ever made it, the face is only smaller.
        try? solver.addConstraint(constraint)
    }

    /// The indices of the members whose value can move within the face: a group whose
    /// weighted sum moves is split in halves, one that does not holds none that moves.
    ///
    /// - Complexity: two pushes per group tested.
    func movingMembers(_ members: [Member]) -> [Int] {
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
    /// - Complexity: one constraint of the group's terms and two wishes added and removed.
    private func sumCanMove(_ group: ArraySlice<Member>) -> Bool {
        let sum = Variable("sum")
        var expression = Expression(terms: [Term(sum, 1)])
        var largest = 0.0
        for member in group {
            for (symbol, coefficient) in member.terms {
                guard let variable = variables[symbol] else { return true }
                expression.terms.append(Term(variable, -member.weight * coefficient))
            }
            largest = Swift.max(largest, Swift.abs(member.value))
        }
        // At the current point every free symbol is zero, and so is the sum.
        let definition = Constraint(expression, .equal)
        do {
            try solver.addConstraint(definition)
            defer { try? solver.removeConstraint(definition) }
            for target in [1.0, -1.0] {
                // A wish added and removed (the primal simplex), not an edit suggestion:
                // each push starts from the face's own solution.
                let push = Constraint(Expression(terms: [Term(sum, 1)], constant: -target), .equal, strength: .strong)
                try solver.addConstraint(push)
                let reached = solver.value(of: sum)
                try solver.removeConstraint(push)
                // Judged against the members' size, not the sum's: one member's small move
                // must not drown in a large total.
                if solver.isMovement(reached, of: largest) { return true }
            }
        } catch {
            return false
        }
        return false
    }
}
