import LayoutModel

/// Counts the views at the top of a view's list without building them: 1 for a view or a
/// modified view, the number of items for a `Group`, a tuple or a `ForEach` (lists are
/// entered, nothing else is). Rule 22 needs it where one view is expected (the root, a
/// background's view): a list of several there stands in an implicit container, and its items
/// are built as a list's, where a modifier on a `Group` applies to each view (rule 13).
///
/// No body is evaluated; a `ForEach`'s element closure runs, as it does when the view is built.
struct TopLevelViewCount: ViewVisitor {
    private(set) var count = 0
    /// Whether the top of the list is a `ForEach`: a list whose length SwiftUI does not know
    /// before it is built, which stands in an implicit container even with one element.
    private(set) var hasDynamicList = false

    /// The number of views at the top of `view`'s list.
    ///
    /// - Complexity: O(items of the top-level lists).
    static func of<V: View>(_ view: V) -> Int {
        counting(view).count
    }

    /// The count of `view`'s top-level views, and whether a `ForEach` is among them.
    static func counting<V: View>(_ view: V) -> TopLevelViewCount {
        var counter = TopLevelViewCount()
        view.accept(&counter)
        return counter
    }

    mutating func visitComposite<V: View>(_ view: V) { count += 1 }
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        count += 1
    }
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) {
        hasDynamicList = true
        content.accept(&self)
    }

    mutating func visitText(_ text: Text) { count += 1 }
    mutating func visitColor(_ color: Color) { count += 1 }
    mutating func visitShape(_ shape: ShapeView) { count += 1 }
    mutating func visitSpacer(_ spacer: Spacer) { count += 1 }
    mutating func visitTextField(_ field: TextField) { count += 1 }

    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) { count += 1 }
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) { count += 1 }
    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        count += 1
    }
    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        count += 1
    }
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) { count += 1 }
    mutating func visitButton<Label: View>(_ button: Button<Label>) { count += 1 }
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) { count += 1 }
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) { count += 1 }
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { count += 1 }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { count += 1 }

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) { count += 1 }
    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) { count += 1 }
    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {
        count += 1
    }
    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) { count += 1 }
    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>,
        content: Content
    ) { count += 1 }
    mutating func visitOverlay<Content: View, Secondary: View>(
        _ modifier: OverlayModifier<Secondary>,
        content: Content
    ) { count += 1 }
    mutating func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary,
        content: Content
    ) { count += 1 }
    mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary,
        content: Content
    ) { count += 1 }
    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        count += 1
    }
    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) { count += 1 }
    /// A font or line limit: this engine passes it down without a node, so a list under it
    /// stays a list.
    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) { count += 1 }

    mutating func visitExtension<V: View>(_ view: V) { count += 1 }
    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier,
        content: Content
    ) { count += 1 }
}
