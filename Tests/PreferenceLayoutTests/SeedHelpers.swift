import LayoutModel
import PreferenceLayout

// The seed material's "equal width" plumbing, written with PreferenceLayout's public API
// exactly as a SwiftUI developer writes it: a background GeometryReader publishes each view's width
// through a max-reducing preference, an ancestor keeps the maximum in @State when the
// preference changes and hands it down through the environment, and every marked view applies
// it with frame(width:alignment:). Laying out a tree that uses it takes two passes.

/// The widest width published in a subtree, or nil when nothing published one.
struct MaxWidthPreferenceKey: PreferenceKey {
    static let defaultValue: Double? = nil

    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        guard let next = nextValue() else { return }
        value = max(value ?? next, next)
    }
}

/// The shared width handed down by ``EqualWidthHost``.
struct EqualWidthEnvironmentKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    /// The width every ``EqualWidth`` view applies (nil before the first measurement).
    var equalWidth: Double? {
        get { self[EqualWidthEnvironmentKey.self] }
        set { self[EqualWidthEnvironmentKey.self] = newValue }
    }
}

/// Measures its content, publishes the width, and applies the shared width from the
/// environment with `frame(width:alignment:)`.
struct EqualWidth: ViewModifier {
    var alignment: Alignment
    @Environment(\.equalWidth) var width

    init(alignment: Alignment) {
        self.alignment = alignment
    }

    func body(content: Content) -> some View {
        content
            .background(GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
            })
            .frame(width: width, alignment: alignment)
    }
}

/// Keeps the widest published width in state and hands it down through the environment.
struct EqualWidthHost: ViewModifier {
    @State var width: Double? = nil

    init() {}

    func body(content: Content) -> some View {
        content
            .onPreferenceChange(MaxWidthPreferenceKey.self) { width = $0 }
            .environment(\.equalWidth, width)
    }
}

extension View {
    /// Makes this view as wide as the widest `equalWidth` view under the same
    /// `equalWidthHost()`, aligned inside that width.
    func equalWidth(alignment: Alignment = .center) -> ModifiedContent<Self, EqualWidth> {
        modifier(EqualWidth(alignment: alignment))
    }

    /// Collects the widths of the `equalWidth` views below and shares the widest.
    func equalWidthHost() -> ModifiedContent<Self, EqualWidthHost> {
        modifier(EqualWidthHost())
    }

    /// The login form's label helper: measures this view in its background and applies `width`.
    func equalSizedLabel(width: Double?, alignment: Alignment) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
        })
        .frame(width: width, alignment: alignment)
    }

    /// The login form's ancestor helper: stores the widest label width in `binding`.
    func storeMaxLabelWidth(in binding: Binding<Double?>) -> some View {
        onPreferenceChange(MaxWidthPreferenceKey.self) { binding.wrappedValue = $0 }
    }
}
