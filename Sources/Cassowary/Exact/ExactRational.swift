/// A rational number in lowest terms with a positive denominator, for the exact re-solve.
///
/// Every finite `Double` converts exactly (it is an integer times a power of two), so the
/// constraints' own numbers enter without rounding; results round once, on the way back.
struct ExactRational: Equatable, Sendable {
    private(set) var numerator: ExactInteger
    private(set) var denominator: ExactInteger

    static let zero = ExactRational(numerator: .zero, denominator: .one)
    static let one = ExactRational(numerator: .one, denominator: .one)

    private init(numerator: ExactInteger, denominator: ExactInteger) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `numerator / denominator` reduced (`denominator` ≠ 0).
    init(_ numerator: ExactInteger, over denominator: ExactInteger) {
        precondition(!denominator.isZero, "zero denominator")
        let divisor = ExactInteger.gcd(numerator, denominator)
        var n = numerator.quotientAndRemainder(dividingBy: divisor).quotient
        var d = denominator.quotientAndRemainder(dividingBy: divisor).quotient
        if d.isNegative {
            n = -n
            d = -d
        }
        self.init(numerator: n, denominator: d)
    }

    /// The exact value of a finite `Double`.
    init(_ value: Double) {
        precondition(value.isFinite, "non-finite value")
        guard value != 0 else {
            self = .zero
            return
        }
        // value = significand · 2^(exponent − 52), with the significand an integer.
        // (A subnormal is its raw significand times 2^-1074.)
        let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        let exponent = value.isNormal ? Int(value.exponent) - 52 : -1074
        let negative = value < 0
        if exponent >= 0 {
            self.init(
                numerator: ExactInteger(negative: negative, magnitude: significand, shiftedLeftBy: exponent),
                denominator: .one)
        } else {
            let twos = Swift.min(significand.trailingZeroBitCount, -exponent)
            self.init(
                numerator: ExactInteger(negative: negative, magnitude: significand >> twos, shiftedLeftBy: 0),
                denominator: ExactInteger(negative: false, magnitude: 1, shiftedLeftBy: -exponent - twos))
        }
    }

    var isZero: Bool { numerator.isZero }
    var signum: Int { numerator.signum }
    /// Bits of numerator and denominator: what the re-solve bounds.
    var bitWidth: Int { numerator.bitWidth + denominator.bitWidth }

    /// The nearest `Double`, within an ulp or two (numerator and denominator are cut to 64
    /// significant bits before dividing, so quotients past `Double`'s range still come out).
    var doubleValue: Double {
        guard !isZero else { return 0 }
        let nDrop = Swift.max(0, numerator.bitWidth - 64)
        let dDrop = Swift.max(0, denominator.bitWidth - 64)
        let n = numerator.shiftedRight(by: nDrop).doubleValue
        let d = denominator.shiftedRight(by: dDrop).doubleValue
        let shift = nDrop - dDrop
        // Apply the power of two in two halves: each half stays within `Double`'s range
        // where the result does.
        let half = shift / 2
        return n / d * pow2(half) * pow2(shift - half)
    }

    static prefix func - (value: ExactRational) -> ExactRational {
        ExactRational(numerator: -value.numerator, denominator: value.denominator)
    }

    static func + (lhs: ExactRational, rhs: ExactRational) -> ExactRational {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        if lhs.denominator == rhs.denominator {
            return ExactRational(lhs.numerator + rhs.numerator, over: lhs.denominator)
        }
        return ExactRational(
            lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
            over: lhs.denominator * rhs.denominator)
    }

    static func - (lhs: ExactRational, rhs: ExactRational) -> ExactRational { lhs + -rhs }

    static func * (lhs: ExactRational, rhs: ExactRational) -> ExactRational {
        if lhs.isZero || rhs.isZero { return .zero }
        return ExactRational(lhs.numerator * rhs.numerator, over: lhs.denominator * rhs.denominator)
    }

    static func / (lhs: ExactRational, rhs: ExactRational) -> ExactRational {
        precondition(!rhs.isZero, "division by zero")
        if lhs.isZero { return .zero }
        return ExactRational(lhs.numerator * rhs.denominator, over: lhs.denominator * rhs.numerator)
    }

    static func < (lhs: ExactRational, rhs: ExactRational) -> Bool {
        ExactInteger.compare(lhs.numerator * rhs.denominator, rhs.numerator * lhs.denominator) < 0
    }
}
