extension ConstraintScript {
    /// Runs the statements in file order against `solver` — constraints added one by one,
    /// edit variables declared, values suggested — then updates the variables.
    ///
    /// Each name of the script becomes one `Variable`; each constraint statement becomes one
    /// `Constraint` whose terms follow the order the names were written in, so the same file
    /// gives the same pivots and the same solution on every run.
    ///
    /// A statement the solver refuses changes nothing (a failed call leaves the solver as it
    /// was), so the run goes on with the next statement and reports every refusal, each
    /// against the statements accepted before it. A refusal for the memory budget ends the
    /// run: the statements after it would grow the same tableau.
    ///
    /// - Parameter solver: The solver to run against; usually empty. Constraints it already
    ///   holds take part in the solution but not in the result or in conflict reports.
    /// - Returns: The value of every variable written in the script, sorted by name.
    /// - Throws: ``ScriptErrors`` of ``ScriptRunError``: every statement the solver refused
    ///   (with the lines of the minimal conflicting set for an unsatisfiable required
    ///   constraint, the estimate for one past the memory budget), or a variable whose value
    ///   overflows. The accepted statements stay applied to `solver`.
    /// - Complexity: Dominated by the solver's work for each statement.
    public func run(on solver: Solver) throws(ScriptErrors<ScriptRunError>) -> ScriptSolution {
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let existing = variables[name] { return existing }
            let created = Variable(name)
            variables[name] = created
            return created
        }
        var lineOfConstraint: [ObjectIdentifier: Int] = [:]
        var refusals: [ScriptRunError] = []

        run: for statement in statements {
            do throws(ScriptRunError) {
                switch statement {
                case .constraint(let constraintStatement):
                    let constraint = makeConstraint(constraintStatement, variable: variable)
                    try add(constraint, of: constraintStatement, to: solver, lineOfConstraint: lineOfConstraint)
                    lineOfConstraint[ObjectIdentifier(constraint)] = constraintStatement.location.line
                case .edit(let edit):
                    try declare(edit, variable: variable(edit.name), in: solver)
                case .suggest(let suggestion):
                    try suggest(suggestion, variable: variable(suggestion.name), in: solver)
                }
            } catch {
                refusals.append(error)
                if case .memoryBudgetExceeded = error { break run }
            }
        }
        guard refusals.isEmpty else { throw ScriptErrors(refusals) }
        solver.updateVariables()
        let entries = variableNames.map { name in
            ScriptSolution.Entry(name: name, value: variables[name]?.value ?? 0)
        }
        // Finite input can still overflow in the solution (`x >= 1e308`, `y >= x + 1e308`).
        if let overflow = entries.first(where: { !$0.value.isFinite }) {
            let location = firstUse[overflow.name] ?? ScriptLocation(line: 1, column: 1)
            throw ScriptErrors([.nonFiniteValue(overflow.name, at: location)])
        }
        return ScriptSolution(entries: entries)
    }

    /// Runs the script against a new solver.
    ///
    /// - Parameter memoryBudget: The new solver's `Solver.memoryBudget`, in bytes.
    /// - Returns: The value of every variable written in the script, sorted by name.
    /// - Throws: ``ScriptErrors`` of every ``ScriptRunError``, as ``run(on:)`` does.
    /// - Complexity: Dominated by the solver's work for each statement.
    public func solve(memoryBudget: Int = Solver.defaultMemoryBudget) throws(ScriptErrors<ScriptRunError>)
        -> ScriptSolution
    {
        try run(on: Solver(memoryBudget: memoryBudget))
    }

    // MARK: Statements

    /// The solver's constraint for a statement; a cancelled name (`x - x`) constrains nothing.
    private func makeConstraint(_ statement: ConstraintStatement, variable: (String) -> Variable) -> Constraint {
        let form = statement.expression
        let terms = form.terms.compactMap { term in
            term.coefficient == 0 ? nil : Term(variable(term.name), term.coefficient)
        }
        return Constraint(
            Expression(terms: terms, constant: form.constant), statement.relation,
            strength: statement.strength)
    }

    private func add(
        _ constraint: Constraint, of statement: ConstraintStatement, to solver: Solver,
        lineOfConstraint: [ObjectIdentifier: Int]
    ) throws(ScriptRunError) {
        do {
            try solver.addConstraint(constraint)
        } catch .unsatisfiable(_, let conflicts, let minimal) {
            let lines = conflicts.compactMap { lineOfConstraint[ObjectIdentifier($0)] }
            throw .unsatisfiable(line: statement.location.line, conflictingLines: lines.sorted(), minimal: minimal)
        } catch .memoryBudgetExceeded(_, let budget, let estimate) {
            throw .memoryBudgetExceeded(line: statement.location.line, budget: budget, estimate: estimate)
        } catch .numericallyUnstable(_, let violated) {
            let lines = violated.compactMap { lineOfConstraint[ObjectIdentifier($0)] }
            throw .numericallyUnstable(line: statement.location.line, violatedLines: lines.sorted())
        } catch {
            throw .rejected(error.description, at: statement.location)
        }
    }

    private func declare(_ edit: EditStatement, variable: Variable, in solver: Solver) throws(ScriptRunError) {
        do {
            try solver.addEditVariable(variable, strength: edit.strength)
        } catch .duplicateEditVariable {
            throw .duplicateEditVariable(edit.name, at: edit.location)
        } catch .memoryBudgetExceeded(_, let budget, let estimate) {
            throw .memoryBudgetExceeded(line: edit.location.line, budget: budget, estimate: estimate)
        } catch {
            throw .rejected(error.description, at: edit.location)
        }
    }

    private func suggest(_ suggestion: SuggestStatement, variable: Variable, in solver: Solver)
        throws(ScriptRunError)
    {
        do {
            try solver.suggestValue(suggestion.value, for: variable)
        } catch .unknownEditVariable {
            throw .unknownEditVariable(suggestion.name, at: suggestion.location)
        } catch {
            throw .rejected(error.description, at: suggestion.location)
        }
    }
}
