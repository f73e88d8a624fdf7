/// The size a parent offers a child: per axis `nil` asks for the ideal size, `0` for the
/// minimum and `.infinity` for the maximum.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    @inlinable
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    @inlinable
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both axes nil: the ideal size.
    @inlinable public static var unspecified: ProposedSize { ProposedSize(width: nil, height: nil) }
    /// Both axes 0: the minimum size.
    @inlinable public static var zero: ProposedSize { ProposedSize(width: 0, height: 0) }
    /// Both axes infinite: the maximum size.
    @inlinable public static var infinity: ProposedSize { ProposedSize(width: .infinity, height: .infinity) }

    /// The proposal on `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with nil axes replaced by `size`'s values.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The documented clamp for bad input: NaN and negative values become 0; `+infinity` stays.
    public var sanitized: ProposedSize {
        func clean(_ v: Double?) -> Double? {
            guard let v else { return nil }
            return v.isNaN || v < 0 ? 0 : v
        }
        return ProposedSize(width: clean(width), height: clean(height))
    }

    public var description: String {
        "(\(width.map { "\($0)" } ?? "nil"), \(height.map { "\($0)" } ?? "nil"))"
    }
}
