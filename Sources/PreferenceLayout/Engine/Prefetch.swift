internal import MemoryHints

// Memory hints for walks over wide trees. A conversation of 10 000 rows is tens of megabytes
// of nodes, records and text: more than the caches hold, so each walk (evaluate, size, place,
// twice) would wait on memory for every row. Objects are built in order, a subtree before the
// node that adopts it, so the memory of sibling k's subtree mostly lies between sibling k - 1
// and sibling k; a walk asks for it a few siblings ahead and finds it in the cache. Builds
// also ask for the memory their next objects will be made in (`aheadOfAllocation`).

enum Prefetch {
    /// How many siblings ahead of a walk their memory is requested.
    static let distance = 4
    /// At most this much memory before an object is requested as its subtree.
    static let span = 8192
    /// What is requested of an object itself (a node is 232 bytes, in a 240-byte allocation).
    static let objectBytes = 320

    // Walks name objects by address (see `address(at:in:)`): passing the objects themselves
    // would retain and release each one where a walk does not inline the request.

    /// Asks for the memory built after the object at `start` up to and including the one at
    /// `end` (a node, made after its subtree), or for the latter alone when the two are not
    /// in that order nearby (built at other times).
    @inline(__always)
    static func built(upTo end: UInt, after start: UInt) {
        let from = start < end && end - start <= UInt(span) ? start : end
        request(from, Int(end - from) + objectBytes)
    }

    /// Asks for the memory built from the object at `start` (a record, made before what it
    /// records) up to the one at `end`, or for the former alone when the two are not in that
    /// order nearby.
    @inline(__always)
    static func built(from start: UInt, before end: UInt) {
        let length = start < end && end - start <= UInt(span) ? Int(end - start) : objectBytes
        request(start, length)
    }

    /// The address of the object whose reference starts element `i` of `buffer` (an object,
    /// or a tuple whose first member is one), read without retaining it.
    @inline(__always)
    static func address<Element>(at i: Int, in buffer: UnsafeBufferPointer<Element>) -> UInt {
        UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + i).load(as: UInt.self)
    }

    /// Asks for `bytes` bytes at `address` (an object's memory, when the object is not to be
    /// touched).
    @inline(__always)
    static func memory(at address: UnsafeRawPointer, bytes: Int) {
        request(UInt(bitPattern: address), bytes)
    }

    /// How far past a new object, and how much, `aheadOfAllocation(after:)` asks for: a
    /// conversation row ahead (1 280 to 5 120 bytes and 256 to 1 024 measured alike).
    static let allocationAheadDistance = 2048
    static let allocationAheadBytes = 512

    /// Asks for the memory past `object`, just made, as memory about to be written. The
    /// allocator makes a build's objects one after another in the same free memory (a
    /// conversation row's 2.5 KB lie together, rows in order), so the next ones go there.
    /// That memory, freed by an earlier tree, is no longer cached, and each first store to a
    /// line of it waited for the line: at 10 000 rows, stores into new nodes filled the store
    /// buffer. (Without the `prfchw` feature the hint compiles to a plain prefetch, which
    /// measured the same.)
    @inline(__always)
    static func aheadOfAllocation(after object: AnyObject) {
        let start = address(object) &+ UInt(allocationAheadDistance)
        memory_hints_prefetch_for_writing(UnsafeRawPointer(bitPattern: start), allocationAheadBytes)
    }

    /// Asks for `object`'s own memory.
    @inline(__always)
    static func object(_ object: AnyObject) {
        request(address(object), objectBytes)
    }

    /// Asks for the `length` bytes at `start`, line by line (`memory_hints_prefetch`). The
    /// plain loop is faster at 10 000 rows than one unrolled four lines a step, which has
    /// fewer instructions but was 10 % slower (requests in bursts wait for the memory system).
    @inline(__always)
    private static func request(_ start: UInt, _ length: Int) {
        memory_hints_prefetch(UnsafeRawPointer(bitPattern: start), length)
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
        forEachChildPrefetching(in: 0..<children.count, body)
    }

    /// `forEachChildPrefetching(_:)` over the children in `range`.
    @inline(__always)
    func forEachChildPrefetching(in range: Range<Int>, _ body: (Int, Node) -> Void) {
        withChildrenBuffer { nodes in
            let count = range.upperBound
            for i in range {
                let ahead = i + Prefetch.distance
                if ahead < count {
                    Prefetch.built(upTo: Prefetch.address(at: ahead, in: nodes),
                                   after: Prefetch.address(at: ahead - 1, in: nodes))
                }
                Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { body(i, $0) }
            }
        }
    }
}
