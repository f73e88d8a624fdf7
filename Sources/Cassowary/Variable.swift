/// A named unknown of a constraint system.
///
/// Variables are compared by identity (`===`): two variables with the same name are
/// different unknowns. The name is only used for descriptions and dumps.
public final class Variable: Hashable, CustomStringConvertible {
    /// The name shown in descriptions and dumps; may be empty.
    public let name: String

    /// The value written by the last `Solver.updateVariables()` (0 before any).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// A cache in front of the solver's variable dictionary: the identity token of the
    /// solver that last registered this variable, and the symbol it gave it.
    @exclusivity(unchecked) var cacheOwner: AnyObject?
    @exclusivity(unchecked) var cachedSymbol: UInt32 = 0

    /// Creates a variable.
    ///
    /// - Parameter name: A name for descriptions and dumps; it need not be unique.
    public init(_ name: String = "") {
        self.name = name
    }

    // Disfavoured so that `x == y` builds a `Constraint`; identity comparison is `===`.
    @_disfavoredOverload
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name.isEmpty ? "_unnamed" : name }
}
