// SwiftUI's drawing modifiers. Each wraps the view in an `AppearanceModifier`: the size and
// the position of the view stay what they were, and a picture can read what to draw.
extension View {
    /// Draws this view with its opacity multiplied by `opacity` (0 transparent … 1 unchanged).
    @inlinable
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.opacity(opacity)))
    }

    /// Draws the text and the uncoloured shapes in this view in `color` (nil: the default).
    @inlinable
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.foregroundColor(color)))
    }

    /// Draws the text and the uncoloured shapes in this view in `color`.
    @inlinable
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.foregroundColor(color)))
    }

    /// Clips this view to a rounded rectangle of `radius`; its size does not change.
    ///
    /// - Parameters:
    ///   - radius: the corner radius in points.
    ///   - antialiased: accepted for SwiftUI's signature; pictures always smooth the corners.
    @inlinable
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.cornerRadius(radius)))
    }

    /// Draws a `width`-point line of `color` over this view, inside its bounds (the size does
    /// not change, as in SwiftUI, where the border is an overlay).
    @inlinable
    public func border(_ color: Color, width: Double = 1) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.border(color, width: width)))
    }

    /// Aligns the lines of the wrapped texts in this view with each other.
    ///
    /// The frame of a text is unchanged: it is as wide as its longest line whatever the
    /// alignment, and only the shorter lines move inside it.
    @inlinable
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.multilineTextAlignment(alignment)))
    }

    /// Draws digits with equal advances. Layout is unchanged: DejaVu Sans, the default face,
    /// gives every digit the same advance already (SwiftUI switches a proportional system font
    /// to tabular figures here, which can change a text's width there).
    @inlinable
    public func monospacedDigit() -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.monospacedDigit))
    }

    /// Draws the text fields in this view in `style`; their sizes do not change.
    @inlinable
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.textFieldStyle(style.kind)))
    }

    /// Leaves this view out of the picture but keeps its place in the layout.
    @inlinable
    public func hidden() -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.hidden))
    }

    /// Draws this view in front of overlapping siblings with a lower value (default 0); placement
    /// is unchanged.
    @inlinable
    public func zIndex(_ value: Double) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.zIndex(value)))
    }
}
