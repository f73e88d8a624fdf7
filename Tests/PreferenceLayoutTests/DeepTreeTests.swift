import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// A secondary thread's default stack on Darwin, the smallest a caller is likely to lay out on.
private let secondaryThreadStack = 512 * 1024

#if DEBUG
/// The stack the default depth limit needs: a debug build's frames are several times an
/// optimised build's, and the engine counts 8 KiB a level there.
private let defaultLimitStack = 8 * secondaryThreadStack
#else
private let defaultLimitStack = secondaryThreadStack
#endif

/// Stack depth reached at the innermost view, recorded by `StackProbe`.
private final class StackRecord: @unchecked Sendable {
    var deepest: UInt = .max
}

/// A composite whose body notes the stack address it is evaluated at.
private struct StackProbe: View {
    let record: StackRecord
    var body: some View {
        let _ = { record.deepest = min(record.deepest, stackAddress()) }()
        Color.red.frame(width: 4, height: 4).id("leaf")
    }
}

/// Nested composites, each a type-erased padded composite (two scopes a level: the
/// composite's body and the padding's content).
private struct Nest: View {
    var depth: Int
    var record: StackRecord?

    var body: some View {
        if depth == 0 {
            AnyView(StackProbe(record: record ?? StackRecord()))
        } else {
            AnyView(Nest(depth: depth - 1, record: record).padding(1))
        }
    }
}

@Suite("Deep trees: a depth limit that fits a secondary thread's stack, and releases that never overflow")
struct DeepTreeTests {
    @Test("The deepest tree the default limit accepts lays out on a 512 KiB thread (optimised), with room to spare")
    func defaultLimitFitsASecondaryThread() throws {
        // The deepest nest the limit accepts, found on this thread (the test runner's stack).
        let limit = PreferenceLayoutEngine<Nest>.Options.defaultMaximumDepth
        let levels = try #require(
            (0...limit).last { levels in
                (try? PreferenceLayoutEngine(root: Nest(depth: levels)).layout(in: Size(width: 10_000, height: 10_000)))
                    != nil
            })
        #expect(levels >= limit / 2 - 5)
        let (frame, used) = onThread(stackSize: defaultLimitStack) { () -> (Rect?, Int) in
            let record = StackRecord()
            let top = stackAddress()
            let result = try? PreferenceLayoutEngine(root: Nest(depth: levels, record: record))
                .layout(in: Size(width: 10_000, height: 10_000))
            return (result?.frames["leaf"], Int(top - record.deepest))
        }
        #expect(frame == rect(Double(levels), Double(levels), 4, 4))
        // At most three quarters of the stack (measured in a debug build, the largest frames):
        // sizing, placement and the caller's own frames fit in the rest.
        #expect(used < defaultLimitStack * 3 / 4, "evaluation used \(used) bytes of stack")
    }

    @Test("A tree one level deeper than the limit is refused with the limit named")
    func justTooDeepIsRefused() {
        let limit = PreferenceLayoutEngine<Nest>.Options.defaultMaximumDepth
        let engine = PreferenceLayoutEngine(root: Nest(depth: limit))
        #expect(throws: PreferenceLayoutError.tooDeep(limit: limit)) {
            try engine.layout(in: Size(width: 100, height: 100))
        }
    }

    @Test("A raised limit on a 512 KiB thread ends in an error naming the levels the stack holds, not an overflow")
    func raisedLimitOnASmallStack() {
        let outcome = onThread(stackSize: secondaryThreadStack) { () -> Result<Rect?, PreferenceLayoutError> in
            let engine = PreferenceLayoutEngine(root: Nest(depth: 100_000), options: .init(maximumDepth: 1_000_000))
            return Result { () throws(PreferenceLayoutError) in
                try engine.layout(in: Size(width: 100, height: 100)).frames["leaf"]
            }
        }
        guard case .failure(.tooDeepForStack(let limit)) = outcome else {
            Issue.record("expected the stack's limit, got \(outcome)")
            return
        }
        // What 512 KiB holds at the engine's count a level, less the reserve and the test's frames.
        let most = (secondaryThreadStack - StackBudget.reserve) / PreferenceLayoutEngine<Nest>.stackBytesPerLevel
        #expect(limit > most / 2 && limit <= most, "\(limit) levels")
        #expect(
            PreferenceLayoutError.tooDeepForStack(limit: limit).description.contains(
                "\(limit) levels deep, the most this thread's stack has room for"))
        // The same tree at the same limit, on a stack with room for it, lays out.
        let frame = onThread(stackSize: 64 << 20) { () -> Rect? in
            try? PreferenceLayoutEngine(root: Nest(depth: limit / 2 - 10), options: .init(maximumDepth: 1_000_000))
                .layout(in: Size(width: 1e6, height: 1e6)).frames["leaf"]
        }
        #expect(frame != nil)
    }

    @Test("A refused tree of 100 000 levels is released on a 512 KiB thread")
    func refusedDeepTreeIsReleased() {
        let refused = onThread(stackSize: secondaryThreadStack) { () -> Bool in
            var engine: PreferenceLayoutEngine<Nest>? = PreferenceLayoutEngine(root: Nest(depth: 100_000))
            var wasRefused = false
            do {
                _ = try engine!.layout(in: Size(width: 100, height: 100))
            } catch let error as PreferenceLayoutError {
                // A debug build's frames leave room for fewer levels than the default limit.
                if case .tooDeepForStack = error { wasRefused = true }
                wasRefused = wasRefused || error == .tooDeep(limit: 100)
            } catch {}
            engine = nil
            return wasRefused
        }
        #expect(refused)
    }

    @Test("An accepted tree of 50 000 levels, laid out on a large stack, is released on a 512 KiB thread")
    func acceptedDeepTreeIsReleased() {
        let levels = 50_000
        let holder = ResultBox<PreferenceLayoutEngine<Nest>>()
        let frame = onThread(stackSize: 1 << 30) { () -> Rect? in
            let engine = PreferenceLayoutEngine(
                root: Nest(depth: levels), options: .init(maximumDepth: 2 * levels + 10))
            holder.value = engine
            return try? engine.layout(in: Size(width: 1e6, height: 1e6)).frames["leaf"]
        }
        #expect(frame == rect(Double(levels), Double(levels), 4, 4))
        // Nodes and records 50 000 deep, torn down where the caller's stack is small.
        onThread(stackSize: secondaryThreadStack) { holder.value = nil }
        #expect(holder.value == nil)
    }
}

/// The recipe of docs/ARCHITECTURE.md ("Threads and stacks"), word for word: a deep tree laid
/// out on a thread whose stack the caller made.
/// An engine handed to the layout thread, and its result. Unchecked: the caller waits while
/// the thread uses it, so no two threads touch it at once.
final class DeepLayoutJob<V: View>: Runnable, @unchecked Sendable {
    let engine: PreferenceLayoutEngine<V>
    let size: Size
    var result: Result<PreferenceLayoutResult, PreferenceLayoutError>?

    init(engine: PreferenceLayoutEngine<V>, size: Size) {
        self.engine = engine
        self.size = size
    }

    func run() {
        result = Result { () throws(PreferenceLayoutError) in try engine.layout(in: size) }
    }
}

/// Work for another thread, whatever view type it lays out.
protocol Runnable: AnyObject, Sendable {
    func run()
}

func layOutDeep<V: View>(_ view: V, in size: Size, maximumDepth: Int) throws -> PreferenceLayoutResult {
    let job = DeepLayoutJob(
        engine: PreferenceLayoutEngine(root: view, options: .init(maximumDepth: maximumDepth)), size: size)
    let done = DispatchSemaphore(value: 0)
    let runnable: any Runnable = job
    let thread = Thread {
        runnable.run()
        done.signal()
    }
    thread.stackSize = 1 << 30  // 8 KiB a scope in a debug build, as the engine counts them
    thread.start()
    done.wait()
    return try job.result!.get()
}

@Suite("The documented deep-tree recipe")
struct DeepTreeRecipeTests {
    @Test("A tree of 20 000 levels lays out through the recipe")
    func recipeLaysOutDeepTrees() throws {
        let result = try layOutDeep(
            NestForRecipe(depth: 20_000), in: Size(width: 1e6, height: 1e6),
            maximumDepth: 50_000)
        #expect(result.frames["leaf"] == rect(20_000, 20_000, 4, 4))
    }
}

private struct NestForRecipe: View {
    var depth: Int
    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 4, height: 4).id("leaf"))
        } else {
            AnyView(NestForRecipe(depth: depth - 1).padding(1))
        }
    }
}
