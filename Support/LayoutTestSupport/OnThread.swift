import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it: the tests of
/// deep trees lay them out on a stack of a known size.
///
/// - Parameters:
///   - stackSize: the thread's stack, in bytes.
///   - body: the work; it may not escape to another thread.
/// - Returns: `body`'s value.
package func onThread<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) -> Result {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<Result>()
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value!
}

/// A value handed from a thread to the one waiting for it (unchecked: the two never touch it
/// at once).
package final class ResultBox<Value>: @unchecked Sendable {
    package var value: Value?

    package init() {}
}
