import LayoutModel

/// A node's last two (proposal, size) answers; a new size replaces the entry not used most
/// recently. Two entries serve a stack's child, asked for its actual size while sized and
/// again while placed, and a resize that alternates between two widths.
struct SizeCache {
    private var proposal0: ProposedSize?, size0 = Size.zero
    private var proposal1: ProposedSize?, size1 = Size.zero
    /// Which entry was used last.
    private(set) var recent = 0

    /// The entry (0 or 1) that answers `proposal`, if any.
    ///
    /// Non-mutating, and comparing in this module: a node looks its cache up with a read and
    /// marks the entry used with a separate write, so neither access spans a call into
    /// another module (which would keep the exclusivity check of `Node.sizeCache` at run
    /// time; see `Node.size(_:_:)`).
    func entry(for proposal: ProposedSize) -> Int? {
        if SizeCache.same(proposal0, proposal) { return 0 }
        if SizeCache.same(proposal1, proposal) { return 1 }
        return nil
    }

    /// The size of entry `index`.
    func size(at index: Int) -> Size { index == 0 ? size0 : size1 }

    /// Marks entry `index` as used most recently.
    mutating func use(_ index: Int) { recent = index }

    /// Whether a stored proposal is `proposal` (the derived `==` of `ProposedSize?`).
    static func same(_ stored: ProposedSize?, _ proposal: ProposedSize) -> Bool {
        guard let stored else { return false }
        return stored.width == proposal.width && stored.height == proposal.height
    }

    /// Stores `size` as the answer to `proposal`, over the entry not used most recently.
    mutating func store(_ size: Size, for proposal: ProposedSize) {
        if recent == 0 {
            proposal1 = proposal
            size1 = size
            recent = 1
        } else {
            proposal0 = proposal
            size0 = size
            recent = 0
        }
    }
}

/// One child's share of a stack's distribution.
struct StackEntry {
    var size = Size.zero
    /// What the child was offered on the stack axis.
    var offer: Double?
    /// The child's length on the stack axis when offered 0 and when offered infinity (its
    /// minimum and maximum), kept for as long as `StackEntries.probedCross` says.
    var minimum = 0.0, maximum = 0.0
}

/// A stack's entries and the proposal they answer: sizing computes them, placement reads
/// them, and a resize on the stack axis reuses the children's measured flexibility.
final class StackEntries {
    var entries: [StackEntry]
    /// The proposal the sizes and offers answer (nil: none yet).
    var proposal: ProposedSize?
    /// The cross-axis proposal the minimum and maximum lengths were measured with (the outer
    /// nil: not measured). A resize offers a stack other lengths on its axis only: the
    /// children's flexibility, measured once, answers every one of them.
    var probedCross: Double??
    /// The distances between neighbouring children (see `Node.stackGaps`), and whether they
    /// must be computed again (the children changed).
    var gaps: [Double] = []
    var gapsAreStale = true

    init(count: Int) {
        entries = Array(repeating: StackEntry(), count: count)
    }

    var count: Int { entries.count }

    /// Forgets the proposal answered and the measured flexibility.
    func forget() {
        proposal = nil
        probedCross = nil
        gapsAreStale = true
    }
}
