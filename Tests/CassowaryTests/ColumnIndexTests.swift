import Testing

@testable import Cassowary

@Suite("Column index arena")
struct ColumnIndexTests {
    /// Random appends, swap-removals, emptied and replaced columns and dropped ids, checked
    /// after every step against plain arrays. The small start makes the arena grow, columns
    /// move, and holes pile up until compaction runs many times.
    @Test("Agrees with one array per column through growth, moves and compaction")
    func randomOperations() {
        var index = ColumnIndex(reservingCapacity: 2)
        var model: [[Int32]] = []
        var random = SplitMix64(seed: 7)
        for step in 0..<20_000 {
            let choice = random.next() % 100
            if model.isEmpty || choice < 3 {
                index.appendSymbol()
                model.append([])
            } else if choice < 70 {
                let id = Int(random.next() % UInt64(model.count))
                let slot = Int32(step)
                let position = index.append(slot, to: id)
                #expect(Int(position) == model[id].count)
                model[id].append(slot)
            } else if choice < 90 {
                let id = Int(random.next() % UInt64(model.count))
                guard !model[id].isEmpty else { continue }
                #expect(index.removeLast(id) == model[id].removeLast())
            } else if choice < 95 {
                let id = Int(random.next() % UInt64(model.count))
                var taken: [Int32] = [99]
                index.take(id, into: &taken)
                #expect(taken == model[id])
                model[id] = []
            } else if choice < 98 {
                let id = Int(random.next() % UInt64(model.count))
                let replacement = (0..<Int(random.next() % 9)).map { Int32($0 * 3) }
                index[id] = replacement
                model[id] = replacement
            } else {
                let keep = model.count - Int(random.next() % 3)
                index.removeSymbols(downTo: max(0, keep))
                model.removeLast(model.count - max(0, keep))
            }
            if step % 97 == 0 || step > 19_900 {
                #expect(index.symbolCount == model.count)
                for id in model.indices {
                    #expect(index[id] == model[id], "column \(id) at step \(step)")
                    #expect(index.count(id) == model[id].count)
                    index.withColumn(id) { #expect(Array($0) == model[id]) }
                }
            }
        }
        #expect(index.compactions > 0)
    }

    @Test("Positions address slots; an emptied index starts over")
    func positionsAndReset() {
        var index = ColumnIndex()
        index.appendSymbol()
        index.appendSymbol()
        for slot: Int32 in [5, 6, 7] { index.append(slot, to: 1) }
        index[1, 0] = 9
        #expect(index[1] == [9, 6, 7])
        #expect(index[1, 2] == 7)
        #expect(index.isEmpty(0) && !index.isEmpty(1))
        index.removeAll()
        #expect(index.symbolCount == 0)
        index.appendSymbol()
        #expect(index[0] == [])
    }

    @Test("A column of one or two rows lives in its header, a third moves it to the arena")
    func inlineColumns() {
        var index = ColumnIndex()
        index.appendSymbol()
        index.appendSymbol()
        index.setBasicSlot(0, 7)
        #expect(index.append(3, to: 0) == 0)
        #expect(index.append(4, to: 0) == 1)
        #expect(index[0] == [3, 4] && index[1] == [])
        #expect(index.append(5, to: 0) == 2)
        #expect(index[0] == [3, 4, 5])
        #expect(index.basicSlot(0) == 7 && index.basicSlot(1) == -1)
        #expect(index.removeLast(0) == 5)
        index[0, 0] = 9
        index.withColumn(0) { #expect(Array($0) == [9, 4]) }
    }

    @Test("Pending entries count as rows but are stored only when asked")
    func pendingEntries() {
        var index = ColumnIndex()
        index.appendSymbol()
        #expect(index.append(4, to: 0) == 0)
        index.addPending(0)
        index.addPending(0)
        #expect(index.count(0) == 3 && index.storedCount(0) == 1 && index.pendingCount(0) == 2)
        #expect(index[0] == [4])
        #expect(index.storePending(8, in: 0) == 1)
        index.removePending(0)
        #expect(index.count(0) == 2 && index.pendingCount(0) == 0)
        #expect(index[0] == [4, 8])
        index.addPending(0)
        #expect(!index.isEmpty(0) && index.count(0) == 3)
        index[0] = [1]
        #expect(index.count(0) == 1 && index.pendingCount(0) == 0)
    }
}
