/// The solver's one tolerance, relative to the magnitude of the numbers that produced a value.
///
/// A coefficient sum `a + b` whose magnitude is at most this fraction of `max(|a|, |b|)` is
/// cancellation noise and is stored as an exact zero. Being relative, it serves coefficients
/// from 1e-6 to 1e9 alike; every tolerance decision of the solver goes through `nearZero`.
private let relativeEpsilon = 1e-10

/// Whether `value` is zero up to rounding, measured against `scale`, the magnitude of the
/// operands it was computed from.
@inline(__always)
func nearZero(_ value: Double, scale: Double) -> Bool {
    Swift.abs(value) <= relativeEpsilon * scale
}

/// `a + b` for coefficients, snapped to exactly zero when the sum is cancellation noise.
///
/// Constants are never snapped: a small difference of large constants is a real value
/// (`b = c + 0.001` next to `c ≈ 2e9`); see `isStale(_:peak:)` for how they stay accurate.
@inline(__always)
func cleanSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return nearZero(sum, scale: Swift.max(Swift.abs(a), Swift.abs(b))) ? 0 : sum
}

/// Whether a row constant computed through operands as large as `peak` may carry a rounding
/// error above the one tolerance relative to its own size: each operation errs by about
/// `ulp · peak`, so once `|constant| · relativeEpsilon < ulp · peak` its digits are noise
/// and it is recomputed from the constraints' own constants.
@inline(__always)
func isStale(_ constant: Double, peak: Double) -> Bool {
    Swift.abs(constant) * relativeEpsilon < Double.ulpOfOne * peak
}

/// A column of the tableau: an external variable or one the solver introduced.
///
/// Ids are handed out by the solver in creation order (freed ids are reused last-in
/// first-out), so every choice made by comparing ids is the same on every run.
struct Symbol: Hashable, Comparable {
    /// The paper's kinds. External symbols are the user's variables (unrestricted); slack
    /// and error symbols are restricted to be non-negative; dummies are fixed at zero.
    enum Kind: UInt32 {
        case external = 0
        case slack = 1
        case error = 2
        case dummy = 3
    }

    /// `id << 2 | kind`: ordering by `raw` is ordering by id.
    let raw: UInt32

    static let invalid = Symbol(raw: .max)

    init(raw: UInt32) { self.raw = raw }

    init(id: Int, kind: Kind) {
        raw = UInt32(id) << 2 | kind.rawValue
    }

    var id: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isValid: Bool { raw != .max }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack or error: may enter and leave the basis, must stay non-negative.
    var isPivotable: Bool {
        let k = raw & 3
        return k == 1 || k == 2
    }
    /// Not external: the value must stay non-negative (dummies are zero).
    var isRestricted: Bool { raw & 3 != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
