import Testing

@testable import Cassowary

/// Scripts that mix coefficients and constants from 1e-6 to 1e9, found by the random-script
/// test at 3 000 scripts with a required constraint violated beyond the normwise tolerance.
@Suite("Mixed-magnitude scripts")
struct MixedMagnitudeTests {
    /// The required constraints of `text` that its solution violates beyond the normwise
    /// backward-error tolerance of `randomScripts` (empty when it holds or fails to solve).
    static func violations(_ text: String) throws -> [String] {
        let script = try ConstraintScript(parsing: text)
        guard let solution = try? script.solve() else { return [] }
        var found: [String] = []
        for case .constraint(let constraint) in script.statements where constraint.isRequired {
            let form = constraint.expression
            let products = form.terms.map { $0.coefficient * (solution[$0.name] ?? .nan) }
            let value = products.reduce(form.constant, +)
            let scale = solution.entries.map { abs($0.value) }.max() ?? 0
            let largest = form.terms.map { abs($0.coefficient) }.max() ?? 0
            let tolerance = 1e-9 * (largest * scale + abs(form.constant))
            let holds =
                switch constraint.relation {
                case .equal: abs(value) <= tolerance
                case .lessThanOrEqual: value <= tolerance
                case .greaterThanOrEqual: value >= -tolerance
                }
            if !holds {
                found.append(
                    "line \(constraint.location.line): value \(value), tolerance \(tolerance), solution \(solution.lines)"
                )
            }
        }
        return found
    }

    /// Failures listed in the notes before cancelled constants were recomputed (kept as
    /// regression cases; one more is `NumericRangeTests`' 2e18 case).
    static let formerlyFailing: [String] = [
        """
        100*a - b - b == 2.5*a - _f - 0.5*b + 1e9 @strong
        1e3*c - c - b == c - c + 2.5 @0
        b >= 1*d.e + 0 @required
        0.5*d.e <= b + 1e9 @required
        _f <= 2.5*c + d.e + 0*b + 1e9
        _f + 1e-6*_f >= d.e + -3 @weak
        10*b <= b + 0.5 @required
        b - 1*c - -3*_f >= d.e - 10*c + 1e3 @250
        """,
        """
        2.5*c >= 1e-6*d.e + d.e + -3*b + 10 @0
        b - 1e3*b - 1e3*c >= 100*d.e + 0 @strong
        d.e + 100*a + d.e <= 100*d.e + 1e9
        1e3*a - 1e9*b <= 1e9*b - 1e9*_f - d.e + 1e-6 @strong
        1e9*a - d.e - 1e-6*_f == d.e + 1e9 @250
        b + 1e3*_f + _f == _f - a + -3 @required
        10*b >= b + a + 1*b + 1e9 @0
        _f + 0*_f <= c + 0*a + 0.5 @250
        """,
        """
        1*c - d.e - 1e-6*d.e == 1e3*d.e + a + 1*_f + 1 @strong
        edit d.e
        1e3*b <= b + 0.5*a + 1e9*b + 1e9 @0
        d.e - 0*d.e == a + a + d.e + 10
        1*_f <= 100*d.e - _f - -3*b + 10 @required
        0*a == c - 10*b - c + -3 @medium
        d.e <= 1e-6*_f - c - _f + 10 @weak
        100*_f == 1e9*c + 1e-6
        """,
        """
        2.5*c - -3*d.e == c - 1e3*c - 2.5*a + 10 @0
        1e3*b - 0.5*c - _f >= _f - 0*_f - a + 1e-6 @strong
        _f + 1e9*_f == 0*d.e + _f + 0.5*a + 1e3 @0
        _f - 0.5*_f <= 10*a + 1e-6*c + 0.5 @strong
        b == d.e + 0.5*b + d.e + 1e-6
        a + _f <= _f - 10*d.e + 0
        """,
        """
        d.e + a + b <= 2.5*b - 0*b + 1e-6 @weak
        a - a - 10*d.e >= _f + 1e9 @weak
        a >= 1*_f + 1e-6 @0
        0.5*_f == d.e + a + 10 @250
        c == 100*_f - 2.5*d.e - 1e9*_f + 1e3 @required
        100*c + b == c + 10 @weak
        100*b - 1e3*c >= d.e + a + c + -3 @250
        _f - c >= 0*c + 100 @weak
        """,
        """
        1e9*d.e == 10*_f - 2.5*a - 1e-6*d.e + 2.5 @250
        c + _f + b <= _f + 1e9 @250
        b - c >= 1e3*d.e + 1e3*a + 0 @0
        a - 1e-6*c - a == a + 1e-6 @weak
        1e9*a <= _f + c + 100*_f + 0.5 @250
        2.5*_f == -3*c + d.e + 2.5
        """,
        """
        1e-6*d.e + 10*d.e <= 1e-6*d.e - d.e - -3*b + 2.5
        1*d.e - _f - 1*d.e == 1e9*b + 100*a + 2.5 @medium
        a - _f - _f >= 0.5*d.e - a - a + 1e-6 @0
        _f - 1*d.e - c == 2.5*a + 1e9 @strong
        1e9*_f - 1*d.e - 1e9*a >= a + 100
        b + c >= -3*a - 0.5*_f - 0*_f + 1e3 @weak
        -3*a - 1*d.e - a <= a + a + c + -3 @medium
        0*b - b == 10*_f + 100*b + c + 10
        """,
        """
        a <= b + 1e9 @weak
        d.e - 2.5*b - c == 1*d.e + 1e-6 @required
        10*c <= d.e + -3 @weak
        edit a @strong
        edit _f
        2.5*b - 100*d.e >= 1*c + 1 @medium
        0*_f <= 10*b + d.e + b + 10 @250
        suggest a -3
        """
    ]

    @Test("Formerly failing mixed-magnitude scripts keep every required constraint", arguments: 0..<8)
    func formerlyFailing(index: Int) throws {
        let text = Self.formerlyFailing[index]
        #expect(try Self.violations(text) == [], "\(text)")
    }

    /// Scripts of `randomScriptTexts(count: 3000)` (by index) whose rows lost their digits to
    /// cancellation and violated a required constraint before rows were refined.
    static let refinedCases: [(index: Int, text: String)] = [
        (
            849,
            """
            0.5*_f >= -3*a - d.e + 10 @required
            c - d.e == 10*a - a - 0*c + 100 @weak
            b + 2.5*c <= c - 0*b + -3 @required
            edit b @weak
            c + -3*_f + _f >= d.e + -3*_f + 10 @strong
            d.e + 1e9*c == 1*b + -3*d.e + b + 1e9 @required
            100*d.e - _f == a - 10*d.e + 0 @required
            _f + 100*b == 0*d.e - a + 0.5 @weak
            """
        ),
        (
            1272,
            """
            1e-6*a == d.e + b + _f + 1e9
            1e-6*_f <= _f + _f + 1e3 @weak
            edit _f @strong
            edit d.e @weak
            c >= 0*b + 100*d.e + 0*c + 2.5 @0
            1e-6*c + -3*_f + a >= 1e9*d.e - a - 1e3*a + 10 @required
            -3*c <= d.e - a + 1e-6 @strong
            a >= 1*b + 0
            1e9*d.e + -3*a <= a + 1e-6 @medium
            1*c >= b - a + 2.5 @250
            _f - a >= d.e + 1e9
            _f + 0*c + c >= 10*_f - 10*b - 1*b + 10 @250
            """
        ),
        (
            1312,
            """
            edit a @weak
            edit c
            d.e - d.e - _f >= b + -3*_f + 0*b + 1e9 @strong
            0.5*a == -3*c + 2.5*_f + 1e9*a + 1e9
            a + d.e + d.e >= 1*a + c + _f + 1e3 @medium
            100*b == 10*a + 1e3 @required
            b - c == 1e3*a + 1e9*_f + 1 @250
            edit d.e
            1*d.e - 0*b >= c + 1
            1e-6*b - c == -3*_f + c + 1e-6 @weak
            _f - a - 1e9*c == 0.5*d.e + d.e + a + -3 @weak
            """
        ),
        (
            1519,
            """
            -3*b - _f <= _f + 100
            c - _f - 1e3*_f == -3*b + 0*c + 1e9 @medium
            1*c - 1*a <= _f - d.e + 0 @250
            2.5*b <= 100*b + 1e9 @250
            d.e - 2.5*a <= 0*_f + 10*b + 1e3*c + 1e3 @0
            c + 1e3*b + a == c - c - 1e9*d.e + 1e3 @required
            -3*d.e + 10*b + _f <= d.e + 10 @weak
            1e9*b - c <= 1e-6*a + _f + 10 @strong
            """
        ),
        (
            1643,
            """
            1e3*b - _f == 100*b + b + 1e-6 @medium
            1*c - 2.5*c - 10*b >= c + 10
            -3*a + 0.5*d.e <= _f + 0 @strong
            100*c - b - c <= _f - d.e - d.e + 0 @required
            1e9*a + 10*d.e == 0.5*_f + 10 @250
            a - d.e <= 1e9*_f - 2.5*_f - 1e3*_f + 0 @250
            a == d.e + a + _f + -3 @250
            c + 2.5*b <= 100*d.e + 1 @strong
            b - d.e - 2.5*_f == b + 1e3 @required
            0*a + 1e9*c + d.e == 1e-6*b + 100*d.e + 1e-6
            b - 0.5*a - 100*b >= _f + 1e-6 @weak
            """
        ),
        (
            1865,
            """
            _f - _f - _f >= 10*d.e + 1e9*c + d.e + 100
            -3*c == c + a + 1 @strong
            b == 1e9*d.e + 1*c + _f + 100 @0
            edit c @weak
            1e9*_f - 0.5*d.e == a + 1e9 @required
            2.5*c >= 0.5*b + b + 1e3*b + -3
            a - d.e >= _f + 0 @0
            1e9*b + a == 0.5*d.e - b - b + 1 @0
            c - 1e-6*a >= c - d.e + 0 @medium
            d.e - c - d.e == _f + 2.5 @medium
            0.5*_f + 1e9*b + c >= b - b + -3 @weak
            10*_f - 2.5*b <= 0*a + 10*d.e + 10*b + 0.5 @strong
            """
        ),
        (
            2163,
            """
            _f == 1e-6*c + c + 1e9*d.e + 1e3 @weak
            d.e <= 0.5*b - _f - a + 1 @required
            1e9*a - _f - 1e9*_f <= c + d.e + _f + 100
            1e9*c - 10*b - 1e9*a <= 1*b + 1 @medium
            1e-6*b + a >= 1e9*_f + 10*c + 0*c + 1 @strong
            100*c + 1e-6*a <= b - b + 0.5
            -3*b - _f - 1e3*c == 0.5*a - b + 0 @0
            0.5*d.e + 10*c >= 1e3*a + 1e9*b + 0 @0
            -3*a + 0*b + c == b - 1e3*a - 10*c + -3 @strong
            a == c + 2.5
            _f <= a + 100 @250
            a + _f <= _f - 1e9*d.e + 0.5 @strong
            """
        ),
        (
            2583,
            """
            c + a <= d.e + 1e-6 @strong
            d.e >= 1e3*a - 1e9*d.e - b + 1e9 @required
            1e9*_f == _f + 0 @weak
            -3*a >= _f + 1e-6 @weak
            b + d.e + 1e3*d.e >= 1e9*c + b + 1e3*a + 10 @strong
            _f == a + 0 @0
            0*d.e - -3*c == 0.5*a + d.e + 2.5 @weak
            b == 1*c + c + 0*c + -3 @required
            """
        ),
        (
            2620,
            """
            10*b - _f - 1e3*b == 100*b + b + 1 @0
            1e3*a + 1e3*_f + b == _f + 100 @250
            1e-6*c + 1e9*_f >= c - c + 100 @0
            d.e <= a - 100*a - 1e3*a + 0.5 @250
            0*_f + -3*b + a == 1e-6*d.e + d.e + 1e3*_f + 0 @250
            d.e == c + 100
            c <= a + 2.5 @0
            c - c == 1e3*a - 2.5*_f + 10 @0
            """
        )
    ]

    @Test("Rows refined from the constraints keep every required constraint", arguments: 0..<9)
    func refinedCase(position: Int) throws {
        let (index, text) = Self.refinedCases[position]
        #expect(Self.randomScriptTexts(count: index + 1)[index] == text)
        #expect(try Self.violations(text) == [], "\(text)")
    }

    /// The scripts this solver still gets wrong (see the report in the commit history):
    /// a required constraint violated beyond the normwise tolerance. Fixing one shortens
    /// this list; nothing may join it.
    static let knownViolations: Set = [2481, 2835, 2897]

    @Test("Of 3 000 random mixed-magnitude scripts, none but the known ones violates a required constraint")
    func threeThousandScripts() throws {
        var violating: Set<Int> = []
        for (index, text) in Self.randomScriptTexts(count: 3000).enumerated()
        where try !Self.violations(text).isEmpty {
            violating.insert(index)
        }
        #expect(
            violating.isSubset(of: Self.knownViolations),
            "new violations: \(violating.subtracting(Self.knownViolations).sorted())")
        // Before refinement, 10 of them failed.
        #expect(violating.count <= 3)
    }
}

extension MixedMagnitudeTests {
    /// The scripts of `randomScripts` (seed 77), `count` of them.
    static func randomScriptTexts(count: Int) -> [String] {
        var random = SplitMix64(seed: 77)
        let names = ["a", "b", "c", "d.e", "_f"]
        let numbers = ["0", "1", "2.5", "10", "-3", "0.5", "1e3", "100", "1e9", "1e-6"]
        let strengths = ["", " @weak", " @medium", " @strong", " @required", " @250", " @0"]
        var texts: [String] = []
        for _ in 0..<count {
            var lines: [String] = []
            for _ in 0..<random.int(in: 1...12) {
                let name = names[random.int(in: 0..<names.count)]
                switch random.int(in: 0...9) {
                case 0:
                    lines.append("edit \(name)" + [" @weak", " @strong", ""][random.int(in: 0...2)])
                case 1:
                    lines.append("suggest \(name) \(numbers[random.int(in: 0..<numbers.count)])")
                default:
                    func side() -> String {
                        (0..<random.int(in: 1...3)).map { _ in
                            random.int(in: 0...1) == 0
                                ? names[random.int(in: 0..<names.count)]
                                : numbers[random.int(in: 0..<numbers.count)] + "*"
                                    + names[random.int(in: 0..<names.count)]
                        }.joined(separator: [" + ", " - "][random.int(in: 0...1)])
                    }
                    let relation = ["==", "<=", ">="][random.int(in: 0...2)]
                    lines.append(
                        "\(side()) \(relation) \(side()) + \(numbers[random.int(in: 0..<numbers.count)])"
                            + strengths[random.int(in: 0..<strengths.count)])
                }
            }
            texts.append(lines.joined(separator: "\n"))
        }
        return texts
    }
}
