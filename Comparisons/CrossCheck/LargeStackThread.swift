import Foundation

/// Runs work on a thread with a large stack, and waits for it, when the tree needs one.
///
/// Both engines recurse once per level of the tree and refuse trees deeper than their limits
/// (100 and 256 levels by default); deeper trees are the caller's explicit choice, on a thread
/// whose stack fits them (docs/ARCHITECTURE.md, "Threads and stacks"). The cross-check makes
/// that choice so the catalog's deep nesting is compared: a thread is started only for a tree
/// more than ``callerThreadDepth`` levels deep (only `deep-nesting-100` and `-1000` of the
/// catalog), and every other tree is laid out on the caller's thread, as no thread earns its
/// place where the stack is not short.
enum LargeStackThread {
    /// The stack of the thread: at about 8 KiB a level in a debug build (the constraint
    /// engine's figure; the preference engine's is about 3 KiB a scope), 32 000 levels; the
    /// adapters allow 10 000.
    static let stackSize = 256 << 20

    /// The deepest tree, in levels of ``ViewSpec/nestingDepth``, laid out on the caller's
    /// thread: a 512 KiB stack (a secondary thread's on Darwin) holds it in a debug build
    /// (`Tests/ComparisonsTests/LargeStackThreadTests.swift`). The preference engine counts
    /// 8 KiB a scope in a debug build and refuses what its stack cannot hold: about 53 scopes
    /// there, and a level of a nested scenario can take two scopes, so 20 leaves room.
    static let callerThreadDepth = 20

    /// Whether the tree of a scenario needs the large stack; a scenario without a shared tree
    /// (a rendition alone) is as shallow as the articles' programs are.
    static func isNeeded(for tree: ViewSpec?) -> Bool {
        (tree?.nestingDepth ?? 0) > callerThreadDepth
    }

    /// `body`'s value, computed on a fresh thread with ``stackSize`` bytes of stack when
    /// `needed`, else on the caller's thread.
    static func run<T>(if needed: Bool, _ body: () -> T) -> T {
        guard needed else { return body() }
        return withoutActuallyEscaping(body) { body in
            let work = UncheckedBox<(() -> T)?>(body)
            let result = UncheckedBox<T?>(nil)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                result.value = work.value?()
                work.value = nil  // the closure must not outlive this call (withoutActuallyEscaping)
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return result.value!
        }
    }
}

/// A value handed to the large-stack thread and back; the caller waits for that thread, so the
/// two never touch it at once.
private final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

extension ViewSpec {
    /// How many levels the tree nests: a view and each of its modifiers are a level each, a
    /// repeat is as deep as the view it repeats, and a modifier's secondary view counts from
    /// the view's level.
    ///
    /// - Complexity: O(n) in the size of the written tree.
    var nestingDepth: Int {
        if case .repeated(_, let view) = kind { return view.nestingDepth }
        let inner = (children ?? []).map(\.nestingDepth) + modifiers.compactMap { $0.secondaryView?.nestingDepth }
        return 1 + modifiers.count + (inner.max() ?? 0)
    }
}
