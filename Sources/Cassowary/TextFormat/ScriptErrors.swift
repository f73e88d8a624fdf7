/// Every error of a script, in file order: the syntax errors of its lines
/// (`ScriptErrors<ScriptSyntaxError>`, thrown by parsing) or the statements the solver
/// refused (`ScriptErrors<ScriptRunError>`, thrown by running).
///
/// ```swift
/// do {
///     _ = try ConstraintScript(parsing: "x == 1 +\ny == 2 @-3\n")
/// } catch {
///     print(error)     // 1:9: error: expected a number, a name, '(' or '-', found end of line
///                      // 2:9: error: strength cannot be negative
/// }
/// ```
public struct ScriptErrors<Failure: Error & Equatable & Sendable & CustomStringConvertible>:
    Error, Equatable, Sendable, CustomStringConvertible
{
    /// The errors in file order; never empty.
    public let errors: [Failure]

    /// Creates the list; `errors` must not be empty.
    ///
    /// - Parameter errors: The errors in file order.
    public init(_ errors: [Failure]) {
        precondition(!errors.isEmpty, "a script with no error throws nothing")
        self.errors = errors
    }

    /// The first error in the file.
    public var first: Failure { errors[0] }

    /// Each error's description on its own line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
