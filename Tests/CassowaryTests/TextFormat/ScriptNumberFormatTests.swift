import Testing
import Cassowary

@Suite("Text format numbers")
struct ScriptNumberFormatTests {
    @Test("Integral values print without a fraction, negative zero as 0")
    func integral() {
        #expect(ScriptNumberFormat.string(from: 18.0) == "18")
        #expect(ScriptNumberFormat.string(from: -12.0) == "-12")
        #expect(ScriptNumberFormat.string(from: 0.0) == "0")
        #expect(ScriptNumberFormat.string(from: -0.0) == "0")
        #expect(ScriptNumberFormat.string(from: 1_001_001_000) == "1001001000")
        #expect(ScriptNumberFormat.string(from: 9_007_199_254_740_991) == "9007199254740991")
    }

    @Test("Other values print in Swift's shortest round-trip form")
    func fractional() {
        #expect(ScriptNumberFormat.string(from: 0.1) == "0.1")
        #expect(ScriptNumberFormat.string(from: 0.1 + 0.2) == "0.30000000000000004")
        #expect(ScriptNumberFormat.string(from: -2.5) == "-2.5")
        #expect(ScriptNumberFormat.string(from: 1e-05) == "1e-05")
        #expect(ScriptNumberFormat.string(from: 1e20) == "1e+20")
        #expect(ScriptNumberFormat.string(from: 9_007_199_254_740_992) == "9007199254740992")
        #expect(ScriptNumberFormat.string(from: 1e16) == "1e+16")
        #expect(ScriptNumberFormat.string(from: -123456.5) == "-123456.5")
    }

    @Test("Every printed value parses back to the same Double")
    func roundTrip() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<10_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = ScriptNumberFormat.string(from: value)
            #expect(Double(text) == (value == 0 ? 0 : value), "\(text)")
            let small = Double(Int64(truncatingIfNeeded: random.next()) % 1_000_000) / 1_000
            #expect(Double(ScriptNumberFormat.string(from: small)) == small)
        }
    }
}
