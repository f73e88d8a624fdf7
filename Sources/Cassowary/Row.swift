#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One non-zero entry of a row: `coefficient · symbol`.
///
/// `columnIndex` is this row's position in the symbol's column (the list of rows that
/// mention the symbol), so a column entry can be removed in O(1) by swapping with the last.
struct Cell {
    var symbol: Symbol
    var columnIndex: Int32
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// The objective rows use the same storage with no basic symbol (and unused column indices);
/// a constraint row under construction, `0 = constant + Σ …`, likewise.
struct Row {
    var basic: Symbol
    /// Cells whose slot is not stored in their columns yet (`columnIndex` -1) while the row
    /// is in the tableau: a long row's are stored when a column that mentions it is read.
    var pending: Int32 = 0
    var constant: Double
    /// The largest magnitude that went into `constant` since it was last computed afresh:
    /// its rounding error is a small multiple of `ulp · peak` (see `isStale`).
    var peak: Double
    var cells: [Cell]

    init(basic: Symbol = .invalid, constant: Double = 0, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.peak = Swift.abs(constant)
        self.cells = cells
    }

    /// Adds `delta` to the constant, exactly as rounded arithmetic gives it (never snapped),
    /// raising `peak` to the operands' size.
    @inline(__always)
    mutating func addToConstant(_ delta: Double, deltaPeak: Double) {
        peak = Swift.max(peak, deltaPeak)
        constant += delta
        peak = Swift.max(peak, Swift.abs(constant))
    }

    /// The position of `symbol`, or where it would be inserted.
    ///
    /// - Complexity: O(log cells).
    @inline(__always)
    func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        let index = lowerBound(symbol.raw)
        return (index < cells.count && cells[index].symbol.raw == symbol.raw, index)
    }

    /// The position of the symbol with id `id`, or where it would be inserted.
    ///
    /// - Complexity: O(log cells).
    @inline(__always)
    func search(id: Int) -> (found: Bool, index: Int) {
        // Ordering by `raw` is ordering by id, and `id << 2` is the least raw value of that id.
        let index = lowerBound(UInt32(id) << 2)
        return (index < cells.count && cells[index].symbol.id == id, index)
    }

    /// The first position whose symbol's raw value is at least `raw`.
    @inline(__always)
    private func lowerBound(_ raw: UInt32) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol.raw < raw { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    /// The coefficient of `symbol` (0 when absent).
    ///
    /// - Complexity: O(log cells).
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `factor · source` to this row, ignoring column bookkeeping (objective rows and
    /// rows not yet in the tableau).
    ///
    /// `c + Σ aᵢ·sᵢ` becomes `(c + f·c') + Σ (aᵢ + f·a'ᵢ)·sᵢ`, cancelled cells dropped.
    ///
    /// - Complexity: O(m log n) for a short source, O(n + m) otherwise.
    mutating func add(_ source: Row, times factor: Double) {
        addToConstant(factor * source.constant, deltaPeak: Swift.abs(factor) * source.peak)
        if cells.count &* 8 < source.cells.count {
            // A few cells meet a long row (the start of a new row): the long row is copied,
            // scaled, into this row's own storage (reserved by the caller, so usually no
            // allocation), then the few are added back by binary search.
            let few = cells.count
            withUnsafeTemporaryAllocation(of: Cell.self, capacity: few) { saved in
                cells.withUnsafeBufferPointer { _ = saved.initialize(fromContentsOf: $0) }
                if few > 0 { cells.removeAll(keepingCapacity: true) }
                if cells.capacity < source.cells.count + few {
                    // Room for the marker, errors and the substitutions that usually follow.
                    cells.reserveCapacity(source.cells.count + few + 8)
                }
                cells.append(contentsOf: source.cells)
                if factor != 1 {
                    cells.withUnsafeMutableBufferPointer { cells in
                        for i in cells.indices { cells[i].coefficient *= factor }
                    }
                }
                for cell in saved { add(cell.coefficient, for: cell.symbol) }
            }
            return
        }
        if source.cells.count <= 8 || source.cells.count &* 8 < cells.count {
            for cell in source.cells {
                add(factor * cell.coefficient, for: cell.symbol)
            }
            return
        }
        let a = cells
        let b = source.cells
        let merged = [Cell](unsafeUninitializedCapacity: a.count + b.count) { out, count in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var i = 0
                    var j = 0
                    var k = 0
                    while i < a.count && j < b.count {
                        let ra = a[i].symbol.raw
                        let rb = b[j].symbol.raw
                        if ra < rb {
                            out[k] = a[i]
                            i += 1
                            k += 1
                        } else if rb < ra {
                            out[k] = Cell(symbol: b[j].symbol, columnIndex: -1, coefficient: factor * b[j].coefficient)
                            j += 1
                            k += 1
                        } else {
                            let sum = cleanSum(a[i].coefficient, factor * b[j].coefficient)
                            if sum != 0 {
                                out[k] = a[i]
                                out[k].coefficient = sum
                                k += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < a.count {
                        out[k] = a[i]
                        i += 1
                        k += 1
                    }
                    while j < b.count {
                        out[k] = Cell(symbol: b[j].symbol, columnIndex: -1, coefficient: factor * b[j].coefficient)
                        j += 1
                        k += 1
                    }
                    count = k
                }
            }
        }
        cells = merged
    }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels.
    ///
    /// - Complexity: O(log n) to find, O(n) to insert or remove.
    mutating func add(_ coefficient: Double, for symbol: Symbol) {
        // New symbols have the highest ids: appending is the common case.
        if cells.isEmpty || cells[cells.count - 1].symbol.raw < symbol.raw {
            if coefficient != 0 {
                cells.append(Cell(symbol: symbol, columnIndex: -1, coefficient: coefficient))
            }
            return
        }
        let (found, index) = search(symbol)
        if found {
            let sum = cleanSum(cells[index].coefficient, coefficient)
            if sum == 0 { removeCell(at: index) } else { cells[index].coefficient = sum }
        } else if coefficient != 0 {
            insertCell(Cell(symbol: symbol, columnIndex: -1, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    ///
    /// - Complexity: O(n).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        guard found else { return 0 }
        return removeCell(at: index).coefficient
    }

    /// Inserts `cell` at `index`, shifting the cells after it (`Array.insert` goes through
    /// a general range replacement, several times the cost for a row of a few cells).
    ///
    /// - Complexity: O(cells after `index`).
    @inline(__always)
    mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        let last = cells.count - 1
        guard index < last else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            memmove(base + index + 1, base + index, (last - index) * MemoryLayout<Cell>.stride)
            base[index] = cell
        }
    }

    /// Removes and returns the cell at `index`, shifting the cells after it.
    ///
    /// - Complexity: O(cells after `index`).
    @inline(__always)
    @discardableResult
    mutating func removeCell(at index: Int) -> Cell {
        let cell = cells[index]
        let last = cells.count - 1
        if index < last {
            cells.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                memmove(base + index, base + index + 1, (last - index) * MemoryLayout<Cell>.stride)
            }
        }
        cells.removeLast()
        return cell
    }

    /// Multiplies constant and coefficients by `factor`.
    ///
    /// - Complexity: O(n).
    mutating func scale(by factor: Double) {
        constant *= factor
        peak *= Swift.abs(factor)
        for i in cells.indices { cells[i].coefficient *= factor }
    }
}
