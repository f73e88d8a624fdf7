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
/// reconciles with the previous one by structural path and kind (see
/// `EngineCore+Reconciliation.swift`). A reused node whose inputs and children are unchanged
/// keeps its caches; any change clears them on the node and, through the same comparison in
/// each parent, on its ancestors only.
final class Node {
    enum Kind {
        case empty
        case text(TextContent)
        case shape
        /// `axis` is the enclosing stack's axis, nil outside a stack.
        case spacer(minLength: Double, axis: Axis?)
        case textField(idealWidth: Double, height: Double)
        case stack(axis: Axis, crossAlignment: Double, spacing: Double)
        case zstack(Alignment)
        case padding(EdgeInsets)
        case frame(width: Double?, height: Double?, alignment: Alignment)
        /// `.background(…).frame(width:height:alignment:)` as one node: `child` is the
        /// primary view, placed in the frame as by `.frame`; `secondary` the background, over
        /// the primary view's frame (see `Builder.visitBackground`).
        case framedBackground(width: Double?, height: Double?, alignment: Alignment, background: Alignment)
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
    }

    // Stored properties keep their declaration order: the kind and small fields first, then
    // the links, the extra and the identifier (what placement reads), then the size cache.
    // The order packs the fields into 232 bytes (a 240-byte allocation); at 10 000 rows the
    // walks read nearly every line of a node anyway (cache simulation: reordering changed no
    // miss count), so what counts is the size, and asking for nodes ahead (`Prefetch`).

    @exclusivity(unchecked) var kind: Kind {
        didSet {
            kindObject = Node.object(of: kind)
            sizing = Node.sizing(of: kind)
            buildsWhenPlaced = Node.buildsWhenPlaced(kind)
        }
    }
    /// The size cache's entry used most recently: a new size replaces the other. A stack
    /// keeps its children's minimum and maximum lengths in its entries, so a resize asks
    /// each child only for its new offer; a third entry, which kept them here, made every
    /// node 32 bytes larger.
    @exclusivity(unchecked) private var cacheRecent: UInt8 = 0
    /// Whether this node kept its caches in the current build (same inputs, same clean
    /// children as in the previous build).
    @exclusivity(unchecked) var isClean = false
    /// The build in which this node last changed (see `EngineCore.generation`).
    @exclusivity(unchecked) var changedGeneration: UInt32 = 0

    /// The only child of a modifier node (the primary view of a background or overlay), and
    /// the background or overlay view. Not owning: every node of the current tree is held by
    /// the build that made it (`EngineCore.evaluationNodes`, `deferredNodes`), so the size and
    /// placement walks follow these links without reference counting.
    @exclusivity(unchecked) private(set) var childLink: Unmanaged<Node>?
    @exclusivity(unchecked) private(set) var secondaryLink: Unmanaged<Node>?
    /// The object `kind` carries (see `withKindObject`), not owning: the kind holds it.
    @exclusivity(unchecked) private var kindObject: UnsafeMutableRawPointer?
    /// The children of containers (stacks, grids, custom layouts, ViewThatFits).
    @exclusivity(unchecked) var children: [Node]
    @exclusivity(unchecked) var extra: Extra? {
        didSet { if extra != nil { placementMatters = true } }
    }
    /// Whether placing this subtree has an effect anyone sees: an identifier to report, an
    /// extra, a geometry reader (whose content is built and placed then). Placement skips
    /// subtrees without one, and a background or overlay without one is not even sized:
    /// their frames are read by no one. Set when the node is made (from its kind and its
    /// children) and when an identifier or extra is set; it may stay true after the effect
    /// went away, which costs a visit, never false while one is below.
    /// (After `extra`, in the bytes its 17 leave before the next word: a node is 232 bytes.)
    @exclusivity(unchecked) var placementMatters = false
    /// How `size(_:_:)` treats a proposal, read from the kind whenever it is set (a switch
    /// over the kind costs more at each of the many size requests a walk makes).
    @exclusivity(unchecked) private(set) var sizing = Sizing.cached
    /// Whether placing this node builds what it shows (a geometry reader's content): its
    /// child link changes during placement, which a walk beside placement must not follow
    /// (see `Node+ReadAhead.swift`). Set with the kind. (In the byte `sizing` leaves.)
    @exclusivity(unchecked) private(set) var buildsWhenPlaced = false
    /// The build in which an in-place evaluation last invalidated this node's ancestors.
    @exclusivity(unchecked) var walkedGeneration: UInt32 = 0
    @exclusivity(unchecked) var identifier: String? {
        didSet { if identifier != nil { placementMatters = true } }
    }

    // Size cache: two (proposal, size) entries; a nil proposal axis is stored as -1
    // (proposals are sanitised to be non-negative), which keeps each entry at 32 bytes.
    @exclusivity(unchecked) private var cacheW0 = -2.0, cacheH0 = -2.0, cacheS0 = Size.zero
    @exclusivity(unchecked) private var cacheW1 = -2.0, cacheH1 = -2.0, cacheS1 = Size.zero

    @exclusivity(unchecked) var priority: Double = 0
    /// The layout priority in the previous build: a parent stack's distribution depends on it.
    @exclusivity(unchecked) var previousPriority = 0.0
    /// The structural path of the view position that built this node: with the kind, the
    /// identity reconciliation matches on.
    @exclusivity(unchecked) var path: UInt64
    /// The node that adopted this one in the last build that did (nil for the root). Not
    /// owning: a parent outlives its children within the tree, and only nodes of the current
    /// tree are walked upwards (see `EngineCore+Incremental.swift`).
    @exclusivity(unchecked) var parentLink: Unmanaged<Node>?

    /// A stack's child sizes and offers for one proposal, reused by placement (nil until the
    /// node is first sized as a stack). The proposal lives in the buffer's header, so other
    /// nodes pay one word for it.
    @exclusivity(unchecked) var stackEntries: StackEntries?

    /// The addresses of the object the kind carries and of the stack entries, for memory
    /// hints.
    var kindObjectAddress: UnsafeRawPointer? { kindObject.map { UnsafeRawPointer($0) } }
    var stackEntriesAddress: UnsafeRawPointer? {
        stackEntries.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    }

    var child: Node? {
        get { childLink?.takeUnretainedValue() }
        set { childLink = newValue.map { Unmanaged.passUnretained($0) } }
    }

    var parent: Node? {
        get { parentLink?.takeUnretainedValue() }
        set { parentLink = newValue.map { Unmanaged.passUnretained($0) } }
    }

    var secondary: Node? {
        get { secondaryLink?.takeUnretainedValue() }
        set { secondaryLink = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// `body` applied to the child (which must exist), without retaining it.
    @inline(__always)
    func withChild<Result>(_ body: (Node) -> Result) -> Result {
        childLink.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
    }

    /// `body` applied to the children's storage, without retaining it:
    /// `children.withUnsafeBufferPointer` on the stored property retains and releases the
    /// array around `body`. The children are not replaced meanwhile: only a build replaces
    /// them (`EngineCore.node`), never on a node it is walking, and a walk builds only a
    /// reader's content, whose nodes it has not reached yet. (A native array is contiguous.)
    @inline(__always)
    func withChildrenBuffer<Result>(_ body: (UnsafeBufferPointer<Node>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: children._baseAddressIfContiguous, count: children.count))
    }

    /// `body` applied to each child with its index, in order, without retaining them (the
    /// children array holds them throughout).
    @inline(__always)
    func forEachChild(_ body: (Int, Node) -> Void) {
        withChildrenBuffer { nodes in
            for i in nodes.indices {
                Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { body(i, $0) }
            }
        }
    }

    /// `body` applied to child `i`, without retaining it.
    @inline(__always)
    func withChild<Result>(at i: Int, _ body: (Node) -> Result) -> Result {
        withChildrenBuffer { Unmanaged.passUnretained($0[i])._withUnsafeGuaranteedRef(body) }
    }

    /// `body` applied to the object the kind carries (`.text`, `.flexibleFrame`,
    /// `.geometryReader` or `.custom`, which must be the case), without retaining it: a size
    /// or placement walk reads it while the node holds it, where a `case let` binding would
    /// retain and release it. The object's address is kept beside the kind whenever the kind
    /// is set.
    @inline(__always)
    func withKindObject<Object: AnyObject, Result>(_ type: Object.Type, _ body: (Object) -> Result) -> Result {
        assert(kindObject != nil && Unmanaged<AnyObject>.fromOpaque(kindObject!).takeUnretainedValue() is Object,
               "withKindObject(\(type)) on a node of kind \(kind)")
        return Unmanaged<Object>.fromOpaque(kindObject.unsafelyUnwrapped)._withUnsafeGuaranteedRef(body)
    }

    /// How a node answers size requests (see `size(_:_:)`).
    enum Sizing: UInt8 {
        /// From its size cache, computed on a miss.
        case cached
        /// From its cache, for any height: a text's size does not depend on the height
        /// offered (rule 2), so one entry answers every height.
        case cachedIgnoringHeight
        /// What its child answers: it keeps no sizes of its own (a passthrough, a background,
        /// an overlay, a frame without lengths).
        case child
    }

    private static func sizing(of kind: Kind) -> Sizing {
        switch kind {
        case .passthrough, .background, .overlay, .frame(nil, nil, _), .framedBackground(nil, nil, _, _): .child
        case .text: .cachedIgnoringHeight
        default: .cached
        }
    }

    private static func buildsWhenPlaced(_ kind: Kind) -> Bool {
        if case .geometryReader = kind { return true }
        return false
    }

    /// The address of the object `kind` carries, nil for kinds that carry none.
    private static func object(of kind: Kind) -> UnsafeMutableRawPointer? {
        switch kind {
        case .text(let object): Unmanaged.passUnretained(object).toOpaque()
        case .flexibleFrame(let object): Unmanaged.passUnretained(object).toOpaque()
        case .geometryReader(let object): Unmanaged.passUnretained(object).toOpaque()
        case .custom(let object): Unmanaged.passUnretained(object).toOpaque()
        default: nil
        }
    }

    /// - Parameters:
    ///   - child, secondary: nodes the build's node list holds (links do not own).
    init(_ kind: consuming Kind, path: UInt64, children: consuming [Node] = [], child: Unmanaged<Node>? = nil,
         secondary: Unmanaged<Node>? = nil) {
        self.kindObject = Node.object(of: kind)
        self.sizing = Node.sizing(of: kind)
        self.buildsWhenPlaced = Node.buildsWhenPlaced(kind)
        self.kind = kind
        self.path = path
        self.children = children
        self.childLink = child
        self.secondaryLink = secondary
    }

    /// Sets both links (see `childLink`) to nodes the build's node list holds.
    @inline(__always)
    func setLinks(child: Unmanaged<Node>?, secondary: Unmanaged<Node>?) {
        childLink = child
        secondaryLink = secondary
    }

    /// Sets `placementMatters` here and on every ancestor up to the first that has it
    /// already: for an effect that appears below nodes not made again (in place).
    func propagatePlacementMatters() {
        guard placementMatters else { return }
        var next = parentLink
        while let link = next {
            next = link._withUnsafeGuaranteedRef { ancestor in
                if ancestor.placementMatters { return nil }
                ancestor.placementMatters = true
                return ancestor.parentLink
            }
        }
    }

    /// Forgets every size computed for the previous inputs.
    func invalidate() {
        cacheW0 = -2; cacheH0 = -2
        cacheW1 = -2; cacheH1 = -2
        stackEntries?.forget()
        isClean = false
    }

    /// Whether a parent may keep sizes computed from this node's previous answers.
    @inline(__always)
    var isCleanForParent: Bool { isClean && priority == previousPriority }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    @inline(__always)
    func cachedSize(_ p: ProposedSize) -> Size? {
        let w = p.width ?? -1, h = p.height ?? -1
        if cacheW0 == w && cacheH0 == h { touchCache(0); return cacheS0 }
        if cacheW1 == w && cacheH1 == h { touchCache(1); return cacheS1 }
        return nil
    }

    @inline(__always)
    func storeSize(_ s: Size, for p: ProposedSize) {
        let w = p.width ?? -1, h = p.height ?? -1
        // The entry not used most recently.
        if cacheRecent == 0 {
            cacheW1 = w; cacheH1 = h; cacheS1 = s
            cacheRecent = 1
        } else {
            cacheW0 = w; cacheH0 = h; cacheS0 = s
            cacheRecent = 0
        }
    }

    @inline(__always)
    private func touchCache(_ slot: UInt8) {
        cacheRecent = slot
    }
}

/// One child's share of a stack's distribution.
struct StackEntry {
    var size: Size
    /// What the child was offered on the stack axis.
    var offer: Double?
    /// The child's length on the stack axis when offered 0 and when offered infinity (its
    /// minimum and maximum), kept for as long as the header's `probedCross` says.
    var minimum = 0.0, maximum = 0.0
}

/// The proposal a stack's entries were computed for, encoded like the size cache (-2: none),
/// and how many entries there are.
struct StackEntriesHeader {
    var w = -2.0, h = -2.0
    /// The cross-axis proposal the entries' minimum and maximum lengths were measured with,
    /// encoded likewise (-2: not measured). A resize offers a stack other lengths on its axis
    /// only: the children's flexibility, measured once, answers every one of them.
    var probedCross = -2.0
    let count: Int
}

/// A stack's entries and the proposal they answer, in one allocation (as an array alone
/// would take), so that a node carries one reference for both.
final class StackEntries: ManagedBuffer<StackEntriesHeader, StackEntry> {
    /// Entries for `count` children, all zero, answering no proposal.
    static func make(count: Int) -> StackEntries {
        let buffer = StackEntries.create(minimumCapacity: count) { _ in StackEntriesHeader(count: count) }
        let entries = unsafeDowncast(buffer, to: StackEntries.self)
        // Made while sizing, one stack after another: the next ones go past this one.
        Prefetch.aheadOfAllocation(after: entries)
        entries.withUnsafeMutablePointerToElements {
            $0.initialize(repeating: StackEntry(size: .zero, offer: nil, minimum: 0, maximum: 0), count: count)
        }
        return entries
    }

    // The header is reached through its pointer: the `header` property would check
    // exclusive access dynamically on every use.

    @inline(__always)
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Whether the entries answer the proposal encoded as (`w`, `h`).
    @inline(__always)
    func answers(_ w: Double, _ h: Double) -> Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.w == w && $0.pointee.h == h }
    }

    /// Marks the entries as answering the proposal encoded as (`w`, `h`).
    @inline(__always)
    func settle(_ w: Double, _ h: Double) {
        withUnsafeMutablePointerToHeader {
            $0.pointee.w = w
            $0.pointee.h = h
        }
    }

    /// Marks the entries as answering no proposal, their minimum and maximum lengths as not
    /// measured.
    @inline(__always)
    func forget() {
        withUnsafeMutablePointerToHeader {
            $0.pointee.w = -2
            $0.pointee.probedCross = -2
        }
    }

    /// Whether the entries' minimum and maximum lengths were measured with the cross-axis
    /// proposal encoded as `cross`.
    @inline(__always)
    func wereProbed(_ cross: Double) -> Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.probedCross == cross }
    }

    /// Marks the entries' minimum and maximum lengths as measured with `cross`.
    @inline(__always)
    func markProbed(_ cross: Double) {
        withUnsafeMutablePointerToHeader { $0.pointee.probedCross = cross }
    }

    /// The entries' storage, valid while the buffer lives (its node holds it): walks use it
    /// instead of the buffer, which a closure or call would retain.
    @inline(__always)
    var elements: UnsafeMutablePointer<StackEntry> { withUnsafeMutablePointerToElements { $0 } }

    @inline(__always)
    subscript(i: Int) -> StackEntry {
        get { withUnsafeMutablePointerToElements { $0[i] } }
        set { withUnsafeMutablePointerToElements { $0[i] = newValue } }
    }
}

/// A flexible frame's parameters, boxed to keep `Node.Kind` small.
final class FlexibleFrame {
    let frame: FlexibleFrameModifier
    init(_ frame: FlexibleFrameModifier) { self.frame = frame }
}
