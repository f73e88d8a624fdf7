import Cassowary

/// Seeded systems like the hostile campaign's (scripts/hostile-campaign.py): rows of one to
/// three terms whose coefficients run from 1e-6 to 1e9 within one row, the mix that makes
/// floating-point pivots lose every digit of a row (issue 21).
///
/// Each system has 2–6 variables and 3–10 constraints, some required, the others soft at
/// strong, 999, 10 or weak. A quarter of the systems first box every variable in ±1e12; some
/// also edit a variable with a suggested value.
struct WideRangeSystemGenerator {
    /// `Σ coefficient · v[variable]  relation  constant` at `strength`.
    struct Line: CustomStringConvertible {
        var terms: [(variable: Int, coefficient: Double)]
        var relation: Relation
        var constant: Double
        var strength: Strength

        /// The constraint over `variables`: `terms − constant relation 0`.
        func constraint(_ variables: [Variable]) -> Constraint {
            Constraint(
                Expression(terms: terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: -constant),
                relation, strength: strength)
        }

        /// In the text format, numbers as Swift spells them: `1000000000.0*v0 - 1e-06*v1 <= 1e-06 @strong`.
        var description: String {
            var text = ""
            for (index, term) in terms.enumerated() {
                if index > 0 {
                    text += term.coefficient < 0 ? " - " : " + "
                } else if term.coefficient < 0 {
                    text += "-"
                }
                let magnitude = abs(term.coefficient)
                text += magnitude == 1 ? "v\(term.variable)" : "\(Self.format(magnitude))*v\(term.variable)"
            }
            text += " \(relation.rawValue) \(Self.format(constant))"
            if !strength.isRequired { text += " @\(strength)" }
            return text
        }

        private static func format(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e7 ? String(Int(value)) : "\(value)"
        }
    }

    /// One call to the solver.
    enum Step: CustomStringConvertible {
        case constraint(Line)
        /// `addEditVariable(v[variable], strength)` then `suggestValue(value)`.
        case edit(variable: Int, strength: Strength, value: Double)

        var description: String {
            switch self {
            case .constraint(let line): return line.description
            case .edit(let variable, let strength, let value): return "edit v\(variable) @\(strength) = \(value)"
            }
        }
    }

    struct System: CustomStringConvertible {
        var variableCount: Int
        var steps: [Step]

        var description: String { steps.map(\.description).joined(separator: "\n") }
    }

    static let coefficients: [Double] = [1, -1, 2, -2, 0.1, 7, 1e6, 1e9, 1e-6, -1e9]
    static let constants: [Double] = [320, -1, 1, 1e-6, -1e6, 0]
    static let relations: [Relation] = [.lessThanOrEqual, .greaterThanOrEqual, .equal]
    /// Required twice as often as each soft strength, for enough conflicts to check.
    static let strengths: [Strength] = [.required, .required, .strong, Strength(999), .weak, Strength(10)]
    static let editStrengths: [Strength] = [.strong, Strength(999), .weak]
    static let box = 1e12

    private var random: SplitMix64
    private let strengthChoices: [Strength]

    /// - Parameters:
    ///   - seed: Names the systems.
    ///   - strengths: What each constraint's strength is drawn from.
    init(seed: UInt64, strengths: [Strength] = Self.strengths) {
        random = SplitMix64(seed: seed)
        strengthChoices = strengths
    }

    mutating func next() -> System {
        let count = random.nextInt(in: 2...6)
        var steps: [Step] = []
        if random.nextBool(probability: 0.25) {
            for variable in 0..<count {
                for (relation, bound) in [(Relation.lessThanOrEqual, Self.box), (.greaterThanOrEqual, -Self.box)] {
                    steps.append(
                        .constraint(
                            Line(terms: [(variable, 1)], relation: relation, constant: bound, strength: .required)))
                }
            }
        }
        for _ in 0..<random.nextInt(in: 3...10) {
            var variables = Array(0..<count)
            var terms: [(variable: Int, coefficient: Double)] = []
            for _ in 0..<random.nextInt(in: 1...min(3, count)) {
                let variable = variables.remove(at: random.nextInt(in: 0...(variables.count - 1)))
                terms.append((variable, random.nextElement(of: Self.coefficients)))
            }
            steps.append(
                .constraint(
                    Line(
                        terms: terms, relation: random.nextElement(of: Self.relations),
                        constant: random.nextElement(of: Self.constants),
                        strength: random.nextElement(of: strengthChoices))))
        }
        // An edit variable with a suggestion, at a random place among the constraints.
        if random.nextBool(probability: 0.3) {
            let edit = Step.edit(
                variable: random.nextInt(in: 0...(count - 1)), strength: random.nextElement(of: Self.editStrengths),
                value: random.nextElement(of: Self.constants))
            steps.insert(edit, at: random.nextInt(in: 0...steps.count))
        }
        return System(variableCount: count, steps: steps)
    }
}
