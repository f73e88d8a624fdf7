/// A colour that fills the space it is offered (rule 1 in docs/ARCHITECTURE.md, "Layout rules").
public struct Color: PrimitiveView, Hashable, Sendable, CustomStringConvertible {
    /// A readable name ("red", "clear", or "rgb(…)" for custom colours), used in pictures.
    public var name: String
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.name = name ?? "rgb(\(red), \(green), \(blue), \(opacity))"
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0, name: "clear")
    public static let black = Color(red: 0, green: 0, blue: 0, name: "black")
    public static let white = Color(red: 1, green: 1, blue: 1, name: "white")
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58, name: "gray")
    public static let red = Color(red: 1, green: 0.23, blue: 0.19, name: "red")
    public static let orange = Color(red: 1, green: 0.58, blue: 0, name: "orange")
    public static let yellow = Color(red: 1, green: 0.8, blue: 0, name: "yellow")
    public static let green = Color(red: 0.2, green: 0.78, blue: 0.35, name: "green")
    public static let blue = Color(red: 0, green: 0.48, blue: 1, name: "blue")
    public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87, name: "purple")
    public static let pink = Color(red: 1, green: 0.18, blue: 0.33, name: "pink")
    public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37, name: "brown")
    public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9, name: "cyan")
    public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78, name: "teal")
    public static let mint = Color(red: 0, green: 0.78, blue: 0.75, name: "mint")
    public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84, name: "indigo")
    /// The colour of primary content: black on the light appearance pictures use.
    public static let primary = Color(red: 0, green: 0, blue: 0, name: "primary")
    /// The colour of secondary content: gray at 60 % on the light appearance.
    public static let secondary = Color(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.6, name: "secondary")

    /// A shade of gray: 0 black … 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public var description: String { name }

    /// This colour with its opacity multiplied by `opacity` (clamped to 0 … 1), as SwiftUI's
    /// `Color.opacity(_:)`: `Color.blue.opacity(0.2)` is still a colour, and still fills what it
    /// is offered. The name stays the colour's.
    ///
    /// - Parameter opacity: the factor; NaN counts as 0.
    /// - Returns: the colour with the new opacity.
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return Color(red: red, green: green, blue: blue, opacity: self.opacity * factor, name: name)
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitColor(self)
    }
}
