import LayoutModel

// What each view and modifier of the vocabulary builds. Rules that decide sizes and places
// live with the nodes (`Rules/`); here only the shape of the tree is decided, and inputs are
// cleaned (NaN, infinite and negative lengths clamped as documented in docs/ARCHITECTURE.md).

extension Builder {
    // MARK: Leaves

    func visitText(_ text: Text) {
        emitText(text, decoration: .none, path: nextPath())
    }

    /// Emits the node of `text` with what `decoration` folds into it.
    private func emitText(_ text: Text, decoration: TextDecoration, path: UInt64) {
        report(BadValues.font(text.font))
        report(BadValues.lineLimit(text.lineLimit))
        emit(
            engine.textNode(
                text.content, font: text.font ?? font, lineLimit: text.lineLimit ?? lineLimit,
                decoration: decoration, path: path))
    }

    func visitColor(_ color: Color) {
        emit(engine.node(.shape, path: nextPath()))
    }

    func visitShape(_ shape: ShapeView) {
        emit(engine.node(.shape, path: nextPath()))
    }

    func visitSpacer(_ spacer: Spacer) {
        let p = nextPath()
        let length = BadValues.spacerMinimum(spacer.minLength)
        report(length.bad)
        let node = engine.node(.spacer(minLength: length.length, axis: nil), path: p)
        // Rule 16: a spacer is sized after every other child of its stack.
        node.priority = -.infinity
        emit(node)
    }

    func visitTextField(_ field: TextField) {
        let p = nextPath()
        let f = field.font ?? font
        report(BadValues.font(field.font))
        emit(engine.node(.textField(idealWidth: f.width(of: field.title), height: f.lineHeight), path: p))
    }

    // MARK: Containers

    /// A stack's explicit spacing: negative spacing overlaps the children, as in SwiftUI; NaN
    /// and infinite spacing are reported and replaced by the automatic spacing (nil).
    func stackSpacing(_ spacing: Double?, of view: String) -> Double? {
        let cleaned = BadValues.spacing(spacing, of: view)
        report(cleaned.bad)
        return cleaned.spacing
    }

    func visitHStack<Content: View>(_ stack: HStack<Content>) {
        visitHStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    func visitVStack<Content: View>(_ stack: VStack<Content>) {
        visitVStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        let p = nextPath()
        emit(
            engine.node(
                .stack(
                    axis: .horizontal, crossAlignment: alignment.fraction,
                    spacing: stackSpacing(spacing, of: "HStack(spacing:")),
                path: p, children: collectChildren(p, content)))
    }

    func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        let p = nextPath()
        emit(
            engine.node(
                .stack(
                    axis: .vertical, crossAlignment: alignment.fraction,
                    spacing: stackSpacing(spacing, of: "VStack(spacing:")),
                path: p, children: collectChildren(p, content)))
    }

    func visitZStack<Content: View>(_ stack: ZStack<Content>) {
        let p = nextPath()
        emit(engine.node(.zstack(stack.alignment), path: p, children: collectChildren(p, stack.content)))
    }

    func visitButton<Label: View>(_ button: Button<Label>) {
        let p = nextPath()
        inScope(p, button.label)
    }

    func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let p = nextPath()
        let spec = GridSpec(
            alignment: grid.alignment,
            horizontalSpacing: uniformSpacing(grid.horizontalSpacing, of: "Grid(horizontalSpacing:"),
            verticalSpacing: uniformSpacing(grid.verticalSpacing, of: "Grid(verticalSpacing:"))
        let rows = collectChildren(p, grid.content).map { node -> Node in
            // A row stays a row under the passthrough nodes of modifiers with extras.
            if node.isGridRow { return node }
            return engine.node(.gridRow(nil), path: Builder.mix(node.path, 0xD), children: [node])
        }
        emit(engine.node(.grid(spec), path: p, children: rows))
    }

    func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        let p = nextPath()
        emit(engine.node(.gridRow(row.alignment), path: p, children: collectChildren(p, row.content)))
    }

    func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {
        let p = nextPath()
        let spec = LazyHGridSpec(
            rows: grid.rows, alignment: grid.alignment, spacing: uniformSpacing(grid.spacing, of: "LazyHGrid(spacing:"))
        emit(engine.node(.lazyHGrid(spec), path: p, children: collectChildren(p, grid.content)))
    }

    func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {
        let p = nextPath()
        emit(engine.node(.viewThatFits(view.axes), path: p, children: collectChildren(p, view.content)))
    }

    // MARK: Modifiers

    /// Emits a node of `kind` around each node `content` builds (see `each`).
    ///
    /// - Parameter keepingPriority: whether the new node shows its child's layout priority
    ///   to a stack (SwiftUI's `fixedSize` does; padding and frames do not).
    private func wrap<Content: View>(_ kind: Node.Kind, _ content: Content, keepingPriority: Bool = false) {
        let p = nextPath()
        for (i, child) in each(p, content).enumerated() {
            let node = engine.node(kind, path: Builder.eachPath(p, i), child: child)
            if keepingPriority { node.priority = child.priority }
            emit(node)
        }
    }

    /// The path of the modifier node around a list's `index`th view: the modifier's own path
    /// for the first (a single view's keeps the path it always had).
    static func eachPath(_ path: UInt64, _ index: Int) -> UInt64 {
        index == 0 ? path : mix(path, 0xF000 &+ UInt64(index))
    }

    /// Padding insets, NaN and infinite ones 0 and reported (negative ones shrink the view).
    private func paddingInsets(_ insets: EdgeInsets) -> EdgeInsets {
        let cleaned = BadValues.padding(insets)
        report(cleaned.bad)
        return cleaned.insets
    }

    func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {
        // A padded text, fixed in size or not, is one node (see `TextDecoration`).
        // Types compared first: a cast that fails costs more than the comparison.
        if Content.self == Text.self, let text = content as? Text {
            emitText(text, decoration: TextDecoration(insets: paddingInsets(modifier.insets)), path: nextPath())
        } else if Content.self == ModifiedContent<Text, FixedSizeModifier>.self,
            let fixed = content as? ModifiedContent<Text, FixedSizeModifier>
        {
            emitText(
                fixed.content,
                decoration: TextDecoration(
                    insets: paddingInsets(modifier.insets),
                    fixedWidth: fixed.modifier.horizontal,
                    fixedHeight: fixed.modifier.vertical),
                path: nextPath())
        } else {
            wrap(.padding(paddingInsets(modifier.insets)), content)
        }
    }

    func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {
        let lengths = BadValues.fixedFrame(width: modifier.width, height: modifier.height)
        report(lengths.bad)
        wrap(.frame(width: lengths.width, height: lengths.height, alignment: modifier.alignment), content)
    }

    func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {
        let normalised = BadValues.flexibleFrame(modifier)
        for bad in normalised.bad { report(bad) }
        wrap(.flexibleFrame(FlexibleFrame(normalised.frame)), content)
    }

    func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {
        if Content.self == Text.self, let text = content as? Text {
            // One node (see `visitPadding`).
            emitText(
                text, decoration: TextDecoration(fixedWidth: modifier.horizontal, fixedHeight: modifier.vertical),
                path: nextPath())
        } else {
            // SwiftUI's fixedSize keeps its child's layout priority.
            wrap(
                .fixedSize(horizontal: modifier.horizontal, vertical: modifier.vertical), content, keepingPriority: true
            )
        }
    }

    func visitBackground<Content: View, Secondary: View>(_ modifier: BackgroundModifier<Secondary>, content: Content) {
        visitBackground(alignment: modifier.alignment, secondary: modifier.secondary, content: content)
    }

    func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary,
        content: Content
    ) {
        visitSecondary(.background(alignment), secondary, content: content)
    }

    func visitOverlay<Content: View, Secondary: View>(_ modifier: OverlayModifier<Secondary>, content: Content) {
        visitOverlay(alignment: modifier.alignment, overlay: modifier.secondary, content: content)
    }

    func visitOverlay<Content: View, Secondary: View>(alignment: Alignment, overlay: Secondary, content: Content) {
        visitSecondary(.overlay(alignment), overlay, content: content)
    }

    /// A background or overlay (rule 9) around each view of `content` (rule 13, see `each`).
    /// The node keeps the primary view's layout priority: SwiftUI lays the modified view out
    /// as its primary view. Several secondary views stand in an implicit centred `ZStack`, as
    /// in SwiftUI.
    private func visitSecondary<Content: View, Secondary: View>(
        _ kind: Node.Kind, _ secondary: Secondary,
        content: Content
    ) {
        let p = nextPath()
        let primaries = each(Builder.mix(p, 1), content)
        guard !Builder.showsOnly(Secondary.self) else {
            for node in primaries { emit(node) }
            return
        }
        for (i, primary) in primaries.enumerated() {
            let path = Builder.eachPath(p, i)
            let shown = unary(Builder.mix(path, 2), secondary, combinedAs: .zstack(.center))
            let node = engine.node(kind, path: path, child: primary, secondary: shown)
            node.priority = primary.priority
            emit(node)
        }
    }

    /// Whether a view of type `V` is a plain shape or colour, which as a background or overlay
    /// has nothing anyone can read: no identifier, extra or reader, and a size and frame that
    /// follow the primary view's. Such a modifier makes no node at all: the primary view's node
    /// answers and is placed as the modifier's would be, and takes what is set on the modifier
    /// (an identifier, an extra; a second one wraps it, as on any node).
    static func showsOnly<V: View>(_ type: V.Type) -> Bool {
        V.self == Color.self || V.self == RoundedRectangle.self || V.self == Rectangle.self
            || V.self == Capsule.self || V.self == Circle.self || V.self == ShapeView.self
    }

    func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        let p = nextPath()
        let (priority, bad) = BadValues.layoutPriority(modifier.priority)
        report(bad)
        for node in each(p, content) {
            node.priority = priority
            emit(node)
        }
    }

    func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        let p = nextPath()
        let enclosing = nearestIdentifier
        nearestIdentifier = modifier.identifier
        let nodes = each(p, content)
        nearestIdentifier = enclosing
        for (i, built) in nodes.enumerated() {
            var node = built
            if node.identifier != nil {
                // An identifier is no layout: the stack still sees the view's priority.
                let priority = node.priority
                node = engine.node(.passthrough, path: Builder.mix(Builder.eachPath(p, i), 0xC), child: node)
                node.priority = priority
            }
            node.identifier = modifier.identifier
            emit(node)
        }
    }

    func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        let p = nextPath()
        let savedFont = font
        let savedLimit = lineLimit
        // A `Font` clamps a size that is no size to 0 where it is made; said here.
        report(BadValues.font(modifier.font))
        report(BadValues.lineLimit(modifier.lineLimit ?? nil))
        if let f = modifier.font { font = f }
        if let l = modifier.lineLimit { lineLimit = l }
        inScope(p, content)
        font = savedFont
        lineLimit = savedLimit
    }

    func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {
        visitCustomModifier(SameSizeLowering(modifier), content: content)
    }
}
