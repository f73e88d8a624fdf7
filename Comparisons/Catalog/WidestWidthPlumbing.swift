import LayoutModel
import PreferenceLayout

// "These views share the widest width", said with the preference system's own tools, the way
// the articles say it: each view measures itself with a GeometryReader in its background and
// publishes the width under a preference key that keeps the maximum; an ancestor stores the
// maximum in @State when the preference changes and hands it down through the environment;
// each view applies it with frame(width:alignment:). The constraint engine says the same with
// one relation (`.sameWidth(in:)`); the catalog checks that both give the same frames.

/// The widest width published below, nil when no view published one.
struct WidestWidthKey: PreferenceKey {
    static let defaultValue: Double? = nil

    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        guard let next = nextValue() else { return }
        value = Swift.max(value ?? next, next)
    }
}

/// The shared width an ancestor hands down.
struct SharedWidthEnvironmentKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    /// The width handed down by ``SharingWidestWidth`` (nil before the first measurement).
    var sharedWidth: Double? {
        get { self[SharedWidthEnvironmentKey.self] }
        set { self[SharedWidthEnvironmentKey.self] = newValue }
    }
}

/// Measures its content in a background reader, publishes the width, and takes the shared
/// width from the environment.
struct TakingSharedWidth: ViewModifier {
    var alignment: Alignment
    @Environment(\.sharedWidth) var width

    func body(content: Content) -> some View {
        content
            .background(GeometryReader { proxy in
                Color.clear.preference(key: WidestWidthKey.self, value: proxy.size.width)
            })
            .frame(width: width, alignment: alignment)
    }
}

/// Keeps the widest width published below in state and hands it down.
struct SharingWidestWidth: ViewModifier {
    @State var width: Double? = nil

    func body(content: Content) -> some View {
        content
            .environment(\.sharedWidth, width)
            .onPreferenceChange(WidestWidthKey.self) { width = $0 }
    }
}

extension View {
    /// Publishes this view's width and applies the width its ``sharingWidestWidth()`` ancestor
    /// shares.
    func takingSharedWidth(alignment: Alignment) -> ModifiedContent<Self, TakingSharedWidth> {
        modifier(TakingSharedWidth(alignment: alignment))
    }

    /// Shares the widest width published below with every view that takes it.
    func sharingWidestWidth() -> ModifiedContent<Self, SharingWidestWidth> {
        modifier(SharingWidestWidth())
    }
}
