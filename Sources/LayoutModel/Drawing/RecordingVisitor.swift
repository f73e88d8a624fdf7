/// Passes every call on to the engine's visitor `inner`, with each view that draws something
/// identified and noted in the recorder, and every content wrapped so that the walk below it
/// is recorded too. Each view met takes the next child index of `context`.
struct RecordingVisitor<Inner: ViewVisitor>: ViewVisitor {
    var inner: Inner
    let context: DrawingContext
    private var count = 0

    init(inner: Inner, context: DrawingContext) {
        self.inner = inner
        self.context = context
    }

    /// The context of the next view met.
    private mutating func next() -> DrawingContext {
        defer { count += 1 }
        return context.child(count)
    }

    private func recorded<C: View>(_ content: C, _ context: DrawingContext) -> RecordingView<C> {
        RecordingView(content: content, context: context)
    }

    /// Notes a view that draws `content` and hands `view` to the engine with its identifier.
    private mutating func leaf<V: View>(
        _ view: V, _ content: DrawnView.Content, style: (inout DrawingStyle) -> Void = { _ in }
    ) {
        let here = next()
        var drawn = DrawnView(content, style: here.style)
        style(&drawn.style)
        here.recorder.note(drawn, at: here)
        inner.visitIdentifier(IdentifierModifier(identifier: here.identifier), content: view)
    }

    // MARK: Composite and transparent views

    mutating func visitComposite<V: View>(_ view: V) {
        inner.visitComposite(RecordedComposite(view: view, context: next()))
    }

    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        inner.visitComposite(RecordedModifier(content: content, modifier: modifier, context: next()))
    }

    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) {
        inner.visitElement(idHash: idHash, recorded(content, next()))
    }

    mutating func visitGroup<Content: View>(_ content: Content) {
        inner.visitGroup(recorded(content, next()))
    }

    // MARK: Views that draw

    mutating func visitText(_ text: Text) {
        leaf(text, .text(text.content)) { style in
            if let font = text.font { style.font = font }
            if let limit = text.lineLimit { style.lineLimit = limit }
        }
    }

    mutating func visitColor(_ color: Color) { leaf(color, .color(color)) }

    mutating func visitShape(_ shape: ShapeView) { leaf(shape, .shape(shape.kind, fill: shape.fill)) }

    mutating func visitTextField(_ field: TextField) {
        leaf(field, .textField(title: field.title)) { style in
            if let font = field.font { style.font = font }
        }
    }

    mutating func visitDivider(_ divider: Divider) { leaf(divider, .color(Color(white: 0.78))) }

    mutating func visitImage(_ image: Image) { leaf(image, .image(name: image.name)) }

    mutating func visitSpacer(_ spacer: Spacer) {
        count += 1
        inner.visitSpacer(spacer)
    }

    // MARK: Containers

    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {
        visitHStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {
        visitVStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        inner.visitHStack(alignment: alignment, spacing: spacing, content: recorded(content, next()))
    }

    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        inner.visitVStack(alignment: alignment, spacing: spacing, content: recorded(content, next()))
    }

    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {
        let content = recorded(stack.content, next())
        inner.visitZStack(ZStack(alignment: stack.alignment) { content })
    }

    mutating func visitButton<Label: View>(_ button: Button<Label>) {
        var here = next()
        here.style.isButtonLabel = true
        let label = recorded(button.label, here)
        inner.visitButton(Button(action: button.action) { label })
    }

    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let content = recorded(grid.content, next())
        inner.visitGrid(
            Grid(
                alignment: grid.alignment, horizontalSpacing: grid.horizontalSpacing,
                verticalSpacing: grid.verticalSpacing
            ) { content })
    }

    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        let content = recorded(row.content, next())
        inner.visitGridRow(GridRow(alignment: row.alignment) { content })
    }

    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {
        let content = recorded(grid.content, next())
        inner.visitLazyHGrid(LazyHGrid(rows: grid.rows, alignment: grid.alignment, spacing: grid.spacing) { content })
    }

    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {
        let content = recorded(view.content, next())
        inner.visitViewThatFits(ViewThatFits(in: view.axes) { content })
    }

    mutating func visitScrollView<Content: View>(_ view: ScrollView<Content>) {
        let content = recorded(view.content, next())
        inner.visitScrollView(ScrollView(view.axes, showsIndicators: view.showsIndicators) { content })
    }

    mutating func visitLazyVStack<Content: View>(_ stack: LazyVStack<Content>) {
        let content = recorded(stack.content, next())
        inner.visitLazyVStack(LazyVStack(alignment: stack.alignment, spacing: stack.spacing) { content })
    }

    mutating func visitLazyHStack<Content: View>(_ stack: LazyHStack<Content>) {
        let content = recorded(stack.content, next())
        inner.visitLazyHStack(LazyHStack(alignment: stack.alignment, spacing: stack.spacing) { content })
    }

    // MARK: Modifiers

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {
        inner.visitPadding(modifier, content: recorded(content, next()))
    }

    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {
        inner.visitFrame(modifier, content: recorded(content, next()))
    }

    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {
        inner.visitFlexibleFrame(modifier, content: recorded(content, next()))
    }

    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {
        inner.visitFixedSize(modifier, content: recorded(content, next()))
    }

    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>,
        content: Content
    ) {
        visitBackground(alignment: modifier.alignment, secondary: modifier.secondary, content: content)
    }

    mutating func visitOverlay<Content: View, Secondary: View>(
        _ modifier: OverlayModifier<Secondary>,
        content: Content
    ) {
        visitOverlay(alignment: modifier.alignment, overlay: modifier.secondary, content: content)
    }

    mutating func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary,
        content: Content
    ) {
        let here = next()
        inner.visitBackground(
            alignment: alignment, secondary: recorded(secondary, here.layer(0)),
            content: recorded(content, here.layer(1)))
    }

    mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary,
        content: Content
    ) {
        let here = next()
        inner.visitOverlay(
            alignment: alignment, overlay: recorded(overlay, here.layer(2)),
            content: recorded(content, here.layer(1)))
    }

    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        inner.visitLayoutPriority(modifier, content: recorded(content, next()))
    }

    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        inner.visitIdentifier(modifier, content: recorded(content, next()))
    }

    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        var here = next()
        if let font = modifier.font { here.style.font = font }
        if let limit = modifier.lineLimit { here.style.lineLimit = limit }
        inner.visitTextStyle(modifier, content: recorded(content, here))
    }

    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {
        inner.visitSameSize(modifier, content: recorded(content, next()))
    }

    mutating func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content) {
        inner.visitOffset(modifier, content: recorded(content, next()))
    }

    mutating func visitPosition<Content: View>(_ modifier: PositionModifier, content: Content) {
        inner.visitPosition(modifier, content: recorded(content, next()))
    }

    mutating func visitAspectRatio<Content: View>(_ modifier: AspectRatioModifier, content: Content) {
        inner.visitAspectRatio(modifier, content: recorded(content, next()))
    }

    mutating func visitAlignmentGuide<Content: View>(_ modifier: AlignmentGuideModifier, content: Content) {
        inner.visitAlignmentGuide(modifier, content: recorded(content, next()))
    }

    /// A drawing modifier: its attribute joins the style of the views below. A corner radius
    /// and a border need the modified view's own frame, so that view is identified.
    mutating func visitAppearance<Content: View>(_ modifier: AppearanceModifier, content: Content) {
        var here = next()
        switch modifier.appearance {
        case .opacity(let opacity): here.style.opacity *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        case .foregroundColor(let color): here.style.foreground = color
        case .multilineTextAlignment(let alignment): here.style.textAlignment = alignment
        case .hidden: here.style.isHidden = true
        case .secureEntry: here.style.isSecure = true
        case .stroke(let color, let lineWidth):
            here.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: lineWidth)
        case .cornerRadius(let radius):
            here.recorder.noteClip(radius: radius, at: here)
            var inside = here.layer(1)
            inside.style.clips.append(here.identifier)
            let modified = ModifiedContent(content: recorded(content, inside), modifier: modifier)
            inner.visitIdentifier(IdentifierModifier(identifier: here.identifier), content: modified)
            return
        case .border(let color, let width):
            let border = here.layer(2)
            border.recorder.note(DrawnView(.border(color, width: width), style: here.style), at: border)
            let modified = ModifiedContent(content: recorded(content, here.layer(1)), modifier: modifier)
            inner.visitIdentifier(IdentifierModifier(identifier: border.identifier), content: modified)
            return
        case .slider(let fraction):
            here.recorder.note(DrawnView(.slider(fraction: fraction), style: here.style), at: here)
            var track = here.layer(1)
            track.style.isHidden = true
            let modified = ModifiedContent(content: recorded(content, track), modifier: modifier)
            inner.visitIdentifier(IdentifierModifier(identifier: here.identifier), content: modified)
            return
        case .monospacedDigit, .textFieldStyle, .zIndex:
            break
        }
        inner.visitAppearance(modifier, content: recorded(content, here))
    }

    // MARK: Views and modifiers of other modules

    mutating func visitExtension<V: View>(_ view: V) {
        let here = next()
        guard let mapping = view as? any DrawingContentMapping else { return inner.visitExtension(view) }
        // The content is recorded under its own index each time it is made.
        mapping.mappingContent { content in AnyView(RecordingView(content: content, context: here)) }.accept(&inner)
    }

    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier,
        content: Content
    ) {
        inner.visitExtensionModifier(modifier, content: recorded(content, next()))
    }
}
