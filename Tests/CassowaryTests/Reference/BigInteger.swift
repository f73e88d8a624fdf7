/// An integer of any size for the exact reference: a sign and a magnitude in base 2³² limbs,
/// least significant first.
///
/// Written for the tests alone, apart from the solver's own exact arithmetic, so that the two
/// cannot share a mistake. Schoolbook multiplication, Knuth's long division and Euclid's gcd:
/// plain and small rather than fast.
struct BigInteger: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Limbs of the magnitude, least significant first, without leading zero limbs (zero has
    /// none).
    private(set) var limbs: [UInt32]
    /// Never true for zero, so that every value has one representation.
    private(set) var isNegative: Bool

    static let zero = BigInteger(limbs: [], isNegative: false)
    static let one = BigInteger(1)

    private init(limbs: [UInt32], isNegative: Bool) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = isNegative && !limbs.isEmpty
    }

    init(_ value: Int) {
        let magnitude = value.magnitude
        self.init(
            limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)],
            isNegative: value < 0)
    }

    /// The integer `value`, nil when it has a fractional part or is not finite.
    init?(exactly value: Double) {
        guard value.isFinite, value.rounded(.towardZero) == value else { return nil }
        guard value != 0 else {
            self = .zero
            return
        }
        // |value| = significand · 2^exponent with an integer significand of 53 bits.
        let (significand, exponent) = Self.integerSignificand(of: value)
        let magnitude = BigInteger(Int(significand))
        self = exponent >= 0 ? magnitude << exponent : magnitude >> -exponent
        if value < 0 { self = -self }
    }

    /// `|value| = significand · 2^exponent`, the significand with its implicit bit (none for a
    /// subnormal). `value` must be finite and not zero.
    static func integerSignificand(of value: Double) -> (significand: UInt64, exponent: Int) {
        let bits = value.significandBitPattern
        if value.exponentBitPattern == 0 { return (bits, -1074) }
        return (bits | (1 << 52), Int(value.exponentBitPattern) - 1075)
    }

    var isZero: Bool { limbs.isEmpty }
    var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }
    var magnitude: BigInteger { BigInteger(limbs: limbs, isNegative: false) }

    /// Number of bits of the magnitude (0 for zero).
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    /// Number of trailing zero bits of the magnitude (0 for zero).
    var trailingZeroBitCount: Int {
        guard let index = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
        return index * 32 + limbs[index].trailingZeroBitCount
    }

    /// The magnitude's low 64 bits.
    var low64: UInt64 {
        (limbs.count > 0 ? UInt64(limbs[0]) : 0) | (limbs.count > 1 ? UInt64(limbs[1]) << 32 : 0)
    }

    // MARK: Arithmetic

    static prefix func - (value: BigInteger) -> BigInteger {
        BigInteger(limbs: value.limbs, isNegative: !value.isNegative)
    }

    static func + (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        if lhs.isNegative == rhs.isNegative {
            return BigInteger(limbs: addMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative)
        }
        // Opposite signs: the larger magnitude gives the sign.
        if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
            return BigInteger(limbs: subtractMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative)
        }
        return BigInteger(limbs: subtractMagnitudes(rhs.limbs, lhs.limbs), isNegative: rhs.isNegative)
    }

    static func - (lhs: BigInteger, rhs: BigInteger) -> BigInteger { lhs + -rhs }

    static func * (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        BigInteger(limbs: multiplyMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative != rhs.isNegative)
    }

    /// Truncating division, as `Int`'s: the quotient rounds toward zero and the remainder has
    /// the dividend's sign.
    func quotientAndRemainder(dividingBy divisor: BigInteger) -> (quotient: BigInteger, remainder: BigInteger) {
        precondition(!divisor.isZero, "division by zero")
        let (quotient, remainder) = Self.divideMagnitudes(limbs, by: divisor.limbs)
        return (
            BigInteger(limbs: quotient, isNegative: isNegative != divisor.isNegative),
            BigInteger(limbs: remainder, isNegative: isNegative)
        )
    }

    static func / (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        lhs.quotientAndRemainder(dividingBy: rhs).quotient
    }
    static func % (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        lhs.quotientAndRemainder(dividingBy: rhs).remainder
    }

    static func << (value: BigInteger, shift: Int) -> BigInteger {
        precondition(shift >= 0)
        return BigInteger(limbs: shiftLeft(value.limbs, by: shift), isNegative: value.isNegative)
    }

    /// The magnitude shifted right (bits shifted out are lost), with the sign kept.
    static func >> (value: BigInteger, shift: Int) -> BigInteger {
        precondition(shift >= 0)
        let whole = shift / 32
        guard whole < value.limbs.count else { return .zero }
        let bits = shift % 32
        var result = Array(value.limbs[whole...])
        if bits > 0 {
            for index in result.indices {
                let high = index + 1 < result.count ? result[index + 1] << (32 - bits) : 0
                result[index] = result[index] >> bits | high
            }
        }
        return BigInteger(limbs: result, isNegative: value.isNegative)
    }

    /// The greatest common divisor of the magnitudes (0 only when both are 0).
    static func gcd(_ a: BigInteger, _ b: BigInteger) -> BigInteger {
        // Most calls in a tableau meet a 1 (an integer's denominator).
        if a == .one || b == .one || a == -.one || b == -.one { return .one }
        var a = a.magnitude
        var b = b.magnitude
        if a < b { swap(&a, &b) }
        // Euclid's algorithm, a ≥ b throughout. While the numbers are long, Lehmer's
        // shortcut (Knuth 4.5.2, algorithm L) runs the steps on their leading 62 bits and
        // applies them all at once; a step it cannot vouch for is done in full.
        while !b.isZero {
            if a.limbs.count <= 2 { return BigInteger(wordGCD(a.low64, b.low64)) }
            let (p, q, r, s) = lehmerCofactors(a, b)
            if q == 0 {
                (a, b) = (b, a % b)
            } else {
                (a, b) = (BigInteger(p) * a + BigInteger(q) * b, BigInteger(r) * a + BigInteger(s) * b)
            }
        }
        return a
    }

    private static func wordGCD(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    private init(_ value: UInt64) {
        self.init(
            limbs: [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)], isNegative: false)
    }

    /// Cofactors `(p, q, r, s)` such that `p·a + q·b` and `r·a + s·b` are two consecutive
    /// remainders of Euclid's algorithm on `a ≥ b`, found from the leading bits alone;
    /// `q == 0` when not even one step is certain.
    private static func lehmerCofactors(_ a: BigInteger, _ b: BigInteger) -> (Int, Int, Int, Int) {
        let shift = max(0, a.bitWidth - 62)
        var x = Int((a >> shift).low64)
        var y = Int((b >> shift).low64)
        var (p, q, r, s) = (1, 0, 0, 1)
        // x + p … y + s bound the true quotient; while both bounds give the same quotient,
        // it is the true one.
        while y + r != 0 && y + s != 0 {
            let quotient = (x + p) / (y + r)
            guard quotient == (x + q) / (y + s) else { break }
            (p, r) = (r, p - quotient * r)
            (q, s) = (s, q - quotient * s)
            (x, y) = (y, x - quotient * y)
        }
        return (p, q, r, s)
    }

    static func < (lhs: BigInteger, rhs: BigInteger) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compareMagnitudes(lhs.limbs, rhs.limbs)
        return lhs.isNegative ? order > 0 : order < 0
    }

    /// Decimal digits, with a leading `-` when negative.
    var description: String {
        guard !isZero else { return "0" }
        // Peel off nine decimal digits at a time.
        let billion: [UInt32] = [1_000_000_000]
        var rest = limbs
        var groups: [UInt32] = []
        while !rest.isEmpty {
            let (quotient, remainder) = Self.divideMagnitudes(rest, by: billion)
            groups.append(remainder.first ?? 0)
            rest = quotient
        }
        var text = isNegative ? "-" : ""
        text += String(groups.removeLast())
        for group in groups.reversed() {
            let digits = String(group)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }

    // MARK: Magnitudes (limbs, least significant first; results may have leading zeros)

    private static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in a.indices.reversed() where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    private static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var result = long
        var carry: UInt64 = 0
        for index in long.indices {
            let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
            result[index] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
            if carry == 0 && index >= short.count { break }
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a − b` for `a ≥ b`.
    private static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = a
        var borrow: UInt32 = 0
        for index in a.indices {
            let subtrahend = index < b.count ? b[index] : 0
            if borrow == 0 && index >= b.count { break }
            let (partial, overflow1) = a[index].subtractingReportingOverflow(subtrahend)
            let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
            result[index] = difference
            borrow = overflow1 || overflow2 ? 1 : 0
        }
        return result
    }

    private static func multiplyMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        guard !a.isEmpty && !b.isEmpty else { return [] }
        var result = [UInt32](repeating: 0, count: a.count + b.count)
        for i in a.indices where a[i] != 0 {
            let factor = UInt64(a[i])
            var carry: UInt64 = 0
            for j in b.indices {
                // At most (2³²−1)² + 2·(2³²−1) = 2⁶⁴ − 1: no overflow.
                let product = factor * UInt64(b[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + b.count] = UInt32(carry)
        }
        return result
    }

    private static func shiftLeft(_ limbs: [UInt32], by shift: Int) -> [UInt32] {
        guard !limbs.isEmpty else { return [] }
        let bits = shift % 32
        var result = [UInt32](repeating: 0, count: shift / 32)
        result.reserveCapacity(result.count + limbs.count + 1)
        var carry: UInt32 = 0
        for limb in limbs {
            result.append(bits == 0 ? limb : limb << bits | carry)
            carry = bits == 0 ? 0 : limb >> (32 - bits)
        }
        if carry != 0 { result.append(carry) }
        return result
    }

    /// Long division of magnitudes (Knuth, TAOCP vol. 2, 4.3.1, algorithm D).
    private static func divideMagnitudes(_ dividend: [UInt32], by divisor: [UInt32]) -> (
        quotient: [UInt32], remainder: [UInt32]
    ) {
        var divisor = divisor
        while divisor.last == 0 { divisor.removeLast() }
        var dividend = dividend
        while dividend.last == 0 { dividend.removeLast() }
        precondition(!divisor.isEmpty, "division by zero")
        if compareMagnitudes(dividend, divisor) < 0 { return ([], dividend) }
        if divisor.count == 1 {
            let d = UInt64(divisor[0])
            var quotient = [UInt32](repeating: 0, count: dividend.count)
            var remainder: UInt64 = 0
            for index in dividend.indices.reversed() {
                let current = remainder << 32 | UInt64(dividend[index])
                quotient[index] = UInt32(current / d)
                remainder = current % d
            }
            return (quotient, remainder == 0 ? [] : [UInt32(remainder)])
        }
        // D1: scale both so the divisor's top limb has its high bit set; the quotient digit
        // estimated from two limbs is then at most two too large.
        let shift = divisor[divisor.count - 1].leadingZeroBitCount
        let v = shiftLeft(divisor, by: shift)
        var u = shiftLeft(dividend, by: shift)
        if u.count == dividend.count { u.append(0) }
        let n = v.count
        let m = dividend.count - n
        let base: UInt64 = 1 << 32
        let vTop = UInt64(v[n - 1])
        let vNext = UInt64(v[n - 2])
        var quotient = [UInt32](repeating: 0, count: m + 1)
        for j in stride(from: m, through: 0, by: -1) {
            // D3: estimate the digit from the top two limbs, corrected by the third.
            let top = UInt64(u[j + n]) << 32 | UInt64(u[j + n - 1])
            var digit = top / vTop
            var rest = top % vTop
            while digit >= base || digit * vNext > (rest << 32 | UInt64(u[j + n - 2])) {
                digit -= 1
                rest += vTop
                if rest >= base { break }
            }
            // D4: u[j...j+n] −= digit · v.
            var borrow: Int64 = 0
            for i in 0..<n {
                let product = digit * UInt64(v[i])
                let difference = Int64(u[i + j]) - borrow - Int64(product & 0xFFFF_FFFF)
                u[i + j] = UInt32(truncatingIfNeeded: difference)
                borrow = Int64(product >> 32) - (difference >> 32)
            }
            let difference = Int64(u[j + n]) - borrow
            u[j + n] = UInt32(truncatingIfNeeded: difference)
            // D6: the estimate was one too large (rare): add v back.
            if difference < 0 {
                digit -= 1
                var carry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(u[i + j]) + UInt64(v[i]) + carry
                    u[i + j] = UInt32(truncatingIfNeeded: sum)
                    carry = sum >> 32
                }
                u[j + n] = UInt32(truncatingIfNeeded: UInt64(u[j + n]) + carry)
            }
            quotient[j] = UInt32(digit)
        }
        // D8: the remainder is what is left of u, scaled back.
        let remainder = BigInteger(limbs: Array(u[0..<n]), isNegative: false) >> shift
        return (quotient, remainder.limbs)
    }
}
