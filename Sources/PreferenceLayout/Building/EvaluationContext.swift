/// The evaluation a view's body is in, for the `@Environment` properties it reads: a property
/// is bound when it is read, to the environment the view sees, and the read is noted in the
/// view's record (see `EnvironmentBox.read`), so a view is evaluated again when a value it read
/// changes, not when one it merely declares does, and no view value is reflected on to find
/// its environment properties (a cold conversation of 1 000 messages: 17 % fewer instructions,
/// about a quarter less time; docs/PERFORMANCE.md, "The preference engine: bodies evaluated
/// again only when their inputs change").
///
/// One per engine, set as `EvaluationScope.current` for the whole of a layout call; each body
/// evaluation enters it and leaves it as it was.
final class EvaluationContext: @unchecked Sendable {
    // Unchecked: it is read and written only on the thread that runs its engine's layout (an
    // engine is used from one thread at a time), through a task-local value bound there.

    /// The environment the body being evaluated sees; nil between evaluations (a closure run
    /// later reads what its property was bound to).
    private(set) var environment: EnvironmentValues?
    /// The record of the body being evaluated; nil in content built during placement.
    private(set) var record: EvaluationRecord?
    /// Tells evaluations apart: a property read again in the same evaluation is not noted again.
    private(set) var stamp: UInt64 = 0
    private var nextStamp: UInt64 = 1

    /// What `enter` replaced, for `leave`.
    struct Saved {
        fileprivate var environment: EnvironmentValues?
        fileprivate var record: EvaluationRecord?
        fileprivate var stamp: UInt64
    }

    /// Starts an evaluation seeing `environment`, noting reads in `record`.
    func enter(environment: EnvironmentValues, record: EvaluationRecord?) -> Saved {
        let saved = Saved(environment: self.environment, record: self.record, stamp: stamp)
        self.environment = environment
        self.record = record
        stamp = nextStamp
        nextStamp &+= 1
        return saved
    }

    /// Ends the evaluation `enter` started, back in the one around it.
    func leave(_ saved: Saved) {
        environment = saved.environment
        record = saved.record
        stamp = saved.stamp
    }
}

/// The evaluation context of the engine laying out on this thread.
enum EvaluationScope {
    @TaskLocal static var current: EvaluationContext?
}
