import Foundation
import LayoutModel
import PreferenceLayout
import Testing

// ImageRenderer with the preference engine, and what App.main() and a playground show. The
// frames are the engine's own (laid out without the renderer) and hand-computed ones.

enum RendererFixtures {
    struct MaxWidth: PreferenceKey {
        static let defaultValue: Double? = nil
        static func reduce(value: inout Double?, nextValue: () -> Double?) {
            if let next = nextValue() { value = max(value ?? next, next) }
        }
    }

    /// The README's form: the labels' widest width measured, stored in state, applied.
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

    /// The article's login button: white text on blue, corners of 20.
    struct StyledButton: View {
        var body: some View {
            Button("Log in") {}
                .id("login")
                .padding()
                .background(Color.blue)
                .foregroundColor(.white)
                .cornerRadius(20)
        }
    }

    /// Its subviews one below the other, each indented by 20 more than the one before.
    struct Staircase: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            var size = CGSize.zero
            for (k, subview) in subviews.enumerated() {
                let s = subview.sizeThatFits(.unspecified)
                size.width = max(size.width, 20 * CGFloat(k) + s.width)
                size.height += s.height
            }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var y = bounds.minY
            for (k, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + 20 * CGFloat(k), y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    struct Windows: App {
        var body: some Scene {
            WindowGroup { Text("First").id("first").padding(20) }
            WindowGroup { Text("Second").id("second") }
        }
    }
}

@Suite("ImageRenderer with the preference engine")
struct ImageRendererTests {
    @Test("The frames are the engine's own, state and preferences included, and the picture draws the text")
    func sameFrames() throws {
        var renderer = ImageRenderer(content: RendererFixtures.Form())
        renderer.proposedSize = ProposedSize(width: 320, height: nil)
        let rendered = try renderer.render()
        let direct = try PreferenceLayoutEngine(root: RendererFixtures.Form()).layout(
            proposal: ProposedSize(width: 320, height: nil))
        #expect(rendered.frames == direct.frames)
        #expect(rendered.size == direct.size)
        // Both labels as wide as "Password:" at 16 pt: the state was bound and applied.
        #expect(rendered.frames["User:"] == Rect(x: 0, y: 0, width: 81.125, height: 18.625))
        for text in [">User:</text>", ">Password:</text>"] { #expect(rendered.svg.contains(text)) }
        // The trailing-aligned "User:" is drawn at its own frame inside the 81.125-wide one.
        let user = try #require(rendered.drawing.views.first { $0.value.content == .text("User:") })
        let userWidth = Font(size: 16).width(of: "User:")
        #expect(rendered.drawingFrames[user.key] == Rect(x: 81.125 - userWidth, y: 0, width: userWidth, height: 18.625))
        #expect(
            rendered.svg.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGMarkup.number(direct.size.width))\""))
    }

    @Test("Colours, foreground colours and corner radii are drawn as declared")
    func declaredStyle() throws {
        let rendered = try ImageRenderer(content: RendererFixtures.StyledButton()).render()
        let width = Font().width(of: "Log in")
        #expect(rendered.frames["login"] == Rect(x: 16, y: 16, width: width, height: Font().lineHeight))
        #expect(rendered.size == Size(width: width + 32, height: Font().lineHeight + 32))
        #expect(rendered.svg.contains("fill=\"rgb(255,255,255)\" xml:space=\"preserve\">Log in</text>"))
        #expect(rendered.svg.contains("rx=\"20\"/></clipPath>"))
        #expect(rendered.svg.contains("fill=\"rgb(0,122,255)\"/>"))
    }

    @Test("A geometry reader's content is drawn where the reader placed it")
    func readerContent() throws {
        let view = GeometryReader { proxy in
            Text("half").frame(width: proxy.size.width / 2).id("half")
        }
        var renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedSize(width: 300, height: 100)
        let rendered = try renderer.render()
        #expect(rendered.frames["half"] == Rect(x: 0, y: 0, width: 150, height: Font().lineHeight))
        #expect(rendered.svg.contains(">half</text>"))
    }

    @Test("A custom layout's subviews are drawn where its placeSubviews put them")
    func customLayout() throws {
        let view = RendererFixtures.Staircase {
            Text("one").id("one")
            Text("two").id("two")
            Color.red.frame(width: 10, height: 10).id("square")
        }
        let rendered = try ImageRenderer(content: view).render()
        let direct = try PreferenceLayoutEngine(root: view).layout(proposal: ProposedSize(width: nil, height: nil))
        #expect(rendered.frames == direct.frames)
        let line = Font().lineHeight
        #expect(rendered.frames["two"] == Rect(x: 20, y: line, width: Font().width(of: "two"), height: line))
        #expect(rendered.frames["square"] == Rect(x: 40, y: 2 * line, width: 10, height: 10))
        #expect(rendered.svg.contains(">one</text>") && rendered.svg.contains(">two</text>"))
        let square = try #require(rendered.drawing.views.first { $0.value.content == .color(.red) })
        #expect(rendered.drawingFrames[square.key] == rendered.frames["square"])
    }

    @Test("App.main() lists each window's identified frames, or writes its pictures where asked")
    func windows() throws {
        let windows = RendererFixtures.Windows().windows
        let listing = try WindowOutput.show(windows, size: Size(width: 800, height: 600), destination: nil)
        let first = Font().width(of: "First")
        let second = Font().width(of: "Second")
        let line = Font().lineHeight
        // The root is placed at the window's origin, at its own size.
        #expect(
            listing == """
                window 1 of 2, offered \(Size(width: 800, height: 600)): the root is \(Size(width: first + 40, height: line + 40))
                first: \(Rect(x: 20, y: 20, width: first, height: line))
                window 2 of 2, offered \(Size(width: 800, height: 600)): the root is \(Size(width: second, height: line))
                second: \(Rect(x: 0, y: 0, width: second, height: line))

                """)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.svg").path
        let written = try WindowOutput.show(windows, size: Size(width: 800, height: 600), destination: file)
        let secondFile = folder.appendingPathComponent("app-2.svg").path
        #expect(written == "wrote \(file)\nwrote \(secondFile)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(">First</text>"))
        #expect(try String(contentsOfFile: secondFile, encoding: .utf8).contains(">Second</text>"))
    }

    @Test("The picture's file comes from --svg, else from LAYOUT_SVG")
    func destination() {
        #expect(
            WindowOutput.destination(arguments: ["--svg", "a.svg"], environment: ["LAYOUT_SVG": "b.svg"]) == "a.svg")
        #expect(WindowOutput.destination(arguments: [], environment: ["LAYOUT_SVG": "b.svg"]) == "b.svg")
        #expect(WindowOutput.destination(arguments: ["--svg"], environment: [:]) == nil)
        #expect(WindowOutput.destination(arguments: [], environment: ["LAYOUT_SVG": ""]) == nil)
        #expect(WindowOutput.file("out.svg", window: 2) == "out-3.svg")
    }
}
