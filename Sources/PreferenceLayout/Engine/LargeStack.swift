import Foundation
import Synchronization

/// Runs work on a long-lived thread with a 1 GiB stack, so deep trees cannot overflow the
/// caller's stack. One worker serves every engine (calls are serialised); keeping it alive
/// avoids a new thread, and a new malloc arena, per layout. A second such thread, the helper,
/// takes part of the work on wide stacks (see `run(_:helpedBy:)`).
package enum LargeStack {
    package static let stackSize = 1 << 30

    final class Worker: @unchecked Sendable {
        private let lock = NSCondition()
        private var jobs: [() -> Void] = []

        init(name: String) {
            let thread = Thread { [unowned self] in self.loop() }
            thread.stackSize = LargeStack.stackSize
            thread.name = name
            thread.start()
        }

        /// The worker's own thread, to run nested calls directly instead of deadlocking.
        private(set) var thread: pthread_t?

        var isCurrent: Bool {
            lock.lock()
            defer { lock.unlock() }
            guard let thread else { return false }
            return pthread_equal(thread, pthread_self()) != 0
        }

        /// Jobs submitted and not yet taken, readable without the lock.
        private let waiting = Atomic<Int>(0)

        private func loop() {
            lock.lock()
            thread = pthread_self()
            lock.unlock()
            while true {
                // Awake for a moment after a job: layouts often come in a row (a resize, an
                // animation), and waking a sleeping thread costs tens of microseconds.
                LargeStack.spin(for: LargeStack.workerSpin) { waiting.load(ordering: .acquiring) > 0 }
                lock.lock()
                while jobs.isEmpty { lock.wait() }
                let job = jobs.removeFirst()
                waiting.subtract(1, ordering: .relaxed)
                lock.unlock()
                job()
            }
        }

        func submit(_ job: @escaping () -> Void) {
            lock.lock()
            jobs.append(job)
            waiting.add(1, ordering: .releasing)
            lock.signal()
            lock.unlock()
        }
    }

    /// How long the worker stays awake after a job, and a caller waits awake for its job,
    /// before sleeping: a small tree lays out in tens of microseconds, about what a wake-up
    /// costs; a longer layout is waited for asleep.
    static let workerSpin: UInt64 = 50_000
    static let callerSpin: UInt64 = 100_000

    /// Checks `done` until it holds or `nanoseconds` have passed, yielding the processor
    /// between checks (a thread waiting for this one on the same processor runs meanwhile).
    @inline(__always)
    static func spin(for nanoseconds: UInt64, until done: () -> Bool) {
        let deadline = DispatchTime.now().uptimeNanoseconds &+ nanoseconds
        while !done() && DispatchTime.now().uptimeNanoseconds < deadline { sched_yield() }
    }

    static let worker = Worker(name: "PreferenceLayout.LargeStack")
    static let helper = Worker(name: "PreferenceLayout.Helper")
    /// Whether a split is using the helper.
    private static let helperBusy = Atomic<Bool>(false)

    final class Job<R>: @unchecked Sendable {
        var work: (() -> R)?
        var result: R?
        let finished = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)

        func perform() {
            result = work?()
            work = nil  // released before the caller's non-escaping closure ends
            finished.store(true, ordering: .releasing)
            done.signal()
        }

        /// Waits for `perform` to finish, awake for a moment, then asleep.
        func wait() {
            spin(for: callerSpin) { finished.load(ordering: .acquiring) }
            done.wait()
        }
    }

    /// Runs `body` on the large-stack worker and waits for it. A call made on the worker itself
    /// (a layout from inside an action) runs directly.
    package static func run<R>(_ body: () -> R) -> R {
        if worker.isCurrent { return body() }
        return withoutActuallyEscaping(body) { escaping in
            let job = Job<R>()
            job.work = escaping
            worker.submit(job.perform)
            job.wait()
            return job.result!
        }
    }

    /// Runs `work` here while the helper runs `aside`, and returns when both are done; when
    /// the helper is already taken (help asked for inside help, or layouts on several
    /// threads), runs `work` alone. So `aside` must be help `work` can do without: work
    /// shared through a counter both take from (`Node+SplitSizing.swift`), or reading ahead
    /// (`Node+ReadAhead.swift`).
    ///
    /// - Returns: whether `aside` ran.
    @discardableResult
    package static func run(_ work: () -> Void, helpedBy aside: () -> Void) -> Bool {
        guard helperBusy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            work()
            return false
        }
        defer { helperBusy.store(false, ordering: .releasing) }
        withoutActuallyEscaping(aside) { escaping in
            let job = Job<Void>()
            job.work = escaping
            helper.submit(job.perform)
            work()
            job.wait()
        }
        return true
    }
}
