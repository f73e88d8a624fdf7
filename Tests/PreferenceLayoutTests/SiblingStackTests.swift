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
