/// Counters for benchmarks and diagnostics.
public struct SolverStatistics: Sendable {
    /// Simplex pivots performed since the solver was created or reset.
    public var pivots: Int
    /// Rows currently in the tableau.
    public var rows: Int
    /// Constraints currently added with `addConstraint(_:)` (edit variables not counted).
    public var constraints: Int
    /// Cells (non-zero coefficients) currently in the tableau's rows: what the memory
    /// budget mostly counts.
    public var cells: Int
}

/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey, 2001).
///
/// Required constraints hold exactly; non-required ones are satisfied as well as their
/// strengths allow (the weighted sum of their errors is minimal). Adding or removing a
/// constraint re-optimises from the current tableau with the primal simplex; suggesting an
/// edit value or changing a constant re-optimises with the dual simplex. Nothing is rebuilt.
///
/// Guarantees beyond the classic algorithm: a call that throws leaves the solver exactly as
/// it was; an unsatisfiable required constraint is reported with the minimal set of
/// required constraints it conflicts with; pivots are chosen by symbol ids handed out in
/// creation order, so the same calls give the same tableau on every run; substitution only
/// visits rows that mention the symbol (a column index), so independent parts of a system
/// do not slow each other down.
public final class Solver {
    /// The symbols that stand for one constraint in the tableau. The marker appears in the
    /// constraint's equation only (with coefficient `markerSign`), so it identifies the
    /// equation's combination in every row; `other` is the second error of a non-required
    /// equality or the error of a non-required inequality.
    struct Tag {
        var marker: Symbol
        var other: Symbol
        var markerSign: Double
    }

    struct ConstraintRecord {
        let constraint: Constraint
        var tag: Tag
        let sequence: Int
    }

    struct EditRecord {
        let variable: Variable
        let constraint: Constraint
        var tag: Tag
        var constant: Double
        var suggested: Bool
        let sequence: Int
    }

    // The solver is single-threaded and never overlaps accesses to its own state; the
    // dynamic exclusivity checks of class properties cost a large share of a small add,
    // so they are off for the hot properties here and in `Variable` and `Constraint`.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var constraints = ConstraintStore()
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
    /// Symbols of variables whose own cache belongs to another solver.
    @exclusivity(unchecked) var symbols: [ObjectIdentifier: Symbol] = [:]
    /// Registered variables in registration order, with their symbols.
    @exclusivity(unchecked) var variables: [Variable] = []
    @exclusivity(unchecked) var variableSymbols: [Symbol] = []
    /// For each symbol id, the index of its variable in `variables` (-1: not a variable).
    @exclusivity(unchecked) var variableIndex: [Int32] = []
    @exclusivity(unchecked) var nextSequence = 0
    /// Scratch for `chooseSubject`, kept to avoid an allocation per added constraint.
    @exclusivity(unchecked) var subjectCandidates: [Cell] = []
    /// Scratch for `chooseSubject`: the candidates that rows mention, to be ranked.
    @exclusivity(unchecked) var subjectRanking: [(users: Int, symbol: Symbol, coefficient: Double)] = []
    /// The required constraints of each variable, for the answer check.
    @exclusivity(unchecked) var requiredUsers = RequiredUsers()
    /// The most constraints re-solved exactly when an answer fails the check (tests lower it
    /// to reach the undo path).
    @exclusivity(unchecked) package var exactResolveLimit = Solver.defaultExactResolveLimit
    /// The most constraint adds one conflict search spends on throw-away solvers (tests lower
    /// it to reach the set that is not shown minimal).
    package var conflictSearchBudget = Solver.defaultConflictSearchBudget
    /// The most term operations of one irreducibility test (see `IrreducibleConflictTest`).
    package var irreducibilityWorkLimit = Solver.defaultIrreducibilityWorkLimit
    /// The smallest weight that entered the objective, and the objective's peak magnitude at
    /// its last refresh (see `refreshObjective`).
    @exclusivity(unchecked) var smallestSoftStrength = Double.infinity
    @exclusivity(unchecked) var refreshedObjectiveScale = 0.0
    /// The smallest and largest coefficient magnitudes ever added (see
    /// `hasWideCoefficients`).
    @exclusivity(unchecked) var smallestCoefficient = Double.infinity
    @exclusivity(unchecked) var largestCoefficient = 0.0
    /// False for the throw-away solvers of the conflict search.
    let explainsConflicts: Bool
    /// This solver's identity in the caches of `Variable` and `Constraint`.
    final class CacheToken {}
    let cacheToken = CacheToken()

    /// Creates an empty solver.
    ///
    /// - Parameter memoryBudget: The most bytes its tableau may take, by the measure of
    ///   ``estimatedMemory``; an add that would pass it throws `.memoryBudgetExceeded`.
    ///   ``defaultMemoryBudget`` (1 GiB) unless given; `Int.max` for no limit; a negative
    ///   budget is 0, as ``memoryBudget`` says.
    public init(memoryBudget: Int = Solver.defaultMemoryBudget) {
        explainsConflicts = true
        tableau.memoryBudget = max(0, memoryBudget)
        reserveSmallSystem()
    }

    init(explainingConflicts: Bool) {
        explainsConflicts = explainingConflicts
        reserveSmallSystem()
    }

    /// Room for a dozen variables and constraints: growing each array from empty costs a
    /// reallocation per doubling, a visible share of solving a small system.
    private func reserveSmallSystem() {
        variables.reserveCapacity(16)
        variableSymbols.reserveCapacity(16)
        variableIndex.reserveCapacity(32)
        subjectCandidates.reserveCapacity(4)
        constraints.reserveCapacity(16)
    }

    deinit {
        // Hand the caches back so another solver can use them.
        releaseCaches()
        tableau.releaseRowStorage()
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Parameter constraint: The constraint; the same object cannot be added twice.
    /// - Throws: `.duplicateConstraint` if it is already added, `.nonFiniteConstraint` if a
    ///   number in it is NaN or infinite, `.unsatisfiable(_, conflicts:)` if it is required
    ///   and cannot hold with the required constraints already added (listing a minimal
    ///   subset of them), `.memoryBudgetExceeded` if the tableau would pass
    ///   ``memoryBudget``, `.numericallyUnstable` if no answer that meets the required
    ///   constraints beyond rounding could be found (see "Checked answers" in
    ///   docs/ARCHITECTURE.md). On error the solver is unchanged.
    /// - Complexity: O(rows that mention its variables) plus the simplex pivots it causes;
    ///   the conflict search on failure costs a few re-solves of the conflicting part only.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints.index(of: constraint, token: cacheToken) == nil else {
            throw .duplicateConstraint(constraint)
        }
        guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
        let mark = changeMark()
        let tag: Tag
        do {
            tag = try insert(constraint)
        } catch .unsatisfiable(let failed, let conflicts, let minimal) {
            // Rounding can also make a feasible add look unsatisfiable: asked again exactly.
            guard try addConfirmingExactly(constraint) else {
                throw .unsatisfiable(failed, conflicts: conflicts, minimal: minimal)
            }
            return
        }
        record(constraint, tag)
        finishOperation()
        try verifyAnswer(since: mark, operation: constraint, added: constraint) {
            unrecord(constraint)
            remove(tag, strength: constraint.strength, constant: constraint.expression.constant)
            finishOperation()
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Parameter constraint: A constraint added earlier.
    /// - Throws: `.unknownConstraint` if it is not in the solver; `.numericallyUnstable` if the
    ///   rest could not be solved beyond rounding (the constraint stays).
    /// - Complexity: O(rows that mention its symbols) plus the pivots it causes.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let mark = changeMark()
        guard let record = unrecord(constraint) else { throw .unknownConstraint(constraint) }
        remove(record.tag, strength: constraint.strength, constant: constraint.expression.constant)
        finishOperation()
        try verifyAnswer(since: mark, operation: constraint) {
            // The constraint held before; adding it back restores the system.
            if let tag = try? insert(constraint) { self.record(constraint, tag) }
            finishOperation()
        }
    }

    /// Whether the constraint has been added (and not removed).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints.index(of: constraint, token: cacheToken) != nil
    }

    // MARK: Values

    /// Writes every variable's current value into `Variable.value`.
    ///
    /// - Returns: The variables whose value changed since the previous update, in the order
    ///   the solver first saw them.
    /// - Complexity: O(k log k) for the k variables whose rows changed since the previous
    ///   update (O(variables) after very long runs without an update).
    @discardableResult
    public func updateVariables() -> [Variable] {
        if tableau.valuesOverflowed || tableau.valueChanges.count > variables.count / 2 {
            tableau.valuesOverflowed = false
            tableau.valueChanges.removeAll(keepingCapacity: true)
            return updateAllVariables()
        }
        var changed: [(Int32, Variable)] = []
        changed.reserveCapacity(tableau.valueChanges.count)
        for symbol in tableau.valueChanges {
            let id = symbol.id
            guard id < variableIndex.count else { continue }
            let index = variableIndex[id]
            guard index >= 0, variableSymbols[Int(index)] == symbol else { continue }
            let variable = variables[Int(index)]
            let value = tableau.value(of: symbol) + 0  // -0 becomes 0
            if variable.value != value {
                variable.value = value
                changed.append((index, variable))
            }
        }
        tableau.valueChanges.removeAll(keepingCapacity: true)
        if changed.count > 1 { changed.sort { $0.0 < $1.0 } }
        return changed.map(\.1)
    }

    /// `updateVariables()` by visiting every variable.
    ///
    /// - Complexity: O(variables).
    private func updateAllVariables() -> [Variable] {
        var changed: [Variable] = []
        for i in variables.indices {
            let value = tableau.value(of: variableSymbols[i]) + 0
            let variable = variables[i]
            if variable.value != value {
                variable.value = value
                changed.append(variable)
            }
        }
        return changed
    }

    /// The variable's current value straight from the tableau (0 for an unknown variable).
    ///
    /// - Complexity: O(1) expected.
    public func value(of variable: Variable) -> Double {
        guard let symbol = registeredSymbol(of: variable) else { return 0 }
        return tableau.value(of: symbol) + 0
    }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        tableau.releaseRowStorage()
        tableau.reset()
        releaseCaches()
        edits = [:]
        smallestSoftStrength = .infinity
        refreshedObjectiveScale = 0
        smallestCoefficient = .infinity
        largestCoefficient = 0
        symbols = [:]
        variables = []
        variableSymbols = []
        variableIndex = []
        requiredUsers = RequiredUsers()
        nextSequence = 0
    }

    /// Counters: pivots so far, current rows and constraints.
    public var statistics: SolverStatistics {
        SolverStatistics(
            pivots: tableau.pivots, rows: tableau.liveRows, constraints: constraints.count,
            cells: tableau.cellCount)
    }

    /// Rows with at least this many cells enter the tableau with pending column entries
    /// (for tests: a small value sends nearly every row down that path).
    package var lazyIndexThreshold: Int {
        get { tableau.lazyIndexThreshold }
        set { tableau.lazyIndexThreshold = newValue }
    }

    /// Runs the full tableau check after each public mutation when compiled with
    /// `-D CASSOWARY_CHECK_INVARIANTS`.
    @inline(__always)
    func checkInvariantsIfEnabled() {
        #if CASSOWARY_CHECK_INVARIANTS
        checkInvariants()
        #endif
    }
}
