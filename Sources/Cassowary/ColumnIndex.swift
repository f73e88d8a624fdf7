/// The tableau's column index: for each symbol id, the slots of the rows that mention it.
///
/// Appending a slot to a column is the innermost step of adding a long row, once per cell.
/// With one Swift array per column, each append reads that array's own heap header (a cache
/// miss per cell in a long row) and checks its uniqueness. Here the headers sit side by side
/// in one buffer, so a row's cells (sorted by id) walk them in order, and each column's slots
/// live in a buffer that this index alone owns, so no uniqueness check is needed.
///
/// The storage is owned by a private object that frees it, so the index must not be copied
/// and then mutated through both copies; the tableau owns exactly one and never copies it
/// for mutation (reading through a copy is fine).
struct ColumnIndex {
    private struct Header {
        var base: UnsafeMutablePointer<Int32>?
        var count: Int32
        var capacity: Int32
    }

    /// Frees the buffers when the index goes away.
    private final class Storage {
        var headers: UnsafeMutablePointer<Header>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            headers = .allocate(capacity: capacity)
        }

        deinit {
            for id in 0..<count { headers[id].base?.deallocate() }
            headers.deallocate()
        }
    }

    private let storage: Storage
    private var headers: UnsafeMutablePointer<Header>
    /// The number of symbol ids with a column.
    private(set) var symbolCount = 0

    init(reservingCapacity capacity: Int = 32) {
        storage = Storage(capacity: Swift.max(capacity, 1))
        headers = storage.headers
    }

    /// Adds an empty column for the next symbol id.
    ///
    /// - Complexity: amortised O(1).
    mutating func appendSymbol() {
        if symbolCount == storage.capacity {
            let capacity = storage.capacity * 2
            let grown = UnsafeMutablePointer<Header>.allocate(capacity: capacity)
            grown.moveInitialize(from: headers, count: symbolCount)
            headers.deallocate()
            storage.headers = grown
            storage.capacity = capacity
            headers = grown
        }
        (headers + symbolCount).initialize(to: Header(base: nil, count: 0, capacity: 0))
        symbolCount += 1
        storage.count = symbolCount
    }

    /// Drops the columns of the ids from `count` on.
    mutating func removeSymbols(downTo count: Int) {
        guard count < symbolCount else { return }
        for id in count..<symbolCount { headers[id].base?.deallocate() }
        symbolCount = count
        storage.count = count
    }

    /// Drops every column.
    mutating func removeAll() { removeSymbols(downTo: 0) }

    /// The number of rows that mention symbol `id`.
    @inline(__always)
    func count(_ id: Int) -> Int { Int(headers[id].count) }

    @inline(__always)
    func isEmpty(_ id: Int) -> Bool { headers[id].count == 0 }

    /// The slot at `position` of the column of `id`.
    @inline(__always)
    subscript(id: Int, position: Int) -> Int32 {
        get { headers[id].base![position] }
        nonmutating set { headers[id].base![position] = newValue }
    }

    /// The column of `id` as an array (a snapshot: the caller may change the index while
    /// walking it); setting replaces the column.
    subscript(id: Int) -> [Int32] {
        get {
            let header = headers[id]
            guard let base = header.base, header.count > 0 else { return [] }
            return Array(UnsafeBufferPointer(start: base, count: Int(header.count)))
        }
        nonmutating set {
            headers[id].count = 0
            for slot in newValue { _ = append(slot, to: id) }
        }
    }

    /// Calls `body` with the column of `id`, which must not change meanwhile.
    @inline(__always)
    func withColumn<R>(_ id: Int, _ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        let header = headers[id]
        return try body(UnsafeBufferPointer(start: header.base, count: Int(header.count)))
    }

    /// The column of `id` as an array, leaving the column empty.
    mutating func take(_ id: Int) -> [Int32] {
        let column = self[id]
        headers[id].count = 0
        return column
    }

    /// Appends `slot` to the column of `id`; returns its position.
    ///
    /// - Complexity: amortised O(1).
    @inline(__always)
    @discardableResult
    func append(_ slot: Int32, to id: Int) -> Int32 {
        let header = headers + id
        let count = header.pointee.count
        if count == header.pointee.capacity { grow(header) }
        header.pointee.base![Int(count)] = slot
        header.pointee.count = count &+ 1
        return count
    }

    /// Removes and returns the last slot of the column of `id`.
    @inline(__always)
    func removeLast(_ id: Int) -> Int32 {
        let header = headers + id
        let count = header.pointee.count - 1
        precondition(count >= 0, "removing from an empty column")
        header.pointee.count = count
        return header.pointee.base![Int(count)]
    }

    private func grow(_ header: UnsafeMutablePointer<Header>) {
        let old = header.pointee
        let capacity = Swift.max(4, Int(old.capacity) * 2)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        if let base = old.base {
            grown.initialize(from: base, count: Int(old.count))
            base.deallocate()
        }
        header.pointee.base = grown
        header.pointee.capacity = Int32(capacity)
    }
}
