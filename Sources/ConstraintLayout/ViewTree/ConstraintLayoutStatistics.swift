import Cassowary

/// What the constraint engine did, counted since it was made.
public struct ConstraintLayoutStatistics: Sendable, Equatable {
    /// Constraints in the solver (a group's wish and one per member).
    public var constraints = 0
    /// Rows of the solver's tableau.
    public var rows = 0
    /// Simplex pivots the solver made.
    public var pivots = 0
    /// Times the solver's values were taken after a change.
    public var solves = 0
    /// Layout rounds: one per layout, plus one per re-solve after a member was measured again.
    public var rounds = 0
    /// Text measurements (each a wrap or a one-line width).
    public var textMeasurements = 0
    /// Sizes computed (not remembered).
    public var sizeComputations = 0
    /// Origins written: views placed where their parent put them. A wide stack's children
    /// that did not change are not placed again; their origins follow from the stack's offsets.
    public var originsWritten = 0
    /// Times the tree was compiled from a root value.
    public var compilations = 0

    public init() {}
}
