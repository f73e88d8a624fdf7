import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = ["none"]
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

struct ThemeKey: EnvironmentKey { static let defaultValue = 10.0 }

extension EnvironmentValues {
    var theme: Double {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemedSquare: View {
    @Environment(\.theme) var theme
    var body: some View { Color.red.frame(width: theme, height: theme) }
}

struct Counter: View {
    @State var count = 1
    var log: Log<[String]>
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { i in
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["\(i)"])
            }
        }
        .onPreferenceChange(NamesKey.self) { names in
            log.values.append(names)
            if names.count < 3 { count += 1 }
        }
        .id("row")
    }
}

@Suite("Preferences, state and environment")
struct PreferenceStateTests {
    @Test("Values combine in tree order: background before primary, primary before overlay")
    func treeOrder() throws {
        let log = Log<[String]>()
        let view = VStack {
            Color.red.preference(key: NamesKey.self, value: ["primary"])
                .background(Color.clear.preference(key: NamesKey.self, value: ["background"]))
                .overlay(Color.clear.preference(key: NamesKey.self, value: ["overlay"]))
            Color.red.preference(key: NamesKey.self, value: ["second"])
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        _ = try layout(view, width: 100, height: 100)
        #expect(log.values == [["background", "primary", "overlay", "second"]])
    }

    @Test("No contributor gives the default; .preference replaces what its subtree wrote")
    func defaultAndReplace() throws {
        let log = Log<[String]>()
        _ = try layout(Color.red.onPreferenceChange(NamesKey.self) { log.values.append($0) }, width: 10, height: 10)
        #expect(log.values == [["none"]])
        let replaced = Log<[String]>()
        let view = VStack {
            Color.red.preference(key: NamesKey.self, value: ["inner"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        .onPreferenceChange(NamesKey.self) { replaced.values.append($0) }
        _ = try layout(view, width: 10, height: 10)
        #expect(replaced.values == [["outer"]])
    }

    @Test("A preference modifier publishes its value as last set, once per place it is used")
    func preferenceModifierValue() throws {
        var modifier = PreferenceWritingModifier<NamesKey>(value: ["first"])
        #expect(modifier.value == ["first"])
        modifier.value = ["set"]
        #expect(modifier.value == ["set"])
        let log = Log<[String]>()
        let view = HStack {
            Color.red.modifier(modifier)
            Color.blue.modifier(modifier)
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        _ = try layout(view, width: 100, height: 10)
        #expect(log.values == [["set", "set"]])
    }

    @Test("State written by an action re-evaluates the view and lays out again until stable")
    func stateDrivesPasses() throws {
        let log = Log<[String]>()
        let engine = PreferenceLayoutEngine(root: Counter(log: log))
        let r = try engine.layout(in: Size(width: 100, height: 100))
        #expect(log.values == [["0"], ["0", "1"], ["0", "1", "2"]])
        #expect(r.statistics.passes == 3)
        #expect(r.statistics.bodyEvaluations == 3)
        #expect(r.frames["row"]?.width == 30)
        // State survives: laying out again starts from count 3 and delivers nothing new.
        let again = try engine.layout(in: Size(width: 100, height: 100))
        #expect(again.statistics.passes == 1)
        #expect(again.frames["row"]?.width == 30)
        #expect(log.values.count == 3)
    }

    @Test("Environment values flow down to @Environment readers; the nearest writer wins")
    func environment() throws {
        let view = VStack(spacing: 0) {
            ThemedSquare().id("default")
            ThemedSquare().environment(\.theme, 30).id("outer")
            ThemedSquare().environment(\.theme, 5).environment(\.theme, 30).id("inner")
        }
        let r = try layout(view, width: 100, height: 100)
        #expect(r.frames["default"]?.size == Size(width: 10, height: 10))
        #expect(r.frames["outer"]?.size == Size(width: 30, height: 30))
        #expect(r.frames["inner"]?.size == Size(width: 5, height: 5))
    }

    @Test("A Binding from $state writes the state")
    func binding() throws {
        struct Form: View {
            @State var width: Double? = nil
            var body: some View {
                Color.red.frame(width: width ?? 10, height: 10)
                    .background(
                        GeometryReader {
                            Color.clear.preference(key: MaxWidthPreferenceKey.self, value: $0.size.width + 5)
                        }
                    )
                    .id("c")
                    .storeMaxLabelWidth(in: $width)
            }
        }
        let r = try layout(Form(), width: 100, height: 100, options: .init(maximumPasses: 3))
        // 10 → 15 → 20: the binding writes state each pass until the bound stops it.
        #expect(r.frames["c"]?.width == 20)
        #expect(r.diagnostics.first?.values == ["15.0", "20.0", "25.0"])
    }

    @Test("onGeometryChange sees frames in named and global spaces")
    func namedSpace() throws {
        let log = Log<Rect>()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 20)
            HStack(spacing: 0) {
                Color.red.frame(width: 15)
                Color.blue.frame(width: 5, height: 5)
                    .onGeometryChange(for: Rect.self, of: { $0.frame(in: .named("row")) }) { log.values.append($0) }
                    .onGeometryChange(for: Rect.self, of: { $0.frame(in: .global) }) { log.values.append($0) }
                    .onGeometryChange(for: Rect.self, of: { $0.frame(in: .local) }) { log.values.append($0) }
            }.coordinateSpace(name: "row")
        }
        _ = try layout(view.frame(width: 20, height: 25, alignment: .topLeading), width: 100, height: 100)
        #expect(log.values == [rect(15, 0, 5, 5), rect(15, 20, 5, 5), rect(0, 0, 5, 5)])
    }

    @Test("Body evaluations and passes are counted; Mirror is not needed for stateless views")
    func counts() throws {
        let r = try layout(
            VStack {
                Greeting(name: "Ann")
                Greeting(name: "Bob")
            }, width: 300, height: 100)
        #expect(r.statistics.passes == 1)
        #expect(r.statistics.bodyEvaluations == 2)
        #expect(r.statistics.sizeComputations > 0)
    }
}

struct Greeting: View {
    var name: String
    var body: some View { Text("Hello " + name) }
}

/// Two states and an environment value in one view: each property keeps its own storage.
struct TwoStates: View {
    @State var width: Double = 10
    @Environment(\.theme) var theme
    @State var height: Double = 20
    var body: some View {
        Color.red.frame(width: width + theme, height: height)
            .onGeometryChange(for: Double.self, of: { $0.size.height }) { h in
                if h < 40 { height = h * 2 }
                width = 1
            }
            .id("box")
    }
}

@Suite("Dynamic properties")
struct DynamicPropertyTests {
    @Test("Several @State and @Environment properties in one view are bound independently")
    func severalProperties() throws {
        let r = try layout(TwoStates().environment(\.theme, 100), width: 500, height: 500)
        // Pass 1: 110 × 20 → height 40, width 1; pass 2: 101 × 40, the action changes nothing.
        #expect(r.frames["box"]?.size == Size(width: 101, height: 40))
        #expect(r.statistics.passes == 2)
    }
}

/// Counts its own deinitialisations, to see whether the engine that stores it was freed.
final class LifetimeToken {
    let freed: Log<Bool>
    var seen: Double?
    init(freed: Log<Bool>) { self.freed = freed }
    deinit { freed.values.append(true) }
}

struct TokenHolder: View {
    @State var token: LifetimeToken
    @State var width: Double? = nil
    init(freed: Log<Bool>) { _token = State(initialValue: LifetimeToken(freed: freed)) }
    var body: some View {
        VStack {
            Text("Password:")
                .equalSizedLabel(width: width, alignment: .trailing)
            Pair {
                Color.red.frame(width: 10, height: 20)
                ViewThatFits {
                    Text("A long line that does not fit")
                    Text("Short")
                }
            }
            Grid {
                GridRow {
                    Text("a")
                    Color.blue
                }
            }
            Color.green.onGeometryChange(for: Double.self, of: { $0.size.width }) { token.seen = $0 }
                .id("green")
        }
        .coordinateSpace(name: "holder")
        .storeMaxLabelWidth(in: $width)
    }
}

/// A custom layout that puts its subviews side by side.
struct Pair: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) {
            let s = $1.sizeThatFits(.unspecified)
            return CGSize(width: $0.width + s.width, height: max($0.height, s.height))
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}

@Suite("Engine lifetime")
struct EngineLifetimeTests {
    @Test("An engine's state is freed with the engine: readers, observers, custom layouts, grids")
    func engineIsFreed() throws {
        let freed = Log<Bool>()
        do {
            let engine = PreferenceLayoutEngine(root: TokenHolder(freed: freed))
            // The first call evaluates fully and then in place (the stored width changes); the
            // second runs the geometry reader's deferred build again.
            let first = try engine.layout(in: Size(width: 300, height: 100))
            #expect(first.statistics.passes == 2)
            let second = try engine.layout(in: Size(width: 200, height: 100))
            #expect(freed.values.isEmpty)
            // The observer saw the green view's width.
            let green = try second.frame(of: "green").size.width
            #expect(green > 0)
            #expect(engine.root.token.seen == green)
        }
        #expect(freed.values == [true])
    }
}
