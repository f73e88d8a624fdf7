/// The constraints of one solver.
///
/// Records live in an array; a constraint finds its record through a cache in the
/// `Constraint` object itself (the owning solver's token and the record's index), so the
/// common case of a constraint in one solver costs no hashing. A constraint already owned
/// by another solver is found through a dictionary instead.
struct ConstraintStore {
    private(set) var records: [Solver.ConstraintRecord?] = []
    private var freeIndices: [Int32] = []
    private var shared: [ObjectIdentifier: Int32] = [:]
    private(set) var count = 0

    /// Makes room for `count` records.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }

    /// The record index of `constraint`, if this store holds it.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func index(of constraint: Constraint, token: AnyObject) -> Int? {
        if constraint.cacheOwner === token { return Int(constraint.cacheIndex) }
        if shared.isEmpty { return nil }
        return shared[ObjectIdentifier(constraint)].map(Int.init)
    }

    func record(of constraint: Constraint, token: AnyObject) -> Solver.ConstraintRecord? {
        guard let index = index(of: constraint, token: token) else { return nil }
        return records[index]
    }

    /// Stores the record of a constraint this store does not hold yet.
    mutating func insert(_ record: Solver.ConstraintRecord, token: AnyObject) {
        let index: Int32
        if let free = freeIndices.popLast() {
            index = free
            records[Int(free)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
        }
        let constraint = record.constraint
        if constraint.cacheOwner == nil {
            constraint.cacheOwner = token
            constraint.cacheIndex = index
        } else {
            shared[ObjectIdentifier(constraint)] = index
        }
        count += 1
    }

    /// Removes and returns the record of `constraint`.
    mutating func remove(_ constraint: Constraint, token: AnyObject) -> Solver.ConstraintRecord? {
        guard let index = index(of: constraint, token: token) else { return nil }
        if constraint.cacheOwner === token {
            constraint.cacheOwner = nil
        } else {
            shared[ObjectIdentifier(constraint)] = nil
        }
        let record = records[index]
        records[index] = nil
        freeIndices.append(Int32(index))
        count -= 1
        return record
    }

    /// Every record (in storage order; sort by `sequence` for the order of addition).
    var all: [Solver.ConstraintRecord] { records.compactMap { $0 } }

    /// Forgets every constraint, releasing their caches.
    mutating func removeAll(token: AnyObject) {
        for case let record? in records where record.constraint.cacheOwner === token {
            record.constraint.cacheOwner = nil
        }
        self = ConstraintStore()
    }
}
