import LayoutModel

/// What a stack of many children (`TreeLayout.rememberedStackSize` or more) keeps for one
/// proposal offered to all of its children alike: their sizes, their offsets along the stack's
/// axis as prefix sums, and its longest child across it as a running maximum.
///
/// One child changed (one text of a long conversation) is then re-sized alone, the stack's size
/// follows in O(log n), and placing it writes no other child's origin: a stack that placed its
/// children this way has their origins computed when a frame is read (`Placement`). That is what
/// makes one text changed cost the same at 1 000 and at 10 000 rows: 12.4 → 3.1 µs at 1 000
/// messages, 100.6 → 2.6 µs at 10 000 (docs/PERFORMANCE.md, "One text changed in the
/// constraint engine").
struct WideStack {
    /// The stack's node.
    let node: Int
    let axis: Axis
    /// Where children line up across the axis: 0 leading (top), 0.5 centre, 1 trailing (bottom).
    let crossFraction: Double
    /// The proposal the children were sized for (`.none` before).
    var key = ProposalKey.none
    /// The children's sizes for `key`.
    var sizes: [Size] = []
    /// Each child's length along the axis plus the gap after it: a prefix is a child's offset.
    var offsets = PrefixSums()
    /// The children's lengths across the axis.
    var crossLengths = RunningMaximum()
    /// Children (by position) invalidated since their sizes were last read.
    var unsized: [Int] = []
    /// Children (by position) invalidated since the stack last placed them.
    var unplaced: [Int] = []
    /// The proposal every child was last placed with through the offsets, `.none` when the
    /// stack placed them otherwise (their origins are then stored, not computed).
    var placedKey = ProposalKey.none

    /// Whether every child is a filling row (see `FillingRows`): a vertical stack whose
    /// children are as wide as offered, each view inside a fixed width or the row's minus a
    /// fixed amount. Offered another width, such a stack is resized without visiting its rows.
    let fillsAll: Bool
    /// What the width offered to the rows moved by, in all, through such resizes.
    var shift = 0.0
    /// `shift` when each row was last placed: a view whose frame follows its row's width is
    /// `shift - rowShift[k]` wider (or further right) than placed.
    var rowShift: [Double] = []
    /// The least width each row still fills at, as last placed (infinity while a group's length
    /// in it is unknown); their maximum is the least width all rows fill at. Measured when first
    /// needed after the rows were all placed (`rowMinimumsKnown`), then kept row by row.
    var rowMinimums = RunningMaximum()
    var rowMinimumsKnown = false
    /// Whether rows were resized without being sized since the children's sizes and cross
    /// lengths were taken (those are then the width offered, not what `sizes` holds).
    var crossStale = false

    init(node: Int, axis: Axis, crossFraction: Double, fillsAll: Bool = false) {
        self.node = node
        self.axis = axis
        self.crossFraction = crossFraction
        self.fillsAll = fillsAll
    }

    /// How much wider than placed the views following row `position`'s width are.
    func widthShift(ofRow position: Int) -> Double {
        placesLazily && fillsAll ? shift - rowShift[position] : 0
    }

    /// Whether the children's origins are computed from the offsets when read.
    var placesLazily: Bool { placedKey != .none }

    /// The origin of the child at `position`, of size `childSize`, in a stack of `stackSize`.
    ///
    /// - Complexity: O(log n).
    func origin(ofChild position: Int, size childSize: Size, in stackSize: Size) -> Point {
        let along = offsets.prefix(position)
        let across =
            guidePosition(in: stackSize[axis.cross], at: crossFraction)
            - guidePosition(in: childSize[axis.cross], at: crossFraction)
        return axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }
}
