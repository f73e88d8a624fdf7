import LayoutModel

/// One node of a compiled view tree: a primitive view or a modifier, with its children
/// (docs/ARCHITECTURE.md, "The constraint engine").
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
        /// A stack; `crossAlignment` is 0 (leading/top), 0.5 or 1 (trailing/bottom); `spacing`
        /// is the gap between two children, except beside a spacer when `spacerGaps`.
        case stack(axis: Axis, crossAlignment: Double, spacing: Double, spacerGaps: Bool)
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
        /// Its child's size; the child moved by (x, y) after layout.
        case offset(x: Double, y: Double)
        /// The proposal (the child's length where unspecified); the child, offered that size,
        /// centred at (x, y).
        case position(x: Double, y: Double)
        /// Offers its child a size of `ratio` (the child's ideal ratio when nil), scaled to fit
        /// or fill the proposal, and centres it.
        case aspectRatio(ratio: Double?, contentMode: ContentMode)
        /// An image of `natural` size; resizable (taking the proposal, at least
        /// `resizableMinimum`) when that is not nil.
        case image(natural: Size, resizableMinimum: Size?)
        /// Offers its child nil on `axes` and places it at its top-leading corner.
        case scrollView(Axis.Set)
        /// A lazy stack: each child offered nil along `axis`; the stack takes the cross-axis
        /// proposal.
        case lazyStack(axis: Axis, crossAlignment: Double, spacing: Double)
        /// Index into the engine's alignment guides: its child, whose alignment line moves.
        case alignmentGuide(Int)
    }

    var kind: Kind
    var parent: Int32 = -1
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// The stack order of this node among its siblings (rule 7); higher first.
    var priority: Double = 0
    /// Whether sizes below this node can change with a group's length (a member is below).
    var dependsOnGroups = false
    /// The edges where this node asks for no spacing, as a spacer does, with its groups known
    /// and not: a default gap of a stack beside such an edge is 0.
    var spacerWishes = SpacerWishes()
    /// This node's position among its parent's children. It fits in the padding after the
    /// fields above: a node stays 64 bytes.
    var position: Int32 = 0

    init(kind: Kind) { self.kind = kind }
}

/// The last three answers of one node (a stack asks a child for its offer and for its minimum
/// and maximum lengths), kept beside the nodes so that compiling makes small nodes.
///
/// The most recently used answer is first: an answer asked again moves to the front, a new one
/// goes in front and the least recently used one is dropped. So a stack's probes for a child's
/// minimum and maximum, the same at every width of a window being resized, stay while the
/// offers change (a conversation's resize step: 70.8 → 57.3 million instructions at 1 000
/// messages), and no slot counter pads the entry (96 bytes, not 104).
struct RememberedSizes {
    var proposal0 = ProposalKey.none
    var size0 = Size.zero
    var proposal1 = ProposalKey.none
    var size1 = Size.zero
    var proposal2 = ProposalKey.none
    var size2 = Size.zero

    mutating func forget() {
        proposal0 = .none
        proposal1 = .none
        proposal2 = .none
    }

    /// The answer for `key`, moved to the front; nil when none is remembered.
    mutating func size(for key: ProposalKey) -> Size? {
        if proposal0 == key { return size0 }
        if proposal1 == key {
            swap(&proposal0, &proposal1)
            swap(&size0, &size1)
            return size0
        }
        if proposal2 == key {
            let size = size2
            store(size, for: key)
            return size
        }
        return nil
    }

    /// Puts `size` in front for `key`, dropping the least recently used answer.
    mutating func store(_ size: Size, for key: ProposalKey) {
        proposal2 = proposal1
        size2 = size1
        proposal1 = proposal0
        size1 = size0
        proposal0 = key
        size0 = size
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

    init(_ proposal: ProposedSize) {
        width = proposal.width ?? -1
        height = proposal.height ?? -1
    }
}
