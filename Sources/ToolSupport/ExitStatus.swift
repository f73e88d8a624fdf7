/// What a tool's exit status says, the same for all three tools (docs/ARCHITECTURE.md,
/// "The tools' conventions").
package enum ExitStatus: Int32, Sendable {
    /// The work was done and found nothing wrong.
    case success = 0
    /// The work was done and found a failure: a disagreement between the engines, an
    /// unsatisfiable system, a benchmark check that failed.
    case failure = 1
    /// The work could not start: a bad command line or bad input (an unreadable file, a
    /// syntax error, a scenario file past a cap or naming a view it does not have).
    case badInput = 2
}
