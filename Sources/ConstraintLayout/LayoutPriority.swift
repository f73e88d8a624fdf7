import Cassowary
import Foundation

/// How much a relation matters, on Auto Layout's scale: 1 to 1000, where 1000 is required.
///
/// A priority below 1000 becomes a solver strength through one table (docs/ARCHITECTURE.md,
/// "Priorities"): `10^(8 p / 1000)`, so 250 (`defaultLow`) weighs 100, 750 (`defaultHigh`)
/// weighs 10^6 (the solver's `strong`) and 999 weighs about 10^8, below `required`. Each
/// hundred steps multiply the weight by about 6.3, so a higher priority outweighs a few
/// lower ones, as in Auto Layout.
///
/// A priority outside the scale (0, 1001, NaN) can be made, and is refused where it is used:
/// `AnchorLayout` throws ``AnchorLayoutError/invalidPriority(_:_:)`` and changes nothing, as
/// Auto Layout refuses such a priority when a constraint is activated.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority as given; a valid one is in 1...1000 (``isValid``).
    public let rawValue: Double

    /// Creates a priority.
    ///
    /// - Parameter rawValue: 1...1000; any other value (NaN included) makes a priority that
    ///   ``isValid`` says is not, which `AnchorLayout` refuses with an error where it is used.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    /// The priority with which a view wants to be as small as its content allows.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority is on the scale, 1...1000 (NaN is not).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength this priority stands for. A priority off the scale stands for the
    /// nearest end of it (NaN for the lowest), though nothing that takes a priority accepts one.
    public var strength: Strength {
        guard !isRequired else { return .required }
        let onScale = rawValue >= 1 ? rawValue : 1
        return Strength(pow(10, 8 * onScale / 1000))
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
