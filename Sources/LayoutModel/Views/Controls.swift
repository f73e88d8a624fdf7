/// Flexible space along the axis of the enclosing stack (rule 7 in docs/ARCHITECTURE.md, "Layout rules").
public struct Spacer: PrimitiveView, Hashable, Sendable {
    /// The minimum length along the stack's axis; nil means the default, 8.
    public var minLength: Double?

    public init(minLength: Double? = nil) { self.minLength = minLength }

    /// The default minimum length.
    public static let defaultMinLength: Double = 8

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitSpacer(self)
    }
}

/// A one-line text input: as wide as it is offered (its placeholder's width under a nil
/// proposal), one line of its font high.
public struct TextField: PrimitiveView {
    public var title: String
    public var text: Binding<String>
    public var font: Font?

    public init(_ title: String, text: Binding<String> = .constant("")) {
        self.title = title
        self.text = text
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitTextField(self)
    }
}

/// A button sized like SwiftUI's plain button: exactly its label.
public struct Button<Label: View>: PrimitiveView {
    public var action: () -> Void
    public var label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitButton(self)
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void = {}) {
        self.init(action: action) { Text(title) }
    }
}
