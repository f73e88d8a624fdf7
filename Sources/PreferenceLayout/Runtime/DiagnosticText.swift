/// A preference key the engine writes for the user, named in diagnostics after what the user
/// wrote rather than after the key's type.
protocol NamedInDiagnostics {
    /// The observer's name in a diagnostic's subject.
    static var diagnosticName: String { get }
}

/// A value an observer is delivered, written in a diagnostic in the user's terms rather than
/// as `String(describing:)` would dump its type.
protocol ReadableInDiagnostics {
    var diagnosticText: String { get }
}

// `.sameWidth(in:)` and `.sameHeight(in:)` are lowered to a preference of the groups' lengths
// (`Rules/SameSize.swift`): a loop through them is reported as the groups and lengths the user named,
// `.sameWidth/.sameHeight groups … values: badge width 115.734375, …`.
extension SameSizeLengthsKey: NamedInDiagnostics {
    static var diagnosticName: String { ".sameWidth/.sameHeight groups" }
}

extension Dictionary: ReadableInDiagnostics where Key == SameSizeGroupKey, Value == Double {
    /// `badge width 115.734375`, groups in name order (width before height), `and` between them.
    var diagnosticText: String {
        func order(_ key: SameSizeGroupKey) -> (String, Int) { (key.group.name, key.axis == .horizontal ? 0 : 1) }
        return sorted { order($0.key) < order($1.key) }
            .map { "\($0.key.group.name) \($0.key.axis == .horizontal ? "width" : "height") \($0.value)" }
            .joined(separator: " and ")
    }
}
