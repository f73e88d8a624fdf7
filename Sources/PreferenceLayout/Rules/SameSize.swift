import LayoutModel

// `.sameWidth(in:alignment:)` / `.sameHeight(in:alignment:)`: docs/ARCHITECTURE.md, "Layout
// rules", rule 24. The preference engine has no relations: a group's length is found as a user
// of SwiftUI would find it, with a preference carrying each member's natural length up to a
// host that keeps the largest in `@State` and hands it down through the environment, where each
// member frames its content to it. (The constraint engine writes the same rule as relations in
// its solver.)

/// One `sameWidth` / `sameHeight` group on one axis.
struct SameSizeGroupKey: Hashable {
    var group: LayoutGroup
    var axis: Axis
}

/// The natural lengths of a group's members, combined by keeping the maximum per group.
struct SameSizeLengthsKey: PreferenceKey {
    static var defaultValue: [SameSizeGroupKey: Double] { [:] }
    static func reduce(value: inout [SameSizeGroupKey: Double], nextValue: () -> [SameSizeGroupKey: Double]) {
        value.merge(nextValue()) { max($0, $1) }
    }
}

struct SameSizeLengthsEnvironmentKey: EnvironmentKey {
    static var defaultValue: [SameSizeGroupKey: Double] { [:] }
}

extension EnvironmentValues {
    /// The largest natural length of each group, as last delivered.
    var sameSizeLengths: [SameSizeGroupKey: Double] {
        get { self[SameSizeLengthsEnvironmentKey.self] }
        set { self[SameSizeLengthsEnvironmentKey.self] = newValue }
    }
}

/// The adapter's ancestor: stores the groups' lengths in state when the preference changes
/// and passes them down through the environment (the seed's `equalWidthHost`). The engine wraps
/// every root in it; its body evaluations are not counted.
struct SameSizeHost<Content: View>: View, EngineAdapterView {
    var content: Content
    /// The engine's count of root values given (see `RootContent`).
    var revision: Int
    @State var lengths: [SameSizeGroupKey: Double] = [:]

    var body: some View {
        RootContent(content: content, revision: revision)
            .environment(\.sameSizeLengths, lengths)
            .onPreferenceChange(SameSizeLengthsKey.self) { lengths = $0 }
    }
}

/// The engine's root inside the adapter's host: equal to the last one while no new root value
/// was given, so the host, evaluated again for its state, keeps the root (its value is the
/// very one it holds) instead of evaluating the root's body again.
struct RootContent<Content: View>: View, Equatable, EngineAdapterView {
    var content: Content
    var revision: Int

    var body: some View { content }

    static func == (a: RootContent, b: RootContent) -> Bool { a.revision == b.revision }
}

/// A view the engine adds around the user's views; its body evaluations are not counted.
protocol EngineAdapterView {}

/// `.sameWidth(in:alignment:)` lowered to the seed's mechanics: the content's natural length is
/// measured by a background `GeometryReader` writing a max-reducing preference, and the
/// group's length from the environment is applied with `frame(width:alignment:)`. A user
/// modifier, as the seed's `equalWidth()` is: its body is evaluated again when the group's
/// length it reads changes, not when only its content does.
struct SameSizeLowering: ViewModifier, Equatable {
    var modifier: SameSizeModifier
    @Environment(\.sameSizeLengths) var lengths

    init(_ modifier: SameSizeModifier) {
        self.modifier = modifier
    }

    /// Equal for the same group, axis and alignment (what the environment holds is read apart).
    static func == (a: SameSizeLowering, b: SameSizeLowering) -> Bool { a.modifier == b.modifier }

    func body(content: Content) -> some View {
        let key = SameSizeGroupKey(group: modifier.group, axis: modifier.axis)
        let length = lengths[key]
        content
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: SameSizeLengthsKey.self, value: [key: proxy.size[key.axis]])
                }
            )
            .frame(
                width: key.axis == .horizontal ? length : nil,
                height: key.axis == .vertical ? length : nil,
                alignment: modifier.alignment)
    }
}
