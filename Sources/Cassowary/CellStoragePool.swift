#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process-wide cache of the cell storage of long rows, handed from a solver that goes
/// away (or resets) to the next one that builds long rows.
///
/// A chain of N views holds rows of up to 3N cells: about 24 MB at N = 1 000, in blocks
/// too small for the C allocator to map on their own. Freed all at once, they form a large
/// free block at the top of its heap that it returns to the system, and the next solver
/// faults every page in again (a few µs each in a virtual machine, more than building the
/// rows). Kept here, the memory stays mapped and warm. The cache holds at most
/// `byteLimit` bytes; what does not fit is freed as before.
///
/// Measured (layout-bench W2, chain build at N = 1 000, release, alternating runs on a
/// loaded 2-core machine): 7.4–9.1 ms with the pool, 15.6–17.2 ms without.
///
/// The mutex lets solvers on different threads share the pool; only rows of
/// `minimumCapacity` cells or more take it. That build takes it about 1 800 times: some
/// 110 000 instructions, 0.07 % of solving the exported chain (callgrind), and no time
/// apart from the noise in alternating runs with it removed (7.4–9.1 ms against 7.2–8.7).
/// `shared` lives as long as the process; another pool destroys its mutex in `deinit`.
///
/// Capacities are rounded up to size classes (eight per doubling), so that a buffer a
/// solver asks for again is found in the class it was returned to.
final class CellStoragePool: @unchecked Sendable {
    /// The one pool of the process.
    static let shared = CellStoragePool()

    /// Rows with less room than this use the allocator directly (their storage is small
    /// and reused in place; see `Tableau.recycle`).
    static let minimumCapacity = 256

    /// The most the pool keeps, in bytes.
    static let byteLimit = 64 << 20

    /// On the heap: a pthread mutex must not move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Empty buffers by size class.
    private var classes: [[[Cell]]] = []
    private var bytes = 0

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The size class of a capacity: eight classes per power of two.
    ///
    /// - Returns: The class index and the capacity at its lower bound ≤ `capacity`.
    @inline(__always)
    private static func classFloor(_ capacity: Int) -> (index: Int, capacity: Int) {
        let log = Int.bitWidth - 1 - capacity.leadingZeroBitCount
        let shift = Swift.max(log - 3, 0)
        let mantissa = capacity >> shift
        return (log * 8 + (mantissa & 7), mantissa << shift)
    }

    /// The smallest class capacity ≥ `capacity`.
    static func roundedCapacity(_ capacity: Int) -> Int {
        let floor = classFloor(capacity)
        if floor.capacity == capacity { return capacity }
        let log = Int.bitWidth - 1 - capacity.leadingZeroBitCount
        return floor.capacity + (1 << Swift.max(log - 3, 0))
    }

    /// Empty storage with room for at least `capacity` cells (≥ `minimumCapacity`): a cached
    /// buffer of the same size class when there is one, else a fresh one of the class size.
    ///
    /// - Complexity: O(1).
    func take(capacity: Int) -> [Cell] {
        let rounded = CellStoragePool.roundedCapacity(capacity)
        let index = CellStoragePool.classFloor(rounded).index
        pthread_mutex_lock(mutex)
        var cells: [Cell]?
        if index < classes.count, let cached = classes[index].popLast() {
            bytes -= cached.capacity * MemoryLayout<Cell>.stride
            cells = cached
        }
        pthread_mutex_unlock(mutex)
        if let cells, cells.capacity >= capacity { return cells }
        var fresh: [Cell] = []
        fresh.reserveCapacity(rounded)
        return fresh
    }

    /// Keeps `cells`' storage for a later `take` (dropped when it is small or the pool is
    /// full).
    ///
    /// - Complexity: O(1).
    func give(_ cells: consuming [Cell]) {
        var cells = cells
        let capacity = cells.capacity
        guard capacity >= CellStoragePool.minimumCapacity else { return }
        cells.removeAll(keepingCapacity: true)
        let size = capacity * MemoryLayout<Cell>.stride
        let index = CellStoragePool.classFloor(capacity).index
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard bytes + size <= CellStoragePool.byteLimit else { return }
        while classes.count <= index { classes.append([]) }
        classes[index].append(cells)
        bytes += size
    }

    /// The bytes of storage kept.
    var keptBytes: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return bytes
    }
}
