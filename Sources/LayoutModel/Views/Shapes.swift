/// The outline of a shape view.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
}

/// A shape with an optional fill; every shape takes the size it is offered (nil becomes 10).
public struct ShapeView: PrimitiveView, Hashable, Sendable {
    public var kind: ShapeKind
    /// The fill colour, nil for the foreground default.
    public var fill: Color?

    public init(kind: ShapeKind, fill: Color? = nil) {
        self.kind = kind
        self.fill = fill
    }

    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ShapeView { ShapeView(kind: kind, fill: color) }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitShape(self)
    }
}

/// A type that is one of the vocabulary's shapes.
public protocol Shape: PrimitiveView {
    var shapeKind: ShapeKind { get }
}

extension Shape {
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitShape(ShapeView(kind: shapeKind))
    }

    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ShapeView { ShapeView(kind: shapeKind, fill: color) }

    /// The shape's outline in `color`, `lineWidth` points wide, centred on the outline. It
    /// takes the size it is offered, as the shape does.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(.stroke(color, lineWidth: lineWidth)))
    }
}

public struct Rectangle: Shape, Hashable, Sendable {
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
}

/// How the corners of a rounded rectangle are drawn (a picture's concern; sizes are the same).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

public struct RoundedRectangle: Shape, Hashable, Sendable {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

public struct Circle: Shape, Hashable, Sendable {
    public init() {}
    public var shapeKind: ShapeKind { .circle }
}

public struct Capsule: Shape, Hashable, Sendable {
    public init() {}
    public var shapeKind: ShapeKind { .capsule }
}
