import LayoutModel

/// One element of the internal render tree built from a view tree on every pass.
///
/// Composite views, lists and style modifiers leave no node; every layout-relevant primitive
/// does. Sizes are cached per proposal (four entries, round-robin): a stack asks each child for
/// its minimum, maximum and actual size, and placement asks once more.
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
        case flexibleFrame(FlexibleFrameModifier)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// children: [primary, secondary]
        case background(Alignment)
        /// children: [primary, secondary]
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
        case preference(key: any PreferenceKey.Type, value: Any)
        case preferenceObserver(PreferenceObserver)
        case geometryObserver(GeometryObserver)
        case coordinateSpace(String)
    }

    var kind: Kind
    var children: [Node]
    var extra: Extra?
    var priority: Double = 0
    var identifier: String?
    /// The frame in root coordinates, set by placement.
    var frame = Rect.zero
    /// For ViewThatFits: the child placed in the last placement.
    var chosenChild = -1

    // Size cache: four (proposal, size) entries.
    private var cacheP0 = ProposedSize.unspecified, cacheS0 = Size.zero
    private var cacheP1 = ProposedSize.unspecified, cacheS1 = Size.zero
    private var cacheP2 = ProposedSize.unspecified, cacheS2 = Size.zero
    private var cacheP3 = ProposedSize.unspecified, cacheS3 = Size.zero
    private var cacheCount: UInt8 = 0
    private var cacheNext: UInt8 = 0

    /// A stack's child sizes for `stackProposal`, reused by placement.
    var stackProposal: ProposedSize?
    var stackSizes: [Size] = []
    /// What each child was offered on the stack axis for `stackProposal`.
    var stackOffers: [Double?] = []

    init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
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
        if n > 3, cacheP3 == p { return cacheS3 }
        return nil
    }

    @inline(__always)
    func storeSize(_ s: Size, for p: ProposedSize) {
        switch cacheNext {
        case 0: cacheP0 = p; cacheS0 = s
        case 1: cacheP1 = p; cacheS1 = s
        case 2: cacheP2 = p; cacheS2 = s
        default: cacheP3 = p; cacheS3 = s
        }
        cacheNext = (cacheNext + 1) & 3
        if cacheCount < 4 { cacheCount += 1 }
    }

    /// Forgets cached sizes of this subtree (used when a GeometryReader rebuilds content).
    func clearCache() {
        cacheCount = 0
        cacheNext = 0
        stackProposal = nil
    }
}
