import Comparisons
import LayoutModel
import Testing

/// The scenario keys of the layout modifiers and views (`offset`, `position`, `aspectRatio`,
/// `divider`, `image`): read, written back, described from Swift, and laid out alike by both
/// engines.
@Suite("Scenario keys for offset, position, aspectRatio, divider and image")
struct LayoutViewScenarioTests {
    static let file = """
        [{ "name": "card", "proposals": [[200, 300], [null, null], [120, 80]], "view": { "vstack": [
            { "image": { "width": 400, "height": 200, "resizable": true },
              "modifiers": [{ "aspectRatio": { "contentMode": "fit" } }, { "id": "cover" }] },
            { "divider": {}, "modifiers": [{ "id": "rule" }] },
            { "color": "red", "modifiers": [{ "frame": { "width": 8, "height": 8 } },
                                            { "offset": { "x": 3, "y": -2 } }, { "id": "dot" }] },
            { "image": { "width": 24, "height": 16 },
              "modifiers": [{ "position": { "x": 12 } }, { "aspectRatio": { "ratio": 2, "contentMode": "fill" } },
                            { "frame": { "width": 50, "height": 50 } }, { "id": "icon" }] } ],
          "spacing": 0 } }]
        """

    @Test("The keys are read and written back")
    func roundTrip() throws {
        let s = try ScenarioDecoder(file: "card.json").decode(Self.file)
        let children = try #require(s[0].view?.children)
        #expect(children[0].kind == .image(width: 400, height: 200, resizable: true))
        #expect(children[0].modifiers[0] == .aspectRatio(ratio: nil, contentMode: .fit))
        #expect(children[1].kind == .divider)
        #expect(children[2].modifiers[1] == .offset(x: 3, y: -2))
        #expect(children[3].modifiers[0] == .position(x: 12, y: 0))
        #expect(children[3].modifiers[1] == .aspectRatio(ratio: 2, contentMode: .fill))
        let again = try ScenarioDecoder(file: "card.json").decode(ScenarioEncoder.file(s))
        #expect(again.map(\.view) == s.map(\.view))
    }

    @Test("Bad values name the field")
    func errors() {
        let cases = [
            (#"{ "aspectRatio": { "ratio": 0, "contentMode": "fit" } }"#, "ratio"),
            (#"{ "aspectRatio": { "contentMode": "stretch" } }"#, "contentMode"),
            (#"{ "offset": { "z": 1 } }"#, "z")
        ]
        for (modifier, field) in cases {
            let json =
                #"{ "name": "bad", "proposals": [[1, 1]], "view": { "color": "red", "modifiers": ["# + modifier
                + "] } }"
            #expect(throws: ScenarioFileError.self) { try ScenarioDecoder(file: "bad.json").decode(json) }
            do {
                _ = try ScenarioDecoder(file: "bad.json").decode(json)
            } catch {
                #expect(String(describing: error).contains(field), "\(error)")
            }
        }
        let image = #"{ "name": "bad", "proposals": [[1, 1]], "view": { "image": { "width": -1, "height": 2 } } }"#
        #expect(throws: ScenarioFileError.self) { try ScenarioDecoder(file: "bad.json").decode(image) }
    }

    @Test("Swift views are described with the new keys")
    func describe() throws {
        let view = VStack {
            Divider()
            Image("a", width: 3, height: 4).resizable().scaledToFill()
            Color.red.offset(x: 1).position(x: 2, y: 3)
        }
        let spec = try ViewDescriber.describe(view)
        let children = try #require(spec.children)
        #expect(children[0].kind == .divider)
        #expect(children[1].kind == .image(width: 3, height: 4, resizable: true))
        #expect(children[1].modifiers == [.aspectRatio(ratio: nil, contentMode: .fill)])
        #expect(children[2].modifiers == [.offset(x: 1, y: 0), .position(x: 2, y: 3)])
    }

    /// (Filling a ratio under a proposal with one unspecified axis is infinite, in SwiftUI and
    /// here, so the filled icon has a frame around it.)
    @Test("Both engines lay the scenario out alike")
    func crossCheck() throws {
        let s = try ScenarioDecoder(file: "card.json").decode(Self.file)[0]
        let report = CrossCheck(engines: CrossCheck.availableEngines, comparesLeaves: true).run(s)
        #expect(
            report.verdict == .agree,
            "\(report.results.map { $0.firstDifference.map(String.init(describing:)) ?? "-" })")
    }

    @Test("An alignment guide is read as fraction × length + constant, on its axis, and written back")
    func alignmentGuide() throws {
        let json = #"""
            { "name": "guides", "proposals": [[100, 50]], "view": { "vstack": [
                { "color": "red", "modifiers": [{ "frame": { "width": 40, "height": 10 } },
                    { "alignmentGuide": { "horizontal": "leading", "fraction": 0.5, "constant": -20 } }, { "id": "a" }] },
                { "color": "blue", "modifiers": [{ "alignmentGuide": { "vertical": "bottom" } }] } ],
              "alignment": "leading" } }
            """#
        let s = try ScenarioDecoder(file: "guides.json").decode(json)
        let children = try #require(s[0].view?.children)
        #expect(children[0].modifiers[1] == .alignmentGuide(.horizontal(.leading), fraction: 0.5, constant: -20))
        // A missing number is 0.
        #expect(children[1].modifiers[0] == .alignmentGuide(.vertical(.bottom), fraction: 0, constant: 0))
        #expect(try ScenarioDecoder(file: "guides.json").decode(ScenarioEncoder.file(s)).map(\.view) == s.map(\.view))
        // Built into a view, the guide is 0.5 × 40 − 20 = 0: `a` starts at the stack's line.
        let report = CrossCheck(engines: CrossCheck.availableEngines, comparesLeaves: false).run(s[0])
        #expect(report.verdict == .agree)
        #expect(
            report.results[0].outcome(of: "constraint")?.framesIfAny?["a"] == Rect(x: 0, y: 0, width: 40, height: 10))
        for (modifier, field) in [
            (#"{ "alignmentGuide": { "fraction": 1 } }"#, "horizontal"),
            (#"{ "alignmentGuide": { "horizontal": "top" } }"#, "horizontal"),
            (#"{ "alignmentGuide": { "vertical": "top", "horizontal": "leading" } }"#, "not both")
        ] {
            let bad =
                #"{ "name": "bad", "proposals": [[1, 1]], "view": { "color": "red", "modifiers": ["# + modifier
                + "] } }"
            #expect(throws: ScenarioFileError.self) { try ScenarioDecoder(file: "bad.json").decode(bad) }
            do { _ = try ScenarioDecoder(file: "bad.json").decode(bad) } catch {
                #expect(String(describing: error).contains(field), "\(error)")
            }
        }
    }

    @Test("A Swift guide of the file's form is described; another closure is not")
    func describeGuides() throws {
        let written = Color.red.alignmentGuide(.trailing) { d in d.width * 2 + 2.5 }
        #expect(
            try ViewDescriber.describe(written).modifiers == [
                .alignmentGuide(.horizontal(.trailing), fraction: 2, constant: 2.5)
            ])
        let other = Color.red.alignmentGuide(.top) { d in d.height * d.height }
        #expect(throws: ViewDescriber.Unsupported.self) { try ViewDescriber.describe(other) }
    }
}
