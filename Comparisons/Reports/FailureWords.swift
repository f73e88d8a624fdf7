/// An engine's failure as a person reads it: a headline and the lines that explain it, the
/// relations in conflict one per line.
enum FailureWords {
    /// What went wrong, in one sentence.
    static func headline(_ failure: EngineFailure) -> String {
        switch failure.kind {
        case .unsatisfiable: "A relation this engine must keep cannot hold"
        case .unsupported where failure.message.hasPrefix(EngineFailure.preferenceOnlyPrefix):
            "Only the preference engine can lay this out"
        case .unsupported: "This engine cannot express the tree"
        case .other: "The layout failed"
        }
    }

    /// The lines under the headline.
    static func details(_ failure: EngineFailure) -> [String] {
        switch failure.kind {
        case .unsatisfiable:
            guard let relation = failure.relation else { return [failure.message] }
            var lines = ["Required: \(readable(relation))"]
            if failure.conflicts.isEmpty {
                lines.append("It contradicts itself: no other relation is needed to break it.")
            } else {
                lines.append("It conflicts with:")
                lines += failure.conflicts.map { "• \(readable($0))" }
            }
            return lines
        case .unsupported where failure.message.hasPrefix(EngineFailure.preferenceOnlyPrefix):
            return [sentence(String(failure.message.dropFirst(EngineFailure.preferenceOnlyPrefix.count)))]
        case .unsupported, .other:
            return [sentence(failure.message)]
        }
    }

    /// A relation with the comparison signs people write.
    static func readable(_ relation: String) -> String {
        relation.replacingOccurrences(of: ">=", with: "≥").replacingOccurrences(of: "<=", with: "≤")
            .replacingOccurrences(of: "==", with: "=")
    }

    /// `text` starting with a capital and ending with a full stop.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }
}
