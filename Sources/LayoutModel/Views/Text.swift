/// A string drawn with a font. Sizes per rule 2 in docs/ARCHITECTURE.md, "Layout rules".
public struct Text: PrimitiveView, Hashable, Sendable {
    /// The string, possibly with "\n" line breaks.
    public var content: String
    /// The font, or nil to inherit (default: DejaVu Sans at ``Font/defaultSize``).
    public var font: Font?
    /// The maximum number of lines, or nil for no limit (a nil here inherits).
    public var lineLimit: Int?

    @inlinable
    public init(_ content: String) {
        self.content = content
    }

    @inlinable
    public init(verbatim content: String) {
        self.content = content
    }

    /// A text of any string type (`Text(message.prefix(300))`).
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// This text in `font`.
    public func font(_ font: Font) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in the default face at `size` points.
    public func font(size: Double) -> Text { font(Font(size: size)) }

    /// This text limited to `limit` lines, the last truncated with "…".
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.lineLimit = limit
        return copy
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitText(self)
    }
}
