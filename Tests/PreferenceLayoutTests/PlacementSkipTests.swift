import LayoutModel
import Testing

@testable import PreferenceLayout

/// "Log in" at 16 pt with 8 points of padding, filled by a background that is identified or
/// not, the whole identified as "button".
private struct Button: View {
    var identifiedFill: Bool

    var body: some View {
        Group {
            if identifiedFill {
                Text("Log in").padding(8).background(Rectangle().id("fill")).id("button")
            } else {
                Text("Log in").padding(8).background(Rectangle()).id("button")
            }
        }
        .font(Font(size: 16))
    }
}

/// The case of `node`'s kind, without its payload ("text", "background", …).
private func caseName(_ node: Node) -> String {
    String(String(describing: node.kind).prefix { $0 != "(" })
}

@Suite("Placement skips subtrees whose frames nobody reads")
struct PlacementSkipTests {
    @Test("A plain shape behind a view makes no node and is never sized; an identified one is sized and placed")
    func silentBackgroundIsNotSized() throws {
        // "Log in" is 48.53125 wide at 16 pt, one line of 18.625 (docs/ARCHITECTURE.md, "Text").
        let button = rect(0, 0, 48.53125 + 16, 18.625 + 16)
        let silent = try PreferenceLayoutEngine(root: Button(identifiedFill: false))
            .layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(silent.frames == ["button": button])
        // The padded text alone (one node, see `TextDecoration`).
        #expect(silent.statistics.sizeComputations == 1)

        let identified = try PreferenceLayoutEngine(root: Button(identifiedFill: true))
            .layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(identified.frames == ["button": button, "fill": button])
        // The padded text and the rectangle (the background answers from its child's cache).
        #expect(identified.statistics.sizeComputations == 2)
    }

    @Test("After a layout only the subtrees with something to report are marked")
    func marksFollowTheEffects() throws {
        let silent = PreferenceLayoutEngine(root: Button(identifiedFill: false))
        _ = try silent.layout(proposal: ProposedSize(width: 200, height: nil))
        // The group and the background leave no node: the padded text is the root, and
        // carries the background's identifier.
        let text = try #require(silent.core.lastRoot)
        #expect(caseName(text) == "text")
        #expect(text.placementMatters && text.identifier == "button")

        let identified = PreferenceLayoutEngine(root: Button(identifiedFill: true))
        _ = try identified.layout(proposal: ProposedSize(width: 200, height: nil))
        let background = try #require(identified.core.lastRoot)
        #expect(caseName(background) == "background")
        #expect(background.placementMatters)
        #expect(!(try #require(background.child)).placementMatters)
        #expect((try #require(background.secondary)).placementMatters)
    }

    @Test("Backgrounds and overlays other than plain shapes and colours keep their nodes, unmarked")
    func onlyPlainShapesLoseTheirNodes() throws {
        let view = Text("Log in").background(Text("shade")).overlay(Color.red).font(Font(size: 16)).id("x")
        let engine = PreferenceLayoutEngine(root: view)
        let r = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(r.frames == ["x": rect(0, 0, 48.53125, 18.625)])
        // The overlay of a colour left no node: the background is the root.
        let background = try #require(engine.core.lastRoot)
        #expect(caseName(background) == "background")
        #expect(background.placementMatters)
        let shade = try #require(background.secondary)
        #expect(caseName(shade) == "text")
        let label = try #require(background.child)
        #expect(!shade.placementMatters && !label.placementMatters)
    }

    @Test("Identifiers on both sides of a plain overlay report the same frame")
    func identifiersAroundAPlainOverlay() throws {
        let view = VStack(spacing: 0) {
            Text("Log in").id("inner").overlay(Capsule()).id("outer")
            Text("I forgot my password").padding(4).background(Color.blue).id("forgot")
        }
        .font(Font(size: 16))
        let r = try PreferenceLayoutEngine(root: view).layout(proposal: ProposedSize(width: 300, height: nil))
        // The column is as wide as the wider row, 169.4921875 + 8; rows are centred in it.
        let width = 169.4921875 + 8
        #expect(r.frames["inner"] == rect((width - 48.53125) / 2, 0, 48.53125, 18.625))
        #expect(r.frames["outer"] == r.frames["inner"])
        #expect(r.frames["forgot"] == rect(0, 18.625, width, 18.625 + 8))
    }

    @Test("An effect set below nodes that are not made again reaches them, up to the first marked one")
    func propagationStopsAtTheFirstMarkedAncestor() {
        let text = Node(.shape, path: 1)
        let padding = Node(
            .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), path: 2,
            child: text)
        let frame = Node(.frame(width: 10, height: nil, alignment: .center), path: 3, child: padding)
        let root = Node(.passthrough, path: 4, child: frame)
        text.parent = padding
        padding.parent = frame
        frame.parent = root
        #expect(![text, padding, frame, root].contains { $0.placementMatters })

        // The frame is marked already (as a made node with an effect below would be): the
        // walk from the text stops there, and the root stays as it was.
        frame.placementMatters = true
        text.identifier = "label"
        #expect(text.placementMatters)
        text.propagatePlacementMatters()
        #expect(padding.placementMatters && frame.placementMatters)
        #expect(!root.placementMatters)

        // Unmarked all the way up, the walk reaches the root.
        frame.placementMatters = false
        padding.placementMatters = false
        text.propagatePlacementMatters()
        #expect(padding.placementMatters && frame.placementMatters && root.placementMatters)
        withExtendedLifetime([text, padding, frame, root]) {}
    }
}
