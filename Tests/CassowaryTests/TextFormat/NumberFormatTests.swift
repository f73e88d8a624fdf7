import Testing

@testable import Cassowary

/// The one number format: values `layout-solve` prints, constraint and strength
/// descriptions, and the solver's dump.
@Suite("Number format")
struct NumberFormatTests {
    @Test("Integral values print without a fraction, negative zero as 0")
    func integral() {
        #expect(formatNumber(18.0) == "18")
        #expect(formatNumber(-12.0) == "-12")
        #expect(formatNumber(0.0) == "0")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(1_001_001_000) == "1001001000")
        #expect(formatNumber(9_007_199_254_740_991) == "9007199254740991")
    }

    @Test("Integral values from 1e15 to 2^53 print whole, as below 1e15")
    func integralUpTo2To53() {
        // The two formatters this one replaced disagreed here: one wrote `1000000000000000.0`
        // and `1234567890123456.0`, the other `1000000000000000` and `1234567890123456`.
        #expect(formatNumber(1e15) == "1000000000000000")
        #expect(formatNumber(1_234_567_890_123_456) == "1234567890123456")
        #expect(formatNumber(-9_007_199_254_740_992) == "-9007199254740992")
        // Past 2^53 Swift writes an exponent, and so does the format.
        #expect(formatNumber(9_007_199_254_740_994) == "9.007199254740994e+15")
    }

    @Test("Other values print in Swift's shortest round-trip form")
    func fractional() {
        #expect(formatNumber(0.1) == "0.1")
        #expect(formatNumber(0.1 + 0.2) == "0.30000000000000004")
        #expect(formatNumber(-2.5) == "-2.5")
        #expect(formatNumber(1e-05) == "1e-05")
        #expect(formatNumber(1e20) == "1e+20")
        #expect(formatNumber(9_007_199_254_740_992) == "9007199254740992")
        #expect(formatNumber(1e16) == "1e+16")
        #expect(formatNumber(-123456.5) == "-123456.5")
        #expect(formatNumber(.infinity) == "inf")
        #expect(formatNumber(.nan) == "nan")
    }

    @Test("Descriptions, the dump and a script's solution write a number the same way")
    func oneFormatEverywhere() throws {
        let x = Variable("x")
        let large = 1_234_567_890_123_456.0
        #expect((x == large).description == "x - 1234567890123456 == 0")
        #expect(Strength(2_500.5).description == "2500.5")
        let solver = Solver()
        try solver.addConstraint(x == large)
        #expect(solver.dump().contains("1234567890123456"))
        #expect(!solver.dump().contains("1.234567890123456e+15"))
        #expect(try ConstraintScript(parsing: "x == 1234567890123456").solve().lines == "x = 1234567890123456\n")
    }

    @Test("Every printed value parses back to the same Double")
    func roundTrip() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<10_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = formatNumber(value)
            #expect(Double(text) == (value == 0 ? 0 : value), "\(text)")
            let small = Double(Int64(truncatingIfNeeded: random.next()) % 1_000_000) / 1_000
            #expect(Double(formatNumber(small)) == small)
        }
    }
}
