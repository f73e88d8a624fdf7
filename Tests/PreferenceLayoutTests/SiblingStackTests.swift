import Testing
import LayoutModel
@testable import PreferenceLayout

@Suite("The builder's node stack")
struct SiblingStackTests {
    @Test("Nodes keep their order through growth, removal and moves into arrays, and are released")
    func orderAndRelease() {
        var stack = SiblingStack()
        weak var firstNode: Node?
        weak var lastNode: Node?
        do {
            // 40 nodes: the storage (16 to start with) grows twice.
            for i in 0..<40 {
                let node = Node(.empty, path: UInt64(i))
                if i == 0 { firstNode = node }
                if i == 39 { lastNode = node }
                stack.append(node)
            }
            #expect(stack.count == 40)
            #expect(stack.removeLast().path == 39)
            #expect(stack.count == 39)

            let moved = stack.takeArray(from: 30)
            #expect(moved.map(\.path) == Array(30...38).map(UInt64.init))
            #expect(stack.count == 30)
            #expect(stack.takeArray(from: 30).isEmpty)

            stack.removeAll(from: 10)
            #expect(stack.count == 10)
            #expect(stack.array.map(\.path) == Array(0..<10).map(UInt64.init))
        }
        // The node taken off with removeLast is gone; the first is still on the stack.
        #expect(lastNode == nil)
        #expect(firstNode != nil)
        stack.free()
        #expect(firstNode == nil)
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
