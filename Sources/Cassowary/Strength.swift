/// The strength of a constraint, on kiwi's scale.
///
/// Non-required strengths weight the error of a constraint in the objective; `required`
/// constraints must hold exactly. Finite values are clamped to `0...required.value`;
/// non-finite values are kept so the solver can reject them.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, clamped to `0...required.value` when finite.
    public let value: Double

    /// Creates a strength.
    ///
    /// - Parameter value: The weight; finite values are clamped to `0...1_001_001_000`.
    public init(_ value: Double) {
        self.value = value.isFinite ? Swift.min(Swift.max(value, 0), 1_001_001_000) : value
    }

    public static let required = Strength(1_001_001_000)
    public static let strong = Strength(1_000_000)
    public static let medium = Strength(1_000)
    public static let weak = Strength(1)

    /// Whether this is the `required` strength (constraints that must hold exactly).
    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return formatNumber(value)
        }
    }
}
