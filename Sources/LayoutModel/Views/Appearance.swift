/// How a view is drawn, as opposed to how it is laid out.
///
/// SwiftUI's drawing modifiers (`opacity`, `foregroundColor`, `cornerRadius`, `border`, …)
/// leave every size and position as they are. They are kept in the tree as an
/// ``AppearanceModifier`` so that a visitor drawing a picture can read them, while an engine
/// that only lays out passes through them (the default of
/// ``ViewVisitor/visitAppearance(_:content:)``).
public enum Appearance: Hashable, Sendable {
    /// Multiplies the view's opacity: 0 is transparent, 1 leaves it as it is.
    case opacity(Double)
    /// The colour of the text and the shapes below that have none of their own; nil restores
    /// the default.
    case foregroundColor(Color?)
    /// Clips the view to a rounded rectangle of this corner radius (the view's own bounds,
    /// its size unchanged).
    case cornerRadius(Double)
    /// A line of `width` points drawn over the view, inside its bounds.
    case border(Color, width: Double)
    /// How the lines of a wrapped text are aligned with each other.
    case multilineTextAlignment(TextAlignment)
    /// Digits drawn with equal advances. Layout is unchanged: the default face, DejaVu Sans,
    /// already gives every digit the same advance.
    case monospacedDigit
    /// The look of the text fields below.
    case textFieldStyle(TextFieldStyleKind)
    /// Not drawn, but laid out as if it were (SwiftUI's `hidden()`).
    case hidden
    /// The order in which overlapping siblings are drawn; higher is in front. Placement is
    /// unchanged.
    case zIndex(Double)
    /// A text field whose characters are drawn as dots (what `SecureField` is).
    case secureEntry
    /// A slider's track and thumb, the thumb at `fraction` (0 … 1) of the track.
    case slider(fraction: Double)
    /// A shape drawn as its outline, `lineWidth` points wide, instead of filled.
    case stroke(Color, lineWidth: Double)
}
