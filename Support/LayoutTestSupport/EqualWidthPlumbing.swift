import LayoutModel
import PreferenceLayout

// "These views share the widest width", said with the preference system's own tools, the way
// the seed material's programs say it: each view measures itself with a GeometryReader in its
// background and publishes the width under a preference key that keeps the maximum; an
// ancestor keeps the maximum in @State when the preference changes and hands it down through
// the environment; each view applies it with frame(width:alignment:). Laying out a tree that
// uses it takes two passes. The constraint engine says the same with one relation
// (`.sameWidth(in:)`); the catalog's renditions, layout-bench and the tests use this plumbing.

/// The widest width published in a subtree, or nil when nothing published one.
package struct MaxWidthPreferenceKey: PreferenceKey {
    package static let defaultValue: Double? = nil

    package static func reduce(value: inout Double?, nextValue: () -> Double?) {
        guard let next = nextValue() else { return }
        value = max(value ?? next, next)
    }
}

/// The shared width handed down by ``EqualWidthHost``.
package struct EqualWidthEnvironmentKey: EnvironmentKey {
    package static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    /// The width every ``EqualWidth`` view applies (nil before the first measurement).
    package var equalWidth: Double? {
        get { self[EqualWidthEnvironmentKey.self] }
        set { self[EqualWidthEnvironmentKey.self] = newValue }
    }
}

/// Measures its content, publishes the width, and applies the shared width from the
/// environment with `frame(width:alignment:)`. Equatable by its alignment, as SwiftUI compares a
/// modifier's stored properties: a row whose modifier is unchanged is not evaluated again.
package struct EqualWidth: ViewModifier, Equatable {
    package var alignment: Alignment
    @Environment(\.equalWidth) var width

    package init(alignment: Alignment) {
        self.alignment = alignment
    }

    package static func == (a: EqualWidth, b: EqualWidth) -> Bool { a.alignment == b.alignment }

    package func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
                }
            )
            .frame(width: width, alignment: alignment)
    }
}

/// Keeps the widest published width in state and hands it down through the environment. It
/// has no inputs but its state, so any two are equal.
package struct EqualWidthHost: ViewModifier, Equatable {
    @State var width: Double? = nil

    package init() {}

    package static func == (a: EqualWidthHost, b: EqualWidthHost) -> Bool { true }

    package func body(content: Content) -> some View {
        content
            .onPreferenceChange(MaxWidthPreferenceKey.self) { width = $0 }
            .environment(\.equalWidth, width)
    }
}

extension View {
    /// Makes this view as wide as the widest `equalWidth` view under the same
    /// `equalWidthHost()`, aligned inside that width.
    ///
    /// - Parameter alignment: where the view sits inside the shared width.
    /// - Returns: the view, measured and framed.
    package func equalWidth(alignment: Alignment = .center) -> ModifiedContent<Self, EqualWidth> {
        modifier(EqualWidth(alignment: alignment))
    }

    /// Collects the widths of the `equalWidth` views below and shares the widest.
    ///
    /// - Returns: the view, keeping the widest width in its state.
    package func equalWidthHost() -> ModifiedContent<Self, EqualWidthHost> {
        modifier(EqualWidthHost())
    }

    /// The login form's label helper: measures this view in its background and applies `width`
    /// (state the caller keeps, see ``storeMaxLabelWidth(in:)``).
    ///
    /// - Parameters:
    ///   - width: the shared width, nil before the first measurement.
    ///   - alignment: where the view sits inside it.
    /// - Returns: the view, measured and framed.
    package func equalSizedLabel(width: Double?, alignment: Alignment) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
            }
        )
        .frame(width: width, alignment: alignment)
    }

    /// The login form's ancestor helper: stores the widest label width in `binding`.
    ///
    /// - Parameter binding: the caller's state.
    /// - Returns: the view, observing the widest width below.
    package func storeMaxLabelWidth(in binding: Binding<Double?>) -> some View {
        onPreferenceChange(MaxWidthPreferenceKey.self) { binding.wrappedValue = $0 }
    }
}
