import LayoutModel

/// Writes a LayoutModel view tree as a ``ViewSpec``: the way back from Swift views to the
/// scenario file format, so a tree written with the DSL can be shared as a file.
///
/// Composite views and user modifiers are described by their bodies. A `Group` without
/// modifiers leaves its views to its parent (it is no container); one with modifiers becomes a
/// `group`. `ForEach` and `AnyView` are transparent. A view the shared vocabulary has no
/// words for (a `GeometryReader`, a preference, a `Circle`, a custom colour) is an error
/// naming it and where it is.
package enum ViewDescriber {
    /// Why a view cannot be written as data.
    package struct Unsupported: Error, Hashable, Sendable, CustomStringConvertible {
        /// What the view or modifier is.
        package var what: String
        /// Where it is: `view.vstack[1].modifiers[0]`, in the written form's JSON path.
        package var path: String
        package var description: String { "\(path): \(what) has no form in the scenario file format" }
    }

    /// The tree `view` stands for.
    ///
    /// - Parameter view: any view of the vocabulary.
    /// - Returns: its written form (several root views become a `vstack`, as a host lays them out).
    /// - Throws: ``Unsupported`` for the first view outside the shared vocabulary.
    /// - Complexity: O(n) in the views of the tree (composite bodies evaluated once).
    package static func describe<V: View>(_ view: V) throws(Unsupported) -> ViewSpec {
        var describer = Describer(path: "view", isList: false)
        view.accept(&describer)
        if let error = describer.error { throw error }
        let views = describer.views
        return views.count == 1 ? views[0] : .vstack(views)
    }
}

/// Collects the views a visit produces, in order.
private struct Describer: ViewVisitor {
    var views: [ViewSpec] = []
    var error: ViewDescriber.Unsupported?
    /// The JSON path of what this visitor describes: a view, or a list of views.
    let path: String
    let isList: Bool

    init(path: String, isList: Bool) {
        self.path = path
        self.isList = isList
    }

    /// The JSON path of the next view this visitor emits.
    private var current: String { isList ? "\(path)[\(views.count)]" : path }

    private mutating func unsupported(_ what: String) {
        if error == nil { error = .init(what: what, path: current) }
    }

    /// The views `content` is made of, described at `path`.
    private mutating func describe<C: View>(_ content: C, at path: String, isList: Bool = false) -> [ViewSpec] {
        guard error == nil else { return [] }
        var inner = Describer(path: path, isList: isList)
        content.accept(&inner)
        if let e = inner.error, error == nil { error = e }
        return inner.views
    }

    /// `content` as one view (a `group` when it is several), with `modifier` applied.
    private mutating func emit<C: View>(_ content: C, _ modifier: ModifierSpec) {
        let parts = describe(content, at: current)
        guard error == nil else { return }
        var view = parts.count == 1 ? parts[0] : .group(parts)
        view.modifiers.append(modifier)
        views.append(view)
    }

    private mutating func children<C: View>(_ content: C, kind: String) -> [ViewSpec] {
        describe(content, at: "\(current).\(kind)", isList: true)
    }

    // MARK: Transparent and composite views

    mutating func visitComposite<V: View>(_ view: V) { view.body.accept(&self) }

    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        modifier.body(content: ModifierContent(content)).accept(&self)
    }

    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) { content.accept(&self) }

    // MARK: Leaves

    mutating func visitText(_ text: Text) {
        var view: ViewSpec = .text(text.content)
        if let limit = text.lineLimit { view = view.lineLimit(limit) }
        if let font = text.font {
            guard font.face == .dejaVuSans else { return unsupported("the font face \(font.face)") }
            view = view.font(font.size)
        }
        views.append(view)
    }

    mutating func visitColor(_ color: Color) {
        guard ColorName.color(named: color.name) == color else { return unsupported("the colour \(color.name)") }
        views.append(.color(color.name))
    }

    mutating func visitShape(_ shape: ShapeView) {
        guard shape.fill == nil else { return unsupported("a filled shape") }
        switch shape.kind {
        case .rectangle: views.append(.rectangle)
        case .roundedRectangle(let r): views.append(.roundedRectangle(cornerRadius: r))
        case .circle: unsupported("Circle")
        case .capsule: unsupported("Capsule")
        }
    }

    mutating func visitSpacer(_ spacer: Spacer) { views.append(.spacer(minLength: spacer.minLength)) }

    mutating func visitTextField(_ field: TextField) {
        guard field.font == nil else { return unsupported("a text field with its own font") }
        views.append(.textField(field.title))
    }

    mutating func visitButton<Label: View>(_ button: Button<Label>) {
        guard let label = button.label as? Text, label.font == nil, label.lineLimit == nil else {
            return unsupported("a button whose label is not a plain Text")
        }
        views.append(.button(label.content))
    }

    // MARK: Containers

    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {
        visitHStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {
        visitVStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        let c = children(content, kind: "hstack")
        views.append(.hstack(alignment: alignment == .center ? nil : alignment, spacing: spacing, c))
    }

    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        let c = children(content, kind: "vstack")
        views.append(.vstack(alignment: alignment == .center ? nil : alignment, spacing: spacing, c))
    }

    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {
        let c = children(stack.content, kind: "zstack")
        views.append(.zstack(alignment: stack.alignment == .center ? nil : stack.alignment, c))
    }

    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let c = children(grid.content, kind: "grid")
        views.append(
            .grid(
                alignment: grid.alignment == .center ? nil : grid.alignment,
                horizontalSpacing: grid.horizontalSpacing, verticalSpacing: grid.verticalSpacing, c))
    }

    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        guard row.alignment == nil else { return unsupported("a GridRow with its own alignment") }
        views.append(.gridRow(children(row.content, kind: "gridRow")))
    }

    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { unsupported("LazyHGrid") }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { unsupported("ViewThatFits") }

    mutating func visitExtension<V: View>(_ view: V) { unsupported("\(V.self)") }

    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(
        _ modifier: Modifier,
        content: Content
    ) {
        unsupported("the modifier \(Modifier.self)")
    }

    // MARK: Modifiers

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {
        emit(content, .padding(modifier.insets))
    }

    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {
        emit(
            content,
            .frame(
                width: modifier.width, height: modifier.height,
                alignment: modifier.alignment == .center ? nil : modifier.alignment))
    }

    mutating func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {
        emit(
            content,
            .flexibleFrame(
                .init(
                    minWidth: m.minWidth, idealWidth: m.idealWidth, maxWidth: m.maxWidth,
                    minHeight: m.minHeight, idealHeight: m.idealHeight,
                    maxHeight: m.maxHeight,
                    alignment: m.alignment == .center ? nil : m.alignment)))
    }

    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {
        emit(content, .fixedSize(horizontal: modifier.horizontal, vertical: modifier.vertical))
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
        guard let view = secondaryView(secondary, key: "background") else { return }
        emit(content, .background(view, alignment: alignment == .center ? nil : alignment))
    }

    mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary,
        content: Content
    ) {
        guard let view = secondaryView(overlay, key: "overlay") else { return }
        emit(content, .overlay(view, alignment: alignment == .center ? nil : alignment))
    }

    private mutating func secondaryView<S: View>(_ secondary: S, key: String) -> ViewSpec? {
        let parts = describe(secondary, at: "\(current).modifiers.\(key)")
        guard error == nil else { return nil }
        return parts.count == 1 ? parts[0] : .zstack(parts)
    }

    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        emit(content, .layoutPriority(modifier.priority))
    }

    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        emit(content, .id(modifier.identifier))
    }

    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        if let font = modifier.font {
            guard font.face == .dejaVuSans else { return unsupported("the font face \(font.face)") }
            guard modifier.lineLimit == nil else {
                // One modifier in Swift, two in a file: the line limit inside, the font outside.
                let parts = describe(content, at: current)
                guard error == nil else { return }
                var view = parts.count == 1 ? parts[0] : .group(parts)
                view.modifiers += [.lineLimit(modifier.lineLimit!), .font(size: font.size)]
                views.append(view)
                return
            }
            emit(content, .font(size: font.size))
        } else if let limit = modifier.lineLimit {
            emit(content, .lineLimit(limit))
        } else {
            content.accept(&self)
        }
    }

    /// Of the drawing modifiers, the two a file can write; the others change no frame and
    /// are left out.
    mutating func visitAppearance<Content: View>(_ modifier: AppearanceModifier, content: Content) {
        switch modifier.appearance {
        case .foregroundColor(let color?):
            guard ColorName.color(named: color.name) == color else { return unsupported("the colour \(color.name)") }
            emit(content, .foregroundColor(color.name))
        case .cornerRadius(let radius):
            emit(content, .cornerRadius(radius))
        default:
            content.accept(&self)
        }
    }

    mutating func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content) {
        emit(content, .offset(x: modifier.x, y: modifier.y))
    }

    mutating func visitPosition<Content: View>(_ modifier: PositionModifier, content: Content) {
        emit(content, .position(x: modifier.x, y: modifier.y))
    }

    mutating func visitAspectRatio<Content: View>(_ modifier: AspectRatioModifier, content: Content) {
        emit(content, .aspectRatio(ratio: modifier.ratio, contentMode: modifier.contentMode))
    }

    /// A guide is written when its closure is the one a file can hold, fraction × the length
    /// along its axis + constant: the closure is code, so it is read at four sizes, the other
    /// axis's length changed too.
    mutating func visitAlignmentGuide<Content: View>(_ modifier: AlignmentGuideModifier, content: Content) {
        let horizontal = modifier.guide.axis == .horizontal
        func value(length: Double, other: Double) -> Double {
            modifier.computeValue(
                horizontal
                    ? ViewDimensions(width: length, height: other)
                    : ViewDimensions(width: other, height: length))
        }
        let constant = value(length: 0, other: 0)
        let fraction = value(length: 1, other: 0) - constant
        let samples: [(length: Double, other: Double)] = [(40, 7), (3.5, 120), (250, 0.25)]
        let linear =
            constant.isFinite && fraction.isFinite
            && samples.allSatisfy {
                abs(value(length: $0.length, other: $0.other) - (fraction * $0.length + constant))
                    <= FrameTolerance.points
            }
        guard linear else { return unsupported("an alignment guide whose value is not fraction × length + constant") }
        emit(content, .alignmentGuide(modifier.guide, fraction: fraction, constant: constant))
    }

    mutating func visitDivider(_ divider: Divider) { views.append(ViewSpec(.divider)) }

    mutating func visitImage(_ image: Image) {
        guard image.capInsets == EdgeInsets() else { return unsupported("an image with cap insets") }
        views.append(ViewSpec(.image(width: image.size.width, height: image.size.height, resizable: image.isResizable)))
    }

    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {
        let alignment = modifier.alignment == .center ? nil : modifier.alignment
        emit(
            content,
            modifier.axis == .horizontal
                ? .sameWidth(group: modifier.group.name, alignment: alignment)
                : .sameHeight(group: modifier.group.name, alignment: alignment))
    }
}
