/// The constraints of one solver.
///
/// A constraint's record (its tag and the order of addition) lives in the `Constraint`
/// object itself, next to the owning solver's token and the constraint's index here, so the
/// common case of a constraint in one solver costs no hashing and no read of a separate
/// record: removing and re-adding a constraint touches the object the caller holds and one
/// word of `members`. A constraint already owned by another solver keeps its record in a
/// dictionary instead.
struct ConstraintStore {
    /// The constraints by index (nil: a free index).
    private var members: [Constraint?] = []
    private var freeIndices: [Int32] = []
    /// Records of constraints whose cache belongs to another solver.
    private var shared: [ObjectIdentifier: SharedRecord] = [:]
    private(set) var count = 0

    private struct SharedRecord {
        var index: Int32
        var tag: Solver.Tag
        var sequence: Int
    }

    /// Makes room for `count` constraints.
    /// The constraint in slot `index` (nil for a free slot); slots are what `index(of:token:)`
    /// returns.
    @inline(__always)
    func member(at index: Int) -> Constraint? { index < members.count ? members[index] : nil }

    /// How many slots there are (free ones included).
    var slotCount: Int { members.count }

    mutating func reserveCapacity(_ count: Int) {
        members.reserveCapacity(count)
    }

    /// The index of `constraint`, if this store holds it.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func index(of constraint: Constraint, token: AnyObject) -> Int? {
        if constraint.cacheOwner === token { return Int(constraint.cacheIndex) }
        if shared.isEmpty { return nil }
        return shared[ObjectIdentifier(constraint)].map { Int($0.index) }
    }

    func record(of constraint: Constraint, token: AnyObject) -> Solver.ConstraintRecord? {
        if constraint.cacheOwner === token {
            return Solver.ConstraintRecord(
                constraint: constraint, tag: constraint.cacheTag, sequence: constraint.cacheSequence)
        }
        if shared.isEmpty { return nil }
        guard let record = shared[ObjectIdentifier(constraint)] else { return nil }
        return Solver.ConstraintRecord(constraint: constraint, tag: record.tag, sequence: record.sequence)
    }

    /// Stores the record of a constraint this store does not hold yet.
    @discardableResult
    mutating func insert(_ record: Solver.ConstraintRecord, token: AnyObject) -> Int {
        let index: Int32
        let constraint = record.constraint
        if let free = freeIndices.popLast() {
            index = free
            members[Int(free)] = constraint
        } else {
            index = Int32(members.count)
            members.append(constraint)
        }
        if constraint.cacheOwner == nil {
            constraint.cacheOwner = token
            constraint.cacheIndex = index
            constraint.cacheTag = record.tag
            constraint.cacheSequence = record.sequence
        } else {
            shared[ObjectIdentifier(constraint)] = SharedRecord(
                index: index, tag: record.tag, sequence: record.sequence)
        }
        count += 1
        return Int(index)
    }

    /// Removes and returns the record of `constraint`.
    mutating func remove(_ constraint: Constraint, token: AnyObject) -> Solver.ConstraintRecord? {
        let index: Int32
        let record: Solver.ConstraintRecord
        if constraint.cacheOwner === token {
            index = constraint.cacheIndex
            record = Solver.ConstraintRecord(
                constraint: constraint, tag: constraint.cacheTag, sequence: constraint.cacheSequence)
            constraint.cacheOwner = nil
        } else {
            guard !shared.isEmpty, let entry = shared.removeValue(forKey: ObjectIdentifier(constraint)) else {
                return nil
            }
            index = entry.index
            record = Solver.ConstraintRecord(constraint: constraint, tag: entry.tag, sequence: entry.sequence)
        }
        members[Int(index)] = nil
        freeIndices.append(index)
        count -= 1
        return record
    }

    /// Every record (in storage order; sort by `sequence` for the order of addition).
    var all: [Solver.ConstraintRecord] {
        members.compactMap { member in
            guard let constraint = member else { return nil }
            if !shared.isEmpty, let record = shared[ObjectIdentifier(constraint)] {
                return Solver.ConstraintRecord(constraint: constraint, tag: record.tag, sequence: record.sequence)
            }
            return Solver.ConstraintRecord(
                constraint: constraint, tag: constraint.cacheTag, sequence: constraint.cacheSequence)
        }
    }

    /// Forgets every constraint, releasing their caches.
    mutating func removeAll(token: AnyObject) {
        for case let constraint? in members where constraint.cacheOwner === token {
            constraint.cacheOwner = nil
        }
        self = ConstraintStore()
    }
}
