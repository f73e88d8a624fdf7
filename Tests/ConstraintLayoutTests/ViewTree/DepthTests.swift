import ConstraintLayout
import Foundation
import LayoutModel
import Testing

@Suite("Deep trees")
struct DepthTests {
    /// A chain of `depth` nested views around a colour.
    static func chain(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.id("leaf"))
        for k in 0..<depth {
            switch k % 3 {
            case 0: view = AnyView(view.padding(0.5))
            case 1: view = AnyView(VStack { view })
            default: view = AnyView(view.frame(minWidth: 1))
            }
        }
        return view
    }

    #if DEBUG
    /// A debug build's frames are about 8 times an optimised build's.
    static let smallStack = 8 * 512 * 1024
    #else
    static let smallStack = 512 * 1024
    #endif

    @Test("The default depth limit lays out on a thread with a 512 KiB stack (optimised)")
    func defaultLimitFitsASmallStack() async throws {
        // Levels of views: AnyView's and the modifiers' each count.
        let depth = Self.levels(for: ConstraintLayoutEngine<AnyView>.Options().maximumDepth)
        #expect(depth > 80)
        let frame: Rect? = await withCheckedContinuation { continuation in
            let thread = Thread {
                let view = Self.chain(depth)
                let result = try? ConstraintLayoutEngine(root: view).layout(in: Size(width: 400, height: 400))
                continuation.resume(returning: result?.frame(of: "leaf"))
            }
            thread.stackSize = Self.smallStack
            thread.start()
        }
        let leaf = try #require(frame)
        #expect(leaf.width > 0)
    }

    @Test("A deeper tree is refused with the limit, a raised limit on a larger stack lays it out")
    func deeperTree() async throws {
        let limit = ConstraintLayoutEngine<AnyView>.Options().maximumDepth
        #expect(throws: ConstraintLayoutError.tooDeep(limit: limit)) {
            try ConstraintLayoutEngine(root: Self.chain(limit + 1)).layout(in: Size(width: 10, height: 10))
        }
        let frame: Rect? = await withCheckedContinuation { continuation in
            let thread = Thread {
                let engine = ConstraintLayoutEngine(root: Self.chain(2_000), options: .init(maximumDepth: 3_000))
                continuation.resume(returning: (try? engine.layout(in: Size(width: 4_000, height: 4_000)))?.frame(of: "leaf"))
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        #expect(frame != nil)
    }

    /// The longest chain the compiler accepts under `limit`.
    static func levels(for limit: Int) -> Int {
        var low = 1, high = limit
        while low < high {
            let mid = (low + high + 1) / 2
            if (try? ConstraintLayoutEngine(root: chain(mid)).layout(in: Size(width: 10, height: 10))) != nil { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
