import Testing
@testable import PreferenceLayout

@Suite("A record's small lists")
struct SmallListTests {
    final class Item {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    /// The elements as iteration and `contains(where:)` see them.
    private func values(_ list: inout SmallList<Item>) -> [Int] {
        var seen: [Int] = []
        _ = list.contains { seen.append($0.value); return false }
        #expect(Array(list).map(\.value) == seen)
        return seen
    }

    @Test("A refill that appends the same first element keeps it; other elements follow it")
    func refillWithTheSameHead() {
        let a = Item(1), b = Item(2), c = Item(3)
        var list = SmallList<Item>()
        list.append(a)
        list.append(b)
        list.beginRefill()
        var isEmpty = list.isEmpty
        #expect(isEmpty)
        #expect(values(&list) == [])
        list.append(a)
        list.append(c)
        list.endRefill()
        #expect(values(&list) == [1, 3])
        isEmpty = list.isEmpty
        #expect(!isEmpty)
    }

    @Test("A refill replaces a different first element and releases the old one")
    func refillWithAnotherHead() {
        var list = SmallList<Item>()
        weak var old: Item?
        do {
            let a = Item(1)
            old = a
            list.append(a)
        }
        #expect(old != nil)
        list.beginRefill()
        #expect(old != nil)  // kept until an append replaces it
        let b = Item(2)
        list.append(b)
        #expect(old == nil)
        list.endRefill()
        #expect(values(&list) == [2])
    }

    @Test("A refill that appends nothing empties the list and releases the old elements")
    func emptyRefill() {
        var list = SmallList<Item>()
        weak var head: Item?
        weak var tailItem: Item?
        do {
            let a = Item(1), b = Item(2)
            head = a
            tailItem = b
            list.append(a)
            list.append(b)
        }
        list.beginRefill()
        #expect(tailItem == nil)
        list.endRefill()
        #expect(head == nil)
        let isEmpty = list.isEmpty
        #expect(isEmpty)
        #expect(values(&list) == [])
        list.append(Item(5))
        #expect(values(&list) == [5])
    }
}
