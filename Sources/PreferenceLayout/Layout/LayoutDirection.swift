/// The direction of the horizontal axis, as SwiftUI's `LayoutDirection`. The engine lays out
/// left to right only: every ``LayoutSubviews`` says ``leftToRight``.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
