/// A thin line across the enclosing stack, as SwiftUI's `Divider`: in an `HStack` a vertical
/// line `thickness` wide and as tall as offered; elsewhere (a `VStack`, outside any stack) a
/// horizontal one `thickness` tall and as wide as offered (10 when unspecified, as a colour).
///
/// SwiftUI makes it a colour framed to the display's pixel length on the thin axis; at a
/// scale of 1 (the points this package measures in) that is 1 point.
public struct Divider: PrimitiveView, Hashable, Sendable {
    /// The line's thickness in points.
    public static let thickness: Double = 1

    public init() {}

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitDivider(self)
    }
}
