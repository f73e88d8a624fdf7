/// Insets around a view (rule 6); negative insets shrink the view, and NaN and infinite ones
/// are cleaned by ``EdgeInsets/sanitized``.
public struct PaddingModifier: PrimitiveModifier, Hashable, Sendable {
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitPadding(self, content: content)
    }
}

/// A fixed frame on zero, one or two axes (rule 3).
public struct FrameModifier: PrimitiveModifier, Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment
    public init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitFrame(self, content: content)
    }
}

/// A frame with minimum, ideal and maximum lengths (rule 4).
public struct FlexibleFrameModifier: PrimitiveModifier, Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment
    public init(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
        minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitFlexibleFrame(self, content: content)
    }
}

/// Proposes nil (the ideal size) on the chosen axes (rule 5).
public struct FixedSizeModifier: PrimitiveModifier, Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool
    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitFixedSize(self, content: content)
    }
}

/// A view behind the modified one, offered its size (rule 9).
public struct BackgroundModifier<Secondary: View>: PrimitiveModifier {
    public var alignment: Alignment
    public var secondary: Secondary
    public init(alignment: Alignment, secondary: Secondary) {
        self.alignment = alignment
        self.secondary = secondary
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitBackground(alignment: alignment, secondary: secondary, content: content)
    }
}

/// A view in front of the modified one, offered its size (rule 9).
public struct OverlayModifier<Secondary: View>: PrimitiveModifier {
    public var alignment: Alignment
    public var secondary: Secondary
    public init(alignment: Alignment, secondary: Secondary) {
        self.alignment = alignment
        self.secondary = secondary
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitOverlay(alignment: alignment, overlay: secondary, content: content)
    }
}

/// The order in which a stack offers space (rule 7); higher first. Default 0.
public struct LayoutPriorityModifier: PrimitiveModifier, Hashable, Sendable {
    public var priority: Double
    public init(priority: Double) { self.priority = priority }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitLayoutPriority(self, content: content)
    }
}

/// Names a view so its frame can be read back after layout.
public struct IdentifierModifier: PrimitiveModifier, Hashable, Sendable {
    public var identifier: String
    public init(identifier: String) { self.identifier = identifier }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitIdentifier(self, content: content)
    }
}

/// Font and line limit for every text below (a nil field inherits).
public struct TextStyleModifier: PrimitiveModifier, Hashable, Sendable {
    public var font: Font?
    /// `.some(nil)` removes an inherited limit.
    public var lineLimit: Int??
    public init(font: Font? = nil, lineLimit: Int?? = nil) {
        self.font = font
        self.lineLimit = lineLimit
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitTextStyle(self, content: content)
    }
}

/// The name of a set of views that share a width or a height.
public struct LayoutGroup: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

/// Marks a view whose length on `axis` equals the largest natural length in `group`; the view
/// is aligned inside that length with `alignment`.
public struct SameSizeModifier: PrimitiveModifier, Hashable, Sendable {
    public var group: LayoutGroup
    public var axis: Axis
    public var alignment: Alignment
    public init(group: LayoutGroup, axis: Axis, alignment: Alignment) {
        self.group = group
        self.axis = axis
        self.alignment = alignment
    }
    public func accept<C: View, Visitor: ViewVisitor>(content: C, visitor: inout Visitor) {
        visitor.visitSameSize(self, content: content)
    }
}
