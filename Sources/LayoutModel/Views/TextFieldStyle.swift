/// The look of a text field, as SwiftUI's `TextFieldStyle` (`.textFieldStyle(.roundedBorder)`).
///
/// A style changes only how a field is drawn; its size is the same in every style here.
public protocol TextFieldStyle: Sendable {
    /// The look this style stands for, as a picture reads it.
    var kind: TextFieldStyleKind { get }
}

/// The looks a text field can have.
public enum TextFieldStyleKind: Hashable, Sendable {
    case automatic
    case plain
    case roundedBorder
    case squareBorder
}

/// The platform's default look.
public struct DefaultTextFieldStyle: TextFieldStyle, Hashable {
    public init() {}
    public var kind: TextFieldStyleKind { .automatic }
}

/// No border and no background.
public struct PlainTextFieldStyle: TextFieldStyle, Hashable {
    public init() {}
    public var kind: TextFieldStyleKind { .plain }
}

/// A rounded border around the field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Hashable {
    public init() {}
    public var kind: TextFieldStyleKind { .roundedBorder }
}

/// A square border around the field.
public struct SquareBorderTextFieldStyle: TextFieldStyle, Hashable {
    public init() {}
    public var kind: TextFieldStyleKind { .squareBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}
