extension Strength {
    /// The strength a script names after `@`: `required`, `strong`, `medium` or `weak`
    /// (the names `description` writes), nil for any other name.
    ///
    /// - Parameter name: The name as written.
    init?(named name: String) {
        switch name {
        case "required": self = .required
        case "strong": self = .strong
        case "medium": self = .medium
        case "weak": self = .weak
        default: return nil
        }
    }
}
