/// An independent, dense linear-programming solver for cross-checking Cassowary in tests.
///
/// Two-phase primal simplex on a full tableau with Bland's rule (smallest index enters,
/// ties in the ratio test leave by smallest basic index), so it cannot cycle. Free
/// variables are split into a difference of two non-negative ones. Slow (every pivot touches
/// the whole tableau) and simple on purpose: it shares no code or idea of representation with
/// the solver it checks.
struct ReferenceLP {
    enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// `coefficients · x + constant  relation  0`.
    struct Row {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
    }

    enum Outcome: Equatable {
        case infeasible
        case unbounded
        /// The minimum of the objective and a point that attains it.
        case optimal(value: Double, point: [Double])
    }

    /// Number of variables.
    var variableCount: Int
    /// Which variables are free (the others are ≥ 0).
    var isFree: [Bool]
    var rows: [Row] = []
    /// Minimized: `objective · x`.
    var objective: [Double]

    static let epsilon = 1e-9

    init(freeVariables count: Int) {
        variableCount = count
        isFree = Array(repeating: true, count: count)
        objective = Array(repeating: 0, count: count)
    }

    /// Adds a variable (≥ 0 unless `free`) with a cost; returns its index.
    mutating func addVariable(free: Bool, cost: Double) -> Int {
        for index in rows.indices { rows[index].coefficients.append(0) }
        isFree.append(free)
        objective.append(cost)
        variableCount += 1
        return variableCount - 1
    }

    // MARK: Solving

    /// Minimizes the objective subject to the rows.
    func solve() -> Outcome {
        // STEP 1: standard form. Columns: split variables, then one slack per inequality,
        // then one artificial per row; every row gets a non-negative right-hand side.
        var columnOf: [(plus: Int, minus: Int?)] = []
        var columnCount = 0
        for free in isFree {
            columnOf.append((columnCount, free ? columnCount + 1 : nil))
            columnCount += free ? 2 : 1
        }
        let structuralCount = columnCount
        let slackCount = rows.filter { $0.relation != .equal }.count
        let artificialStart = structuralCount + slackCount
        let width = artificialStart + rows.count
        var tableau: [[Double]] = []
        var basis: [Int] = []
        var slackColumn = structuralCount
        for (rowIndex, row) in rows.enumerated() {
            var line = Array(repeating: 0.0, count: width + 1)
            for (variable, coefficient) in row.coefficients.enumerated() where coefficient != 0 {
                line[columnOf[variable].plus] = coefficient
                if let minus = columnOf[variable].minus { line[minus] = -coefficient }
            }
            line[width] = -row.constant
            switch row.relation {
            case .lessThanOrEqual:
                line[slackColumn] = 1
                slackColumn += 1
            case .greaterThanOrEqual:
                line[slackColumn] = -1
                slackColumn += 1
            case .equal: break
            }
            if line[width] < 0 {
                for column in 0...width { line[column] = -line[column] }
            }
            line[artificialStart + rowIndex] = 1
            tableau.append(line)
            basis.append(artificialStart + rowIndex)
        }

        // STEP 2: phase one minimizes the sum of artificials.
        var phaseOne = Array(repeating: 0.0, count: width)
        for column in artificialStart..<width { phaseOne[column] = 1 }
        guard Self.optimize(&tableau, &basis, costs: phaseOne, allowed: width) else { return .unbounded }
        let infeasibility = basis.indices.reduce(0.0) { sum, row in
            basis[row] >= artificialStart ? sum + tableau[row][width] : sum
        }
        let scale = max(1, rows.map { abs($0.constant) }.max() ?? 1)
        if infeasibility > 1e-7 * scale { return .infeasible }

        // STEP 3: drive artificials out of the basis (their level is 0); a row with no other
        // entry is redundant and dropped.
        var row = 0
        while row < basis.count {
            if basis[row] >= artificialStart {
                if let column = (0..<artificialStart).first(where: { abs(tableau[row][$0]) > Self.epsilon }) {
                    Self.pivot(&tableau, &basis, row: row, column: column)
                } else {
                    tableau.remove(at: row)
                    basis.remove(at: row)
                    continue
                }
            }
            row += 1
        }

        // STEP 4: phase two minimizes the objective; artificials may no longer enter.
        var costs = Array(repeating: 0.0, count: width)
        for (variable, cost) in objective.enumerated() {
            costs[columnOf[variable].plus] = cost
            if let minus = columnOf[variable].minus { costs[minus] = -cost }
        }
        guard Self.optimize(&tableau, &basis, costs: costs, allowed: artificialStart) else { return .unbounded }

        var columnValues = Array(repeating: 0.0, count: width)
        for (row, column) in basis.enumerated() { columnValues[column] = tableau[row][width] }
        let point = columnOf.map { columns in
            columnValues[columns.plus] - (columns.minus.map { columnValues[$0] } ?? 0)
        }
        let value = zip(objective, point).reduce(0.0) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, point: point)
    }

    /// Primal simplex with Bland's rule on columns `0..<allowed`; false when unbounded.
    private static func optimize(_ tableau: inout [[Double]], _ basis: inout [Int], costs: [Double], allowed: Int)
        -> Bool
    {
        let width = costs.count
        for _ in 0..<100_000 {
            // Reduced cost of column j: c_j − Σ_rows c_basis · a_row,j.
            var entering: Int?
            for column in 0..<allowed where !basis.contains(column) {
                var reduced = costs[column]
                for (row, basic) in basis.enumerated() where costs[basic] != 0 {
                    reduced -= costs[basic] * tableau[row][column]
                }
                if reduced < -epsilon {
                    entering = column
                    break
                }
            }
            guard let column = entering else { return true }
            var leaving: Int?
            var bestRatio = Double.infinity
            for row in basis.indices where tableau[row][column] > epsilon {
                let ratio = tableau[row][width] / tableau[row][column]
                if ratio < bestRatio - epsilon
                    || (abs(ratio - bestRatio) <= epsilon && basis[row] < basis[leaving!])
                {
                    bestRatio = ratio
                    leaving = row
                }
            }
            guard let row = leaving else { return false }
            pivot(&tableau, &basis, row: row, column: column)
        }
        preconditionFailure("reference simplex did not terminate")
    }

    private static func pivot(_ tableau: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let pivot = tableau[row][column]
        for index in tableau[row].indices { tableau[row][index] /= pivot }
        for other in tableau.indices where other != row {
            let factor = tableau[other][column]
            if factor == 0 { continue }
            for index in tableau[other].indices { tableau[other][index] -= factor * tableau[row][index] }
            tableau[other][column] = 0
        }
        basis[row] = column
    }
}

extension ReferenceLP {
    /// The smallest `Σ weight · |violation|` of the soft rows over the points that satisfy
    /// every required row: Cassowary's objective (docs/ARCHITECTURE.md, "The solver"), with violation `max(0, e)` for
    /// `e ≤ 0`, `max(0, −e)` for `e ≥ 0` and `|e|` for `e = 0`.
    ///
    /// - Returns: The optimum and a point attaining it, `.infeasible` when the required rows
    ///   conflict.
    static func minimumWeightedError(
        variableCount: Int, required: [Row], soft: [(row: Row, weight: Double)]
    ) -> Outcome {
        var problem = ReferenceLP(freeVariables: variableCount)
        problem.rows = required
        for (row, weight) in soft {
            // e + below − above rel 0 with below, above ≥ 0 paying `weight` each.
            let above = problem.addVariable(free: false, cost: weight)
            let below = problem.addVariable(free: false, cost: weight)
            var coefficients =
                row.coefficients + Array(repeating: 0, count: problem.variableCount - row.coefficients.count)
            switch row.relation {
            case .equal:
                coefficients[above] = -1
                coefficients[below] = 1
            case .lessThanOrEqual: coefficients[above] = -1
            case .greaterThanOrEqual: coefficients[below] = 1
            }
            problem.rows.append(Row(coefficients: coefficients, constant: row.constant, relation: row.relation))
        }
        for index in problem.rows.indices {
            let missing = problem.variableCount - problem.rows[index].coefficients.count
            problem.rows[index].coefficients += Array(repeating: 0, count: missing)
        }
        switch problem.solve() {
        case .optimal(let value, let point): return .optimal(value: value, point: Array(point.prefix(variableCount)))
        case let other: return other
        }
    }

    /// The smallest weighted error of a 2-variable system, by trying every intersection of
    /// two of its lines (required boundaries and soft hyperplanes) that satisfies the required
    /// rows; infinity when none does.
    ///
    /// A convex piecewise-linear objective bounded below over a polygon reaches its minimum
    /// at such a vertex whenever two of the lines are not parallel (give the system a box).
    ///
    /// - Complexity: O(*n*³) in the number of rows.
    static func minimumByVertexEnumeration(required: [Row], soft: [(row: Row, weight: Double)]) -> Double {
        let lines = (required + soft.map(\.row)).map { ($0.coefficients[0], $0.coefficients[1], -$0.constant) }
        var best = Double.infinity
        for i in lines.indices {
            for j in lines.indices where j > i {
                let (a, b, e) = lines[i]
                let (c, d, f) = lines[j]
                let determinant = a * d - b * c
                if abs(determinant) < 1e-12 { continue }
                // Cramer's rule for a·x + b·y = e, c·x + d·y = f.
                let point = [(e * d - b * f) / determinant, (a * f - e * c) / determinant]
                if required.allSatisfy({ $0.violation(at: point) <= 1e-9 }) {
                    best = min(best, weightedError(at: point, soft: soft))
                }
            }
        }
        return best
    }

    /// Whether the rows have a common solution.
    static func isFeasible(variableCount: Int, rows: [Row]) -> Bool {
        var problem = ReferenceLP(freeVariables: variableCount)
        problem.rows = rows
        if case .infeasible = problem.solve() { return false }
        return true
    }

    /// `Σ weight · |violation|` of the soft rows at `point`.
    static func weightedError(at point: [Double], soft: [(row: Row, weight: Double)]) -> Double {
        soft.reduce(0.0) { sum, soft in sum + soft.weight * soft.row.violation(at: point) }
    }
}

extension ReferenceLP.Row {
    /// `coefficients · point + constant`.
    func value(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `point` is from satisfying the row (0 when it does).
    func violation(at point: [Double]) -> Double {
        let value = value(at: point)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
