import Foundation
import Synchronization

// Placing a wide stack with the helper thread reading ahead. At 10 000 rows, placement waits
// on memory for most nodes it visits: the prefetch hints of `forEachChildPrefetching` cover
// what evaluation made between two siblings, not what sizing and the previous placement made
// elsewhere (stack entries, readers' contents), and a row's nodes are reached one link after
// another. So while this thread places the stack's children, the helper walks the children a
// little ahead of it and asks for their memory, which placement then finds in the shared cache.
//
// The helper reads only what placement never writes: a node's children, its links (not those
// of a geometry reader, whose content placement builds), the addresses of its kind object and
// stack entries, and whether its placement matters. What it asks for it does not read. The
// nodes stay: the build that made them holds them until the next build.

extension Node {
    /// How many children ahead of placement the helper reads: far enough to hide the wait,
    /// near enough that what it read is still cached (16 to 256 measured alike).
    static let readAheadChildren = 64

    /// `forEachChildPrefetching(body)` for placement; for a stack of many children, the
    /// helper thread reads their subtrees ahead of `body` (see above).
    @inline(__always)
    func forEachChildPlacing(_ core: EngineCore, _ body: (Int, Node) -> Void) {
        if children.count >= Node.wideStackChildren && core.usesHelperThread {
            placeReadingAhead(core, body)
        } else {
            forEachChildPrefetching(body)
        }
    }

    @inline(never)
    private func placeReadingAhead(_ core: EngineCore, _ body: (Int, Node) -> Void) {
        // The last child placed; `Int.max` once placement is done.
        let placed = Atomic<Int>(-1)
        let helped = LargeStack.run({
            forEachChildPrefetching { i, child in
                body(i, child)
                placed.store(i, ordering: .relaxed)
            }
            placed.store(.max, ordering: .relaxed)
        }, helpedBy: {
            withChildrenBuffer { nodes in
                var i = 0
                while i < nodes.count {
                    let done = placed.load(ordering: .relaxed)
                    if done == .max { return }
                    if i > done + Node.readAheadChildren {
                        sched_yield()
                        continue
                    }
                    Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { $0.readAhead() }
                    i += 1
                }
            }
        })
        if helped { core.readAheadPlacements += 1 }
    }

    /// Asks for the memory placement will read in this subtree (see above for what is read).
    private func readAhead() {
        Prefetch.memory(at: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()), bytes: Prefetch.objectBytes)
        if let object = kindObjectAddress { Prefetch.memory(at: object, bytes: Prefetch.objectBytes) }
        if let entries = stackEntriesAddress { Prefetch.memory(at: entries, bytes: Prefetch.objectBytes) }
        guard placementMatters, !buildsWhenPlaced else { return }
        childLink?._withUnsafeGuaranteedRef { $0.readAhead() }
        secondaryLink?._withUnsafeGuaranteedRef { $0.readAhead() }
        withChildrenBuffer { nodes in
            for i in nodes.indices {
                Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { $0.readAhead() }
            }
        }
    }
}
