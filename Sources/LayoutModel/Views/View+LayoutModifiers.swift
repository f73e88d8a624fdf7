// The layout modifiers SwiftUI code uses most beyond frames and padding, with SwiftUI's names
// and signatures.
extension View {
    /// Moves this view by `offset` after layout (see ``OffsetModifier``).
    @inlinable
    public func offset(_ offset: Size) -> ModifiedContent<Self, OffsetModifier> {
        modifier(OffsetModifier(x: offset.width, y: offset.height))
    }

    /// Moves this view by `x`, `y` after layout (see ``OffsetModifier``).
    @inlinable
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, OffsetModifier> {
        modifier(OffsetModifier(x: x, y: y))
    }

    /// Centres this view at `position` in the space it is offered (see ``PositionModifier``).
    @inlinable
    public func position(_ position: Point) -> ModifiedContent<Self, PositionModifier> {
        modifier(PositionModifier(x: position.x, y: position.y))
    }

    /// Centres this view at `x`, `y` in the space it is offered (see ``PositionModifier``).
    @inlinable
    public func position(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, PositionModifier> {
        modifier(PositionModifier(x: x, y: y))
    }

    /// Offers this view sizes of `ratio` (width / height; nil: its ideal size's ratio), scaled
    /// to fit or fill (see ``AspectRatioModifier``).
    @inlinable
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, AspectRatioModifier
    > {
        modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    /// Offers this view sizes of the ratio of `size` (see ``AspectRatioModifier``).
    @inlinable
    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> ModifiedContent<Self, AspectRatioModifier> {
        aspectRatio(size.width / size.height, contentMode: contentMode)
    }

    /// The largest size of this view's ideal ratio inside the proposal.
    @inlinable
    public func scaledToFit() -> ModifiedContent<Self, AspectRatioModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// The smallest size of this view's ideal ratio that covers the proposal.
    @inlinable
    public func scaledToFill() -> ModifiedContent<Self, AspectRatioModifier> {
        aspectRatio(contentMode: .fill)
    }

    /// Moves this view's horizontal `guide` to `computeValue(dimensions)` from its leading edge.
    @inlinable
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double)
        -> ModifiedContent<Self, AlignmentGuideModifier>
    {
        modifier(AlignmentGuideModifier(guide: .horizontal(guide), computeValue: computeValue))
    }

    /// Moves this view's vertical `guide` to `computeValue(dimensions)` from its top edge.
    @inlinable
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double)
        -> ModifiedContent<Self, AlignmentGuideModifier>
    {
        modifier(AlignmentGuideModifier(guide: .vertical(guide), computeValue: computeValue))
    }
}
