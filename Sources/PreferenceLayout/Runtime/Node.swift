import LayoutModel

/// One element of the internal render tree built from a view tree.
///
/// Composite views, lists and style modifiers leave no node; every layout-relevant primitive
/// does. Sizes are cached per proposal (two entries, the less recently used replaced): a
/// stack asks each child for its minimum and maximum size once (kept in its entries while
/// the cross-axis proposal stays) and for its actual size, and placement asks for the
/// actual one again. A node that answers what its child answers (a background, an overlay, a
/// passthrough, a frame without lengths) keeps none and asks the child. Frames are not
/// stored: placement hands each node its own.
///
/// Nodes persist between passes and between `layout` calls of one engine: each build
/// reconciles with the previous one by structural path and kind (see `NodeList` and
/// docs/ARCHITECTURE.md, "Preference engine"). A reused node whose inputs and children are
/// unchanged keeps its caches; any change clears them on the node and, through the same
/// comparison in each parent, on its ancestors only.
///
/// A node owns its children (`children`, `child`, `secondary`; a geometry reader's content
/// views are its `children`); `parent` does not own. Releasing a tree of any depth is iterative (see `deinit`).
final class Node {
    enum Kind {
        case empty
        case text(TextContent)
        case shape
        /// `axis` is the enclosing stack's axis, nil outside a stack.
        case spacer(minLength: Double, axis: Axis?)
        case textField(idealWidth: Double, height: Double)
        /// `spacing` nil: the distance each pair of neighbours asks for (see `EdgeSpacing`).
        case stack(axis: Axis, crossAlignment: Double, spacing: Double?)
        case zstack(Alignment)
        case padding(EdgeInsets)
        case frame(width: Double?, height: Double?, alignment: Alignment)
        /// Boxed: the modifier's six optional lengths would make every kind, copied at each
        /// switch over it, several times larger.
        case flexibleFrame(FlexibleFrame)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `child` is the primary view, `secondary` the background.
        case background(Alignment)
        /// `child` is the primary view, `secondary` the overlay.
        case overlay(Alignment)
        /// Same size and place as its only child; carries an `extra`.
        case passthrough
        case geometryReader(GeometryReaderContent)
        case viewThatFits(Axis.Set)
        case grid(GridSpec)
        case gridRow(VerticalAlignment?)
        case lazyHGrid(LazyHGridSpec)
        case custom(AnyLayoutBox)
    }

    /// What a passthrough node adds to its child.
    enum Extra {
        case preference(PreferenceValue)
        case preferenceObserver(PreferenceObserver)
        case geometryObserver(GeometryObserver)
        case coordinateSpace(String)
        /// What `layoutValue(key:value:)` hands the enclosing custom layout.
        case layoutValues(LayoutValues)
    }

    var kind: Kind {
        didSet { sizing = Node.sizing(of: kind) }
    }
    /// The children of containers (stacks, grids, custom layouts, ViewThatFits).
    var children: [Node]
    /// The only child of a modifier node (the primary view of a background or overlay).
    var child: Node?
    /// The background or overlay view.
    var secondary: Node?
    /// The node that adopted this one in the last build that did (nil for the root); only
    /// nodes of the current tree are walked upwards (see `EngineCore+Incremental.swift`),
    /// whose parents are alive. Unowned, checked: a weak reference gives every parent a side
    /// table, which made each retain of a node take the runtime's slow path (cold layouts
    /// several times slower).
    unowned var parent: Node?

    var extra: Extra? {
        didSet { if extra != nil { placementMatters = true } }
    }
    var identifier: String? {
        didSet { if identifier != nil { placementMatters = true } }
    }
    /// Whether placing this subtree has an effect anyone sees: an identifier to report, an
    /// extra, a geometry reader (whose content is built and placed then). Placement skips
    /// subtrees without one, and a background or overlay without one is not even sized:
    /// their frames are read by no one. Set when the node is made (from its kind and its
    /// children) and when an identifier or extra is set; it may stay true after the effect
    /// went away, which costs a visit, never false while one is below.
    var placementMatters = false

    /// Whether this node kept its caches in the current build (same inputs, same clean
    /// children as in the previous build).
    var isClean = false
    /// The build in which this node last changed (see `EngineCore.generation`).
    var changedGeneration: UInt32 = 0
    /// The build in which an in-place evaluation last invalidated this node's ancestors.
    var walkedGeneration: UInt32 = 0
    var priority: Double = 0
    /// The layout priority in the previous build: a parent stack's distribution depends on it.
    var previousPriority = 0.0
    /// The structural path of the view position that built this node: with the kind, the
    /// identity reconciliation matches on.
    var path: UInt64

    /// How `size(_:_:)` treats a proposal, read from the kind whenever it is set.
    private(set) var sizing: Sizing
    var sizeCache = SizeCache()
    /// A stack's child sizes and offers for one proposal, reused by placement (nil until the
    /// node is first sized as a stack).
    var stackEntries: StackEntries?
    /// A stack's entries for placing under a nil cross proposal, when it lays its children
    /// out again for its own cross length (see `placeStack`): kept apart, so a resize reuses
    /// both the sizing's and the placement's measured flexibility.
    var placementEntries: StackEntries?
    /// The spacing this node asks of its neighbours, once computed (see `edgeSpacing`).
    var spacingCache: EdgeSpacing?

    init(_ kind: Kind, path: UInt64, children: [Node] = [], child: Node? = nil, secondary: Node? = nil) {
        self.kind = kind
        self.sizing = Node.sizing(of: kind)
        self.path = path
        self.children = children
        self.child = child
        self.secondary = secondary
    }

    /// Releases the subtree one node at a time: a nested release would take a stack frame per
    /// level, and trees of any depth must be releasable on any thread.
    deinit {
        var pending: [Node] = []
        takeOwned(into: &pending)
        while var node = pending.popLast() {
            // Only a node nothing else holds is taken apart here; one still held elsewhere (a
            // reused node, a record's output) keeps its subtree.
            if isKnownUniquelyReferenced(&node) { node.takeOwned(into: &pending) }
        }
    }

    /// Moves the nodes this one owns into `pending`, leaving it without them.
    private func takeOwned(into pending: inout [Node]) {
        if !children.isEmpty {
            pending.append(contentsOf: children)
            children = []
        }
        if let child = child.take() { pending.append(child) }
        if let secondary = secondary.take() { pending.append(secondary) }
    }

    /// How a node answers size requests (see `size(_:_:)`).
    enum Sizing {
        /// From its size cache, computed on a miss.
        case cached
        /// From its cache, for any height the text's lines fit in: a text's size depends on
        /// the height offered only when that is too small for its lines (rules 2 and 18), so
        /// one entry answers every other height.
        case cachedIgnoringHeight
        /// What its child answers: it keeps no sizes of its own (a passthrough, a background,
        /// an overlay, a frame without lengths).
        case child
    }

    private static func sizing(of kind: Kind) -> Sizing {
        switch kind {
        case .passthrough, .background, .overlay, .frame(nil, nil, _): .child
        case .text: .cachedIgnoringHeight
        default: .cached
        }
    }

    /// Sets `placementMatters` here and on every ancestor up to the first that has it
    /// already: for an effect that appears below nodes not made again (in place).
    func propagatePlacementMatters() {
        guard placementMatters else { return }
        var next = parent
        while let ancestor = next, !ancestor.placementMatters {
            ancestor.placementMatters = true
            next = ancestor.parent
        }
    }

    /// Forgets every size computed for the previous inputs.
    func invalidate() {
        sizeCache = SizeCache()
        stackEntries?.forget()
        placementEntries?.forget()
        spacingCache = nil
        isClean = false
        if case .custom(let box as CustomLayoutBox) = kind { box.cacheIsStale() }
    }

    /// Whether a parent may keep sizes computed from this node's previous answers.
    var isCleanForParent: Bool { isClean && priority == previousPriority }
}

/// A flexible frame's parameters, boxed to keep `Node.Kind` small.
final class FlexibleFrame {
    let frame: FlexibleFrameModifier
    init(_ frame: FlexibleFrameModifier) { self.frame = frame }
}
