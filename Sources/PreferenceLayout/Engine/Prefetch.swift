internal import MemoryHints

// Memory hints for walks over wide trees. A conversation of 10 000 rows is tens of megabytes
// of nodes, records and text: more than the caches hold, so each walk (evaluate, size, place,
// twice) would wait on memory for every row. Objects are built in order, a subtree before the
// node that adopts it, so the memory of sibling k's subtree mostly lies between sibling k - 1
// and sibling k; a walk asks for it a few siblings ahead and finds it in the cache.

enum Prefetch {
    /// How many siblings ahead of a walk their memory is requested.
    static let distance = 4
    /// At most this much memory before an object is requested as its subtree.
    static let span = 8192
    /// What is requested of an object itself (a node is 288 bytes).
    static let objectBytes = 320

    /// Asks for the memory built after `previous` up to and including `object` (a node,
    /// made after its subtree), or for `object` alone when the two are not in that order
    /// nearby (built at other times).
    @inline(__always)
    static func built(upTo object: AnyObject, after previous: AnyObject) {
        let end = address(object), start = address(previous)
        let from = start < end && end - start <= UInt(span) ? start : end
        memory_hints_prefetch(UnsafeRawPointer(bitPattern: from), Int(end - from) + objectBytes)
    }

    /// Asks for the memory built from `object` (a record, made before what it records) up to
    /// `next`, or for `object` alone when the two are not in that order nearby.
    @inline(__always)
    static func built(from object: AnyObject, before next: AnyObject) {
        let start = address(object), end = address(next)
        let length = start < end && end - start <= UInt(span) ? Int(end - start) : objectBytes
        memory_hints_prefetch(UnsafeRawPointer(bitPattern: start), length)
    }

    /// Asks for `object`'s own memory.
    @inline(__always)
    static func object(_ object: AnyObject) {
        memory_hints_prefetch(UnsafeRawPointer(bitPattern: address(object)), objectBytes)
    }

    @inline(__always)
    private static func address(_ object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }
}

extension Node {
    /// `forEachChild` for a walk over many children: each child's subtree is requested
    /// `Prefetch.distance` children before the walk reaches it.
    @inline(__always)
    func forEachChildPrefetching(_ body: (Int, Node) -> Void) {
        withChildrenBuffer { nodes in
            let count = nodes.count
            for i in nodes.indices {
                let ahead = i + Prefetch.distance
                if ahead < count { Prefetch.built(upTo: nodes[ahead], after: nodes[ahead - 1]) }
                Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { body(i, $0) }
            }
        }
    }
}
