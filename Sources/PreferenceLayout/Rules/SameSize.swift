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
struct SameSizeHost<Content: View>: View {
    var content: Content
    @State var lengths: [SameSizeGroupKey: Double] = [:]

    var body: some View {
        content
            .environment(\.sameSizeLengths, lengths)
            .onPreferenceChange(SameSizeLengthsKey.self) { lengths = $0 }
    }
}

/// `.sameWidth(in:alignment:)` lowered to the seed's mechanics: the content's natural length is
/// measured by a background `GeometryReader` writing a max-reducing preference, and the
/// group's length from the environment is applied with `frame(width:alignment:)`.
struct SameSizeLowering<Content: View>: View {
    var content: Content
    var modifier: SameSizeModifier
    @Environment(\.sameSizeLengths) var lengths

    var body: some View {
        let key = SameSizeGroupKey(group: modifier.group, axis: modifier.axis)
        let length = lengths[key]
        content
            .background(GeometryReader { proxy in
                Color.clear.preference(key: SameSizeLengthsKey.self, value: [key: proxy.size[key.axis]])
            })
            .frame(width: key.axis == .horizontal ? length : nil,
                   height: key.axis == .vertical ? length : nil,
                   alignment: modifier.alignment)
    }
}
