/// Where a child sits horizontally inside a larger box.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// The offset of a child of width `child` inside a box of width `container`
    /// (negative when the child overflows and is not leading-aligned).
    @inlinable
    public func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }
}

/// Where a child sits vertically inside a larger box.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    /// The offset of a child of height `child` inside a box of height `container`.
    @inlinable
    public func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}

/// A horizontal and a vertical alignment.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    @inlinable public static var center: Alignment { Alignment(horizontal: .center, vertical: .center) }
    @inlinable public static var leading: Alignment { Alignment(horizontal: .leading, vertical: .center) }
    @inlinable public static var trailing: Alignment { Alignment(horizontal: .trailing, vertical: .center) }
    @inlinable public static var top: Alignment { Alignment(horizontal: .center, vertical: .top) }
    @inlinable public static var bottom: Alignment { Alignment(horizontal: .center, vertical: .bottom) }
    @inlinable public static var topLeading: Alignment { Alignment(horizontal: .leading, vertical: .top) }
    @inlinable public static var topTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .top) }
    @inlinable public static var bottomLeading: Alignment { Alignment(horizontal: .leading, vertical: .bottom) }
    @inlinable public static var bottomTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .bottom) }

    /// The origin of a child of size `child` aligned inside a box of size `container`.
    @inlinable
    public func offset(child: Size, in container: Size) -> Point {
        Point(
            x: horizontal.offset(child: child.width, in: container.width),
            y: vertical.offset(child: child.height, in: container.height))
    }
}

extension HorizontalAlignment {
    /// Where the guide lies across a width: 0 (leading), 0.5 (center) or 1 (trailing).
    @inlinable
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// Where the guide lies across a height: 0 (top), 0.5 (center) or 1 (bottom).
    @inlinable
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// The position of an alignment guide at `fraction` of `length`. A leading or top guide is at 0
/// for every length, an infinite one included (where `length * 0` would be NaN).
@inlinable
public func guidePosition(in length: Double, at fraction: Double) -> Double {
    fraction == 0 ? 0 : length * fraction
}

/// How far a child moves so that its line at `childLine` lands on a container's line at
/// `containerLine`: their difference, 0 when they coincide (two infinite lines included, whose
/// difference would be NaN: a view of infinite length in a frame of the same length).
@inlinable
public func lineOffset(from childLine: Double, to containerLine: Double) -> Double {
    childLine == containerLine ? 0 : containerLine - childLine
}
