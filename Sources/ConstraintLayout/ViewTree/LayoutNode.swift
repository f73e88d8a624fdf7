import LayoutModel

/// One node of a compiled view tree: a primitive view or a modifier, with its children and the
/// sizes it answered last (docs/ARCHITECTURE.md, "The constraint engine").
///
/// Nodes live in one array owned by the engine and refer to each other by index; a node's
/// children are a contiguous slice of the engine's child list.
struct LayoutNode {
    enum Kind {
        case empty
        /// Index into the engine's texts.
        case text(Int)
        case shape
        /// A spacer; `axis` is the enclosing stack's, nil outside a stack.
        case spacer(minLength: Double, axis: Axis?)
        case textField(idealWidth: Double, height: Double)
        /// A stack; `crossAlignment` is 0 (leading/top), 0.5 or 1 (trailing/bottom).
        case stack(axis: Axis, crossAlignment: Double, spacing: Double)
        case zstack(Alignment)
        case padding(EdgeInsets)
        case frame(width: Double?, height: Double?, alignment: Alignment)
        /// Index into the engine's flexible frames.
        case flexibleFrame(Int)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// Children: the primary view, then the secondary one.
        case background(Alignment)
        case overlay(Alignment)
        /// Index into the engine's members: a view whose length on one axis is its group's.
        case member(Int)
        /// Index into the engine's grids; children are the rows.
        case grid(Int)
        /// A row of a grid; children are its cells (each a `.cell`).
        case gridRow(VerticalAlignment?)
        /// A grid cell: members of its column's and its row's groups.
        case cell(column: Int, row: Int)
    }

    var kind: Kind
    var parent: Int32 = -1
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// The stack order of this node among its siblings (rule 7); higher first.
    var priority: Double = 0
    /// Whether sizes below this node can change with a group's length (a member is below).
    var dependsOnGroups = false

    // Two remembered answers (a stack asks a child for its offer and its probes).
    var cacheProposal0 = ProposalKey.none
    var cacheSize0 = Size.zero
    var cacheProposal1 = ProposalKey.none
    var cacheSize1 = Size.zero
    var cacheProposal2 = ProposalKey.none
    var cacheSize2 = Size.zero
    var nextCacheSlot: UInt8 = 0

    init(kind: Kind) { self.kind = kind }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    mutating func forgetSizes() {
        cacheProposal0 = .none
        cacheProposal1 = .none
        cacheProposal2 = .none
    }

    func cachedSize(_ key: ProposalKey) -> Size? {
        if cacheProposal0 == key { return cacheSize0 }
        if cacheProposal1 == key { return cacheSize1 }
        if cacheProposal2 == key { return cacheSize2 }
        return nil
    }

    mutating func storeSize(_ size: Size, for key: ProposalKey) {
        switch nextCacheSlot {
        case 0: cacheProposal0 = key; cacheSize0 = size
        case 1: cacheProposal1 = key; cacheSize1 = size
        default: cacheProposal2 = key; cacheSize2 = size
        }
        nextCacheSlot = nextCacheSlot == 2 ? 0 : nextCacheSlot + 1
    }
}

/// A proposal as a cache key: nil lengths are -1 (no proposal is negative after cleaning), and
/// `none` matches no proposal.
struct ProposalKey: Equatable {
    var width: Double
    var height: Double

    static let none = ProposalKey(width: -2, height: -2)

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ p: ProposedSize) {
        width = p.width ?? -1
        height = p.height ?? -1
    }
}
