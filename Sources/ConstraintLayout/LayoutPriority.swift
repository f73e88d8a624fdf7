import Cassowary
import Foundation

/// How much a relation matters, on Auto Layout's scale: 1 to 1000, where 1000 is required.
///
/// A priority below 1000 becomes a solver strength through one table (docs/ARCHITECTURE.md,
/// "Priorities"): `10^(8 p / 1000)`, so 250 (`defaultLow`) weighs 100, 750 (`defaultHigh`)
/// weighs 10^6 (the solver's `strong`) and 999 weighs about 10^8, below `required`. Each
/// hundred steps multiply the weight by about 6.3, so a higher priority outweighs a few
/// lower ones, as in Auto Layout.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 1...1000.
    public let rawValue: Double

    /// Creates a priority.
    ///
    /// - Precondition: `rawValue` is in 1...1000 (a priority outside the scale is a
    ///   programming mistake, as in Auto Layout).
    public init(_ rawValue: Double) {
        precondition(rawValue >= 1 && rawValue <= 1000,
                     "a layout priority is 1...1000, got \(rawValue)")
        self.rawValue = rawValue
    }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    /// The priority with which a view wants to be as small as its content allows.
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength this priority stands for.
    public var strength: Strength {
        isRequired ? .required : Strength(pow(10, 8 * rawValue / 1000))
    }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }
}
