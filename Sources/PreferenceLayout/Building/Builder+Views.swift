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
    private func emitText(_ text: Text, decoration: TextDecoration, path p: UInt64) {
        emit(engine.textNode(text.content, font: text.font ?? font, lineLimit: text.lineLimit ?? lineLimit,
                             decoration: decoration, path: p))
    }

    func visitColor(_ color: Color) {
        emit(engine.node(.shape, path: nextPath()))
    }

    func visitShape(_ shape: ShapeView) {
        emit(engine.node(.shape, path: nextPath()))
    }

    func visitSpacer(_ spacer: Spacer) {
        let p = nextPath()
        let length = spacer.minLength.map { $0.isFinite && $0 > 0 ? $0 : 0 } ?? Spacer.defaultMinLength
        emit(engine.node(.spacer(minLength: length, axis: nil), path: p))
    }

    func visitTextField(_ field: TextField) {
        let p = nextPath()
        let f = field.font ?? font
        emit(engine.node(.textField(idealWidth: f.width(of: field.title), height: f.lineHeight), path: p))
    }

    // MARK: Containers

    static func cleanSpacing(_ s: Double?) -> Double {
        guard let s else { return defaultSpacing }
        return s.isFinite && s > 0 ? s : 0
    }

    static func fraction(_ a: HorizontalAlignment) -> Double {
        switch a { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }

    static func fraction(_ a: VerticalAlignment) -> Double {
        switch a { case .top: 0; case .center: 0.5; case .bottom: 1 }
    }

    func visitHStack<Content: View>(_ s: HStack<Content>) {
        visitHStack(alignment: s.alignment, spacing: s.spacing, content: s.content)
    }

    func visitVStack<Content: View>(_ s: VStack<Content>) {
        visitVStack(alignment: s.alignment, spacing: s.spacing, content: s.content)
    }

    func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        let p = nextPath()
        emit(engine.node(.stack(axis: .horizontal, crossAlignment: Builder.fraction(alignment),
                                spacing: Builder.cleanSpacing(spacing)),
                         path: p, children: collect(p, content)))
    }

    func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        let p = nextPath()
        emit(engine.node(.stack(axis: .vertical, crossAlignment: Builder.fraction(alignment),
                                spacing: Builder.cleanSpacing(spacing)),
                         path: p, children: collect(p, content)))
    }

    func visitZStack<Content: View>(_ s: ZStack<Content>) {
        let p = nextPath()
        emit(engine.node(.zstack(s.alignment), path: p, children: collect(p, s.content)))
    }

    func visitButton<Label: View>(_ button: Button<Label>) {
        let p = nextPath()
        inScope(p, button.label)
    }

    func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let p = nextPath()
        let spec = GridSpec(alignment: grid.alignment,
                            horizontalSpacing: Builder.cleanSpacing(grid.horizontalSpacing),
                            verticalSpacing: Builder.cleanSpacing(grid.verticalSpacing))
        let rows = collect(p, grid.content).map { node -> Node in
            // A row stays a row under the passthrough nodes of modifiers with extras.
            if node.isGridRow { return node }
            return engine.node(.gridRow(nil), path: Builder.mix(node.path, 0xD), children: [node])
        }
        emit(engine.node(.grid(spec), path: p, children: rows))
    }

    func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        let p = nextPath()
        emit(engine.node(.gridRow(row.alignment), path: p, children: collect(p, row.content)))
    }

    func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {
        let p = nextPath()
        let spec = LazyHGridSpec(rows: grid.rows, alignment: grid.alignment, spacing: Builder.cleanSpacing(grid.spacing))
        emit(engine.node(.lazyHGrid(spec), path: p, children: collect(p, grid.content)))
    }

    func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {
        let p = nextPath()
        emit(engine.node(.viewThatFits(view.axes), path: p, children: collect(p, view.content)))
    }

    // MARK: Modifiers

    /// Emits a node of `kind` around the single node `content` builds.
    private func wrap<Content: View>(_ kind: Node.Kind, _ content: Content) {
        let p = nextPath()
        emit(engine.node(kind, path: p, child: single(p, content)))
    }

    func visitPadding<Content: View>(_ m: PaddingModifier, content: Content) {
        // A padded text, fixed in size or not, is one node (see `TextDecoration`).
        // Types compared first: a cast that fails costs more than the comparison.
        if Content.self == Text.self, let text = content as? Text {
            emitText(text, decoration: TextDecoration(insets: Builder.cleanInsets(m.insets)), path: nextPath())
        } else if Content.self == ModifiedContent<Text, FixedSizeModifier>.self,
                  let fixed = content as? ModifiedContent<Text, FixedSizeModifier> {
            emitText(fixed.content, decoration: TextDecoration(insets: Builder.cleanInsets(m.insets),
                                                               fixedWidth: fixed.modifier.horizontal),
                     path: nextPath())
        } else {
            wrap(.padding(Builder.cleanInsets(m.insets)), content)
        }
    }

    /// NaN, infinite and negative insets become 0.
    static func cleanInsets(_ insets: EdgeInsets) -> EdgeInsets {
        insets.sanitized
    }

    static func cleanLength(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return max(0, v)
    }

    func visitFrame<Content: View>(_ m: FrameModifier, content: Content) {
        wrap(.frame(width: Builder.cleanLength(m.width), height: Builder.cleanLength(m.height), alignment: m.alignment),
             content)
    }

    func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {
        wrap(.flexibleFrame(FlexibleFrame(FlexibleFrameModifier.sanitized(m))), content)
    }

    func visitFixedSize<Content: View>(_ m: FixedSizeModifier, content: Content) {
        if Content.self == Text.self, let text = content as? Text {
            // One node (see `visitPadding`).
            emitText(text, decoration: TextDecoration(fixedWidth: m.horizontal), path: nextPath())
        } else {
            wrap(.fixedSize(horizontal: m.horizontal, vertical: m.vertical), content)
        }
    }

    func visitBackground<Content: View, Secondary: View>(_ m: BackgroundModifier<Secondary>, content: Content) {
        visitBackground(alignment: m.alignment, secondary: m.secondary, content: content)
    }

    func visitBackground<Content: View, Secondary: View>(alignment: Alignment, secondary: Secondary,
                                                         content: Content) {
        let p = nextPath()
        guard !Builder.showsOnly(Secondary.self) else {
            emit(single(Builder.mix(p, 1), content))
            return
        }
        let primary = single(Builder.mix(p, 1), content)
        emit(engine.node(.background(alignment), path: p, child: primary, secondary: single(Builder.mix(p, 2), secondary)))
    }

    func visitOverlay<Content: View, Secondary: View>(_ m: OverlayModifier<Secondary>, content: Content) {
        visitOverlay(alignment: m.alignment, overlay: m.secondary, content: content)
    }

    func visitOverlay<Content: View, Secondary: View>(alignment: Alignment, overlay: Secondary, content: Content) {
        let p = nextPath()
        guard !Builder.showsOnly(Secondary.self) else {
            emit(single(Builder.mix(p, 1), content))
            return
        }
        let primary = single(Builder.mix(p, 1), content)
        emit(engine.node(.overlay(alignment), path: p, child: primary, secondary: single(Builder.mix(p, 2), overlay)))
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

    func visitLayoutPriority<Content: View>(_ m: LayoutPriorityModifier, content: Content) {
        let p = nextPath()
        let node = single(p, content)
        node.priority = m.priority.isNaN ? 0 : m.priority
        emit(node)
    }

    func visitIdentifier<Content: View>(_ m: IdentifierModifier, content: Content) {
        let p = nextPath()
        let enclosing = nearestIdentifier
        nearestIdentifier = m.identifier
        var node = single(p, content)
        nearestIdentifier = enclosing
        if node.identifier != nil {
            // An identifier is no layout: the stack still sees the view's priority.
            let priority = node.priority
            node = engine.node(.passthrough, path: Builder.mix(p, 0xC), child: node)
            node.priority = priority
        }
        node.identifier = m.identifier
        emit(node)
    }

    func visitTextStyle<Content: View>(_ m: TextStyleModifier, content: Content) {
        let p = nextPath()
        let savedFont = font, savedLimit = lineLimit
        if let f = m.font { font = Font(face: f.face, size: f.size.isFinite && f.size > 0 ? f.size : 0) }
        if let l = m.lineLimit { lineLimit = l }
        inScope(p, content)
        font = savedFont
        lineLimit = savedLimit
    }

    func visitSameSize<Content: View>(_ m: SameSizeModifier, content: Content) {
        visitComposite(SameSizeLowering(content: content, modifier: m))
    }
}
