import Testing

/// The exact reference's arithmetic is checked against identities and machine integers, since
/// every verdict of `WideRangeReferenceTests` rests on it.
@Suite("Exact reference arithmetic")
struct ExactReferenceArithmeticTests {
    @Test("Small values agree with Int for every operation, signs included")
    func agreesWithInt() {
        let values = [0, 1, -1, 7, -7, 12, -12, 4_294_967_295, -4_294_967_296, 1 << 40, -(1 << 40) + 3]
        for a in values {
            for b in values {
                let x = BigInteger(a)
                let y = BigInteger(b)
                #expect(x + y == BigInteger(a + b), "\(a) + \(b)")
                #expect(x - y == BigInteger(a - b), "\(a) - \(b)")
                #expect((x < y) == (a < b), "\(a) < \(b)")
                if a.magnitude < 1 << 31 && b.magnitude < 1 << 31 { #expect(x * y == BigInteger(a * b), "\(a) * \(b)") }
                if b != 0 {
                    let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
                    #expect(quotient == BigInteger(a / b) && remainder == BigInteger(a % b), "\(a) / \(b)")
                }
            }
        }
        #expect(BigInteger(Int.min).description == "-9223372036854775808")
        #expect(BigInteger(0).description == "0")
    }

    @Test("Large values: (a·b + r) / b gives back a and r, over many limbs")
    func longDivision() {
        var random = SplitMix64(seed: 3)
        func big(limbs: Int) -> BigInteger {
            (0..<limbs).reduce(BigInteger.zero) { value, _ in (value << 32) + BigInteger(Int(random.next() >> 32)) }
        }
        for _ in 0..<300 {
            let a = big(limbs: random.int(in: 1...12))
            var b = big(limbs: random.int(in: 1...8))
            if b.isZero { b = .one }
            let r = big(limbs: 12) % b
            let (quotient, remainder) = (a * b + r).quotientAndRemainder(dividingBy: b)
            #expect(quotient == a && remainder == r, "\(a) · \(b) + \(r)")
            #expect((-(a * b + r)).quotientAndRemainder(dividingBy: b) == (-a, -r))
        }
        // (2^128 − 1) / (2^64 − 1) = 2^64 + 1: all-ones limbs, the digit estimate's edge.
        let b = (BigInteger.one << 64) - .one
        let a = (BigInteger.one << 128) - .one
        #expect(a / b == (BigInteger.one << 64) + .one)
        #expect(a % b == .zero)
        // A digit estimate one too large even after its correction: the add-back step.
        func limbs(_ values: [Int]) -> BigInteger { values.reduce(.zero) { ($0 << 32) + BigInteger($1) } }
        let dividend = limbs([0x8000_0000, 0x7FFF_FFFF, 0, 0, 0])
        let divisor = limbs([0xFFFF_FFFF, 0, 0x8000_0000])
        #expect(
            dividend.quotientAndRemainder(dividingBy: divisor)
                == (limbs([0x8000_0000, 0xFFFF_FFFF]), limbs([0xBFFF_FFFE, 0x8000_0000, 0x8000_0000])))
        #expect((BigInteger.one << 100).description == "1267650600228229401496703205376")
    }

    @Test("gcd: of products with a known common factor, and with 0")
    func gcd() {
        let factor = BigInteger(1_000_000_007) * BigInteger(998_244_353) * (BigInteger.one << 70)
        let a = factor * BigInteger(9_999_991)
        let b = factor * BigInteger(-1_000_003) * BigInteger(1_000_033)
        #expect(BigInteger.gcd(a, b) == factor)
        #expect(BigInteger.gcd(.zero, b) == b.magnitude)
        #expect(BigInteger.gcd(a, .zero) == a)
        #expect(BigInteger.gcd(BigInteger(12), BigInteger(-18)) == BigInteger(6))
        // Lehmer's shortcut against Euclid's algorithm by plain division, on long numbers.
        var random = SplitMix64(seed: 5)
        func big(limbs: Int) -> BigInteger {
            (0..<limbs).reduce(BigInteger.one) { value, _ in (value << 32) + BigInteger(Int(random.next() >> 32)) }
        }
        for _ in 0..<200 {
            let common = big(limbs: random.int(in: 0...4))
            let a = big(limbs: random.int(in: 0...10)) * common
            let b = -big(limbs: random.int(in: 0...10)) * common
            var (x, y) = (a, b)
            while !y.isZero { (x, y) = (y, x % y) }
            #expect(BigInteger.gcd(a, b) == x.magnitude, "\(a), \(b)")
        }
    }

    @Test("Rationals are kept in lowest terms, with exact identities")
    func identities() {
        let third = Rational(BigInteger(1), BigInteger(3))
        #expect(third + third + third == .one)
        #expect(Rational(BigInteger(6), BigInteger(-4)) == Rational(BigInteger(-3), BigInteger(2)))
        #expect(Rational(BigInteger(-3), BigInteger(2)).description == "-3/2")
        #expect(third * Rational(3) == .one)
        #expect(third / third == .one)
        #expect(third - Rational(BigInteger(1), BigInteger(2)) == Rational(BigInteger(-1), BigInteger(6)))
        #expect(Rational(BigInteger(-1), BigInteger(6)) < .zero)
        #expect(third < Rational(BigInteger(1), BigInteger(2)))
        // 0.1 + 0.2 is exactly 0.3000000000000000166533453693773481063544750213623046875,
        // which rounds to the Double 0.30000000000000004.
        #expect(Rational(0.1) + Rational(0.2) != Rational(0.3))
        #expect((Rational(0.1) + Rational(0.2)).doubleValue == 0.1 + 0.2)
        #expect(Rational(1e-6) * Rational(1e9) != Rational(1000))
        #expect(Rational(1e9).description == "1000000000")
        #expect(Rational(0.5).description == "1/2")
    }

    @Test("Every Double converts exactly and back: normals, subnormals and the extremes")
    func doubleRoundTrip() {
        var values: [Double] = [
            0, 1, -1, 0.1, 1e-6, -1e9, 1e12, 320, .pi, .ulpOfOne, .leastNonzeroMagnitude,
            .leastNormalMagnitude, .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude,
            9_007_199_254_740_992.nextUp
        ]
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(value) }
        }
        for value in values {
            #expect(Rational(value).doubleValue == value, "\(value)")
            #expect(Rational(-value).doubleValue == -value, "\(-value)")
            if let integer = BigInteger(exactly: value) {
                #expect(Rational(integer) == Rational(value), "\(value)")
            }
        }
        #expect(BigInteger(exactly: 0.5) == nil)
        #expect(BigInteger(exactly: 1e20)?.description == "100000000000000000000")
    }

    @Test("Fractions round to the nearest Double, ties to even")
    func rounding() {
        #expect(Rational(BigInteger(1), BigInteger(3)).doubleValue == 1.0 / 3)
        #expect(Rational(BigInteger(2), BigInteger(3)).doubleValue == 2.0 / 3)
        #expect(Rational(BigInteger(-1), BigInteger(10)).doubleValue == -0.1)
        // 2^53 + 1 is halfway between two Doubles: to the even one, 2^53; 2^53 + 3 to 2^53 + 4.
        let twoTo53 = BigInteger.one << 53
        #expect(Rational(twoTo53 + .one).doubleValue == 9_007_199_254_740_992)
        #expect(Rational(twoTo53 + BigInteger(3)).doubleValue == 9_007_199_254_740_996)
        // Just above the halfway point rounds up.
        let justAbove = Rational(twoTo53 + .one) + Rational(BigInteger(1), BigInteger.one << 80)
        #expect(justAbove.doubleValue == 9_007_199_254_740_994)
        // Halfway below the smallest subnormal rounds to 0 (even); past it, to the subnormal.
        let halfSmallest = Rational(Double.leastNonzeroMagnitude) * Rational(BigInteger(1), BigInteger(2))
        #expect(halfSmallest.doubleValue == 0)
        #expect((halfSmallest + Rational(BigInteger(1), BigInteger.one << 1200)).doubleValue == .leastNonzeroMagnitude)
        #expect((Rational(Double.greatestFiniteMagnitude) * Rational(2)).doubleValue == .infinity)
    }
}
