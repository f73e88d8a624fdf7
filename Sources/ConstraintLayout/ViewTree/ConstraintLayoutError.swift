/// Why the constraint engine could not lay a tree out.
public enum ConstraintLayoutError: Error, Equatable, CustomStringConvertible {
    /// A view the engine cannot express (a `GeometryReader`, a preference, an observer that
    /// writes state, or a container outside its vocabulary), with the types on its path from
    /// the root.
    case unsupportedView(String, path: String)
    /// The tree is deeper than ``ConstraintLayoutEngine/Options/maximumDepth``.
    case tooDeep(limit: Int)
    /// The tree is deeper than the calling thread's stack has room for, `limit` levels (less
    /// than ``ConstraintLayoutEngine/Options/maximumDepth``): lay it out on a thread with a
    /// larger stack.
    case tooDeepForStack(limit: Int)
    /// A required relation cannot hold together with the others it names (from the solver's
    /// minimal conflicting set), in the terms of the views.
    case unsatisfiable(String, conflicts: [String])
    /// No view has this identifier.
    case unknownIdentifier(String)
    /// The identified view holds `count` texts, not exactly one.
    case notOneText(identifier: String, count: Int)
    /// The solver refused an operation for another reason.
    case solver(String)

    public var description: String {
        switch self {
        case .unsupportedView(let view, let path):
            return "the constraint engine cannot express \(view) (at \(path))"
        case .tooDeep(let limit):
            return "the tree is deeper than \(limit) levels"
        case .tooDeepForStack(let limit):
            return "the tree is deeper than \(limit) levels, the most this thread's stack has room for "
                + "(lay it out on a thread with a larger stack)"
        case .unsatisfiable(let relation, let conflicts):
            let with = conflicts.isEmpty ? "" : "; it conflicts with: " + conflicts.joined(separator: "; ")
            return "unsatisfiable relation \(relation)\(with)"
        case .unknownIdentifier(let id):
            return "no view has the identifier '\(id)'"
        case .notOneText(let id, let count):
            return "the view '\(id)' holds \(count) texts, not one"
        case .solver(let message):
            return "solver: \(message)"
        }
    }
}
