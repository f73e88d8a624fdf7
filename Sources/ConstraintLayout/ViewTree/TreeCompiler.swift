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
    /// The caller's depth limit.
    let maximumDepth: Int
    /// The levels the thread's stack has room for (`StackBudget`).
    let stackLevels: Int
    /// The engine's text measurements, which its texts measure through.
    let textCache: TextLayoutCache

    var pending: [Int] = []
    private var font = Font()
    private var lineLimit: Int?
    /// The axis of the stack whose children are being visited, through their modifiers: a
    /// spacer takes it (nil in a `ZStack`, a grid and at the root).
    var stackAxis: Axis?
    /// Nodes given a layout priority: a priority is a layer of its own in SwiftUI, so a frame
    /// around it no longer sees a spacer.
    var prioritized = Set<Int>()
    /// The container a list becomes where one view is expected (the root: a vertical stack,
    /// as in a window; a background or overlay: a `ZStack`), nil inside a list. A modifier on
    /// a list there modifies that container; inside a list it modifies each view.
    var unarySlot: ImplicitContainer? = .verticalStack
    /// Whether the chain being visited in a one-view slot reached a list (a `Group`).
    var reachedList = false

    private var depth = 0
    /// The types of the views being visited, outermost first, for error messages.
    var path: [Any.Type] = []

    init(maximumDepth: Int, stackLevels: Int, textCache: TextLayoutCache) {
        self.maximumDepth = maximumDepth
        self.stackLevels = stackLevels
        self.textCache = textCache
    }

    /// Compiles `root`; several root views become an implicit vertical stack.
    ///
    /// - Throws: ``ConstraintLayoutError/unsupportedView(_:path:)``,
    ///   ``ConstraintLayoutError/tooDeep(limit:)`` or, past `stackLevels` levels (fewer than
    ///   `maximumDepth`), ``ConstraintLayoutError/tooDeepForStack(limit:)``.
    /// - Complexity: O(views).
    static func compile<V: View>(_ root: V, maximumDepth: Int, stackLevels: Int, textCache: TextLayoutCache)
        throws(ConstraintLayoutError) -> CompiledTree
    {
        var compiler = TreeCompiler(maximumDepth: maximumDepth, stackLevels: stackLevels, textCache: textCache)
        let rootNode = compiler.one(root, in: .verticalStack)
        if let failure = compiler.failure { throw failure }
        compiler.tree.root = rootNode
        compiler.tree.finish()
        return compiler.tree
    }

    // MARK: Building blocks

    mutating func add(_ kind: LayoutNode.Kind) -> Int {
        tree.nodes.append(LayoutNode(kind: kind))
        return tree.nodes.count - 1
    }

    /// A node whose children are the pending nodes from `start` on, which it takes.
    mutating func add(_ kind: LayoutNode.Kind, pendingFrom start: Int) -> Int {
        let index = tree.nodes.count
        var node = LayoutNode(kind: kind)
        node.childStart = Int32(tree.childList.count)
        node.childCount = Int32(pending.count - start)
        for k in start..<pending.count {
            tree.childList.append(pending[k])
            tree.nodes[pending[k]].parent = Int32(index)
            tree.nodes[pending[k]].position = Int32(k - start)
        }
        pending.removeLast(pending.count - start)
        tree.nodes.append(node)
        return index
    }

    /// A node with the given children.
    mutating func add(_ kind: LayoutNode.Kind, children: Int...) -> Int {
        let start = pending.count
        pending.append(contentsOf: children)
        return add(kind, pendingFrom: start)
    }

    mutating func emit(_ node: Int) { pending.append(node) }

    /// Visits `content` one level deeper, with its type on the path.
    private mutating func descend<V: View>(_ content: V, as type: Any.Type) {
        guard failure == nil else { return }
        depth += 1
        path.append(type)
        if depth > maximumDepth {
            failure = .tooDeep(limit: maximumDepth)
        } else if depth > stackLevels {
            failure = .tooDeepForStack(limit: stackLevels)
        } else {
            if depth > tree.depth { tree.depth = depth }
            content.accept(&self)
        }
        path.removeLast()
        depth -= 1
    }

    /// Visits `content`; the nodes it makes are pending from the returned index on.
    mutating func collect<V: View>(_ content: V, as type: Any.Type = V.self) -> Int {
        let start = pending.count
        descend(content, as: type)
        return start
    }

    /// A stack of the pending nodes from `start` on; the spacers among them take its axis.
    mutating func stack(_ axis: Axis, crossAlignment: Double, spacing: Double?, pendingFrom start: Int) -> Int {
        settleSpacers(axis, pendingFrom: start)
        let (wishes, besideSpacers) = stackSpacerWishes(axis, pendingFrom: start)
        // No spacing (nil) is the automatic one: 8, or 0 beside a spacer.
        let node = add(
            .stack(
                axis: axis, crossAlignment: crossAlignment, spacing: spacing ?? defaultSpacing,
                spacerGaps: spacing == nil && besideSpacers), pendingFrom: start)
        tree.nodes[node].spacerWishes = wishes
        return node
    }

    /// Visits `content` as the children of a stack along `axis` (nil: a container without an
    /// axis); the nodes it makes are pending from the returned index on.
    private mutating func collect<V: View>(_ content: V, as type: Any.Type, axis: Axis?) -> Int {
        let saved = stackAxis
        let savedSlot = unarySlot
        stackAxis = axis
        unarySlot = nil
        let start = collect(content, as: type)
        stackAxis = saved
        unarySlot = savedSlot
        return start
    }

    /// A modifier node around `child` that keeps the child's priority and spacer edges.
    private mutating func addTransparent(_ kind: LayoutNode.Kind, children: Int...) -> Int {
        let start = pending.count
        pending.append(contentsOf: children)
        let node = add(kind, pendingFrom: start)
        tree.nodes[node].priority = tree.nodes[children[0]].priority
        tree.nodes[node].spacerWishes = tree.nodes[children[0]].spacerWishes
        return node
    }

    /// Records a bad value at `node` for the layout's diagnostics (`BadValues`), if there is one.
    mutating func note(_ node: Int, _ bad: BadValue?) {
        guard let bad else { return }
        let names = path.map { String(describing: $0) }
        tree.notes.append((node, names.isEmpty ? "at the root" : "in " + names.joined(separator: " > "), bad))
    }

    private mutating func fail(_ type: Any.Type) {
        guard failure == nil else { return }
        let names = (path + [type]).map { String(describing: $0) }
        failure = .unsupportedView(String(describing: type), path: names.joined(separator: " > "))
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
        tree.texts.append(
            TextItem(
                string: text.content, font: text.font ?? font, lineLimit: text.lineLimit ?? lineLimit,
                node: index, cache: textCache))
        let node = add(.text(tree.texts.count - 1))
        note(node, BadValues.font(text.font))
        note(node, BadValues.lineLimit(text.lineLimit))
        emit(node)
    }

    mutating func visitColor(_ color: Color) { emit(add(.shape)) }
    mutating func visitShape(_ shape: ShapeView) { emit(add(.shape)) }

    /// A spacer sizes last: its priority is below every other (SwiftUI's is -infinity).
    mutating func visitSpacer(_ spacer: Spacer) {
        let length = BadValues.spacerMinimum(spacer.minLength)
        let node = add(.spacer(minLength: length.length, axis: stackAxis))
        note(node, length.bad)
        tree.nodes[node].priority = -.infinity
        tree.nodes[node].spacerWishes = SpacerWishes(stackAxis.map { .along($0) } ?? .all)
        emit(node)
    }

    mutating func visitTextField(_ field: TextField) {
        let font = field.font ?? font
        let node = add(.textField(idealWidth: font.width(of: field.title), height: font.lineHeight))
        note(node, BadValues.font(field.font))
        emit(node)
    }

    mutating func visitButton<Label: View>(_ button: Button<Label>) {
        path.append(Button<Label>.self)
        emit(one(button.label, in: .verticalStack))
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
        let cleaned = BadValues.spacing(spacing, of: "HStack(spacing:")
        let start = collect(content, as: HStack<Content>.self, axis: .horizontal)
        let node = stack(.horizontal, crossAlignment: alignment.fraction, spacing: cleaned.spacing, pendingFrom: start)
        note(node, cleaned.bad)
        emit(node)
    }

    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        let cleaned = BadValues.spacing(spacing, of: "VStack(spacing:")
        let start = collect(content, as: VStack<Content>.self, axis: .vertical)
        let node = stack(.vertical, crossAlignment: alignment.fraction, spacing: cleaned.spacing, pendingFrom: start)
        note(node, cleaned.bad)
        emit(node)
    }

    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {
        let start = collect(stack.content, as: ZStack<Content>.self, axis: nil)
        emit(zstack(stack.alignment, pendingFrom: start))
    }

    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {
        let rowStart = collect(grid.content, as: Grid<Content>.self, axis: nil)
        let rows = Array(pending[rowStart...])
        pending.removeLast(pending.count - rowStart)
        let gridIndex = tree.grids.count
        let horizontal = BadValues.spacing(grid.horizontalSpacing, of: "Grid(horizontalSpacing:")
        let vertical = BadValues.spacing(grid.verticalSpacing, of: "Grid(verticalSpacing:")
        var spec = GridSpec(
            alignment: grid.alignment, horizontalSpacing: horizontal.spacing ?? defaultSpacing,
            verticalSpacing: vertical.spacing ?? defaultSpacing)
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
        let node = add(.grid(gridIndex), pendingFrom: start)
        note(node, horizontal.bad)
        note(node, vertical.bad)
        emit(node)
    }

    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        let start = collect(row.content, as: GridRow<Content>.self, axis: nil)
        emit(add(.gridRow(row.alignment), pendingFrom: start))
    }

    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { fail(LazyHGrid<Content>.self) }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { fail(ViewThatFits<Content>.self) }

    // MARK: Modifiers

    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {
        let insets = BadValues.padding(modifier.insets)
        for child in nodes(content) {
            let node = add(.padding(insets.insets), children: child)
            note(node, insets.bad)
            tree.nodes[node].spacerWishes = tree.nodes[child].spacerWishes.map { $0.inset(by: insets.insets) }
            emit(node)
        }
    }

    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {
        let lengths = BadValues.fixedFrame(width: modifier.width, height: modifier.height)
        for child in nodes(content) {
            let node = add(
                .frame(width: lengths.width, height: lengths.height, alignment: modifier.alignment), children: child)
            note(node, lengths.bad)
            tree.nodes[node].spacerWishes = frameSpacerWishes(
                child, settingWidth: lengths.width != nil, settingHeight: lengths.height != nil)
            emit(node)
        }
    }

    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {
        let (frame, bad) = BadValues.flexibleFrame(modifier)
        for child in nodes(content) {
            tree.flexibleFrames.append(frame)
            let node = add(.flexibleFrame(tree.flexibleFrames.count - 1), children: child)
            for problem in bad { note(node, problem) }
            tree.nodes[node].spacerWishes = frameSpacerWishes(
                child, settingWidth: frame.setsWidth, settingHeight: frame.setsHeight)
            emit(node)
        }
    }

    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {
        for child in nodes(content) {
            emit(
                addTransparent(
                    .fixedSize(horizontal: modifier.horizontal, vertical: modifier.vertical), children: child))
        }
    }

    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>, content: Content
    ) {
        visitBackground(alignment: modifier.alignment, secondary: modifier.secondary, content: content)
    }

    mutating func visitOverlay<Content: View, Secondary: View>(_ modifier: OverlayModifier<Secondary>, content: Content)
    {
        visitOverlay(alignment: modifier.alignment, overlay: modifier.secondary, content: content)
    }

    mutating func visitBackground<Content: View, Secondary: View>(
        alignment: Alignment, secondary: Secondary, content: Content
    ) {
        for primary in nodes(content) {
            emit(addTransparent(.background(alignment), children: primary, layer(secondary)))
        }
    }

    mutating func visitOverlay<Content: View, Secondary: View>(
        alignment: Alignment, overlay: Secondary, content: Content
    ) {
        for primary in nodes(content) {
            emit(addTransparent(.overlay(alignment), children: primary, layer(overlay)))
        }
    }

    /// The one node of a background or overlay: a list is an implicit `ZStack`.
    private mutating func layer<V: View>(_ secondary: V) -> Int {
        one(secondary, in: .zStack)
    }

    mutating func zstack(_ alignment: Alignment, pendingFrom start: Int) -> Int {
        let wishes = zstackSpacerWishes(pendingFrom: start)
        let node = add(.zstack(alignment), pendingFrom: start)
        tree.nodes[node].spacerWishes = wishes
        return node
    }

    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {
        for child in nodes(content) {
            let (priority, bad) = BadValues.layoutPriority(modifier.priority)
            tree.nodes[child].priority = priority
            note(child, bad)
            prioritized.insert(child)
            emit(child)
        }
    }

    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        let made = nodes(content)
        // On several views (a modified `Group`), the name stands for the last, as in SwiftUI.
        if let last = made.last { tree.identifiers.append((modifier.identifier, last)) }
        for child in made { emit(child) }
    }

    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {
        let savedFont = font
        let savedLimit = lineLimit
        if let f = modifier.font { font = f }
        if let l = modifier.lineLimit { lineLimit = l }
        let start = collect(content, as: TextStyleModifier.self)
        // A clamped size or line limit is said once, at the first view the modifier reaches.
        if let first = pending[start...].first {
            note(first, BadValues.font(modifier.font))
            note(first, BadValues.lineLimit(modifier.lineLimit ?? nil))
        }
        font = savedFont
        lineLimit = savedLimit
    }

    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {
        let group = tree.addGroup(name: modifier.group.name, axis: modifier.axis)
        for child in nodes(content) {
            // As the frame the preference engine lowers it to: the priority is a frame's.
            let node = add(.member(tree.members.count), children: child)
            tree.nodes[node].spacerWishes = memberSpacerWishes(child, axis: modifier.axis)
            tree.addMember(group: group, node: node, alignment: modifier.alignment)
            emit(node)
        }
    }

    // MARK: Layout modifiers and views real code uses

    mutating func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content) {
        // A render effect in SwiftUI: the child's priority and spacing are the view's.
        let point = BadValues.point(x: modifier.x, y: modifier.y, of: "offset")
        for child in nodes(content) {
            let node = addTransparent(.offset(x: point.x, y: point.y), children: child)
            note(node, point.bad)
            emit(node)
        }
    }

    mutating func visitPosition<Content: View>(_ modifier: PositionModifier, content: Content) {
        let point = BadValues.point(x: modifier.x, y: modifier.y, of: "position")
        for child in nodes(content) {
            let node = add(.position(x: point.x, y: point.y), children: child)
            note(node, point.bad)
            emit(node)
        }
    }

    mutating func visitAspectRatio<Content: View>(_ modifier: AspectRatioModifier, content: Content) {
        for child in nodes(content) {
            // SwiftUI's aspect ratio is a layout of its own (priority 0) that passes its child's
            // spacing on.
            let node = add(.aspectRatio(ratio: modifier.ratio, contentMode: modifier.contentMode), children: child)
            tree.nodes[node].spacerWishes = tree.nodes[child].spacerWishes
            emit(node)
        }
    }

    mutating func visitAlignmentGuide<Content: View>(_ modifier: AlignmentGuideModifier, content: Content) {
        for child in nodes(content) {
            tree.alignmentGuides.append(modifier)
            emit(addTransparent(.alignmentGuide(tree.alignmentGuides.count - 1), children: child))
        }
    }

    mutating func visitImage(_ image: Image) {
        let natural = image.sizeThatFits(.unspecified)
        let minimum =
            image.isResizable
            ? Size(width: image.capInsets.sanitized.horizontal, height: image.capInsets.sanitized.vertical) : nil
        emit(add(.image(natural: natural, resizableMinimum: minimum)))
    }

    mutating func visitScrollView<Content: View>(_ view: ScrollView<Content>) {
        // Several views are an implicit vertical stack, on either axis, as in SwiftUI.
        let savedAxis = stackAxis
        stackAxis = nil
        path.append(ScrollView<Content>.self)
        let content = one(view.content, in: .verticalStack)
        path.removeLast()
        stackAxis = savedAxis
        emit(add(.scrollView(view.axes), children: content))
    }

    mutating func visitLazyVStack<Content: View>(_ stack: LazyVStack<Content>) {
        emitLazyStack(
            stack.content, as: LazyVStack<Content>.self, axis: .vertical, alignment: stack.alignment.fraction,
            spacing: stack.spacing)
    }

    mutating func visitLazyHStack<Content: View>(_ stack: LazyHStack<Content>) {
        emitLazyStack(
            stack.content, as: LazyHStack<Content>.self, axis: .horizontal, alignment: stack.alignment.fraction,
            spacing: stack.spacing)
    }

    private mutating func emitLazyStack<Content: View>(
        _ content: Content, as type: Any.Type, axis: Axis,
        alignment: Double, spacing: Double?
    ) {
        let cleaned = BadValues.spacing(spacing, of: axis == .vertical ? "LazyVStack(spacing:" : "LazyHStack(spacing:")
        let start = collect(content, as: type, axis: axis)
        let node = add(
            .lazyStack(axis: axis, crossAlignment: alignment, spacing: cleaned.spacing ?? defaultSpacing),
            pendingFrom: start)
        note(node, cleaned.bad)
        emit(node)
    }

    // MARK: Views of other engines

    mutating func visitExtension<V: View>(_ view: V) { fail(V.self) }

    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content)
    {
        fail(Modifier.self)
    }
}
