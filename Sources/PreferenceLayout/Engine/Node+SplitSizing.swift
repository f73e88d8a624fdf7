import Synchronization

// Sizing a wide stack on two threads. A stack's children are sized independently of each
// other for one proposal (a stack offered nil or infinity on its axis, and the minimum and
// maximum probes before a distribution), and sizing reads and writes only the subtree sized:
// its nodes' caches, stack entries and text measurements. So many children can be sized on
// this thread and the helper thread (`LargeStack.run(_:helpedBy:)`) at once, each taking a few at a time.
// At 10 000 rows, sizing waits on memory for most rows, and two threads wait in parallel.
//
// What would make that unsafe is user code: a custom `Layout` runs while its node is sized.
// An engine that has built one never splits. Geometry readers, whose content is user code,
// build it when placed, not when sized; sizing a reader reads only its proposal.

extension Node {
    /// Stacks with at least this many children use the helper thread (here and in
    /// `Node+ReadAhead.swift`): fewer are done before handing half of them over would pay
    /// (tens of microseconds when the helper sleeps).
    static let wideStackChildren = 256

    /// How many children a thread takes at a time in a split sizing.
    static let splitChunk = 64

    /// `body(i, child, core)` for each child; for a stack of many children, on this thread
    /// and the helper at once, each taking `splitChunk` children at a time (so a thread that
    /// starts late, or meets slower children, takes fewer), the helper with
    /// `core.helperCore` (which only counts the sizes computed, added to `core`'s after).
    ///
    /// `body` must write only what belongs to child `i` (its entry, its subtree).
    @inline(__always)
    func forEachChildSizing(_ core: EngineCore, _ body: (Int, Node, EngineCore) -> Void) {
        if children.count >= Node.wideStackChildren && core.maySplitSizing {
            splitChildSizing(core, body)
        } else {
            forEachChildPrefetching { i, child in body(i, child, core) }
        }
    }

    @inline(never)
    private func splitChildSizing(_ core: EngineCore, _ body: (Int, Node, EngineCore) -> Void) {
        let n = children.count
        let helperCore = core.helperCore
        // The first child no thread has taken yet.
        let next = Atomic<Int>(0)
        func takeChunks(_ core: EngineCore) {
            while true {
                let start = next.wrappingAdd(Node.splitChunk, ordering: .relaxed).oldValue
                if start >= n { return }
                forEachChildPrefetching(in: start..<min(n, start + Node.splitChunk)) { i, child in body(i, child, core) }
            }
        }
        core.isSplittingSizing = true
        let split = LargeStack.run({ takeChunks(core) }, helpedBy: { takeChunks(helperCore) })
        core.isSplittingSizing = false
        core.statistics.sizeComputations += helperCore.statistics.sizeComputations
        helperCore.statistics.sizeComputations = 0
        if split { core.splitSizings += 1 }
    }
}
