extension ConstraintScript {
    /// Runs the statements in file order against `solver` — constraints added one by one,
    /// edit variables declared, values suggested — then updates the variables.
    ///
    /// Each name of the script becomes one `Variable`; each constraint statement becomes one
    /// `Constraint` whose terms follow the order the names were written in, so the same file
    /// gives the same pivots and the same solution on every run.
    ///
    /// - Parameter solver: The solver to run against; usually empty. Constraints it already
    ///   holds take part in the solution but not in the result or in conflict reports.
    /// - Returns: The value of every variable written in the script, sorted by name.
    /// - Throws: `ScriptRunError` for the first statement the solver refuses, with the lines
    ///   of the minimal conflicting set for an unsatisfiable required constraint and the
    ///   estimate for one past the solver's memory budget, or for a variable whose value
    ///   overflows. Statements before the failing one stay applied to
    ///   `solver`.
    /// - Complexity: Dominated by the solver's work for each statement.
    public func run(on solver: Solver) throws(ScriptRunError) -> ScriptSolution {
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let existing = variables[name] { return existing }
            let created = Variable(name)
            variables[name] = created
            return created
        }
        var lineOfConstraint: [ObjectIdentifier: Int] = [:]

        for statement in statements {
            switch statement {
            case .constraint(let constraintStatement):
                let form = constraintStatement.expression
                let terms = form.terms.compactMap { term in
                    // A cancelled name (`x - x`) constrains nothing.
                    term.coefficient == 0 ? nil : Term(variable(term.name), term.coefficient)
                }
                let constraint = Constraint(
                    Expression(terms: terms, constant: form.constant),
                    Relation(constraintStatement.relation),
                    strength: Strength(constraintStatement.strength))
                do {
                    try solver.addConstraint(constraint)
                } catch .unsatisfiable(_, let conflicts) {
                    let lines = conflicts.compactMap { lineOfConstraint[ObjectIdentifier($0)] }
                    throw .unsatisfiable(line: constraintStatement.location.line, conflictingLines: lines.sorted())
                } catch .memoryBudgetExceeded(_, let budget, let estimate) {
                    throw .memoryBudgetExceeded(line: constraintStatement.location.line, budget: budget, estimate: estimate)
                } catch {
                    throw .rejected(error.description, at: constraintStatement.location)
                }
                lineOfConstraint[ObjectIdentifier(constraint)] = constraintStatement.location.line
            case .edit(let edit):
                do {
                    try solver.addEditVariable(variable(edit.name), strength: Strength(edit.strength))
                } catch .duplicateEditVariable {
                    throw .duplicateEditVariable(edit.name, at: edit.location)
                } catch .memoryBudgetExceeded(_, let budget, let estimate) {
                    throw .memoryBudgetExceeded(line: edit.location.line, budget: budget, estimate: estimate)
                } catch {
                    throw .rejected(error.description, at: edit.location)
                }
            case .suggest(let suggestion):
                do {
                    try solver.suggestValue(suggestion.value, for: variable(suggestion.name))
                } catch .unknownEditVariable {
                    throw .unknownEditVariable(suggestion.name, at: suggestion.location)
                } catch {
                    throw .rejected(error.description, at: suggestion.location)
                }
            }
        }
        solver.updateVariables()
        let entries = variableNames.map { name in
            ScriptSolution.Entry(name: name, value: variables[name]?.value ?? 0)
        }
        // Finite input can still overflow in the solution (`x >= 1e308`, `y >= x + 1e308`).
        if let overflow = entries.first(where: { !$0.value.isFinite }) {
            throw .nonFiniteValue(overflow.name, at: firstUse[overflow.name] ?? ScriptLocation(line: 1, column: 1))
        }
        return ScriptSolution(entries: entries)
    }

    /// Runs the script against a new solver.
    ///
    /// - Parameter memoryBudget: The new solver's `Solver.memoryBudget`, in bytes.
    /// - Returns: The value of every variable written in the script, sorted by name.
    /// - Throws: `ScriptRunError` for the first statement the solver refuses.
    /// - Complexity: Dominated by the solver's work for each statement.
    public func solve(memoryBudget: Int = Solver.defaultMemoryBudget) throws(ScriptRunError) -> ScriptSolution {
        try run(on: Solver(memoryBudget: memoryBudget))
    }
}

extension Relation {
    /// The solver's relation for a relation of the text format.
    init(_ relation: ScriptRelation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
