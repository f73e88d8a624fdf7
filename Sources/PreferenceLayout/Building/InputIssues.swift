import LayoutModel

/// Values in a view tree that SwiftUI does not define (a NaN length, a contradictory frame),
/// found while the tree is built and reported in the layout result, each once.
struct InputIssues {
    private(set) var diagnostics: [LayoutDiagnostic] = []
    private var seen: Set<String> = []

    /// Notes `diagnostic` unless the same one was noted for the view at `path`.
    mutating func note(_ diagnostic: LayoutDiagnostic, at path: UInt64) {
        guard seen.insert("\(path) \(diagnostic.message)").inserted else { return }
        diagnostics.append(diagnostic)
    }

    mutating func removeAll() {
        guard !diagnostics.isEmpty else { return }
        diagnostics.removeAll()
        seen.removeAll()
    }
}
