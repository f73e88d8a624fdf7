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
