/// A walk over a view that notes the boxes of the type-erased views it holds, without entering
/// them: how a released ``AnyViewBox`` finds the boxes to release after it.
///
/// It enters every container and modifier of the vocabulary, and the content of a user's or an
/// engine's modifier. It runs no user code: a composite's body is not evaluated and a
/// `ForEach`'s closures are not called (`ForEach` and `AnyView` recognise this walk by its
/// type). So boxes kept in a user's own view type or in a closure are not found.
struct NestedBoxFinder: ViewVisitor {
    /// Where the boxes found go, each retained once more.
    let pending: PendingBoxes

    /// Notes the box an `AnyView` keeps its view in; an engine's own object is the engine's
    /// to release.
    func note(_ storage: any ViewObject) {
        if let box = storage as? ErasedViewBox { pending.boxes.append(box) }
    }

    mutating func visitComposite<V: View>(_ view: V) {}
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) { content.accept(&self) }

    mutating func visitText(_ text: Text) {}
    mutating func visitColor(_ color: Color) {}
    mutating func visitShape(_ shape: ShapeView) {}
    mutating func visitSpacer(_ spacer: Spacer) {}
    mutating func visitTextField(_ field: TextField) {}

    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) { stack.content.accept(&self) }
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) { stack.content.accept(&self) }
    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        content.accept(&self)
    }
    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        content.accept(&self)
    }
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) { stack.content.accept(&self) }
    mutating func visitButton<Label: View>(_ button: Button<Label>) { button.label.accept(&self) }
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) { grid.content.accept(&self) }
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) { row.content.accept(&self) }
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { grid.content.accept(&self) }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { view.content.accept(&self) }

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) { content.accept(&self) }
    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) { content.accept(&self) }
    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>, content: Content
    ) {
        content.accept(&self)
        modifier.secondary.accept(&self)
    }
    mutating func visitOverlay<Content: View, Secondary: View>(
        _ modifier: OverlayModifier<Secondary>, content: Content
    ) {
        content.accept(&self)
        modifier.secondary.accept(&self)
    }
    mutating func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary, content: Content
    ) {
        content.accept(&self)
        secondary.accept(&self)
    }
    mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary, content: Content
    ) {
        content.accept(&self)
        overlay.accept(&self)
    }
    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) { content.accept(&self) }

    mutating func visitScrollView<Content: View>(_ view: ScrollView<Content>) { view.content.accept(&self) }
    mutating func visitLazyVStack<Content: View>(_ stack: LazyVStack<Content>) { stack.content.accept(&self) }
    mutating func visitLazyHStack<Content: View>(_ stack: LazyHStack<Content>) { stack.content.accept(&self) }

    mutating func visitExtension<V: View>(_ view: V) {}
    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content)
    {
        content.accept(&self)
    }
}
