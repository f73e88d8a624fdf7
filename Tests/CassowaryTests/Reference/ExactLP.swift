/// A linear program solved in exact rational arithmetic, for verdicts that rounding cannot
/// change: whether required rows can hold together, and the least weighted soft error.
///
/// Two-phase primal simplex on a dense tableau with Bland's rule (the smallest eligible column
/// enters; ties in the ratio test leave by the smallest basic column). Exact arithmetic makes
/// every test a sign test, so the rule cannot cycle and there is no tolerance anywhere.
/// Shares no code with the solver or its exact re-solve; the soft-error model is the one of
/// `ReferenceLP.minimumWeightedError`.
struct ExactLP {
    enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// `coefficients · x + constant  relation  0`.
    struct Row: Sendable {
        var coefficients: [Rational]
        var constant: Rational
        var relation: Relation

        /// `coefficients · point + constant`.
        func value(at point: [Rational]) -> Rational {
            zip(coefficients, point).reduce(constant) { sum, pair in pair.0.isZero ? sum : sum + pair.0 * pair.1 }
        }

        /// How far `point` is from meeting the row: 0 when it does.
        func violation(at point: [Rational]) -> Rational {
            let value = value(at: point)
            switch relation {
            case .equal: return value.magnitude
            case .lessThanOrEqual: return max(.zero, value)
            case .greaterThanOrEqual: return max(.zero, -value)
            }
        }
    }

    enum Outcome: Equatable {
        case infeasible
        case unbounded
        /// The least value of the objective and a point reaching it.
        case optimal(value: Rational, point: [Rational])
    }

    /// Which variables are free; the others are ≥ 0.
    private(set) var isFree: [Bool]
    /// Minimized: `costs · x`.
    var costs: [Rational]
    private(set) var rows: [Row] = []

    var variableCount: Int { isFree.count }

    init(freeVariables count: Int) {
        isFree = Array(repeating: true, count: count)
        costs = Array(repeating: .zero, count: count)
    }

    /// Adds a variable, ≥ 0 unless `free`, at `cost` per unit; returns its index.
    mutating func addVariable(free: Bool, cost: Rational) -> Int {
        isFree.append(free)
        costs.append(cost)
        return isFree.count - 1
    }

    /// Adds a row; missing coefficients are 0.
    mutating func addRow(_ row: Row) {
        rows.append(row)
    }

    // MARK: Questions the tests ask

    /// Whether the rows have a common solution (phase one only).
    static func isFeasible(variableCount: Int, rows: [Row]) -> Bool {
        feasiblePoint(variableCount: variableCount, rows: rows) != nil
    }

    /// A point that meets every row, nil when there is none (phase one only).
    static func feasiblePoint(variableCount: Int, rows: [Row]) -> [Rational]? {
        var problem = ExactLP(freeVariables: variableCount)
        for row in rows { problem.addRow(row) }
        var tableau = Tableau(problem)
        return tableau.phaseOne() ? tableau.point() : nil
    }

    /// The least `Σ weight · violation` of the soft rows over the points that meet every
    /// required row: Cassowary's objective. A `==` row's violation is `|e|`, a `<=` row's
    /// `max(0, e)`, a `>=` row's `max(0, −e)`; an edit variable is a soft `v − value == 0`.
    static func minimumWeightedError(
        variableCount: Int, required: [Row], soft: [(row: Row, weight: Rational)]
    ) -> Outcome {
        var problem = ExactLP(freeVariables: variableCount)
        for row in required { problem.addRow(row) }
        for (row, weight) in soft {
            // e − over + under  relation  0, with over, under ≥ 0 each paying `weight`: the
            // cheapest choice is the violation. A `<=` row needs only `over`, a `>=` row
            // only `under`.
            var coefficients = row.coefficients
            coefficients += Array(repeating: .zero, count: problem.variableCount - coefficients.count)
            if row.relation != .greaterThanOrEqual {
                _ = problem.addVariable(free: false, cost: weight)
                coefficients.append(-.one)
            }
            if row.relation != .lessThanOrEqual {
                _ = problem.addVariable(free: false, cost: weight)
                coefficients.append(.one)
            }
            problem.addRow(Row(coefficients: coefficients, constant: row.constant, relation: row.relation))
        }
        switch problem.solve() {
        case .optimal(let value, let point): return .optimal(value: value, point: Array(point.prefix(variableCount)))
        case let other: return other
        }
    }

    /// Minimizes the costs subject to the rows.
    func solve() -> Outcome {
        var tableau = Tableau(self)
        guard tableau.phaseOne() else { return .infeasible }
        tableau.dropArtificials()
        guard tableau.phaseTwo(costs: costs) else { return .unbounded }
        let point = tableau.point()
        let value = zip(costs, point).reduce(Rational.zero) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, point: point)
    }
}

extension ExactLP {
    /// The simplex tableau in equality form `A·y = b`, `y ≥ 0`, `b ≥ 0`: each free variable is
    /// a difference of two columns, each inequality has a slack column, and a row with no
    /// column that can start in the basis (see `init`) has an artificial column.
    fileprivate struct Tableau {
        /// The variables' columns: `plus`, and `minus` for a free variable.
        let columnsOf: [(plus: Int, minus: Int?)]
        /// Columns from here on are artificial.
        var artificialStart: Int
        /// One line per row: the columns' coefficients, then the right-hand side.
        var lines: [[Rational]]
        /// The basic column of each line.
        var basis: [Int]
        /// Reduced costs of the columns, then minus the objective's value.
        var reduced: [Rational] = []

        init(_ problem: ExactLP) {
            var columnsOf: [(plus: Int, minus: Int?)] = []
            var next = 0
            for free in problem.isFree {
                columnsOf.append((next, free ? next + 1 : nil))
                next += free ? 2 : 1
            }
            self.columnsOf = columnsOf
            let slackStart = next
            let slackCount = problem.rows.filter { $0.relation != .equal }.count
            // Build each line with its slack, with a right-hand side ≥ 0.
            var lines: [[Rational]] = []
            var slack = slackStart
            for row in problem.rows {
                var line = Array(repeating: Rational.zero, count: slackStart + slackCount + 1)
                for (variable, coefficient) in row.coefficients.enumerated() where !coefficient.isZero {
                    line[columnsOf[variable].plus] = coefficient
                    if let minus = columnsOf[variable].minus { line[minus] = -coefficient }
                }
                line[line.count - 1] = -row.constant
                if row.relation != .equal {
                    line[slack] = row.relation == .lessThanOrEqual ? .one : -.one
                    slack += 1
                }
                if line[line.count - 1].signum < 0 { line = line.map { -$0 } }
                lines.append(line)
            }
            // A column with a positive entry in one line and none elsewhere (a slack, a soft
            // row's error) can start in that line's basis: scaled to 1, its value is the
            // right-hand side, ≥ 0. The other lines get an artificial.
            var basis: [Int?] = []
            for index in lines.indices {
                let column = (0..<slackStart + slackCount).first { column in
                    lines[index][column].signum > 0
                        && lines.indices.allSatisfy { $0 == index || lines[$0][column].isZero }
                }
                if let column {
                    let inverse = lines[index][column].reciprocal
                    lines[index] = lines[index].map { $0 * inverse }
                }
                basis.append(column)
            }
            artificialStart = slackStart + slackCount
            var artificial = artificialStart
            let artificialCount = basis.filter { $0 == nil }.count
            for index in lines.indices {
                let rhs = lines[index].removeLast()
                lines[index] += Array(repeating: .zero, count: artificialCount)
                if basis[index] == nil {
                    lines[index][artificial] = .one
                    basis[index] = artificial
                    artificial += 1
                }
                lines[index].append(rhs)
            }
            self.lines = lines
            self.basis = basis.map { $0! }
        }

        /// Number of columns, without the right-hand side.
        var columnCount: Int { (lines.first?.count ?? artificialStart + 1) - 1 }

        /// Minimizes the sum of the artificials; true when it reaches 0, the rows' feasibility.
        mutating func phaseOne() -> Bool {
            let costs = (0..<columnCount).map { $0 >= artificialStart ? Rational.one : .zero }
            setReducedCosts(costs)
            // Bounded below by 0: phase one always ends at an optimum.
            let bounded = optimize(enteringBelow: columnCount)
            precondition(bounded, "phase one cannot be unbounded")
            return reduced[columnCount].isZero
        }

        /// Pivots the artificials out of the basis (they are at 0 now), drops the lines that
        /// are left with nothing else (redundant rows), then the artificial columns.
        mutating func dropArtificials() {
            var index = 0
            while index < lines.count {
                if basis[index] >= artificialStart {
                    if let column = (0..<artificialStart).first(where: { !lines[index][$0].isZero }) {
                        pivot(line: index, column: column)
                    } else {
                        lines.remove(at: index)
                        basis.remove(at: index)
                        continue
                    }
                }
                index += 1
            }
            let rhs = columnCount
            lines = lines.map { Array($0[0..<artificialStart]) + [$0[rhs]] }
        }

        /// Minimizes the variables' costs; false when unbounded.
        mutating func phaseTwo(costs variableCosts: [Rational]) -> Bool {
            var costs = Array(repeating: Rational.zero, count: columnCount)
            for (variable, cost) in variableCosts.enumerated() {
                costs[columnsOf[variable].plus] = cost
                if let minus = columnsOf[variable].minus { costs[minus] = -cost }
            }
            setReducedCosts(costs)
            return optimize(enteringBelow: columnCount)
        }

        /// The variables' values at the current basic solution.
        func point() -> [Rational] {
            var values = Array(repeating: Rational.zero, count: columnCount)
            for (line, column) in basis.enumerated() { values[column] = lines[line][columnCount] }
            return columnsOf.map { values[$0.plus] - ($0.minus.map { values[$0] } ?? .zero) }
        }

        /// Reduced costs `c_j − Σ c_basic · a_j` and, last, minus the objective's value.
        private mutating func setReducedCosts(_ costs: [Rational]) {
            reduced = costs + [.zero]
            for (line, column) in basis.enumerated() where !costs[column].isZero {
                let factor = costs[column]
                for index in reduced.indices where !lines[line][index].isZero {
                    reduced[index] -= factor * lines[line][index]
                }
            }
        }

        /// Primal simplex with Bland's rule over the columns before `limit`; false when a
        /// column can decrease the objective without end.
        private mutating func optimize(enteringBelow limit: Int) -> Bool {
            let rhs = columnCount
            while true {
                guard let column = (0..<limit).first(where: { reduced[$0].signum < 0 }) else { return true }
                var leaving: Int?
                var bestRatio = Rational.zero
                for line in lines.indices where lines[line][column].signum > 0 {
                    let ratio = lines[line][rhs] / lines[line][column]
                    if let current = leaving {
                        if ratio < bestRatio || (ratio == bestRatio && basis[line] < basis[current]) {
                            leaving = line
                            bestRatio = ratio
                        }
                    } else {
                        leaving = line
                        bestRatio = ratio
                    }
                }
                guard let line = leaving else { return false }
                pivot(line: line, column: column)
            }
        }

        /// Makes `column` basic in `line`: scales the line to a 1 there and clears the column
        /// from the other lines and the reduced costs.
        private mutating func pivot(line pivotLine: Int, column: Int) {
            let inverse = lines[pivotLine][column].reciprocal
            if inverse != .one {
                for index in lines[pivotLine].indices where !lines[pivotLine][index].isZero {
                    lines[pivotLine][index] = lines[pivotLine][index] * inverse
                }
            }
            let source = lines[pivotLine]
            let nonzero = source.indices.filter { !source[$0].isZero }
            for line in lines.indices where line != pivotLine && !lines[line][column].isZero {
                let factor = lines[line][column]
                for index in nonzero { lines[line][index] -= factor * source[index] }
            }
            if !reduced.isEmpty && !reduced[column].isZero {
                let factor = reduced[column]
                for index in nonzero { reduced[index] -= factor * source[index] }
            }
            basis[pivotLine] = column
        }
    }
}
