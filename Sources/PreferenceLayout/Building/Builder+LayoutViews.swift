import LayoutModel

// What the layout modifiers and views beyond the basic vocabulary build: each a node of the
// custom-layout kind (see `Rules/Offset.swift`, `Rules/Position.swift`, `Rules/AspectRatio.swift`,
// `Rules/AlignmentGuides.swift`, `Rules/Divider.swift`, `Rules/Image.swift`, `Rules/ScrollView.swift`,
// `Rules/LazyStack.swift`).
// `hidden()` and `zIndex(_:)` change no layout and build nothing (the protocol's defaults).

extension Builder {
    /// Emits a node of `box` around each node `content` builds (rule 13: on a `Group` in a
    /// list, around each of its views; see `each`).
    private func wrap<Content: View>(_ box: ModifierLayoutBox, _ content: Content, keepsPriority: Bool) {
        let p = nextPath()
        for (i, child) in each(p, content).enumerated() {
            let node = engine.node(.custom(box), path: Builder.eachPath(p, i), children: [child])
            // A render effect or a guide is no layout of its own: the stack sees the view's priority.
            if keepsPriority { node.priority = child.priority }
            emit(node)
        }
    }

    func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content) {
        let point = BadValues.point(x: modifier.x, y: modifier.y, of: "offset")
        report(point.bad)
        wrap(OffsetBox(x: point.x, y: point.y), content, keepsPriority: true)
    }

    func visitPosition<Content: View>(_ modifier: PositionModifier, content: Content) {
        let point = BadValues.point(x: modifier.x, y: modifier.y, of: "position")
        report(point.bad)
        wrap(PositionBox(x: point.x, y: point.y), content, keepsPriority: false)
    }

    func visitAspectRatio<Content: View>(_ modifier: AspectRatioModifier, content: Content) {
        wrap(AspectRatioBox(modifier), content, keepsPriority: false)
    }

    func visitAlignmentGuide<Content: View>(_ modifier: AlignmentGuideModifier, content: Content) {
        engine.hasAlignmentGuides = true
        wrap(AlignmentGuideBox(modifier), content, keepsPriority: true)
    }

    func visitDivider(_ divider: Divider) {
        emit(engine.node(.custom(DividerBox()), path: nextPath()))
    }

    func visitImage(_ image: Image) {
        emit(engine.node(.custom(ImageBox(image)), path: nextPath()))
    }

    func visitScrollView<Content: View>(_ view: ScrollView<Content>) {
        let p = nextPath()
        // Several views are an implicit vertical stack, on either axis, as in SwiftUI.
        emit(engine.node(.custom(ScrollViewBox(axes: view.axes)), path: p, children: [single(p, view.content)]))
    }

    /// Emits a lazy stack of `content`, its spacers given its axis as a stack's are (after the
    /// node is made, which settles them as outside a stack; a reused spacer keeps it).
    private func emitLazyStack<Content: View>(_ content: Content, axis: Axis, alignment: Double, spacing: Double?) {
        let p = nextPath()
        let name = axis == .vertical ? "LazyVStack(spacing:" : "LazyHStack(spacing:"
        let box = LazyStackBox(axis: axis, crossAlignment: alignment, spacing: uniformSpacing(spacing, of: name))
        let node = engine.node(.custom(box), path: p, children: collect(p, content))
        for c in node.children { engine.settleSpacer(in: c, axis) }
        emit(node)
    }

    func visitLazyVStack<Content: View>(_ stack: LazyVStack<Content>) {
        emitLazyStack(stack.content, axis: .vertical, alignment: stack.alignment.fraction, spacing: stack.spacing)
    }

    func visitLazyHStack<Content: View>(_ stack: LazyHStack<Content>) {
        emitLazyStack(stack.content, axis: .horizontal, alignment: stack.alignment.fraction, spacing: stack.spacing)
    }
}
