// Plain methods, `self` borrowed: a view in a `let` or in a `borrowing` parameter is modified
// as it is, and the modified view holds a copy (a few retains, as SwiftUI's own modifiers).
extension View {
    /// Pads every edge by 16 points.
    @inlinable
    public func padding() -> ModifiedContent<Self, PaddingModifier> {
        padding(.all, nil)
    }

    /// Pads every edge by `length`.
    @inlinable
    public func padding(_ length: Double) -> ModifiedContent<Self, PaddingModifier> {
        padding(.all, length)
    }

    /// Pads `edges` by `length` (16 when nil).
    @inlinable
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, PaddingModifier> {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Pads by `insets`.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(insets: insets))
    }

    /// A fixed frame (rule 3); nil axes take the child's length.
    @inlinable
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, FrameModifier>
    {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame (rule 4).
    @inlinable
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, FlexibleFrameModifier> {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                alignment: alignment))
    }

    /// The ideal size on both axes (rule 5).
    @inlinable
    public func fixedSize() -> ModifiedContent<Self, FixedSizeModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The ideal size on the chosen axes (rule 5).
    @inlinable
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, FixedSizeModifier> {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// `content` behind this view, offered this view's size (rule 9).
    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, BackgroundModifier<V>>
    {
        modifier(BackgroundModifier(alignment: alignment, secondary: content()))
    }

    /// `view` behind this view, offered this view's size (rule 9).
    @inlinable
    public func background<V: View>(_ view: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, BackgroundModifier<V>>
    {
        modifier(BackgroundModifier(alignment: alignment, secondary: view))
    }

    /// `color` behind this view, filling this view's size (rule 9): `.background(.blue)`.
    @inlinable
    public func background(_ color: Color, alignment: Alignment = .center)
        -> ModifiedContent<Self, BackgroundModifier<Color>>
    {
        modifier(BackgroundModifier(alignment: alignment, secondary: color))
    }

    /// `content` in front of this view, offered this view's size (rule 9).
    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, OverlayModifier<V>>
    {
        modifier(OverlayModifier(alignment: alignment, secondary: content()))
    }

    /// `view` in front of this view, offered this view's size (rule 9).
    @inlinable
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, OverlayModifier<V>>
    {
        modifier(OverlayModifier(alignment: alignment, secondary: view))
    }

    /// `color` in front of this view, filling this view's size (rule 9): `.overlay(.red)`.
    @inlinable
    public func overlay(_ color: Color, alignment: Alignment = .center)
        -> ModifiedContent<Self, OverlayModifier<Color>>
    {
        modifier(OverlayModifier(alignment: alignment, secondary: color))
    }

    /// The priority with which an enclosing stack offers space (rule 7).
    @inlinable
    public func layoutPriority(_ priority: Double) -> ModifiedContent<Self, LayoutPriorityModifier> {
        modifier(LayoutPriorityModifier(priority: priority))
    }

    /// Names this view; its frame is reported under `identifier` after layout.
    @inlinable
    public func id(_ identifier: String) -> ModifiedContent<Self, IdentifierModifier> {
        modifier(IdentifierModifier(identifier: identifier))
    }

    /// The font of every text in this view.
    @inlinable
    public func font(_ font: Font) -> ModifiedContent<Self, TextStyleModifier> {
        modifier(TextStyleModifier(font: font))
    }

    /// The default face at `size` points for every text in this view.
    @inlinable
    public func font(size: Double) -> ModifiedContent<Self, TextStyleModifier> {
        font(Font(size: size))
    }

    /// The line limit of every text in this view.
    @inlinable
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, TextStyleModifier> {
        modifier(TextStyleModifier(lineLimit: .some(limit)))
    }

    /// Makes this view as wide as the widest natural width in `group`, aligned inside.
    @inlinable
    public func sameWidth(in group: LayoutGroup, alignment: Alignment = .center)
        -> ModifiedContent<Self, SameSizeModifier>
    {
        modifier(SameSizeModifier(group: group, axis: .horizontal, alignment: alignment))
    }

    /// Makes this view as tall as the tallest natural height in `group`, aligned inside.
    @inlinable
    public func sameHeight(in group: LayoutGroup, alignment: Alignment = .center)
        -> ModifiedContent<Self, SameSizeModifier>
    {
        modifier(SameSizeModifier(group: group, axis: .vertical, alignment: alignment))
    }
}
