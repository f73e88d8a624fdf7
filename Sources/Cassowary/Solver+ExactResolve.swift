// Re-solving a small system in exact arithmetic when its floating-point answer failed the
// check, and rebuilding the tableau from the exact optimum: each entry is then rounded
// once, instead of carrying the cancellations of every pivot that led to it.

extension Solver {
    enum ExactOutcome {
        /// The tableau now holds the exact optimum, rounded.
        case solved
        /// The required constraints cannot hold together; the tableau is unchanged.
        case infeasible
        /// The system is past the exact re-solve's limits; the tableau is unchanged.
        case unavailable
    }

    /// The most constraints (edit variables included) re-solved exactly by default: a dense
    /// rational tableau costs O(rows × columns) big-number operations per pivot.
    static let defaultExactResolveLimit = 48

    /// One constraint for the exact model: its equation and its strength.
    private struct ModelEntry {
        var constraint: Constraint
        var tag: Tag
    }

    /// Re-solves the added constraints and edits exactly and, when they can hold, replaces
    /// every row and the objective by the exact optimum rounded to `Double`. Symbols keep
    /// their ids, so the records of the constraints stay valid.
    ///
    /// - Complexity: O(pivots × rows × columns) rational operations; nothing past
    ///   `exactResolveLimit` constraints.
    func resolveExactly() -> ExactOutcome {
        var entries = constraints.all.sorted { $0.sequence < $1.sequence }
            .map { ModelEntry(constraint: $0.constraint, tag: $0.tag) }
        entries += edits.values.sorted { $0.sequence < $1.sequence }
            .map { ModelEntry(constraint: $0.constraint, tag: $0.tag) }
        guard entries.count <= exactResolveLimit else { return .unavailable }

        // Columns: every symbol an equation mentions, in id order (deterministic pivots).
        var symbolsInUse: Set<Symbol> = []
        for entry in entries {
            for term in entry.constraint.expression.terms where term.coefficient != 0 {
                symbolsInUse.insert(symbol(for: term.variable))
            }
            symbolsInUse.insert(entry.tag.marker)
            if entry.tag.other.isValid { symbolsInUse.insert(entry.tag.other) }
        }
        let columnSymbols = symbolsInUse.sorted { $0.raw < $1.raw }
        var columnOf: [Symbol: Int] = [:]
        for (column, symbol) in columnSymbols.enumerated() { columnOf[symbol] = column }
        let kinds: [ExactTableau.Kind] = columnSymbols.map { symbol in
            switch symbol.kind {
            case .external: .external
            case .dummy: .dummy
            case .slack, .error: .restricted
            }
        }
        var costs = [ExactRational](repeating: .zero, count: columnSymbols.count)
        for entry in entries where !entry.constraint.strength.isRequired {
            let strength = ExactRational(entry.constraint.strength.value)
            for error in [entry.tag.marker, entry.tag.other] where error.isValid && error.kind == .error {
                costs[columnOf[error]!] = strength
            }
        }
        var exact = ExactTableau(kinds: kinds, costs: costs)
        for entry in entries {
            let constraint = entry.constraint
            var terms: [(column: Int, coefficient: ExactRational)] = []
            for term in constraint.expression.terms where term.coefficient != 0 {
                terms.append((columnOf[symbol(for: term.variable)]!, ExactRational(term.coefficient)))
            }
            // The equation `createRow` builds: the marker with its sign, the other error
            // with the opposite one.
            let sign = ExactRational(entry.tag.markerSign)
            terms.append((columnOf[entry.tag.marker]!, sign))
            if entry.tag.other.isValid { terms.append((columnOf[entry.tag.other]!, -sign)) }
            exact.addEquation(constant: ExactRational(constraint.expression.constant), terms: terms)
        }

        switch exact.solve() {
        case .infeasible: return .infeasible
        case .tooLarge: return .unavailable
        case .optimal(let rows, let objective):
            var rebuilt: [Row] = []
            for solved in rows {
                var row = Row(basic: columnSymbols[solved.basic], constant: solved.constant.doubleValue)
                row.cells = solved.terms.map {
                    Cell(symbol: columnSymbols[$0.column], columnIndex: -1, coefficient: $0.coefficient.doubleValue)
                }
                guard row.constant.isFinite, row.cells.allSatisfy({ $0.coefficient.isFinite }) else {
                    return .unavailable
                }
                row.cells.sort { $0.symbol.raw < $1.symbol.raw }
                rebuilt.append(row)
            }
            var objectiveRow = Row()
            objectiveRow.cells = objective.map {
                Cell(symbol: columnSymbols[$0.column], columnIndex: -1, coefficient: $0.coefficient.doubleValue)
            }
            objectiveRow.cells.sort { $0.symbol.raw < $1.symbol.raw }
            tableau.replaceRows(with: rebuilt, objective: objectiveRow)
            return .solved
        }
    }
}
