/// An engine-neutral walk over a view tree.
///
/// Each primitive view of the vocabulary calls exactly one method when accepted; composite
/// views call ``visitComposite(_:)``. Lists (tuples, `Group`, optionals, conditionals,
/// `AnyView`) are transparent: they accept their children in order. An engine typically keeps
/// its own "current parent" while it accepts a container's `content`.
///
/// Views defined by an engine module (for example a geometry reader) call
/// ``visitExtension(_:)`` or ``visitExtensionModifier(_:content:)``; another engine that does
/// not know them gets the defaults, which visit nothing.
public protocol ViewVisitor {
    /// A view with a `body` (user views and `ViewModifier`-free composites).
    mutating func visitComposite<V: View>(_ view: V)
    /// `content.modifier(modifier)` for a user-defined `ViewModifier`.
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, content: Content)
    /// One element of a `ForEach`, with the hash of its identifier.
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content)
    /// A `Group`'s content (the default accepts it: a group is a list, no container). An
    /// engine that lays out a root `Group` as a window does, as a vertical stack, needs it.
    mutating func visitGroup<Content: View>(_ content: Content)

    mutating func visitText(_ text: Text)
    mutating func visitColor(_ color: Color)
    mutating func visitShape(_ shape: ShapeView)
    mutating func visitSpacer(_ spacer: Spacer)
    mutating func visitTextField(_ field: TextField)

    mutating func visitHStack<Content: View>(_ stack: HStack<Content>)
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>)
    /// An `HStack`'s parts, as the stack passes them (the default rebuilds the stack and calls
    /// ``visitHStack(_:)``). An engine that implements this one need not read the fields of a
    /// generic stack, which costs unspecialised code a runtime lookup of the stack's type at
    /// every stack visited.
    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content)
    /// A `VStack`'s parts, as the stack passes them (the default rebuilds the stack and calls
    /// ``visitVStack(_:)``).
    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content)
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>)
    mutating func visitButton<Label: View>(_ button: Button<Label>)
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>)
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>)
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>)
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>)
    /// A `Divider` (the default treats it as a view of another engine).
    mutating func visitDivider(_ divider: Divider)
    /// An `Image` (the default treats it as a view of another engine).
    mutating func visitImage(_ image: Image)
    /// A `ScrollView` (the default treats it as a view of another engine).
    mutating func visitScrollView<Content: View>(_ view: ScrollView<Content>)
    /// A `LazyVStack` (the default treats it as a view of another engine).
    mutating func visitLazyVStack<Content: View>(_ stack: LazyVStack<Content>)
    /// A `LazyHStack` (the default treats it as a view of another engine).
    mutating func visitLazyHStack<Content: View>(_ stack: LazyHStack<Content>)

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content)
    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content)
    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content)
    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content)
    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>, content: Content)
    mutating func visitOverlay<Content: View, Secondary: View>(
        _ modifier: OverlayModifier<Secondary>, content: Content)
    /// A `BackgroundModifier`'s parts, as the modifier passes them (the default rebuilds the
    /// modifier and calls ``visitBackground(_:content:)``). An engine that implements this one
    /// need not read the fields of a generic modifier, which costs unspecialised code a
    /// runtime lookup of the modifier's type.
    mutating func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary, content: Content)
    /// An `OverlayModifier`'s parts, as the modifier passes them (the default rebuilds the
    /// modifier and calls ``visitOverlay(_:content:)``).
    mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary, content: Content)
    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content)
    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content)
    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content)
    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content)
    /// A drawing attribute (opacity, colours, corners, borders, text alignment, …) that leaves
    /// layout unchanged. The default accepts `content` as if the modifier were not there, so an
    /// engine that only lays out needs nothing more; a visitor that draws reads the attribute.
    mutating func visitAppearance<Content: View>(_ modifier: AppearanceModifier, content: Content)
    /// `offset(x:y:)` (the default accepts the content: layout is the same without it).
    mutating func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content)
    /// `position(x:y:)` (the default treats it as a modifier of another engine).
    mutating func visitPosition<Content: View>(_ modifier: PositionModifier, content: Content)
    /// `aspectRatio(_:contentMode:)` (the default treats it as a modifier of another engine).
    mutating func visitAspectRatio<Content: View>(_ modifier: AspectRatioModifier, content: Content)
    /// `alignmentGuide(_:computeValue:)` (the default treats it as a modifier of another engine).
    mutating func visitAlignmentGuide<Content: View>(_ modifier: AlignmentGuideModifier, content: Content)

    /// A primitive view defined outside this module.
    mutating func visitExtension<V: View>(_ view: V)
    /// A primitive modifier defined outside this module.
    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, content: Content)
}

extension ViewVisitor {
    public mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        visitHStack(HStack(alignment: alignment, spacing: spacing) { content })
    }

    public mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content)
    {
        visitVStack(VStack(alignment: alignment, spacing: spacing) { content })
    }

    public mutating func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary, content: Content
    ) {
        visitBackground(BackgroundModifier(alignment: alignment, secondary: secondary), content: content)
    }

    public mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary, content: Content
    ) {
        visitOverlay(OverlayModifier(alignment: alignment, secondary: overlay), content: content)
    }

    public mutating func visitAppearance<Content: View>(_ modifier: AppearanceModifier, content: Content) {
        content.accept(&self)
    }

    public mutating func visitGroup<Content: View>(_ content: Content) {
        content.accept(&self)
    }

    public mutating func visitDivider(_ divider: Divider) { visitExtension(divider) }
    public mutating func visitImage(_ image: Image) { visitExtension(image) }
    public mutating func visitScrollView<Content: View>(_ view: ScrollView<Content>) { visitExtension(view) }
    public mutating func visitLazyVStack<Content: View>(_ stack: LazyVStack<Content>) { visitExtension(stack) }
    public mutating func visitLazyHStack<Content: View>(_ stack: LazyHStack<Content>) { visitExtension(stack) }

    public mutating func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content) {
        content.accept(&self)
    }
    public mutating func visitPosition<Content: View>(_ modifier: PositionModifier, content: Content) {
        visitExtensionModifier(modifier, content: content)
    }
    public mutating func visitAspectRatio<Content: View>(_ modifier: AspectRatioModifier, content: Content) {
        visitExtensionModifier(modifier, content: content)
    }
    public mutating func visitAlignmentGuide<Content: View>(_ modifier: AlignmentGuideModifier, content: Content) {
        visitExtensionModifier(modifier, content: content)
    }

    public mutating func visitExtension<V: View>(_ view: V) {}
    public mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier, content: Content
    ) {}
}
