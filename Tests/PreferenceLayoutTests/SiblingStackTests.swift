import Testing
import LayoutModel
@testable import PreferenceLayout

@Suite("The builder's node stack")
struct SiblingStackTests {
    @Test("Nodes keep their order through growth, removal and moves into arrays; the stack does not own them")
    func orderAndOwnership() {
        var stack = SiblingStack()
        weak var firstNode: Node?
        weak var movedNode: Node?
        weak var lastNode: Node?
        var moved: [Node] = []
        do {
            // The owner stands for the build's node list, which holds every node on a stack.
            var owner: [Node] = []
            // 40 nodes: the storage (16 to start with) grows twice.
            for i in 0..<40 {
                let node = Node(.empty, path: UInt64(i))
                if i == 0 { firstNode = node }
                if i == 30 { movedNode = node }
                if i == 39 { lastNode = node }
                owner.append(node)
                stack.append(.passUnretained(node))
            }
            #expect(stack.count == 40)
            #expect(stack.removeLast().takeUnretainedValue().path == 39)
            #expect(stack.count == 39)

            moved = stack.takeArray(from: 30)
            #expect(moved.map(\.path) == Array(30...38).map(UInt64.init))
            #expect(stack.count == 30)
            #expect(stack.takeArray(from: 30).isEmpty)

            stack.removeAll(from: 10)
            #expect(stack.count == 10)
            #expect(stack.array.map(\.path) == Array(0..<10).map(UInt64.init))
            stack.withNode(at: 3) { #expect($0.path == 3) }
        }
        // The owner is gone: the nodes moved into an array live on (the array retained them),
        // the others are released although the first is still on the stack.
        #expect(movedNode != nil)
        #expect(moved.count == 9)
        #expect(lastNode == nil)
        #expect(firstNode == nil)
        stack.free()
    }
}

@Suite("The builder's identifier comparison")
struct IdentifierIdentityTests {
    @Test("Identical strings are the same value in the same storage; equal strings elsewhere are not")
    func identicalStrings() {
        let long = String(repeating: "identifier.", count: 4)   // 44 bytes: heap storage
        let copy = long
        let rebuilt = String(repeating: "identifier.", count: 4)
        #expect(Builder.identical(nil, nil))
        #expect(Builder.identical("sender.1", "sender.1"))   // small strings: bits are the value
        #expect(!Builder.identical("sender.1", "sender.2"))
        #expect(!Builder.identical("sender.1", nil))
        #expect(!Builder.identical(nil, "sender.1"))
        #expect(Builder.identical(long, copy))
        // Equal, but in another buffer: not identical (writing it over is then harmless).
        #expect(rebuilt == long)
        #expect(!Builder.identical(long, rebuilt))
    }
}
