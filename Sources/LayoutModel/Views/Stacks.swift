/// Children side by side, left to right (rule 7 in docs/ARCHITECTURE.md, "Layout rules").
public struct HStack<Content: View>: PrimitiveView {
    public var alignment: VerticalAlignment
    /// Uniform spacing between children; nil means the default, 8.
    public var spacing: Double?
    public var content: Content

    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitHStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// Children one below the other (rule 7 in docs/ARCHITECTURE.md, "Layout rules").
public struct VStack<Content: View>: PrimitiveView {
    public var alignment: HorizontalAlignment
    /// Uniform spacing between children; nil means the default, 8.
    public var spacing: Double?
    public var content: Content

    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitVStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// Children on top of each other, aligned (rule 8 in docs/ARCHITECTURE.md, "Layout rules").
public struct ZStack<Content: View>: PrimitiveView {
    public var alignment: Alignment
    public var content: Content

    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitZStack(self)
    }
}

/// The default spacing between stack and grid children, in points (a `nil` spacing).
///
/// Package-wide: the engines read it; a user writes `nil` (or leaves `spacing` out).
package let defaultSpacing: Double = 8

/// Rows of cells whose columns share the widest cell's width and whose rows share the tallest
/// cell's height. Cells are measured at their ideal size, then offered their cell. A child that
/// is not a `GridRow` forms a row of its own, as a single cell in the first column.
public struct Grid<Content: View>: PrimitiveView {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var content: Content

    @inlinable
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitGrid(self)
    }
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: PrimitiveView {
    public var alignment: VerticalAlignment?
    public var content: Content

    @inlinable
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitGridRow(self)
    }
}

/// The size rule of one row of a `LazyHGrid`.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// Exactly this height.
        case fixed(Double)
        /// A share of the remaining height, clamped to `minimum...maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
    }

    public var size: Size
    /// Spacing after this row; nil means the default, 8.
    public var spacing: Double?
    public var alignment: Alignment?

    @inlinable
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Items arranged in columns of `rows.count` cells, filled top to bottom then left to right;
/// every column is as wide as its widest item and each item is offered its cell.
public struct LazyHGrid<Content: View>: PrimitiveView {
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    /// Spacing between columns; nil means the default, 8.
    public var spacing: Double?
    public var content: Content

    @inlinable
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitLazyHGrid(self)
    }
}

/// The first child whose ideal size fits the offered size on `axes`, else the last (rule 11).
public struct ViewThatFits<Content: View>: PrimitiveView {
    public var axes: Axis.Set
    public var content: Content

    @inlinable
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitViewThatFits(self)
    }
}
