#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tableau's column index: for each symbol id, the slots of the rows that mention it.
///
/// Appending a slot to a column is the innermost step of adding a long row, once per cell.
/// With one Swift array per column, each append reads that array's own heap header (a cache
/// miss per cell in a long row) and checks its uniqueness, and every column is a heap block
/// of its own. Here the headers sit side by side in one buffer, so a row's cells (sorted by
/// id) walk them in order, and all columns share one arena: a column that outgrows its
/// segment moves to the arena's end, and a full arena is rebuilt without its holes.
///
/// Most columns list one or two rows (a slack, error or dummy sits in its own constraint's
/// row and maybe one more): those keep their slots inside the header itself, so reading or
/// changing them touches one cache line, not a header and an arena segment elsewhere.
///
/// A column may also hold *pending* entries: rows that mention the symbol but whose slot is
/// not stored yet (a long row is counted in its columns when it enters and stored only when
/// a column is read, see `Tableau.resolvePendingEntries(of:)`). `count(_:)` includes them;
/// walks, positions and removals concern the stored entries only.
///
/// Not copyable: it owns its `malloc`'d buffers (a copy would share them, and the first
/// `realloc` through one would leave the other dangling), and frees them in `deinit`.
struct ColumnIndex: ~Copyable {
    private struct Header {
        /// With `capacity` above `inlineCapacity`: the low and high halves of the column's
        /// offset in the arena. Otherwise the column's slots themselves.
        var first: Int32
        var second: Int32
        var count: Int32
        var capacity: Int32
        /// The slot of the symbol's row when it is basic, else -1 (here rather than in an
        /// array of its own: what a tableau operation reads about a symbol is one line).
        var basicSlot: Int32
        /// Rows that mention the symbol but are not stored in the column yet.
        var pending: Int32

        /// The column's segment in the arena (for a column that is not inline).
        @inline(__always)
        var offset: Int {
            get { Int(UInt32(bitPattern: first)) | Int(second) << 32 }
            set {
                first = Int32(truncatingIfNeeded: newValue)
                second = Int32(truncatingIfNeeded: newValue >> 32)
            }
        }

        @inline(__always)
        var isInline: Bool { capacity <= ColumnIndex.inlineCapacity }

        static let empty = Header(
            first: 0, second: 0, count: 0, capacity: ColumnIndex.inlineCapacity, basicSlot: -1, pending: 0)
    }

    /// Slots a column keeps in its header before it needs an arena segment.
    private static let inlineCapacity: Int32 = 2

    private var headers: UnsafeMutablePointer<Header>
    private var headerCapacity: Int
    private var arena: UnsafeMutablePointer<Int32>
    private var arenaCount = 0
    private var arenaCapacity: Int
    /// Arena entries left behind by columns that moved.
    private var holes = 0
    /// The number of symbol ids with a column.
    private(set) var symbolCount = 0
    /// How many times the arena was rebuilt (for tests).
    private(set) var compactions = 0

    init(reservingCapacity capacity: Int = 32) {
        let capacity = Swift.max(capacity, 1)
        headerCapacity = capacity
        headers = allocateBlock(capacity: capacity)
        arenaCapacity = capacity * 4
        arena = allocateBlock(capacity: arenaCapacity)
    }

    deinit {
        free(headers)
        free(arena)
    }

    /// Adds an empty column for the next symbol id.
    ///
    /// - Complexity: amortised O(1).
    mutating func appendSymbol() {
        if symbolCount == headerCapacity {
            headerCapacity *= 2
            headers = resize(headers, capacity: headerCapacity)
        }
        (headers + symbolCount).initialize(to: .empty)
        symbolCount += 1
    }

    /// Drops the columns of the ids from `count` on.
    mutating func removeSymbols(downTo count: Int) {
        guard count < symbolCount else { return }
        for id in count..<symbolCount where !headers[id].isInline { holes += Int(headers[id].capacity) }
        symbolCount = count
    }

    /// Drops every column.
    mutating func removeAll() {
        symbolCount = 0
        arenaCount = 0
        holes = 0
    }

    /// The slot of the row of symbol `id` when it is basic, else -1.
    @inline(__always)
    func basicSlot(_ id: Int) -> Int32 { headers[id].basicSlot }

    @inline(__always)
    func setBasicSlot(_ id: Int, _ slot: Int32) { headers[id].basicSlot = slot }

    /// The number of rows that mention symbol `id` (stored and pending).
    @inline(__always)
    func count(_ id: Int) -> Int { Int(headers[id].count) &+ Int(headers[id].pending) }

    /// The number of stored entries of the column of `id`.
    @inline(__always)
    func storedCount(_ id: Int) -> Int { Int(headers[id].count) }

    /// The number of pending entries of the column of `id`.
    @inline(__always)
    func pendingCount(_ id: Int) -> Int { Int(headers[id].pending) }

    @inline(__always)
    func isEmpty(_ id: Int) -> Bool { headers[id].count == 0 && headers[id].pending == 0 }

    /// Counts a row that mentions `id` without storing its slot.
    @inline(__always)
    func addPending(_ id: Int) { headers[id].pending &+= 1 }

    /// Forgets a pending entry of the column of `id` (its row no longer mentions the symbol).
    @inline(__always)
    func removePending(_ id: Int) {
        precondition(headers[id].pending > 0, "removing a pending entry that does not exist")
        headers[id].pending &-= 1
    }

    /// Stores `slot`, one of the pending entries of the column of `id`; returns its position.
    @inline(__always)
    mutating func storePending(_ slot: Int32, in id: Int) -> Int32 {
        precondition(headers[id].pending > 0, "storing a pending entry that does not exist")
        headers[id].pending &-= 1
        return append(slot, to: id)
    }

    /// Where the slots of the column of `id` start: in its header or in the arena.
    @inline(__always)
    private func slots(_ id: Int) -> UnsafeMutablePointer<Int32> {
        let header = headers + id
        if header.pointee.isInline {
            // `first` and `second`, consecutive Int32 fields at the header's start.
            return UnsafeMutableRawPointer(header).assumingMemoryBound(to: Int32.self)
        }
        return arena + header.pointee.offset
    }

    /// The slot at `position` of the column of `id`.
    @inline(__always)
    subscript(id: Int, position: Int) -> Int32 {
        get { slots(id)[position] }
        nonmutating set { slots(id)[position] = newValue }
    }

    /// The stored column of `id` as an array (a snapshot: the caller may change the index
    /// while walking it); setting replaces the column and drops its pending entries.
    subscript(id: Int) -> [Int32] {
        get {
            let count = Int(headers[id].count)
            guard count > 0 else { return [] }
            return Array(UnsafeBufferPointer(start: slots(id), count: count))
        }
        set {
            headers[id].count = 0
            headers[id].pending = 0
            for slot in newValue { append(slot, to: id) }
        }
    }

    /// Calls `body` with the stored column of `id`, which must not change meanwhile.
    @inline(__always)
    func withColumn<R>(_ id: Int, _ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        return try body(UnsafeBufferPointer(start: slots(id), count: Int(headers[id].count)))
    }

    /// Moves the column of `id` into `slots` (replacing its contents, reusing its storage),
    /// leaving the column empty.
    mutating func take(_ id: Int, into slots: inout [Int32]) {
        let count = Int(headers[id].count)
        assert(headers[id].pending == 0, "taking a column with pending entries")
        slots.removeAll(keepingCapacity: true)
        if count > 0 {
            slots.reserveCapacity(count)
            let start = self.slots(id)
            for position in 0..<count { slots.append(start[position]) }
        }
        headers[id].count = 0
    }

    /// Appends `slot` to the column of `id`; returns its position.
    ///
    /// - Complexity: amortised O(1).
    @inline(__always)
    @discardableResult
    mutating func append(_ slot: Int32, to id: Int) -> Int32 {
        let count = headers[id].count
        if count == headers[id].capacity { grow(id) }
        slots(id)[Int(count)] = slot
        headers[id].count = count &+ 1
        return count
    }

    /// Appends `slot` to the column of each cell (ids ascending, so the headers are walked
    /// in order), scaling each coefficient by `factor` and setting its `columnIndex`.
    ///
    /// - Complexity: amortised O(cells).
    mutating func appendRow(_ cells: UnsafeMutableBufferPointer<Cell>, slot: Int32, scaledBy factor: Double) {
        for i in cells.indices {
            cells[i].coefficient *= factor
            cells[i].columnIndex = append(slot, to: cells[i].symbol.id)
        }
    }

    /// Counts the row in each cell's column without storing `slot` (ids ascending, so the
    /// headers are walked in order), scaling each coefficient by `factor` and marking its
    /// `columnIndex` pending (-1).
    ///
    /// - Complexity: O(cells).
    func countRow(_ cells: UnsafeMutableBufferPointer<Cell>, scaledBy factor: Double) {
        for i in cells.indices {
            cells[i].coefficient *= factor
            cells[i].columnIndex = -1
            headers[cells[i].symbol.id].pending &+= 1
        }
    }

    /// Removes and returns the last slot of the column of `id`.
    @inline(__always)
    func removeLast(_ id: Int) -> Int32 {
        let header = headers + id
        let count = header.pointee.count - 1
        precondition(count >= 0, "removing from an empty column")
        header.pointee.count = count
        return slots(id)[Int(count)]
    }

    /// Moves the column of `id` to the arena's end with twice the room (an inline column
    /// moves out of its header).
    private mutating func grow(_ id: Int) {
        let capacity = Swift.max(4, Int(headers[id].capacity) * 2)
        if arenaCount + capacity > arenaCapacity {
            if holes > arenaCount / 2 {
                rebuild(room: capacity)
            } else {
                // Few holes: grow in place where the C allocator can (a copy into a fresh
                // block and a free of the old one makes it trim and re-grow its heap).
                arenaCapacity = Swift.max(2 * arenaCapacity, arenaCount + capacity)
                arena = resize(arena, capacity: arenaCapacity)
            }
        }
        let header = headers[id]  // `rebuild` moved it
        (arena + arenaCount).initialize(from: slots(id), count: Int(header.count))
        if !header.isInline { holes += Int(header.capacity) }
        headers[id].offset = arenaCount
        headers[id].capacity = Int32(capacity)
        arenaCount += capacity
    }

    /// Copies every column, in id order, to the front of a fresh arena with at least `room`
    /// free entries: the holes close, and the arena at least doubles its live part, so the
    /// copies cost O(1) per entry appended.
    private mutating func rebuild(room: Int) {
        let live = arenaCount - holes
        let capacity = Swift.max(arenaCapacity, 2 * (live + room))
        let fresh: UnsafeMutablePointer<Int32> = allocateBlock(capacity: capacity)
        var offset = 0
        for id in 0..<symbolCount where !headers[id].isInline {
            let header = headers[id]
            (fresh + offset).initialize(from: arena + header.offset, count: Int(header.count))
            headers[id].offset = offset
            offset += Int(header.capacity)
        }
        assert(offset == live)
        free(arena)
        arena = fresh
        arenaCapacity = capacity
        arenaCount = offset
        holes = 0
        compactions += 1
    }
}

/// A fresh block for `capacity` elements of a trivial type; traps when memory is exhausted.
private func allocateBlock<T>(capacity: Int) -> UnsafeMutablePointer<T> {
    guard let raw = malloc(capacity * MemoryLayout<T>.stride) else {
        fatalError("out of memory for the column index")
    }
    return raw.assumingMemoryBound(to: T.self)
}

/// `realloc` for `capacity` elements of a trivial type; traps when memory is exhausted.
private func resize<T>(_ pointer: UnsafeMutablePointer<T>, capacity: Int) -> UnsafeMutablePointer<T> {
    guard let raw = realloc(pointer, capacity * MemoryLayout<T>.stride) else {
        fatalError("out of memory for the column index")
    }
    return raw.assumingMemoryBound(to: T.self)
}
