import LayoutModel
import PreferenceLayout
import Testing

// The README's preference-engine example, written as the README shows it.

private struct MaxWidth: PreferenceKey {
    static let defaultValue: Double? = nil
    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        if let next = nextValue() { value = max(value ?? next, next) }
    }
}

private struct Form: View {
    @State var labelWidth: Double? = nil

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["User:", "Password:"], id: \.self) { label in
                HStack {
                    Text(label)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: MaxWidth.self, value: proxy.size.width)
                        })
                        .frame(width: labelWidth, alignment: .trailing)
                        .id(label)
                    TextField(label)
                }
            }
        }
        .onPreferenceChange(MaxWidth.self) { labelWidth = $0 }
        .font(size: 16)
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("README form: 'User:' as wide as 'Password:' (81.125 at 16 pt), two passes")
    func form() throws {
        let result = try PreferenceLayoutEngine(root: Form()).layout(in: Size(width: 320, height: .infinity))
        #expect(result.frames["User:"]?.width == 81.125)
        #expect(result.frames["Password:"]?.width == 81.125)
        #expect(result.statistics.passes == 2)
    }
}
