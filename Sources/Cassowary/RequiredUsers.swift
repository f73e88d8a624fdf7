/// For each external symbol id, the slots (in `ConstraintStore`) of the required constraints
/// that mention it: the answer check evaluates those of the variables an operation moved.
///
/// Slots, not references: no reference counting on the hot path of an add. Removal is lazy:
/// a removed constraint's entries stay until the stale entries outnumber the live ones and
/// the lists are rebuilt; an entry whose slot now holds another constraint (or none) only
/// costs the check one evaluation. Removing one of N constraints on a shared width would
/// otherwise search a list of N. A variable's first slot is kept inline: most variables have
/// one, and an array each would cost an allocation per variable.
struct RequiredUsers {
    private struct List {
        var first: Int32 = -1
        var rest: [Int32] = []
    }

    private var lists: [List] = []
    private var liveEntries = 0
    private var staleEntries = 0
    /// Per slot, the last check that evaluated it: one check evaluates each constraint once.
    private var checkedEpoch: [Int] = []
    private var epoch = 0

    /// Adds the constraint in `slot` to the list of symbol `id`.
    @inline(__always)
    mutating func add(slot: Int, id: Int) {
        if lists.count <= id { lists.append(contentsOf: repeatElement(List(), count: id + 1 - lists.count)) }
        if lists[id].first < 0 {
            lists[id].first = Int32(slot)
        } else {
            lists[id].rest.append(Int32(slot))
        }
        liveEntries += 1
    }

    /// Notes that `count` entries went stale; when they outnumber the live ones, the lists
    /// are emptied and `rebuild` adds the live constraints again.
    ///
    /// - Complexity: amortised O(count).
    mutating func noteRemoval(entries count: Int, rebuild: (inout RequiredUsers) -> Void) {
        liveEntries -= count
        staleEntries += count
        guard staleEntries > liveEntries + 64 else { return }
        lists.removeAll(keepingCapacity: true)
        liveEntries = 0
        staleEntries = 0
        rebuild(&self)
    }

    /// Starts a check: every slot counts as not yet evaluated.
    mutating func beginCheck(slotCount: Int) {
        epoch += 1
        if checkedEpoch.count < slotCount {
            checkedEpoch.append(contentsOf: repeatElement(0, count: slotCount - checkedEpoch.count))
        }
    }

    /// Calls `body` with each slot listed for `id` that the current check has not evaluated.
    @inline(__always)
    mutating func forEachUnchecked(id: Int, _ body: (Int) -> Void) {
        guard id < lists.count, lists[id].first >= 0 else { return }
        visit(Int(lists[id].first), body)
        for index in lists[id].rest.indices { visit(Int(lists[id].rest[index]), body) }
    }

    @inline(__always)
    private mutating func visit(_ slot: Int, _ body: (Int) -> Void) {
        guard slot < checkedEpoch.count, checkedEpoch[slot] != epoch else { return }
        checkedEpoch[slot] = epoch
        body(slot)
    }
}
