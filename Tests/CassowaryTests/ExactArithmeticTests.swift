import Testing

@testable import Cassowary

/// The exact re-solve's numbers against `Int` arithmetic and `Double` values.
@Suite("Exact arithmetic")
struct ExactArithmeticTests {
    @Test("Integers add, subtract, multiply and divide as Int does")
    func integersMatchInt() {
        var random = SplitMix64(seed: 77)
        for _ in 0..<2_000 {
            let a = random.int(in: -3_000_000_000...3_000_000_000)
            let b = random.int(in: -3_000_000_000...3_000_000_000)
            let x = ExactInteger(a)
            let y = ExactInteger(b)
            #expect(x + y == ExactInteger(a + b))
            #expect(x - y == ExactInteger(a - b))
            #expect(x * y == ExactInteger(a * b))
            #expect((x < y) == (a < b))
            if b != 0 {
                let (q, r) = x.quotientAndRemainder(dividingBy: y)
                #expect(q == ExactInteger(a / b) && r == ExactInteger(a % b), "\(a) / \(b)")
            }
        }
    }

    @Test("Long division and gcd of numbers past 64 bits")
    func wideNumbers() {
        // (2^100 + 7) · (2^70 + 3) divided by 2^70 + 3 is 2^100 + 7, remainder 0; plus 5 leaves 5.
        let a = ExactInteger(negative: false, magnitude: 1, shiftedLeftBy: 100) + ExactInteger(7)
        let b = ExactInteger(negative: false, magnitude: 1, shiftedLeftBy: 70) + ExactInteger(3)
        let (q, r) = (a * b + ExactInteger(5)).quotientAndRemainder(dividingBy: b)
        #expect(q == a && r == ExactInteger(5))
        #expect(ExactInteger.gcd(a * b, b * ExactInteger(12)) == b * ExactInteger.gcd(a, ExactInteger(12)))
        #expect(ExactInteger.gcd(ExactInteger(48), ExactInteger(-180)) == ExactInteger(12))
        #expect(a.bitWidth == 101)
    }

    @Test("Every finite Double converts exactly and back")
    func doublesRoundTrip() {
        let values: [Double] = [
            0, 1, -1, 0.1, 1e-6, -1e9, 320, 1e308, -1e-308, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            .pi, 3e17
        ]
        for value in values { #expect(ExactRational(value).doubleValue == value, "\(value)") }
        // 0.1 is not a tenth: it is 3602879701896397 / 2^55.
        #expect(ExactRational(0.1) * ExactRational(10) != .one)
        #expect(ExactRational(0.5) + ExactRational(0.25) == ExactRational(0.75))
    }

    @Test("Quotients round to the nearest Double")
    func quotients() {
        let third = ExactRational.one / ExactRational(3)
        #expect(third.doubleValue == 1.0 / 3)
        // Both numbers are exact in a Double, so the quotient rounds as IEEE division does.
        #expect((ExactRational(1e-6) / ExactRational(1e9)).doubleValue == 1e-6 / 1e9)
        #expect((ExactRational(2) / ExactRational(-7)).doubleValue == -2.0 / 7)
        #expect((third - third).isZero)
        #expect(third < ExactRational(0.34) && ExactRational(0.33) < third)
    }
}
