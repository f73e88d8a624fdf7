// Lengths of any floating-point type, for SwiftUI code that keeps its lengths in `CGFloat`.
//
// Lengths in this package are `Double`. A plain `CGFloat` argument converts to a `Double`
// parameter by itself (Swift's CGFloat–Double conversion, also with Foundation on Linux), but
// an optional does not: `CGFloat?` is no `Double?`. These generic forms take such arguments
// (`frame(width: labelWidth)` with `@State var labelWidth: CGFloat?`). A generic overload ranks
// below the `Double` one, so literals and `Double`s keep choosing the `Double` form, and no call
// that compiled before becomes ambiguous. docs/ARCHITECTURE.md ("CGFloat") has the whole design.
extension View {
    /// A fixed frame (rule 3) with lengths of any floating-point type; nil axes take the
    /// child's length.
    ///
    /// - Parameters:
    ///   - width: the width, or nil for the child's.
    ///   - height: the height, or nil for the child's.
    ///   - alignment: where the child sits in the frame.
    /// - Returns: the view in the frame.
    @inlinable
    public func frame<Length: BinaryFloatingPoint>(
        width: Length?, height: Length? = nil,
        alignment: Alignment = .center
    )
        -> ModifiedContent<Self, FrameModifier>
    {
        frame(width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment)
    }

    /// A fixed height (rule 3) of any floating-point type.
    ///
    /// - Parameters:
    ///   - height: the height, or nil for the child's.
    ///   - alignment: where the child sits in the frame.
    /// - Returns: the view in the frame.
    @inlinable
    public func frame<Length: BinaryFloatingPoint>(height: Length?, alignment: Alignment = .center)
        -> ModifiedContent<Self, FrameModifier>
    {
        frame(width: nil, height: height.map { Double($0) }, alignment: alignment)
    }

    /// A flexible frame (rule 4) with lengths of any floating-point type.
    ///
    /// - Returns: the view in the frame.
    @inlinable
    public func frame<Length: BinaryFloatingPoint>(
        minWidth: Length? = nil, idealWidth: Length? = nil, maxWidth: Length? = nil,
        minHeight: Length? = nil, idealHeight: Length? = nil, maxHeight: Length? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, FlexibleFrameModifier> {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth.map { Double($0) }, idealWidth: idealWidth.map { Double($0) },
                maxWidth: maxWidth.map { Double($0) }, minHeight: minHeight.map { Double($0) },
                idealHeight: idealHeight.map { Double($0) }, maxHeight: maxHeight.map { Double($0) },
                alignment: alignment))
    }

    /// Pads `edges` by `length` of any floating-point type (16 when nil).
    ///
    /// - Returns: the padded view.
    @inlinable
    public func padding<Length: BinaryFloatingPoint>(_ edges: Edge.Set, _ length: Length?)
        -> ModifiedContent<Self, PaddingModifier>
    {
        padding(edges, length.map { Double($0) })
    }
}
