import LayoutModel
import PreferenceLayout

struct MaxWidth: PreferenceKey {
    static let defaultValue: Double? = nil
    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        if let next = nextValue() { value = max(value ?? next, next) }
    }
}

struct Form: View {
    @State var labelWidth: Double? = nil

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["User:", "Password:"], id: \.self) { label in
                HStack {
                    Text(label)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(key: MaxWidth.self, value: proxy.size.width)
                            }
                        )
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

let result = try PreferenceLayoutEngine(root: Form()).layout(in: Size(width: 320, height: .infinity))
print(try result.frame(of: "User:"))  // prints (0.0, 0.0) 81.125×18.625: as wide as "Password:"
print(result.statistics.passes)  // prints 2: measure, then apply the shared width
