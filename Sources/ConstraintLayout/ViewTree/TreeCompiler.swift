import LayoutModel

/// Reads a view tree through `ViewVisitor` into the nodes, texts, relation members and grids
/// of a ``CompiledTree`` (docs/ARCHITECTURE.md, "The constraint engine").
///
/// Composite views are evaluated once; containers collect their children on a stack and take
/// them as a contiguous slice. A view the engine cannot express stops the walk with the first
/// such view and its path.
struct TreeCompiler: ViewVisitor {
    var tree = CompiledTree()
    /// The first view that cannot be expressed, with its path.
    var failure: ConstraintLayoutError?
    let maximumDepth: Int

    private var pending: [Int] = []
    private var font = Font()
    private var lineLimit: Int?
    private var depth = 0
    /// The types of the views being visited, outermost first, for error messages.
    private var path: [Any.Type] = []

    init(maximumDepth: Int) { self.maximumDepth = maximumDepth }

    /// Compiles `root`; several root views become an implicit vertical stack.
    ///
    /// - Throws: ``ConstraintLayoutError/unsupportedView(_:path:)`` or
    ///   ``ConstraintLayoutError/tooDeep(limit:)``.
    /// - Complexity: O(views).
    static func compile<V: View>(_ root: V, maximumDepth: Int) throws(ConstraintLayoutError) -> CompiledTree {
        var compiler = TreeCompiler(maximumDepth: maximumDepth)
        let rootNode = compiler.single(root)
        if let failure = compiler.failure { throw failure }
        compiler.tree.root = rootNode
        compiler.tree.finish()
        return compiler.tree
    }

    // MARK: Building blocks

    private mutating func add(_ kind: LayoutNode.Kind) -> Int {
        tree.nodes.append(LayoutNode(kind: kind))
        return tree.nodes.count - 1
    }

    /// A node whose children are the pending nodes from `start` on, which it takes.
    private mutating func add(_ kind: LayoutNode.Kind, pendingFrom start: Int) -> Int {
        let index = tree.nodes.count
        var node = LayoutNode(kind: kind)
        node.childStart = Int32(tree.childList.count)
        node.childCount = Int32(pending.count - start)
        for k in start..<pending.count {
            tree.childList.append(pending[k])
            tree.nodes[pending[k]].parent = Int32(index)
        }
        pending.removeLast(pending.count - start)
        tree.nodes.append(node)
        return index
    }

    /// A node with the given children.
    private mutating func add(_ kind: LayoutNode.Kind, children: Int...) -> Int {
        let start = pending.count
        pending.append(contentsOf: children)
        return add(kind, pendingFrom: start)
    }

    private mutating func emit(_ node: Int) { pending.append(node) }

    /// Visits `content` one level deeper, with its type on the path.
    private mutating func descend<V: View>(_ content: V, as type: Any.Type) {
        guard failure == nil else { return }
        depth += 1
        path.append(type)
        if depth > maximumDepth {
            failure = .tooDeep(limit: maximumDepth)
        } else {
            content.accept(&self)
        }
        path.removeLast()
        depth -= 1
    }

    /// Visits `content`; the nodes it makes are pending from the returned index on.
    private mutating func collect<V: View>(_ content: V, as type: Any.Type = V.self) -> Int {
        let start = pending.count
        descend(content, as: type)
        return start
    }

    /// Exactly one node for `content`: several become an implicit vertical stack, none an
    /// empty node.
    private mutating func single<V: View>(_ content: V) -> Int {
        let start = collect(content)
        switch pending.count - start {
        case 0: return add(.empty)
        case 1: return pending.removeLast()
        default: return stack(.vertical, crossAlignment: 0.5, spacing: nil, pendingFrom: start)
        }
    }

    private mutating func stack(_ axis: Axis, crossAlignment: Double, spacing: Double?, pendingFrom start: Int) -> Int {
        for k in start..<pending.count {
            if case .spacer(let m, _) = tree.nodes[pending[k]].kind { tree.nodes[pending[k]].kind = .spacer(minLength: m, axis: axis) }
        }
        return add(.stack(axis: axis, crossAlignment: crossAlignment, spacing: Self.spacing(spacing)), pendingFrom: start)
    }

    private mutating func fail(_ type: Any.Type) {
        guard failure == nil else { return }
        let names = (path + [type]).map { String(describing: $0) }
        failure = .unsupportedView(String(describing: type), path: names.joined(separator: " > "))
    }

    /// Spacing as given, the default when nil; NaN, infinite and negative spacing is 0.
    static func spacing(_ s: Double?) -> Double {
        guard let s else { return 8 }
        return s.isFinite && s > 0 ? s : 0
    }

    /// A fixed length as given; NaN and infinity mean none, negative lengths 0.
    static func length(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return max(0, v)
    }

    /// A flexible frame with the documented clamps (docs/ARCHITECTURE.md, "Bad values"): NaN
    /// lengths are none, negative ones 0, infinite minimum and ideal lengths none, and a maximum
    /// below the minimum is the minimum.
    static func cleaned(_ m: FlexibleFrameModifier) -> FlexibleFrameModifier {
        func lower(_ v: Double?) -> Double? { length(v) }
        func upper(_ v: Double?, atLeast minimum: Double?) -> Double? {
            guard let v, !v.isNaN else { return nil }
            return Swift.max(Swift.max(0, v), minimum ?? 0)
        }
        let minWidth = lower(m.minWidth), minHeight = lower(m.minHeight)
        return FlexibleFrameModifier(
            minWidth: minWidth, idealWidth: lower(m.idealWidth), maxWidth: upper(m.maxWidth, atLeast: minWidth),
            minHeight: minHeight, idealHeight: lower(m.idealHeight), maxHeight: upper(m.maxHeight, atLeast: minHeight),
            alignment: m.alignment)
    }

    static func fraction(_ a: HorizontalAlignment) -> Double {
        switch a { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }

    static func fraction(_ a: VerticalAlignment) -> Double {
        switch a { case .top: 0; case .center: 0.5; case .bottom: 1 }
    }

    // MARK: Views with bodies and lists

    mutating func visitComposite<V: View>(_ view: V) {
        descend(view.body, as: V.self)
    }

    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        descend(modifier.body(content: ModifierContent(content)), as: Modifier.self)
    }

    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) {
        content.accept(&self)
    }

    // MARK: Primitive views

    mutating func visitText(_ text: Text) {
        let index = tree.nodes.count
        let font = text.font ?? font
        tree.texts.append(TextItem(string: text.content, font: font, lineLimit: text.lineLimit ?? lineLimit, node: index))
        emit(add(.text(tree.texts.count - 1)))
    }

    mutating func visitColor(_ color: Color) { emit(add(.shape)) }
    mutating func visitShape(_ shape: ShapeView) { emit(add(.shape)) }

    mutating func visitSpacer(_ spacer: Spacer) {
        let length = spacer.minLength.map { $0.isFinite && $0 > 0 ? $0 : 0 } ?? Spacer.defaultMinLength
        emit(add(.spacer(minLength: length, axis: nil)))
    }

    mutating func visitTextField(_ field: TextField) {
        let f = field.font ?? font
        emit(add(.textField(idealWidth: f.width(of: field.title), height: f.lineHeight)))
    }

    mutating func visitButton<Label: View>(_ button: Button<Label>) {
        path.append(Button<Label>.self)
        emit(single(button.label))
        path.removeLast()
    }

    // MARK: Containers

    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {
        visitHStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {
        visitVStack(alignment: stack.alignment, spacing: stack.spacing, content: stack.content)
    }

    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        let start = collect(content, as: HStack<Content>.self)
        emit(stack(.horizontal, crossAlignment: Self.fraction(alignment), spacing: spacing, pendingFrom: start))
    }

    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        let start = collect(content, as: VStack<Content>.self)
        emit(stack(.vertical, crossAlignment: Self.fraction(alignment), spacing: spacing, pendingFrom: start))
    }

    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {
        let start = collect(stack.content, as: ZStack<Content>.self)
        emit(add(.zstack(stack.alignment), pendingFrom: start))
    }

    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let rowStart = collect(grid.content, as: Grid<Content>.self)
        let rows = Array(pending[rowStart...])
        pending.removeLast(pending.count - rowStart)
        let gridIndex = tree.grids.count
        var spec = GridSpec(alignment: grid.alignment, horizontalSpacing: Self.spacing(grid.horizontalSpacing),
                            verticalSpacing: Self.spacing(grid.verticalSpacing))
        var rowNodes: [Int] = []
        for (r, made) in rows.enumerated() {
            var cells: [Int]
            let rowAlignment: VerticalAlignment?
            if case .gridRow(let a) = tree.nodes[made].kind {
                let node = tree.nodes[made]
                cells = Array(tree.childList[Int(node.childStart)..<Int(node.childStart + node.childCount)])
                rowAlignment = a
            } else {
                cells = [made]
                rowAlignment = nil
            }
            let rowGroup = tree.addGroup(name: "grid\(gridIndex).row\(r)", axis: .vertical)
            spec.rows.append(rowGroup)
            for (c, cell) in cells.enumerated() {
                if c == spec.columns.count {
                    spec.columns.append(tree.addGroup(name: "grid\(gridIndex).column\(c)", axis: .horizontal))
                }
                let wrapped = add(.cell(column: spec.columns[c], row: rowGroup), children: cell)
                tree.addMember(group: spec.columns[c], node: wrapped)
                tree.addMember(group: rowGroup, node: wrapped)
                cells[c] = wrapped
            }
            let start = pending.count
            pending.append(contentsOf: cells)
            rowNodes.append(add(.gridRow(rowAlignment), pendingFrom: start))
        }
        tree.grids.append(spec)
        let start = pending.count
        pending.append(contentsOf: rowNodes)
        emit(add(.grid(gridIndex), pendingFrom: start))
    }

    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        let start = collect(row.content, as: GridRow<Content>.self)
        emit(add(.gridRow(row.alignment), pendingFrom: start))
    }

    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { fail(LazyHGrid<Content>.self) }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { fail(ViewThatFits<Content>.self) }

    // MARK: Modifiers

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {
        let child = single(content)
        emit(add(.padding(modifier.insets.sanitized), children: child))
    }

    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {
        let child = single(content)
        emit(add(.frame(width: Self.length(modifier.width), height: Self.length(modifier.height),
                        alignment: modifier.alignment), children: child))
    }

    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {
        let child = single(content)
        tree.flexibleFrames.append(Self.cleaned(modifier))
        emit(add(.flexibleFrame(tree.flexibleFrames.count - 1), children: child))
    }

    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {
        let child = single(content)
        emit(add(.fixedSize(horizontal: modifier.horizontal, vertical: modifier.vertical), children: child))
    }

    mutating func visitBackground<Content: View, Secondary: View>(_ modifier: BackgroundModifier<Secondary>, content: Content) {
        visitBackground(alignment: modifier.alignment, secondary: modifier.secondary, content: content)
    }

    mutating func visitOverlay<Content: View, Secondary: View>(_ modifier: OverlayModifier<Secondary>, content: Content) {
        visitOverlay(alignment: modifier.alignment, overlay: modifier.secondary, content: content)
    }

    mutating func visitBackground<Content: View, Secondary: View>(alignment: Alignment, secondary: Secondary, content: Content) {
        let primary = single(content)
        let behind = single(secondary)
        emit(add(.background(alignment), children: primary, behind))
    }

    mutating func visitOverlay<Content: View, Secondary: View>(alignment: Alignment, overlay: Secondary, content: Content) {
        let primary = single(content)
        let front = single(overlay)
        emit(add(.overlay(alignment), children: primary, front))
    }

    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        let child = single(content)
        tree.nodes[child].priority = modifier.priority.isNaN ? 0 : modifier.priority
        emit(child)
    }

    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        let child = single(content)
        tree.identifiers.append((modifier.identifier, child))
        emit(child)
    }

    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        let savedFont = font, savedLimit = lineLimit
        if let f = modifier.font { font = Font(face: f.face, size: f.size.isFinite && f.size > 0 ? f.size : 0) }
        if let l = modifier.lineLimit { lineLimit = l }
        _ = collect(content, as: TextStyleModifier.self)
        font = savedFont
        lineLimit = savedLimit
    }

    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {
        let child = single(content)
        let group = tree.addGroup(name: modifier.group.name, axis: modifier.axis)
        let index = tree.members.count
        let node = add(.member(index), children: child)
        tree.addMember(group: group, node: node, alignment: modifier.alignment)
        emit(node)
    }

    // MARK: Views of other engines

    mutating func visitExtension<V: View>(_ view: V) { fail(V.self) }

    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        fail(Modifier.self)
    }
}
