import Testing

@testable import Cassowary

/// A suggestion for a non-required edit variable is always satisfiable (the edit's errors
/// absorb it), so after the dual simplex the tableau is feasible and optimal: checked on a
/// reported system whose substitutions left -1e-16 in a row pinned at zero, and on random
/// systems against the reference LP.
@Suite("Suggested values keep the tableau feasible")
struct SuggestFeasibilityTests {
    typealias Row = ReferenceLP.Row

    /// The reported system, in the order of its script: pairs `a + b == 0, b >= 0` and
    /// `c + b == 0, c >= 0` pin `a`, `b`, `c` at zero; `sum` weighs one variable of each.
    /// Every line matters (dropping any one changes the pivots and hides the failure).
    static let reportedRows: [(terms: [(String, Double)], relation: ReferenceLP.Relation)] = [
        ([("s0k0", 1.0), ("s2k1", 1.0)], .equal),
        ([("s2k1", 1.0)], .greaterThanOrEqual),
        ([("s1k1", 1.0), ("s2k1", 1.0)], .equal),
        ([("s1k1", 1.0)], .greaterThanOrEqual),
        ([("s3k0", 1.0), ("s5k1", 1.0)], .equal),
        ([("s5k1", 1.0)], .greaterThanOrEqual),
        ([("s4k1", 1.0), ("s5k1", 1.0)], .equal),
        ([("s4k1", 1.0)], .greaterThanOrEqual),
        ([("s6k0", 1.0), ("s8k1", 1.0)], .equal),
        ([("s8k1", 1.0)], .greaterThanOrEqual),
        ([("s7k1", 1.0), ("s8k1", 1.0)], .equal),
        ([("s7k1", 1.0)], .greaterThanOrEqual),
        ([("s9k0", 1.0), ("s11k1", 1.0)], .equal),
        ([("s11k1", 1.0)], .greaterThanOrEqual),
        ([("s10k1", 1.0), ("s11k1", 1.0)], .equal),
        ([("s10k1", 1.0)], .greaterThanOrEqual),
        ([("s12k0", 1.0), ("s14k1", 1.0)], .equal),
        ([("s14k1", 1.0)], .greaterThanOrEqual),
        ([("s13k1", 1.0), ("s14k1", 1.0)], .equal),
        ([("s13k1", 1.0)], .greaterThanOrEqual),
        ([("s15k0", 1.0), ("s17k1", 1.0)], .equal),
        ([("s17k1", 1.0)], .greaterThanOrEqual),
        ([("s16k1", 1.0), ("s17k1", 1.0)], .equal),
        ([("s16k1", 1.0)], .greaterThanOrEqual),
        ([("s18k0", 1.0), ("s20k1", 1.0)], .equal),
        ([("s20k1", 1.0)], .greaterThanOrEqual),
        ([("s19k1", 1.0), ("s20k1", 1.0)], .equal),
        ([("s19k1", 1.0)], .greaterThanOrEqual),
        ([("s21k0", 1.0), ("s23k1", 1.0)], .equal),
        ([("s23k1", 1.0)], .greaterThanOrEqual),
        ([("s24k0", 1.0), ("s26k1", 1.0)], .equal),
        ([("s26k1", 1.0)], .greaterThanOrEqual),
        ([("s27k0", 1.0), ("s29k1", 1.0)], .equal),
        ([("s29k1", 1.0)], .greaterThanOrEqual),
        ([("s30k0", 1.0), ("s32k1", 1.0)], .equal),
        ([("s32k1", 1.0)], .greaterThanOrEqual),
        ([("s33k0", 1.0), ("s35k1", 1.0)], .equal),
        ([("s35k1", 1.0)], .greaterThanOrEqual),
        ([("s36k0", 1.0), ("s38k1", 1.0)], .equal),
        ([("s38k1", 1.0)], .greaterThanOrEqual),
        ([("s39k0", 1.0), ("s41k1", 1.0)], .equal),
        ([("s41k1", 1.0)], .greaterThanOrEqual),
        ([("s42k0", 1.0), ("s44k1", 1.0)], .equal),
        ([("s44k1", 1.0)], .greaterThanOrEqual),
        ([("s45k0", 1.0), ("s47k1", 1.0)], .equal),
        ([("s47k1", 1.0)], .greaterThanOrEqual),
        ([("s48k0", 1.0), ("s50k1", 1.0)], .equal),
        ([("s50k1", 1.0)], .greaterThanOrEqual),
        ([("s51k0", 1.0), ("s53k1", 1.0)], .equal),
        ([("s53k1", 1.0)], .greaterThanOrEqual),
        ([("s54k0", 1.0), ("s56k1", 1.0)], .equal),
        ([("s56k1", 1.0)], .greaterThanOrEqual),
        ([("s57k0", 1.0), ("s59k1", 1.0)], .equal),
        ([("s59k1", 1.0)], .greaterThanOrEqual),
        ([("s60k0", 1.0), ("s62k1", 1.0)], .equal),
        ([("s62k1", 1.0)], .greaterThanOrEqual),
        ([("s63k0", 1.0), ("s65k1", 1.0)], .equal),
        ([("s65k1", 1.0)], .greaterThanOrEqual),
        ([("s66k0", 1.0), ("s68k1", 1.0)], .equal),
        ([("s68k1", 1.0)], .greaterThanOrEqual),
        ([("s69k0", 1.0), ("s71k1", 1.0)], .equal),
        ([("s71k1", 1.0)], .greaterThanOrEqual),
        ([("s72k0", 1.0), ("s74k1", 1.0)], .equal),
        ([("s74k1", 1.0)], .greaterThanOrEqual),
        ([("s75k0", 1.0), ("s77k1", 1.0)], .equal),
        ([("s77k1", 1.0)], .greaterThanOrEqual),
        ([("s78k0", 1.0), ("s80k1", 1.0)], .equal),
        ([("s80k1", 1.0)], .greaterThanOrEqual),
        ([("s81k0", 1.0), ("s83k1", 1.0)], .equal),
        ([("s83k1", 1.0)], .greaterThanOrEqual),
        ([("s84k0", 1.0), ("s86k1", 1.0)], .equal),
        ([("s86k1", 1.0)], .greaterThanOrEqual),
        ([("s87k0", 1.0), ("s89k1", 1.0)], .equal),
        ([("s89k1", 1.0)], .greaterThanOrEqual),
        ([("s90k0", 1.0), ("s91k1", -1.0)], .equal),
        ([("s92k0", 1.0), ("s91k1", -1.0), ("s94k1", -1.0)], .equal),
        ([("s94k1", 1.0)], .greaterThanOrEqual),
        ([("s93k1", 1.0), ("s91k1", -1.0), ("s94k1", -1.0)], .equal),
        ([("s93k1", 1.0)], .greaterThanOrEqual),
        (
            [
                ("sum", 1.0), ("s0k0", -1.038848734697185), ("s3k0", -1.3328011087394298),
                ("s6k0", -1.3646818563781382), ("s9k0", -1.4407136096825834), ("s12k0", -1.0466722899523735),
                ("s15k0", -1.3699947101024197), ("s18k0", -1.1618166535064258), ("s21k0", -1.0724128838680866),
                ("s24k0", -1.8540420366578432), ("s27k0", -1.2453697532866927), ("s30k0", -1.3462820936511752),
                ("s33k0", -1.394939438202056), ("s36k0", -1.1354891608139557), ("s39k0", -1.1764477725119304),
                ("s42k0", -1.6760027201527348), ("s90k0", -1.6140288788390973), ("s45k0", -1.9609227053171772),
                ("s48k0", -1.0720791899897466), ("s51k0", -1.2807900836431092), ("s54k0", -1.7340432846479255),
                ("s57k0", -1.7626706204455114), ("s60k0", -1.4577153630408308), ("s63k0", -1.8954738903780926),
                ("s66k0", -1.5724901635960227), ("s69k0", -1.0654216676370858), ("s72k0", -1.5908242355461346),
                ("s75k0", -1.9984612016143344), ("s78k0", -1.1484558954680626), ("s81k0", -1.3411250671511903),
                ("s84k0", -1.1499618240311404), ("s87k0", -1.6591114509672242), ("s92k0", -1.8807266556403752)
            ], .equal
        )
    ]

    /// `sum == 1` is reachable (through `s90k0` and `s92k0`), so the edit holds exactly.
    @Test("The reported system reaches sum = 1 with every required row holding")
    func reportedSystem() throws {
        let names = Array(Set(Self.reportedRows.flatMap { $0.terms.map(\.0) })).sorted()
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var variables: [String: Variable] = [:]
        let solver = Solver()
        var required: [Row] = []
        for (terms, relation) in Self.reportedRows {
            var coefficients = Array(repeating: 0.0, count: names.count)
            var solverTerms: [Term] = []
            for (name, coefficient) in terms {
                let variable = variables[name] ?? Variable(name)
                variables[name] = variable
                solverTerms.append(Term(variable, coefficient))
                coefficients[index[name]!] += coefficient
            }
            let solverRelation: Relation = relation == .equal ? .equal : .greaterThanOrEqual
            try solver.addConstraint(Constraint(Expression(terms: solverTerms, constant: 0), solverRelation))
            required.append(Row(coefficients: coefficients, constant: 0, relation: relation))
        }
        let sum = try #require(variables["sum"])
        try solver.addEditVariable(sum, strength: .strong)
        try solver.suggestValue(1, for: sum)
        expectValidTableau(solver)
        solver.updateVariables()
        #expect(nearlyEqual(sum.value, 1, 1e-12))
        let point = names.map { variables[$0]!.value }
        for row in required { #expect(row.violation(at: point) <= 1e-12) }
        var unit = Array(repeating: 0.0, count: names.count)
        unit[index["sum"]!] = 1
        let soft = [(row: Row(coefficients: unit, constant: -1, relation: .equal), weight: Strength.strong.value)]
        guard
            case .optimal(let optimum, _) = ReferenceLP.minimumWeightedError(
                variableCount: names.count, required: required, soft: soft)
        else {
            Issue.record("the reference finds no optimum")
            return
        }
        #expect(abs(optimum) <= 1e-9)
        #expect(ReferenceLP.weightedError(at: point, soft: soft) <= 1e-6)
    }

    /// The same system as the script `layout-solve` reads.
    @Test("The reported script solves to sum = 1")
    func reportedScript() throws {
        let solution = try ConstraintScript(parsing: Self.reportedScript).solve()
        #expect(nearlyEqual(try #require(solution["sum"]), 1, 1e-12))
        let s90 = try #require(solution["s90k0"])
        let s92 = try #require(solution["s92k0"])
        #expect(nearlyEqual(1.6140288788390973 * s90 + 1.8807266556403752 * s92, 1, 1e-12))
        #expect(try #require(solution["s94k1"]) >= 0)
    }

    static let reportedScript = """
        s0k0 + s2k1 == 0
        s2k1 >= 0
        s1k1 + s2k1 == 0
        s1k1 >= 0
        s3k0 + s5k1 == 0
        s5k1 >= 0
        s4k1 + s5k1 == 0
        s4k1 >= 0
        s6k0 + s8k1 == 0
        s8k1 >= 0
        s7k1 + s8k1 == 0
        s7k1 >= 0
        s9k0 + s11k1 == 0
        s11k1 >= 0
        s10k1 + s11k1 == 0
        s10k1 >= 0
        s12k0 + s14k1 == 0
        s14k1 >= 0
        s13k1 + s14k1 == 0
        s13k1 >= 0
        s15k0 + s17k1 == 0
        s17k1 >= 0
        s16k1 + s17k1 == 0
        s16k1 >= 0
        s18k0 + s20k1 == 0
        s20k1 >= 0
        s19k1 + s20k1 == 0
        s19k1 >= 0
        s21k0 + s23k1 == 0
        s23k1 >= 0
        s24k0 + s26k1 == 0
        s26k1 >= 0
        s27k0 + s29k1 == 0
        s29k1 >= 0
        s30k0 + s32k1 == 0
        s32k1 >= 0
        s33k0 + s35k1 == 0
        s35k1 >= 0
        s36k0 + s38k1 == 0
        s38k1 >= 0
        s39k0 + s41k1 == 0
        s41k1 >= 0
        s42k0 + s44k1 == 0
        s44k1 >= 0
        s45k0 + s47k1 == 0
        s47k1 >= 0
        s48k0 + s50k1 == 0
        s50k1 >= 0
        s51k0 + s53k1 == 0
        s53k1 >= 0
        s54k0 + s56k1 == 0
        s56k1 >= 0
        s57k0 + s59k1 == 0
        s59k1 >= 0
        s60k0 + s62k1 == 0
        s62k1 >= 0
        s63k0 + s65k1 == 0
        s65k1 >= 0
        s66k0 + s68k1 == 0
        s68k1 >= 0
        s69k0 + s71k1 == 0
        s71k1 >= 0
        s72k0 + s74k1 == 0
        s74k1 >= 0
        s75k0 + s77k1 == 0
        s77k1 >= 0
        s78k0 + s80k1 == 0
        s80k1 >= 0
        s81k0 + s83k1 == 0
        s83k1 >= 0
        s84k0 + s86k1 == 0
        s86k1 >= 0
        s87k0 + s89k1 == 0
        s89k1 >= 0
        s90k0 - s91k1 == 0
        s92k0 - s91k1 - s94k1 == 0
        s94k1 >= 0
        s93k1 - s91k1 - s94k1 == 0
        s93k1 >= 0
        sum - 1.038848734697185*s0k0 - 1.3328011087394298*s3k0 - 1.3646818563781382*s6k0 - 1.4407136096825834*s9k0 - 1.0466722899523735*s12k0 - 1.3699947101024197*s15k0 - 1.1618166535064258*s18k0 - 1.0724128838680866*s21k0 - 1.8540420366578432*s24k0 - 1.2453697532866927*s27k0 - 1.3462820936511752*s30k0 - 1.394939438202056*s33k0 - 1.1354891608139557*s36k0 - 1.1764477725119304*s39k0 - 1.6760027201527348*s42k0 - 1.6140288788390973*s90k0 - 1.9609227053171772*s45k0 - 1.0720791899897466*s48k0 - 1.2807900836431092*s51k0 - 1.7340432846479255*s54k0 - 1.7626706204455114*s57k0 - 1.4577153630408308*s60k0 - 1.8954738903780926*s63k0 - 1.5724901635960227*s66k0 - 1.0654216676370858*s69k0 - 1.5908242355461346*s72k0 - 1.9984612016143344*s75k0 - 1.1484558954680626*s78k0 - 1.3411250671511903*s81k0 - 1.1499618240311404*s84k0 - 1.6591114509672242*s87k0 - 1.8807266556403752*s92k0 == 0
        edit sum @strong
        suggest sum 1
        """

    /// A random row with fractional coefficients (so substitutions round) over `count`
    /// variables.
    private static func randomRow(
        _ random: inout SplitMix64, variables count: Int,
        constants: ClosedRange<Int>
    ) -> Row {
        let relations: [ReferenceLP.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        var coefficients = Array(repeating: 0.0, count: count)
        for _ in 0..<random.int(in: 1...min(3, count)) {
            let magnitude = 1 + Double(random.int(in: 0...999)) / 1000
            coefficients[random.int(in: 0..<count)] = random.int(in: 0...1) == 0 ? magnitude : -magnitude
        }
        return Row(
            coefficients: coefficients, constant: Double(random.int(in: constants)) / 3,
            relation: relations[random.int(in: 0...2)])
    }

    private static func constraint(_ row: Row, _ variables: [Variable], strength: Strength = .required) -> Constraint {
        let terms = zip(variables, row.coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
        let relation: Relation =
            switch row.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(Expression(terms: terms, constant: row.constant), relation, strength: strength)
    }

    /// Adds `row` as a required constraint and to `required`; a row the solver rejects must
    /// conflict in the reference too.
    private static func add(_ row: Row, _ solver: Solver, _ variables: [Variable], _ required: inout [Row]) throws {
        switch failure(of: constraint(row, variables), in: solver) {
        case nil:
            required.append(row)
        case .unsatisfiable?:
            #expect(!ReferenceLP.isFeasible(variableCount: variables.count, rows: required + [row]))
        case let other?:
            Issue.record("unexpected \(other)")
        }
    }

    /// The error adding `constraint` throws, nil when it is added.
    private static func failure(of constraint: Constraint, in solver: Solver) -> SolverError? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            return error
        }
    }

    /// Boxed random systems, some variables pinned at zero by pairs of required rows as in
    /// the report, one to three edit variables and a run of suggestions: after every
    /// suggestion the tableau passes the full check, the required rows hold and the
    /// weighted error is the reference optimum.
    @Test("Random suggestions reach the reference optimum with a valid tableau")
    func randomSuggestions() throws {
        var random = SplitMix64(seed: 7_340_033)
        let weights: [Double] = [1, 10, 1_000, 1_000_000]
        var suggestions = 0
        for round in 0..<150 {
            let count = random.int(in: 2...6)
            let variables = (0..<count).map { Variable("v\($0)") }
            let solver = Solver()
            var required: [Row] = []
            var soft: [(row: Row, weight: Double)] = []
            for index in 0..<count {
                var unit = Array(repeating: 0.0, count: count)
                unit[index] = 1
                try Self.add(
                    Row(coefficients: unit, constant: -100, relation: .lessThanOrEqual), solver, variables, &required)
                try Self.add(
                    Row(coefficients: unit, constant: 100, relation: .greaterThanOrEqual), solver, variables, &required)
            }
            for _ in 0..<random.int(in: 0...2) {
                // a·x + b·y == 0 with a, b > 0 and x, y >= 0: both pinned at zero, as in
                // the report (a row `x = -(b/a)·y` that no pivot can raise).
                let x = random.int(in: 0..<count)
                let y = (x + 1) % count
                var pair = Array(repeating: 0.0, count: count)
                pair[x] = 1 + Double(random.int(in: 0...999)) / 1000
                pair[y] = 1 + Double(random.int(in: 0...999)) / 1000
                try Self.add(Row(coefficients: pair, constant: 0, relation: .equal), solver, variables, &required)
                var unit = Array(repeating: 0.0, count: count)
                unit[y] = 1
                try Self.add(
                    Row(coefficients: unit, constant: 0, relation: .greaterThanOrEqual), solver, variables, &required)
                unit[y] = 0
                unit[x] = 1
                try Self.add(
                    Row(coefficients: unit, constant: 0, relation: .greaterThanOrEqual), solver, variables, &required)
            }
            for _ in 0..<random.int(in: 1...4) {
                try Self.add(
                    Self.randomRow(&random, variables: count, constants: -90...90), solver, variables, &required)
            }
            for _ in 0..<random.int(in: 1...4) {
                let row = Self.randomRow(&random, variables: count, constants: -180...180)
                let weight = weights[random.int(in: 0..<weights.count)]
                try solver.addConstraint(Self.constraint(row, variables, strength: Strength(weight)))
                soft.append((row, weight))
            }
            var edits: [Int: (weight: Double, value: Double)] = [:]
            for _ in 0..<random.int(in: 1...3) {
                let index = random.int(in: 0..<count)
                guard edits[index] == nil else { continue }
                let weight = weights[random.int(in: 0..<weights.count)]
                try solver.addEditVariable(variables[index], strength: Strength(weight))
                edits[index] = (weight, 0)
            }
            for _ in 0..<6 {
                let index = Array(edits.keys).sorted()[random.int(in: 0..<edits.count)]
                let value = Double(random.int(in: -360...360)) / 3
                try solver.suggestValue(value, for: variables[index])
                edits[index]!.value = value
                suggestions += 1
                let problems = solver.invariantViolations()
                #expect(problems.isEmpty, "round \(round): \(problems)")
                var all = soft
                for (index, edit) in edits {
                    var unit = Array(repeating: 0.0, count: count)
                    unit[index] = 1
                    all.append((Row(coefficients: unit, constant: -edit.value, relation: .equal), edit.weight))
                }
                solver.updateVariables()
                let point = variables.map(\.value)
                for row in required {
                    #expect(row.violation(at: point) <= 1e-7, "round \(round): required row violated at \(point)")
                }
                guard
                    case .optimal(let optimum, _) = ReferenceLP.minimumWeightedError(
                        variableCount: count, required: required, soft: all)
                else {
                    Issue.record("round \(round): the reference finds no optimum of a boxed feasible system")
                    continue
                }
                let error = ReferenceLP.weightedError(at: point, soft: all)
                #expect(
                    abs(error - optimum) <= 1e-7 * max(1, optimum), "round \(round): error \(error), optimum \(optimum)"
                )
            }
        }
        #expect(suggestions == 900)
    }
}
