/// How the lines of a multi-line text are aligned with each other (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
}
