import LayoutModel

/// One element of the internal render tree built from a view tree on every pass.
///
/// Composite views, lists and style modifiers leave no node; every layout-relevant primitive
/// does. Sizes are cached per proposal (three entries, round-robin): a stack asks each child for
/// its minimum, maximum and actual size, and placement asks for the actual one again.
final class Node {
    enum Kind {
        case empty
        case text(content: String, font: Font, lineLimit: Int?)
        case shape
        /// `axis` is the enclosing stack's axis, nil outside a stack.
        case spacer(minLength: Double, axis: Axis?)
        case textField(idealWidth: Double, height: Double)
        case stack(axis: Axis, crossAlignment: Double, spacing: Double)
        case zstack(Alignment)
        case padding(EdgeInsets)
        case frame(width: Double?, height: Double?, alignment: Alignment)
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

    @exclusivity(unchecked) var kind: Kind
    /// The children of containers (stacks, grids, custom layouts, ViewThatFits).
    @exclusivity(unchecked) var children: [Node]
    /// The only child of a modifier node (the primary view of a background or overlay).
    @exclusivity(unchecked) var child: Node?
    /// The background or overlay view.
    @exclusivity(unchecked) var secondary: Node?
    @exclusivity(unchecked) var extra: Extra?
    @exclusivity(unchecked) var priority: Double = 0
    @exclusivity(unchecked) var identifier: String?
    /// The frame in root coordinates, set by placement.
    @exclusivity(unchecked) var frame = Rect.zero
    /// For ViewThatFits: the child placed in the last placement.
    @exclusivity(unchecked) var chosenChild = -1

    // Size cache: three (proposal, size) entries.
    @exclusivity(unchecked) private var cacheP0 = ProposedSize.unspecified, cacheS0 = Size.zero
    @exclusivity(unchecked) private var cacheP1 = ProposedSize.unspecified, cacheS1 = Size.zero
    @exclusivity(unchecked) private var cacheP2 = ProposedSize.unspecified, cacheS2 = Size.zero
    @exclusivity(unchecked) private var cacheCount: UInt8 = 0
    @exclusivity(unchecked) private var cacheNext: UInt8 = 0

    /// A stack's child sizes for `stackProposal`, reused by placement.
    @exclusivity(unchecked) var stackProposal: ProposedSize?
    @exclusivity(unchecked) var stackSizes: [Size] = []
    /// What each child was offered on the stack axis for `stackProposal`.
    @exclusivity(unchecked) var stackOffers: [Double?] = []

    init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
    }

    init(_ kind: Kind, child: Node, secondary: Node? = nil) {
        self.kind = kind
        self.children = []
        self.child = child
        self.secondary = secondary
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    @inline(__always)
    func cachedSize(_ p: ProposedSize) -> Size? {
        let n = cacheCount
        if n > 0, cacheP0 == p { return cacheS0 }
        if n > 1, cacheP1 == p { return cacheS1 }
        if n > 2, cacheP2 == p { return cacheS2 }
        return nil
    }

    @inline(__always)
    func storeSize(_ s: Size, for p: ProposedSize) {
        switch cacheNext {
        case 0: cacheP0 = p; cacheS0 = s
        case 1: cacheP1 = p; cacheS1 = s
        default: cacheP2 = p; cacheS2 = s
        }
        cacheNext = cacheNext == 2 ? 0 : cacheNext + 1
        if cacheCount < 3 { cacheCount += 1 }
    }

    /// Forgets cached sizes of this subtree (used when a GeometryReader rebuilds content).
    func clearCache() {
        cacheCount = 0
        cacheNext = 0
        stackProposal = nil
    }
}

/// A flexible frame's parameters, boxed to keep `Node.Kind` small.
final class FlexibleFrame {
    let frame: FlexibleFrameModifier
    init(_ frame: FlexibleFrameModifier) { self.frame = frame }
}
