/// A dense simplex tableau in exact rational arithmetic: the Cassowary problem (minimise
/// Σ strength · error subject to the constraints' equations) solved from scratch, for the
/// small systems whose floating-point tableau failed the answer check.
///
/// Each row is an equation `0 = c + Σ aⱼ·sⱼ`; a row with a basic symbol `b` holds it with
/// coefficient −1, so it reads `b = c + Σ_{j≠b} aⱼ·sⱼ`. Externals are free, slacks and errors
/// non-negative, dummies fixed at zero (they never enter, but stay as columns: the
/// `Double` tableau needs their coefficients to remove required equalities later). Pivots
/// follow Bland's rule, which cannot cycle in exact arithmetic.
struct ExactTableau {
    enum Kind {
        case external, restricted, dummy, artificial
    }

    struct Equation {
        var constant: ExactRational
        var coefficients: [ExactRational]
    }

    /// A row of the optimal tableau: `basic = constant + Σ coefficient · column`.
    struct SolvedRow {
        var basic: Int
        var constant: ExactRational
        var terms: [(column: Int, coefficient: ExactRational)]
    }

    enum Outcome {
        /// The rows and the objective (its terms are the reduced costs, all ≥ 0).
        case optimal(rows: [SolvedRow], objective: [(column: Int, coefficient: ExactRational)])
        /// The required constraints cannot hold together.
        case infeasible
        /// The numbers grew past `bitLimit`, or the work past `workLimit`.
        case tooLarge
    }

    private(set) var kinds: [Kind]
    private var costs: [ExactRational]
    private var rows: [Equation] = []
    private var basis: [Int] = []
    /// A bound on the bits of any number: past it the solve gives up (`tooLarge`).
    let bitLimit: Int
    /// A bound on the work, counted per arithmetic operation as the square of its operands'
    /// 32-bit words (what a long multiplication and a gcd cost): a wide system of large
    /// numbers gives up in bounded time instead of running for minutes.
    let workLimit: Int
    private var work = 0

    /// - Parameters:
    ///   - kinds: One kind per column.
    ///   - costs: The objective's coefficient per column (the errors' strengths).
    init(kinds: [Kind], costs: [ExactRational], bitLimit: Int = 4_096, workLimit: Int = 2_000_000) {
        self.kinds = kinds
        self.costs = costs
        self.bitLimit = bitLimit
        self.workLimit = workLimit
    }

    /// Adds the equation `0 = constant + Σ terms`.
    mutating func addEquation(constant: ExactRational, terms: [(column: Int, coefficient: ExactRational)]) {
        var coefficients = [ExactRational](repeating: .zero, count: kinds.count)
        for term in terms { coefficients[term.column] = coefficients[term.column] + term.coefficient }
        rows.append(Equation(constant: constant, coefficients: coefficients))
        basis.append(-1)
    }

    /// Solves the problem.
    ///
    /// STEP 1: every external that a row mentions becomes basic (Gauss–Jordan); they are free.
    /// STEP 2: the remaining rows get artificial variables whose sum is minimised (phase one);
    /// a positive minimum means the required constraints contradict each other.
    /// STEP 3: artificials still basic (at zero) are pivoted out, a restricted symbol first,
    /// else a dummy.
    /// STEP 4: the objective is minimised over slacks and errors (phase two).
    ///
    /// - Complexity: O(rows × columns) rational operations per pivot.
    mutating func solve() -> Outcome {
        // STEP 1
        for r in rows.indices where basis[r] < 0 {
            guard
                let column = kinds.indices.first(where: { kinds[$0] == .external && !rows[r].coefficients[$0].isZero })
            else { continue }
            guard pivot(row: r, entering: column) else { return .tooLarge }
        }
        // STEP 2: each row without a basic gets `A = |c| + …`.
        var phaseOne = Equation(constant: .zero, coefficients: [ExactRational](repeating: .zero, count: kinds.count))
        for r in rows.indices where basis[r] < 0 {
            if rows[r].constant.signum < 0 { negate(row: r) }
            let artificial = appendColumn(.artificial)
            phaseOne.coefficients.append(.zero)
            rows[r].coefficients[artificial] = -.one
            basis[r] = artificial
            // Σ A: the row without its −A.
            add(rows[r], times: .one, to: &phaseOne)
            phaseOne.coefficients[artificial] = .zero
        }
        guard minimise(&phaseOne) else { return .tooLarge }
        if phaseOne.constant.signum > 0 { return .infeasible }
        // STEP 3: artificials are fixed at zero from here on.
        for r in rows.indices where kinds[basis[r]] == .artificial {
            let candidates = kinds.indices.filter { kinds[$0] != .artificial && !rows[r].coefficients[$0].isZero }
            guard let column = candidates.first(where: { kinds[$0] == .restricted }) ?? candidates.first else {
                continue  // 0 = 0: a dependent row; the caller finds no basic and gives up
            }
            guard pivot(row: r, entering: column) else { return .tooLarge }
        }
        // STEP 4: the objective in terms of the parametric symbols.
        var objective = Equation(constant: .zero, coefficients: costs)
        while objective.coefficients.count < kinds.count { objective.coefficients.append(.zero) }
        for r in rows.indices {
            let cost = objective.coefficients[basis[r]]
            if !cost.isZero { add(rows[r], times: cost, to: &objective) }
        }
        guard minimise(&objective) else { return .tooLarge }
        var solved: [SolvedRow] = []
        for r in rows.indices {
            let basic = basis[r]
            guard kinds[basic] != .artificial else { return .tooLarge }
            let terms = kinds.indices.filter {
                $0 != basic && kinds[$0] != .artificial && !rows[r].coefficients[$0].isZero
            }
            .map { (column: $0, coefficient: rows[r].coefficients[$0]) }
            solved.append(SolvedRow(basic: basic, constant: rows[r].constant, terms: terms))
        }
        let reduced = kinds.indices.filter { kinds[$0] != .artificial && !objective.coefficients[$0].isZero }
            .map { (column: $0, coefficient: objective.coefficients[$0]) }
        return .optimal(rows: solved, objective: reduced)
    }

    /// Primal simplex on `objective` with Bland's rule: the lowest restricted column with a
    /// negative coefficient enters; the restricted row that limits it first leaves (ties:
    /// the lowest basic column). False when a number passed the bit limit.
    private mutating func minimise(_ objective: inout Equation) -> Bool {
        while true {
            guard
                let entering = kinds.indices.first(where: {
                    kinds[$0] == .restricted && objective.coefficients[$0].signum < 0 && !basis.contains($0)
                })
            else { return true }
            var leaving: (row: Int, ratio: ExactRational)?
            for r in rows.indices where kinds[basis[r]] == .restricted || kinds[basis[r]] == .artificial {
                let a = rows[r].coefficients[entering]
                guard a.signum < 0 else { continue }
                let ratio = rows[r].constant / -a
                if let best = leaving,
                    best.ratio < ratio || (best.ratio == ratio && basis[best.row] < basis[r])
                {
                    continue
                }
                leaving = (r, ratio)
            }
            // Unbounded cannot happen: both objectives are sums of non-negative terms.
            guard let leaving else { return true }
            guard pivot(row: leaving.row, entering: entering) else { return false }
            let d = objective.coefficients[entering]
            work += add(rows[leaving.row], times: d, to: &objective)
        }
    }

    /// Makes `entering` basic in `row` and eliminates it from every other row. False when a
    /// number passed the bit limit.
    private mutating func pivot(row r: Int, entering: Int) -> Bool {
        let a = rows[r].coefficients[entering]
        // 0 = … + a·e + …  →  scaled by −1/a, e's coefficient is −1.
        let factor = -ExactRational.one / a
        rows[r].constant = rows[r].constant * factor
        for j in rows[r].coefficients.indices where !rows[r].coefficients[j].isZero {
            rows[r].coefficients[j] = rows[r].coefficients[j] * factor
            if rows[r].coefficients[j].bitWidth > bitLimit { return false }
        }
        basis[r] = entering
        let pivotRow = rows[r]
        for i in rows.indices where i != r {
            let d = rows[i].coefficients[entering]
            if !d.isZero { work += add(pivotRow, times: d, to: &rows[i]) }
            if work > workLimit || rows[i].constant.bitWidth > bitLimit { return false }
        }
        return true
    }

    /// `target += factor · source`; with `source`'s entering coefficient −1 and `factor` the
    /// target's, the entering column cancels.
    @discardableResult
    private func add(_ source: Equation, times factor: ExactRational, to target: inout Equation) -> Int {
        func cost(_ a: ExactRational, _ b: ExactRational) -> Int {
            let words = (a.bitWidth + b.bitWidth) / 32 + 1
            return words * words
        }
        var work = cost(factor, source.constant)
        target.constant = target.constant + factor * source.constant
        for j in source.coefficients.indices where !source.coefficients[j].isZero {
            work += cost(factor, source.coefficients[j])
            target.coefficients[j] = target.coefficients[j] + factor * source.coefficients[j]
        }
        return work
    }

    private mutating func negate(row r: Int) {
        rows[r].constant = -rows[r].constant
        for j in rows[r].coefficients.indices { rows[r].coefficients[j] = -rows[r].coefficients[j] }
    }

    private mutating func appendColumn(_ kind: Kind) -> Int {
        kinds.append(kind)
        costs.append(.zero)
        for r in rows.indices { rows[r].coefficients.append(.zero) }
        return kinds.count - 1
    }
}
