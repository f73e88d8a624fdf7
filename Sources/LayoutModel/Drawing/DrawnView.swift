/// What one view of a laid-out tree draws, and how: the part of a picture that does not
/// depend on the layout. Where it is drawn comes from the layout's frame of the view.
public struct DrawnView: Hashable, Sendable {
    /// The kinds of views a picture draws.
    public enum Content: Hashable, Sendable {
        /// A text, wrapped at the frame's width as the engines measured it.
        case text(String)
        /// A colour filling its frame.
        case color(Color)
        /// A shape filling its frame; nil fill draws in the foreground colour.
        case shape(ShapeKind, fill: Color?)
        /// A text field: a box with its title as the placeholder.
        case textField(title: String)
        /// An image: a box with its name.
        case image(name: String)
        /// A slider's track, the thumb at `fraction` (0 … 1).
        case slider(fraction: Double)
        /// A line of `width` points around the frame (`border(_:width:)`), drawn over what the
        /// view draws.
        case border(Color, width: Double)
    }

    public var content: Content
    public var style: DrawingStyle

    public init(_ content: Content, style: DrawingStyle = DrawingStyle()) {
        self.content = content
        self.style = style
    }
}

/// How the views below a point of the tree are drawn: what their drawing modifiers and
/// text settings say.
public struct DrawingStyle: Hashable, Sendable {
    /// The font of texts without one of their own.
    public var font = Font()
    /// The line limit of texts without one of their own.
    public var lineLimit: Int?
    /// `foregroundColor(_:)`: the colour of texts and of shapes without a fill.
    public var foreground: Color?
    /// Whether the view is a button's label: its text takes the tint when no foreground
    /// colour is set, as a button's does.
    public var isButtonLabel = false
    /// The product of the `opacity(_:)` modifiers above.
    public var opacity = 1.0
    /// `multilineTextAlignment(_:)`.
    public var textAlignment = TextAlignment.leading
    /// `hidden()`: laid out, not drawn.
    public var isHidden = false
    /// `stroke(_:lineWidth:)` on a shape: its outline instead of its fill.
    public var stroke: Stroke?
    /// `SecureField`: the text field's content drawn as dots.
    public var isSecure = false
    /// The identifiers of the views above whose `cornerRadius(_:)` clips this one, outermost
    /// first (their radii are in ``ViewDrawing/clips``).
    public var clips: [String] = []

    /// A shape's outline.
    public struct Stroke: Hashable, Sendable {
        public var color: Color
        public var lineWidth: Double
    }

    public init() {}

    /// The colour a text is drawn in: the foreground colour, a button's tint, or black.
    public var textColor: Color {
        foreground ?? (isButtonLabel ? DrawingStyle.tint : .black)
    }

    /// The colour of buttons' labels without a foreground colour (SwiftUI's default accent).
    public static let tint = Color.blue
}
