/// An image of a known size, as SwiftUI's `Image` once its pixels are loaded: this package
/// draws no pixels, so an image is a name and the size it shows at.
///
/// A plain image is exactly its size whatever it is offered. A `resizable()` image takes the
/// proposal on each axis (not below its cap insets), its own size where the proposal is
/// unspecified; with `aspectRatio`, `scaledToFit()` or `scaledToFill()` it keeps its shape.
public struct Image: PrimitiveView, Hashable, Sendable {
    public var name: String
    /// The size the image shows at when not resized, in points.
    public var size: Size
    /// Whether the image stretches to the size it is offered.
    public var isResizable: Bool
    /// The edges kept unscaled when resized: the image is never offered less than them.
    public var capInsets: EdgeInsets

    /// The image `name`, `size` points large.
    public init(_ name: String, size: Size) {
        self.name = name
        self.size = size
        isResizable = false
        capInsets = EdgeInsets()
    }

    /// The image `name`, `width` × `height` points large.
    public init(_ name: String, width: Double, height: Double) {
        self.init(name, size: Size(width: width, height: height))
    }

    /// The image, stretched to the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets()) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        return image
    }

    /// The size this image takes for `p` (its size with NaN, infinite and negative lengths
    /// taken as 0).
    ///
    /// - Parameter p: the proposal.
    /// - Returns: the image's size; resizable, the proposal where given, at least the cap insets.
    public func sizeThatFits(_ p: ProposedSize) -> Size {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        let natural = Size(width: clean(size.width), height: clean(size.height))
        guard isResizable else { return natural }
        let insets = capInsets.sanitized
        return Size(
            width: p.width.map { max($0, insets.horizontal) } ?? natural.width,
            height: p.height.map { max($0, insets.vertical) } ?? natural.height)
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitImage(self)
    }
}
