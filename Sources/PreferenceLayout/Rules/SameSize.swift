import LayoutModel

/// One relation group on one axis.
struct RelationKey: Hashable {
    var group: LayoutGroup
    var axis: Axis
}

/// The natural lengths of related views, combined by keeping the maximum per group.
struct RelationLengthsKey: PreferenceKey {
    static var defaultValue: [RelationKey: Double] { [:] }
    static func reduce(value: inout [RelationKey: Double], nextValue: () -> [RelationKey: Double]) {
        value.merge(nextValue()) { max($0, $1) }
    }
}

struct RelationLengthsEnvironmentKey: EnvironmentKey {
    static var defaultValue: [RelationKey: Double] { [:] }
}

extension EnvironmentValues {
    /// The largest natural length of each relation group, as last delivered.
    var relationLengths: [RelationKey: Double] {
        get { self[RelationLengthsEnvironmentKey.self] }
        set { self[RelationLengthsEnvironmentKey.self] = newValue }
    }
}

/// The adapter's ancestor: stores the groups' lengths in state when the preference changes
/// and passes them down through the environment (the seed's `equalWidthHost`). The engine wraps
/// every root in it; its body evaluations are not counted.
struct RelationHost<Content: View>: View {
    var content: Content
    @State var lengths: [RelationKey: Double] = [:]

    var body: some View {
        content
            .environment(\.relationLengths, lengths)
            .onPreferenceChange(RelationLengthsKey.self) { lengths = $0 }
    }
}

/// `.sameWidth(in:alignment:)` lowered to the seed's mechanics: the content's natural length is
/// measured by a background `GeometryReader` writing a max-reducing preference, and the
/// group's length from the environment is applied with `frame(width:alignment:)`.
struct SameSizeLowering<Content: View>: View {
    var content: Content
    var modifier: SameSizeModifier
    @Environment(\.relationLengths) var lengths

    var body: some View {
        let key = RelationKey(group: modifier.group, axis: modifier.axis)
        let length = lengths[key]
        content
            .background(GeometryReader { proxy in
                Color.clear.preference(key: RelationLengthsKey.self, value: [key: proxy.size[key.axis]])
            })
            .frame(width: key.axis == .horizontal ? length : nil,
                   height: key.axis == .vertical ? length : nil,
                   alignment: modifier.alignment)
    }
}
