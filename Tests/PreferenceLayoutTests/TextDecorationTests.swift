import LayoutModel
import Testing

@testable import PreferenceLayout

/// One text with a padding and a `fixedSize` in the given order, identified as "t".
/// `separated` puts an identifier between the text and its modifiers, which keeps them
/// separate nodes: the two forms must lay out alike.
private struct Decorated: View {
    var string: String
    var insets: EdgeInsets
    var fixed: (horizontal: Bool, vertical: Bool)?
    var fixedOutside = false
    var separated: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if separated {
                decorate(Text(string).id("inner"))
            } else {
                decorate(Text(string))
            }
            Text("below").id("below")
        }
        .font(Font(size: 16))
    }

    @ViewBuilder
    private func decorate<V: View>(_ text: V) -> some View {
        if let fixed {
            if fixedOutside {
                text.padding(insets).fixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical).id("t")
            } else {
                text.fixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical).padding(insets).id("t")
            }
        } else {
            text.padding(insets).id("t")
        }
    }
}

@Suite("A text's padding and fixedSize folded into its node")
struct TextDecorationTests {
    private static let string = "Sample collection of blue circles"

    @Test(
        "Folded and separate, every decoration lays out alike at every width",
        arguments: [nil, (false, true), (true, false), (true, true)] as [(Bool, Bool)?], [false, true])
    func foldedMatchesSeparate(fixed: (Bool, Bool)?, fixedOutside: Bool) throws {
        let insetsList = [
            EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
            EdgeInsets(top: 0, leading: 40, bottom: 3, trailing: 0),
            EdgeInsets(top: -5, leading: .nan, bottom: .infinity, trailing: 2)
        ]
        for insets in insetsList {
            let folded = PreferenceLayoutEngine(
                root: Decorated(
                    string: Self.string, insets: insets, fixed: fixed.map { ($0.0, $0.1) },
                    fixedOutside: fixedOutside, separated: false))
            let separate = PreferenceLayoutEngine(
                root: Decorated(
                    string: Self.string, insets: insets, fixed: fixed.map { ($0.0, $0.1) },
                    fixedOutside: fixedOutside, separated: true))
            for width in [0.0, 10, 30, 60, 120, 200, 340, 1000] {
                for height in [nil, 5.0] {
                    let proposal = ProposedSize(width: width, height: height)
                    let a = try folded.layout(proposal: proposal)
                    let b = try separate.layout(proposal: proposal)
                    #expect(a.size == b.size, "size at \(proposal), insets \(insets)")
                    #expect(a.frames["t"] == b.frames["t"], "t at \(proposal), insets \(insets)")
                    #expect(a.frames["below"] == b.frames["below"], "below at \(proposal), insets \(insets)")
                }
            }
        }
    }

    @Test("A padded text is one node and answers as padding around the text")
    func paddedTextIsOneNode() throws {
        let font = Font(size: 16)
        let engine = PreferenceLayoutEngine(
            root: Text("Blue circles").padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
                .font(font).id("badge"))
        // Wider than the text: 91.734375 + 24 by one line of 18.625 + 16 (docs/ARCHITECTURE.md, "Text").
        let wide = try engine.layout(proposal: ProposedSize(width: 340, height: nil))
        #expect(wide.frames["badge"] == rect(0, 0, 91.734375 + 24, 18.625 + 16))
        #expect(engine.core.evaluationNodes.built.count == 1)
        guard case .text(let content) = try #require(engine.core.lastRoot).kind else {
            Issue.record("the root is not a text node")
            return
        }
        #expect(content.decoration.insets.leading == 12 && !content.decoration.fixedWidth)

        // 80 wide leaves the text 56: "Blue" and "circles" (51.24) on two lines.
        let narrow = try engine.layout(proposal: ProposedSize(width: 80, height: nil))
        let circles = font.width(of: "circles")
        #expect(narrow.frames["badge"] == rect(0, 0, circles + 24, 2 * 18.625 + 16))
    }

    @Test("Changing only the padding measures the text again; the same padding measures nothing")
    func paddingIsAnInput() throws {
        func view(_ inset: Double) -> some View {
            Text("Log in").padding(inset).font(Font(size: 16)).id("b")
        }
        let engine = PreferenceLayoutEngine(root: view(8))
        _ = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        engine.root = view(8)
        let same = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(same.statistics.sizeComputations == 0)
        #expect(same.frames["b"] == rect(0, 0, 48.53125 + 16, 18.625 + 16))

        engine.root = view(4)
        let changed = try engine.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(changed.statistics.sizeComputations == 1)
        #expect(changed.frames["b"] == rect(0, 0, 48.53125 + 8, 18.625 + 8))
    }
}
