/// An integer of any size, for the solver's exact re-solve (`ExactRational`).
///
/// Sign and magnitude; the magnitude is little-endian 32-bit limbs without leading zeros
/// (zero has none). Schoolbook multiplication and bit-by-bit long division: the exact
/// re-solve only runs on small systems whose numbers stay a few hundred bits long.
struct ExactInteger: Equatable, Hashable, Sendable {
    private(set) var isNegative: Bool
    private(set) var limbs: [UInt32]

    static let zero = ExactInteger(isNegative: false, limbs: [])
    static let one = ExactInteger(1)

    private init(isNegative: Bool, limbs: [UInt32]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.isNegative = isNegative && !limbs.isEmpty
        self.limbs = limbs
    }

    init(_ value: Int) {
        let magnitude = value.magnitude
        self.init(isNegative: value < 0, limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(magnitude >> 32)])
    }

    /// `magnitude · 2^shift`, negated when `negative`.
    init(negative: Bool, magnitude: UInt64, shiftedLeftBy shift: Int) {
        var value = ExactInteger(
            isNegative: negative, limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(magnitude >> 32)])
        value.shiftLeft(by: shift)
        self = value
    }

    var isZero: Bool { limbs.isEmpty }

    /// The number of bits of the magnitude.
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 32 - top.leadingZeroBitCount
    }

    var magnitude: ExactInteger { ExactInteger(isNegative: false, limbs: limbs) }

    /// The nearest `Double` (truncated to 64 significant bits first, then rounded once more:
    /// within an ulp, which is all the solver's `Double` rows can hold).
    var doubleValue: Double {
        let width = bitWidth
        guard width > 0 else { return 0 }
        let drop = Swift.max(0, width - 64)
        let top = self.magnitude.shiftedRight(by: drop)
        var bits: UInt64 = 0
        for (index, limb) in top.limbs.enumerated() where index < 2 { bits |= UInt64(limb) << (32 * index) }
        let value = Double(bits) * pow2(drop)
        return isNegative ? -value : value
    }

    // MARK: Arithmetic

    static prefix func - (value: ExactInteger) -> ExactInteger {
        ExactInteger(isNegative: !value.isNegative, limbs: value.limbs)
    }

    static func + (lhs: ExactInteger, rhs: ExactInteger) -> ExactInteger {
        if lhs.isNegative == rhs.isNegative {
            return ExactInteger(isNegative: lhs.isNegative, limbs: addMagnitudes(lhs.limbs, rhs.limbs))
        }
        if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
            return ExactInteger(isNegative: lhs.isNegative, limbs: subtractMagnitudes(lhs.limbs, rhs.limbs))
        }
        return ExactInteger(isNegative: rhs.isNegative, limbs: subtractMagnitudes(rhs.limbs, lhs.limbs))
    }

    static func - (lhs: ExactInteger, rhs: ExactInteger) -> ExactInteger { lhs + -rhs }

    static func * (lhs: ExactInteger, rhs: ExactInteger) -> ExactInteger {
        guard !lhs.isZero && !rhs.isZero else { return .zero }
        var product = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let sum = UInt64(a) * UInt64(b) + UInt64(product[i + j]) + carry
                product[i + j] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            product[i + rhs.limbs.count] = UInt32(carry)
        }
        return ExactInteger(isNegative: lhs.isNegative != rhs.isNegative, limbs: product)
    }

    /// Quotient truncated toward zero and remainder with the dividend's sign (`divisor` ≠ 0).
    func quotientAndRemainder(dividingBy divisor: ExactInteger) -> (quotient: ExactInteger, remainder: ExactInteger) {
        precondition(!divisor.isZero, "division by zero")
        if Self.compareMagnitudes(limbs, divisor.limbs) < 0 { return (.zero, self) }
        var quotient: [UInt32]
        var remainder: [UInt32]
        if divisor.limbs.count == 1 {
            // One limb: the classic short division.
            let d = UInt64(divisor.limbs[0])
            quotient = [UInt32](repeating: 0, count: limbs.count)
            var rest: UInt64 = 0
            for index in limbs.indices.reversed() {
                let current = rest << 32 | UInt64(limbs[index])
                quotient[index] = UInt32(current / d)
                rest = current % d
            }
            remainder = [UInt32(rest)]
        } else {
            // Bit by bit: shift the dividend's bits into the remainder, subtract when it fits
            // (in place, in a buffer one limb wider than the divisor).
            quotient = [UInt32](repeating: 0, count: limbs.count)
            let d = divisor.limbs
            var rest = [UInt32](repeating: 0, count: d.count + 1)
            for bit in stride(from: bitWidth - 1, through: 0, by: -1) {
                var carry = limbs[bit / 32] >> UInt32(bit % 32) & 1
                for index in rest.indices {
                    let next = rest[index] >> 31
                    rest[index] = rest[index] << 1 | carry
                    carry = next
                }
                if Self.compareMagnitudes(padded: rest, d) >= 0 {
                    var borrow: UInt64 = 0
                    for index in rest.indices {
                        let subtrahend = UInt64(index < d.count ? d[index] : 0) + borrow
                        let minuend = UInt64(rest[index])
                        let nextBorrow: UInt64 = minuend < subtrahend ? 1 : 0
                        rest[index] = UInt32(truncatingIfNeeded: minuend &+ (nextBorrow << 32) &- subtrahend)
                        borrow = nextBorrow
                    }
                    quotient[bit / 32] |= 1 << UInt32(bit % 32)
                }
            }
            remainder = rest
        }
        return (
            ExactInteger(isNegative: isNegative != divisor.isNegative, limbs: quotient),
            ExactInteger(isNegative: isNegative, limbs: remainder)
        )
    }

    /// The greatest common divisor of the magnitudes (binary: shifts and subtractions only,
    /// in place).
    static func gcd(_ a: ExactInteger, _ b: ExactInteger) -> ExactInteger {
        if a.isZero { return b.magnitude }
        if b.isZero { return a.magnitude }
        var u = a.limbs
        var v = b.limbs
        let shift = Swift.min(trailingZeros(u), trailingZeros(v))
        shiftRight(&u, by: trailingZeros(u))
        while !v.isEmpty {
            shiftRight(&v, by: trailingZeros(v))
            if compareMagnitudes(u, v) > 0 { swap(&u, &v) }
            subtract(&v, u)
        }
        var result = ExactInteger(isNegative: false, limbs: u)
        result.shiftLeft(by: shift)
        return result
    }

    private static func trailingZeros(_ limbs: [UInt32]) -> Int {
        for (index, limb) in limbs.enumerated() where limb != 0 { return index * 32 + limb.trailingZeroBitCount }
        return 0
    }

    /// `limbs >>= shift`, leading zeros trimmed.
    private static func shiftRight(_ limbs: inout [UInt32], by shift: Int) {
        guard shift > 0 else { return }
        let whole = shift / 32
        let part = UInt32(shift % 32)
        let count = limbs.count - whole
        for index in 0..<count {
            var wide = UInt64(limbs[index + whole]) >> part
            if part > 0 && index + whole + 1 < limbs.count { wide |= UInt64(limbs[index + whole + 1]) << (32 - part) }
            limbs[index] = UInt32(truncatingIfNeeded: wide)
        }
        limbs.removeLast(whole)
        while limbs.last == 0 { limbs.removeLast() }
    }

    /// `a −= b` for `a ≥ b`, leading zeros trimmed.
    private static func subtract(_ a: inout [UInt32], _ b: [UInt32]) {
        var borrow: UInt64 = 0
        for index in a.indices {
            let subtrahend = UInt64(index < b.count ? b[index] : 0) + borrow
            if subtrahend == 0 && index >= b.count { break }
            let minuend = UInt64(a[index])
            let nextBorrow: UInt64 = minuend < subtrahend ? 1 : 0
            a[index] = UInt32(truncatingIfNeeded: minuend &+ (nextBorrow << 32) &- subtrahend)
            borrow = nextBorrow
        }
        while a.last == 0 { a.removeLast() }
    }

    static func < (lhs: ExactInteger, rhs: ExactInteger) -> Bool { compare(lhs, rhs) < 0 }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: ExactInteger, _ rhs: ExactInteger) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let order = compareMagnitudes(lhs.limbs, rhs.limbs)
        return lhs.isNegative ? -order : order
    }

    var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

    // MARK: Bits

    var trailingZeroBitCount: Int {
        for (index, limb) in limbs.enumerated() where limb != 0 { return index * 32 + limb.trailingZeroBitCount }
        return 0
    }

    mutating func shiftLeft(by shift: Int) {
        guard shift > 0 && !isZero else { return }
        let whole = shift / 32
        let part = UInt32(shift % 32)
        var result = [UInt32](repeating: 0, count: whole + limbs.count + 1)
        for (index, limb) in limbs.enumerated() {
            let wide = UInt64(limb) << part
            result[index + whole] |= UInt32(truncatingIfNeeded: wide)
            result[index + whole + 1] |= UInt32(wide >> 32)
        }
        self = ExactInteger(isNegative: isNegative, limbs: result)
    }

    mutating func shiftRight(by shift: Int) {
        self = shiftedRight(by: shift)
    }

    /// The magnitude shifted right (bits dropped), with the same sign.
    func shiftedRight(by shift: Int) -> ExactInteger {
        guard shift > 0 else { return self }
        let whole = shift / 32
        guard whole < limbs.count else { return .zero }
        let part = UInt32(shift % 32)
        var result = [UInt32](repeating: 0, count: limbs.count - whole)
        for index in result.indices {
            var wide = UInt64(limbs[index + whole]) >> part
            if part > 0 && index + whole + 1 < limbs.count {
                wide |= UInt64(limbs[index + whole + 1]) << (32 - part)
            }
            result[index] = UInt32(truncatingIfNeeded: wide)
        }
        return ExactInteger(isNegative: isNegative, limbs: result)
    }

    // MARK: Magnitudes

    /// Compares `a`, which may carry leading zero limbs (and is at least as long), with `b`.
    private static func compareMagnitudes(padded a: [UInt32], _ b: [UInt32]) -> Int {
        for index in stride(from: a.count - 1, through: b.count, by: -1) where a[index] != 0 { return 1 }
        for index in b.indices.reversed() where a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
        return 0
    }

    private static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in a.indices.reversed() where a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
        return 0
    }

    private static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var result = long
        result.append(0)
        var carry: UInt64 = 0
        for index in long.indices {
            let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
            result[index] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        result[long.count] = UInt32(carry)
        return result
    }

    /// `a − b` for `a ≥ b`.
    private static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = a
        var borrow: Int64 = 0
        for index in a.indices {
            var difference = Int64(a[index]) - (index < b.count ? Int64(b[index]) : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result[index] = UInt32(difference)
        }
        return result
    }
}

/// `2^exponent` as a `Double` (0 or infinity past the range).
func pow2(_ exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
}
