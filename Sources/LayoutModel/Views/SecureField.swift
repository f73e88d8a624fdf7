/// A one-line text input whose characters are drawn as dots, as SwiftUI's `SecureField`.
///
/// It is laid out exactly as a ``TextField`` with the same title (SwiftUI sizes both alike):
/// engines see a text field inside an ``Appearance/secureEntry`` attribute, so none of them
/// needs a rule of its own.
public struct SecureField: PrimitiveView {
    public var title: String
    public var text: Binding<String>

    /// A secure field showing `title` while `text` is empty.
    ///
    /// - Parameters:
    ///   - title: the placeholder, which also gives the field its ideal width.
    ///   - text: the entered text, owned elsewhere.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitAppearance(AppearanceModifier(.secureEntry), content: TextField(title, text: text))
    }
}
