import PreferenceLayout
import Testing

// What the articles' programs rely on besides layout: onAppear, optional state without an
// initialiser, the app entry point, and what `import SwiftUI` brings from Foundation. This
// file imports only PreferenceLayout, as a ported program does.

enum PortingSupport {
    /// Records each run of its onAppear action and stores the measured height in state.
    final class Runs {
        var heights: [Double] = []
    }

    struct Appearing: View {
        let runs: Runs
        @State var height: CGFloat?

        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Color.clear.onAppear {
                        runs.heights.append(proxy.size.height)
                        height = proxy.size.height
                    }
                }
                .frame(height: 30)
                // Shown only once the height is known: the action's write is seen by a pass.
                if let height {
                    Color.red.frame(width: 10, height: height).id("marker")
                }
            }
        }
    }

    struct MeasuredKey: PreferenceKey {
        static var defaultValue: CGFloat? { nil }
        static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
            value = nextValue() ?? value
        }
    }

    /// A modifier that writes what it measures through a `@Binding` it was handed.
    struct StoreWidth: ViewModifier {
        @Binding var width: CGFloat?

        func body(content: Content) -> some View {
            content
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: MeasuredKey.self, value: proxy.size.width)
                    }
                )
                .onPreferenceChange(MeasuredKey.self) { width = $0 }
        }
    }

    struct Measuring: View {
        @State var width: CGFloat?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Password:").modifier(StoreWidth(width: $width))
                Color.red.frame(width: width ?? 0, height: 4).id("bar")
            }
            .font(.system(size: 16))
        }
    }

    struct Windows: App {
        var body: some Scene {
            WindowGroup { Color.blue.frame(width: 40, height: 20).id("first") }
            Panels()
        }
    }

    struct Panels: Scene {
        var body: some Scene {
            WindowGroup("Panel") { Text("Panel").font(.system(size: 16)).id("panel") }
        }
    }
}

@Suite("What ported programs rely on")
struct PortingSupportTests {
    @Test("onAppear runs once, after the first pass; the state it writes shows in a second pass")
    func onAppearRunsOnce() throws {
        let runs = PortingSupport.Runs()
        let engine = PreferenceLayoutEngine(root: PortingSupport.Appearing(runs: runs))
        let first = try engine.layout(proposal: ProposedSize(width: 100, height: nil))
        // The reader is framed 30 high; the marker below it is 30 high once the state is set.
        #expect(runs.heights == [30])
        #expect(first.frames["marker"] == Rect(x: 45, y: 30, width: 10, height: 30))
        #expect(first.statistics.passes == 2)
        let again = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(runs.heights == [30])
        #expect(again.frames["marker"] == Rect(x: 95, y: 30, width: 10, height: 30))
    }

    @Test("A @Binding in a ViewModifier writes the owner's @State: the bar takes the measured width")
    func bindingInModifier() throws {
        let r = try layout(PortingSupport.Measuring(), width: 300, height: nil)
        // Pass 1: the bar is 0 wide; the modifier stores 81.125 ("Password:" at 16 pt) through
        // the binding; pass 2 draws the bar 81.125 wide under the text (18.625 high).
        #expect(r.frames["bar"] == Rect(x: 0, y: 18.625, width: 81.125, height: 4))
        #expect(r.statistics.passes == 2)
    }

    @Test("An app's windows are laid out in the order its scenes list them")
    func appWindows() throws {
        let results = try PortingSupport.Windows().layOutWindows(in: Size(width: 300, height: 200))
        #expect(results.count == 2)
        #expect(results.first?.frames["first"] == Rect(x: 0, y: 0, width: 40, height: 20))
        let panel = Font(size: 16).width(of: "Panel")
        #expect(results.last?.frames["panel"] == Rect(x: 0, y: 0, width: panel, height: 18.625))
        #expect(PortingSupport.Windows.defaultWindowSize == Size(width: 800, height: 600))
        PortingSupport.Windows.main()
    }

    @Test("Drawing attributes change no frame: the same tree with and without them lays out alike")
    func attributesChangeNoFrame() throws {
        func card(drawn: Bool) -> AnyView {
            let label = Text("Password:").id("label").padding(8)
            let row = HStack {
                if drawn {
                    label.foregroundColor(.white).background(Color.blue).cornerRadius(8).border(.black, width: 3)
                        .opacity(0.5).zIndex(1).id("card")
                } else {
                    label.background(Color.blue).id("card")
                }
                SecureField("Secret", text: .constant("")).id("field")
                Slider(value: .constant(0.5)).id("slider")
            }
            return AnyView(
                drawn
                    ? AnyView(
                        row.multilineTextAlignment(.center).monospacedDigit()
                            .textFieldStyle(.roundedBorder).hidden())
                    : AnyView(row))
        }
        let plain = try layout(card(drawn: false).font(.system(size: 16)), width: 400, height: nil)
        let drawn = try layout(card(drawn: true).font(.system(size: 16)), width: 400, height: nil)
        #expect(drawn.frames == plain.frames)
        #expect(drawn.size == plain.size)
        // The padded label is 81.125 + 16 wide; the field and the slider share the rest.
        #expect(plain.frames["card"]?.width == 97.125)
        #expect(plain.frames["slider"]?.height == Slider.height)
    }

    @Test("Foundation comes with the import: String(format:), CGFloat, NotificationCenter")
    func foundationIsThere() {
        let width: CGFloat = 65.859375
        #expect(String(format: "%.1f pt", Double(width)) == "65.9 pt")
        // SE-0307: CGFloat and Double convert into each other implicitly.
        let asDouble: Double = width
        let back: CGFloat = asDouble * 2
        #expect(back == 131.71875)
        #expect(!NotificationCenter.default.debugDescription.isEmpty)
    }
}
