import LayoutModel
import Testing
@testable import PreferenceLayout

// `.background(…).frame(width:height:alignment:)` is one node (`Node.Kind.framedBackground`,
// see `Builder.visitBackground`). It must answer, place and publish exactly as the two nodes
// it replaces: the primary view placed in the frame as `.frame` places it, the background
// over the primary view's frame, its preferences first.

@Suite("A frame around a background, as one node")
struct FramedBackgroundTests {
    /// "Log in" at 16 pt.
    private static let text = Size(width: 48.53125, height: 18.625)

    /// `Text("Log in")` with a reader behind it that publishes its width, in a 120 × 40 frame
    /// aligned bottom-trailing; `identifyBackground` puts an identifier between the background
    /// and the frame, which keeps them two nodes.
    private struct Labelled: View {
        var identifyBackground: Bool
        var log: Log<Double?>

        var body: some View {
            HStack(spacing: 0) {
                if identifyBackground {
                    Self.label.id("background").frame(width: 120, height: 40, alignment: .bottomTrailing).id("frame")
                } else {
                    Self.label.frame(width: 120, height: 40, alignment: .bottomTrailing).id("frame")
                }
                Color.red.frame(width: 10, height: 10).id("after")
            }
            .onPreferenceChange(MaxWidthPreferenceKey.self) { log.values.append($0) }
            .font(Font(size: 16))
        }

        static var label: some View {
            Text("Log in").id("text").background(GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width).id("reader")
            })
        }
    }

    private static func framedBackgrounds<V: View>(_ engine: LayoutEngine<V>) -> Int {
        engine.core.evaluationNodes.built.filter { $0.kind.tag == Node.Kind.framedBackground(
            width: nil, height: nil, alignment: .center, background: .center).tag }.count
    }

    @Test("The primary view aligned in the frame, the background over it, its width published: hand-computed frames")
    func handComputed() throws {
        let log = Log<Double?>()
        let engine = LayoutEngine(root: Labelled(identifyBackground: false, log: log))
        let result = try engine.layout(proposal: ProposedSize(width: 300, height: 100))
        #expect(Self.framedBackgrounds(engine) == 1)
        let text = rect(120 - Self.text.width, 40 - Self.text.height, Self.text.width, Self.text.height)
        #expect(result.frames["frame"] == rect(0, 0, 120, 40))
        #expect(result.frames["text"] == text)
        #expect(result.frames["reader"] == text)
        #expect(result.frames["after"] == rect(120, 15, 10, 10))
        #expect(log.values == [Self.text.width])
    }

    @Test("The same frames and values as a background and a frame kept apart by an identifier between them")
    func sameAsTwoNodes() throws {
        let folded = Log<Double?>(), apart = Log<Double?>()
        let one = LayoutEngine(root: Labelled(identifyBackground: false, log: folded))
        let two = LayoutEngine(root: Labelled(identifyBackground: true, log: apart))
        for proposal in [ProposedSize(width: 300, height: 100), ProposedSize(width: 50, height: nil),
                         ProposedSize(width: nil, height: nil)] {
            var a = try one.layout(proposal: proposal).frames, b = try two.layout(proposal: proposal).frames
            #expect(b.removeValue(forKey: "background") == b["text"])
            a.removeValue(forKey: "background")
            #expect(a == b, "\(proposal)")
        }
        #expect(Self.framedBackgrounds(one) == 1)
        #expect(Self.framedBackgrounds(two) == 0)
        #expect(folded.values == apart.values)
    }

    @Test("Preferences in tree order: the outer background's, the inner background's, then the primary view's")
    func preferenceOrder() throws {
        let log = Log<[String]>()
        let view = Color.red.preference(key: NamesKey.self, value: ["primary"])
            .background(Color.clear.preference(key: NamesKey.self, value: ["inner"]))
            .background(Color.clear.preference(key: NamesKey.self, value: ["outer"]))
            .frame(width: 50)
            .overlay(Color.clear.preference(key: NamesKey.self, value: ["overlay"]))
            .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        let engine = LayoutEngine(root: view)
        _ = try engine.layout(proposal: ProposedSize(width: 100, height: 100))
        #expect(Self.framedBackgrounds(engine) == 1)
        #expect(log.values == [["outer", "inner", "primary", "overlay"]])
    }

    @Test("A frame around a group whose first view has a background frames the whole group")
    func groupIsNotFolded() throws {
        let view = Group {
            Color.red.frame(width: 20, height: 10).id("a")
                .background(GeometryReader { _ in Color.clear }.id("reader"))
            Color.red.frame(width: 40, height: 10).id("b")
        }
        .frame(width: 100, height: 50, alignment: .topLeading)
        .id("frame")
        let engine = LayoutEngine(root: view)
        let result = try engine.layout(proposal: ProposedSize(width: 200, height: 200))
        #expect(Self.framedBackgrounds(engine) == 0)
        #expect(result.frames["frame"] == rect(0, 0, 100, 50))
        // The group is a VStack (spacing 8) of the two, centred in its own width of 40.
        #expect(result.frames["a"] == rect(10, 0, 20, 10))
        #expect(result.frames["reader"] == rect(10, 0, 20, 10))
        #expect(result.frames["b"] == rect(0, 18, 40, 10))
    }

    @Test("One engine switching between one node and two (an identifier added, then removed) gives a fresh engine's frames")
    func switchingStructure() throws {
        let proposal = ProposedSize(width: 300, height: 100)
        let engine = LayoutEngine(root: Labelled(identifyBackground: false, log: Log()))
        for identify in [false, true, false, true] {
            engine.root = Labelled(identifyBackground: identify, log: Log())
            let again = try engine.layout(proposal: proposal)
            let fresh = try LayoutEngine(root: Labelled(identifyBackground: identify, log: Log())).layout(proposal: proposal)
            #expect(again.frames == fresh.frames, "identifier between them: \(identify)")
            #expect(again.frames["text"] == rect(120 - Self.text.width, 40 - Self.text.height, Self.text.width, Self.text.height))
            #expect(Self.framedBackgrounds(engine) == (identify ? 0 : 1))
        }
    }
}
