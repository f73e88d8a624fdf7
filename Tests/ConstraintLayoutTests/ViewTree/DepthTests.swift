import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

@testable import ConstraintLayout

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
    /// A debug build's frames are about 4 times an optimised build's.
    static let smallStack = 4 << 20
    #else
    static let smallStack = 1 << 20
    #endif

    @Test("The default depth limit lays out on a thread with a 1 MiB stack (optimised)")
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
                continuation.resume(
                    returning: (try? engine.layout(in: Size(width: 4_000, height: 4_000)))?.frame(of: "leaf"))
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        #expect(frame != nil)
    }

    @Test("A raised limit on a 512 KiB thread ends in an error naming the levels the stack holds, not an overflow")
    func raisedLimitOnASmallStack() {
        let outcome = onThread(stackSize: 512 << 10) { () -> Result<Rect?, ConstraintLayoutError> in
            let engine = ConstraintLayoutEngine(
                root: PaddedNesting(depth: 100_000), options: .init(maximumDepth: 1_000_000))
            return Result { () throws(ConstraintLayoutError) in
                try engine.layout(in: Size(width: 100, height: 100)).frame(of: "leaf")
            }
        }
        guard case .failure(.tooDeepForStack(let limit)) = outcome else {
            Issue.record("expected the stack's limit, got \(outcome)")
            return
        }
        // What 512 KiB holds at the engine's count a level, less the reserve and the test's frames.
        let most = ((512 << 10) - StackBudget.reserve) / ConstraintLayoutEngine<PaddedNesting>.stackBytesPerLevel
        #expect(limit > most / 2 && limit <= most, "\(limit) levels")
        #expect(
            ConstraintLayoutError.tooDeepForStack(limit: limit).description
                .contains("deeper than \(limit) levels, the most this thread's stack has room for"))
        // Half as deep, on a larger stack, it lays out.
        let frame = onThread(stackSize: 64 << 20) { () -> Rect? in
            try? ConstraintLayoutEngine(root: PaddedNesting(depth: limit / 4), options: .init(maximumDepth: 1_000_000))
                .layout(in: Size(width: 1e6, height: 1e6)).frame(of: "leaf")
        }
        #expect(frame != nil)
    }

    @Test("A tree compiled on a large stack and laid out again on a small one is refused there, before sizing")
    func compiledTreeOnASmallerStack() {
        let box = ResultBox<ConstraintLayoutEngine<PaddedNesting>>()
        let first = onThread(stackSize: 64 << 20) { () -> Rect? in
            let engine = ConstraintLayoutEngine(
                root: PaddedNesting(depth: 1_000), options: .init(maximumDepth: 1_000_000))
            box.value = engine
            return try? engine.layout(in: Size(width: 1e5, height: 1e5)).frame(of: "leaf")
        }
        #expect(first == Rect(x: 1_000, y: 1_000, width: 4, height: 4))
        let refused = onThread(stackSize: 256 << 10) { () -> Bool in
            do {
                _ = try box.value!.layout(in: Size(width: 50, height: 50))
                return false
            } catch {
                guard case .tooDeepForStack = error as? ConstraintLayoutError else { return false }
                return true
            }
        }
        #expect(refused)
        // Nothing changed: on the large stack again, the tree lays out as before.
        let again = onThread(stackSize: 64 << 20) { () -> Rect? in
            try? box.value!.layout(in: Size(width: 1e5, height: 1e5)).frame(of: "leaf")
        }
        #expect(again == first)
    }

    /// The longest chain the compiler accepts under `limit`.
    static func levels(for limit: Int) -> Int {
        var low = 1
        var high = limit
        while low < high {
            let mid = (low + high + 1) / 2
            if (try? ConstraintLayoutEngine(root: chain(mid)).layout(in: Size(width: 10, height: 10))) != nil {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return low
    }
}
