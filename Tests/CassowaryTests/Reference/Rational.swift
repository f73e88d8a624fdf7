/// An exact fraction of `BigInteger`s, always in lowest terms with a positive denominator, so
/// that equal values are equal representations.
struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    private(set) var numerator: BigInteger
    /// Positive, and coprime with the numerator (1 for zero).
    private(set) var denominator: BigInteger

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ numerator: BigInteger, _ denominator: BigInteger = .one) {
        precondition(!denominator.isZero, "zero denominator")
        let divisor = BigInteger.gcd(numerator, denominator)
        var top = numerator
        var bottom = denominator
        // Skip the two divisions in the common case of an integer or a reduced fraction.
        if divisor != .one {
            top = top / divisor
            bottom = bottom / divisor
        }
        if bottom.isNegative {
            top = -top
            bottom = -bottom
        }
        self.numerator = top
        self.denominator = bottom
    }

    /// Already in lowest terms with a positive denominator.
    private init(reduced numerator: BigInteger, _ denominator: BigInteger) {
        self.numerator = numerator
        self.denominator = denominator
    }

    init(_ value: Int) { self.init(reduced: BigInteger(value), .one) }

    /// Exactly the value of a finite `Double`: its significand over a power of two.
    init(_ value: Double) {
        precondition(value.isFinite, "not finite: \(value)")
        guard value != 0 else {
            self = .zero
            return
        }
        var (significand, exponent) = BigInteger.integerSignificand(of: value)
        // Lowest terms: the only common factor with 2^k is a power of two.
        let twos = min(significand.trailingZeroBitCount, max(0, -exponent))
        significand >>= UInt64(twos)
        exponent += twos
        let top = BigInteger(Int(significand)) << max(0, exponent)
        self.init(reduced: value < 0 ? -top : top, BigInteger.one << max(0, -exponent))
    }

    var isZero: Bool { numerator.isZero }
    var signum: Int { numerator.signum }
    var magnitude: Rational { Rational(reduced: numerator.magnitude, denominator) }

    static prefix func - (value: Rational) -> Rational { Rational(reduced: -value.numerator, value.denominator) }

    static func + (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        // a/b + c/d over g = gcd(b, d): only a factor of g can be common to the new numerator
        // and denominator, so the last gcd is against g, usually small (Knuth 4.5.1).
        let g = BigInteger.gcd(lhs.denominator, rhs.denominator)
        if g == .one {
            return Rational(
                reduced: lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
                lhs.denominator * rhs.denominator)
        }
        let lhsCofactor = lhs.denominator / g
        let rhsCofactor = rhs.denominator / g
        let top = lhs.numerator * rhsCofactor + rhs.numerator * lhsCofactor
        let common = BigInteger.gcd(top, g)
        if common == .one { return Rational(reduced: top, lhsCofactor * rhs.denominator) }
        return Rational(reduced: top / common, lhsCofactor * (rhs.denominator / common))
    }

    static func - (lhs: Rational, rhs: Rational) -> Rational { lhs + -rhs }

    static func * (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        // Cancel across first (both operands are in lowest terms), so the products are
        // already reduced.
        let a = BigInteger.gcd(lhs.numerator, rhs.denominator)
        let b = BigInteger.gcd(rhs.numerator, lhs.denominator)
        return Rational(
            reduced: (lhs.numerator / a) * (rhs.numerator / b), (lhs.denominator / b) * (rhs.denominator / a))
    }

    static func / (lhs: Rational, rhs: Rational) -> Rational {
        precondition(!rhs.isZero, "division by zero")
        return lhs * rhs.reciprocal
    }

    var reciprocal: Rational {
        precondition(!isZero, "division by zero")
        return numerator.isNegative
            ? Rational(reduced: -denominator, -numerator) : Rational(reduced: denominator, numerator)
    }

    static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }
    static func -= (lhs: inout Rational, rhs: Rational) { lhs = lhs - rhs }

    static func < (lhs: Rational, rhs: Rational) -> Bool {
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
        return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }

    /// The `Double` nearest to the value (ties to even), ±infinity past the largest.
    var doubleValue: Double {
        guard !isZero else { return 0 }
        let top = numerator.magnitude
        // Scale so the integer quotient has 55 or 56 bits: 53 kept, the rest and the
        // remainder decide the rounding.
        let shift = 55 - (top.bitWidth - denominator.bitWidth)
        let scaledTop = shift > 0 ? top << shift : top
        let scaledBottom = shift < 0 ? denominator << -shift : denominator
        let (quotient, remainder) = scaledTop.quotientAndRemainder(dividingBy: scaledBottom)
        let bits = quotient.low64
        // value = (bits + fraction) · 2^−shift; drop `extra` bits, more below the subnormal range.
        var extra = quotient.bitWidth - 53
        extra = max(extra, -1074 - (-shift))
        guard extra < 64 else { return numerator.isNegative ? -0.0 : 0 }
        var kept = bits >> UInt64(extra)
        let dropped = bits & ((1 << UInt64(extra)) - 1)
        let half: UInt64 = 1 << UInt64(extra - 1)
        if dropped > half || (dropped == half && (!remainder.isZero || kept & 1 == 1)) { kept += 1 }
        // `kept` has at most 54 bits, each exact in a Double; the scaling by 2^k is exact too
        // unless it overflows.
        let result = Double(sign: .plus, exponent: extra - shift, significand: Double(kept))
        return numerator.isNegative ? -result : result
    }

    var description: String { denominator == .one ? numerator.description : "\(numerator)/\(denominator)" }
}
