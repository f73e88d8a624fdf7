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

extension Builder {
    /// Reports an unusable input of `view` (a modifier's or a view's name), naming the view by
    /// the innermost identifier around it.
    ///
    /// - Parameters:
    ///   - view: what the value was given to, as written (`frame(width:height:)`, `HStack`).
    ///   - problem: what is wrong and what is done instead.
    ///   - kind: the diagnostic's kind.
    func report(_ view: String, _ problem: String, kind: LayoutDiagnostic.Kind = .invalidValue) {
        let place = nearestIdentifier.map { " of \"\($0)\"" } ?? ""
        let subject = view + place
        engine.inputIssues.note(
            LayoutDiagnostic(kind: kind, subject: subject, values: [], message: "\(subject): \(problem)"),
            at: Builder.mix(path, counter))
    }
}
