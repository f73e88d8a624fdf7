import Foundation

/// Runs work on a thread with a large stack, and waits for it.
///
/// Both engines recurse once per level of the tree and refuse trees deeper than their limits
/// (100 and 256 levels by default); deeper trees are the caller's explicit choice, on a thread
/// whose stack fits them (docs/ARCHITECTURE.md, "Threads and stacks"). The cross-check makes
/// that choice so the catalog's deep nesting is compared.
enum LargeStackThread {
    /// The stack of the thread: at about 8 KiB a level in a debug build (the constraint
    /// engine's figure; the preference engine's is about 3 KiB a scope), 32 000 levels; the
    /// adapters allow 10 000.
    static let stackSize = 256 << 20

    /// `body`'s value, computed on a fresh thread with ``stackSize`` bytes of stack.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
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
