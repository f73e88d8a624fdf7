import Comparisons
import Foundation
import LayoutModel
import PreferenceLayout
import Testing

@Suite("Scenario file format")
struct ScenarioFormatTests {
    static let example = """
        { "name": "login-form", "origin": "login form labels",
          "proposals": [[480, null], [320, "infinity"]],
          "compare": ["user.label", "password.label"],
          "view": { "vstack": [
              { "hstack": [ { "text": "User:", "modifiers": [
                                { "sameWidth": "labels", "alignment": "trailing" }, { "id": "user.label" } ] },
                            { "textField": "User" } ] },
              { "hstack": [ { "text": "Password:", "modifiers": [
                                { "sameWidth": "labels", "alignment": "trailing" }, { "id": "password.label" } ] },
                            { "textField": "Password" } ] } ],
            "modifiers": [ { "padding": 16 }, { "font": 16 } ] } }
        """

    @Test("The documented example reads as the tree it describes")
    func documentedExample() throws {
        let scenarios = try ScenarioDecoder(file: "example.json").decode(Self.example)
        #expect(scenarios.count == 1)
        let s = scenarios[0]
        #expect(s.name == "login-form")
        #expect(s.proposals == [ProposedSize(width: 480, height: nil), ProposedSize(width: 320, height: .infinity)])
        #expect(s.compare == ["user.label", "password.label"])
        let row: (String, String, String) -> ViewSpec = { label, id, field in
            .hstack([.text(label).sameWidth("labels", alignment: .trailing).id(id), .textField(field)])
        }
        #expect(
            s.view
                == .vstack([row("User:", "user.label", "User"), row("Password:", "password.label", "Password")])
                .padding(16).font(16))
    }

    @Test(
        "Every catalog scenario survives writing and reading back",
        arguments: Catalog.all.filter { $0.view != nil }.map(\.name))
    func catalogRoundTrip(name: String) throws {
        let scenario = try #require(Catalog.scenario(named: name))
        let text = ScenarioEncoder.file([scenario])
        let back = try ScenarioDecoder(file: "\(name).json").decode(text)
        #expect(back.count == 1)
        #expect(back[0].name == scenario.name)
        #expect(back[0].origin == scenario.origin)
        #expect(back[0].proposals == scenario.proposals)
        #expect(back[0].compare == scenario.compare)
        #expect(back[0].view == scenario.view)
        #expect(back[0].expectation == scenario.expectation)
        // And the text is a fixed point.
        #expect(ScenarioEncoder.file(back) == text)
    }

    @Test("The exported files under Comparisons/Scenarios are the catalog, up to date")
    func exportedFilesAreCurrent() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Comparisons/Scenarios").standardized
        for scenario in Catalog.all where scenario.view != nil {
            let url = directory.appendingPathComponent("\(scenario.name).json")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(
                text == ScenarioEncoder.file([scenario]),
                "\(scenario.name).json is stale: run layout-compare --export Comparisons/Scenarios")
        }
    }

    @Test("Random trees survive writing and reading back")
    func randomRoundTrip() throws {
        var generator = RandomTreeGenerator(seed: 7)
        for _ in 0..<300 {
            let s = generator.next()
            let back = try ScenarioDecoder(file: "r.json").decode(ScenarioEncoder.file([s]))
            #expect(back[0].view == s.view)
            #expect(back[0].proposals == s.proposals)
        }
    }

    @Test("Every field of the vocabulary reads back as written")
    func everyField() throws {
        let json = """
            [{ "name": "all", "proposals": [[0, 0]], "expect": "agree", "view": { "zstack": [
               { "color": "red" }, { "rectangle": {} }, { "roundedRectangle": { "cornerRadius": 4 } },
               { "spacer": {} }, { "spacer": { "minLength": 3 } }, { "button": "OK" },
               { "group": [] },
               { "grid": [ { "gridRow": [ { "text": "a" } ] }, { "text": "lone" } ],
                 "alignment": "topLeading", "horizontalSpacing": 2, "verticalSpacing": 3 },
               { "hstack": [], "alignment": "bottom", "spacing": -2 },
               { "vstack": [], "alignment": "trailing", "spacing": 0 } ],
             "alignment": "bottomTrailing",
             "modifiers": [
               { "padding": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 } },
               { "padding": null }, { "padding": -5 },
               { "frame": { "width": 80 } }, { "frame": {} },
               { "frame": { "minWidth": 0, "idealWidth": 20, "maxWidth": "infinity", "minHeight": 1,
                            "idealHeight": 2, "maxHeight": 3, "alignment": "top" } },
               { "fixedSize": true }, { "fixedSize": { "vertical": true } },
               { "background": { "color": "blue" }, "alignment": "leading" }, { "overlay": { "text": "x" } },
               { "layoutPriority": 2.5 }, { "id": "z" }, { "font": 12 }, { "lineLimit": 2 }, { "lineLimit": null },
               { "sameWidth": "g" }, { "sameHeight": "h", "alignment": "bottom" },
               { "foregroundColor": "white" }, { "cornerRadius": 20 } ] } },
             { "name": "loop", "proposals": [[null, null]], "expect": "feedbackLoop", "view": { "text": "" } },
             { "name": "named", "proposals": [[1, 2]], "view": { "text": "" },
               "divergence": { "name": "greedy", "explanation": "why" } }]
            """
        let s = try ScenarioDecoder(file: "all.json").decode(json)
        #expect(s.count == 3)
        let modifiers = try #require(s[0].view?.modifiers)
        #expect(modifiers[0] == .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(modifiers[1] == .padding(EdgeInsets(.all, 16)))
        #expect(modifiers[3] == .frame(width: 80, height: nil, alignment: nil))
        #expect(
            modifiers[5]
                == .flexibleFrame(
                    .init(
                        minWidth: 0, idealWidth: 20, maxWidth: .infinity, minHeight: 1,
                        idealHeight: 2, maxHeight: 3, alignment: .top)))
        #expect(modifiers[7] == .fixedSize(horizontal: false, vertical: true))
        #expect(modifiers[8] == .background(.color("blue"), alignment: .leading))
        #expect(modifiers[14] == .lineLimit(nil))
        #expect(modifiers[17] == .foregroundColor("white"))
        #expect(modifiers[18] == .cornerRadius(20))
        #expect(s[1].expectation == .feedbackLoop)
        #expect(s[2].expectation == .divergence(Divergence(name: "greedy", explanation: "why")))
        #expect(s[0].origin == "file all.json")
        // Written and read again: the same.
        let again = try ScenarioDecoder(file: "all.json").decode(ScenarioEncoder.file(s))
        #expect(again.map(\.view) == s.map(\.view))
        #expect(again.map(\.expectation) == s.map(\.expectation))
    }

    @Test("A repeat stands for its copies, {i} replaced by the innermost repeat's index")
    func repeats() throws {
        let json = """
            { "name": "r", "proposals": [[100, null]], "view": { "vstack": [
                { "text": "first", "modifiers": [{ "id": "first" }] },
                { "repeat": 3, "view": { "hstack": [
                    { "text": "row {i}", "modifiers": [{ "id": "row.{i}" }, { "sameWidth": "g{i}" }] },
                    { "repeat": 2, "view": { "text": "cell {i}", "modifiers": [{ "id": "cell.{i}" }] } } ] } } ] } }
            """
        let s = try ScenarioDecoder(file: "r.json").decode(json)[0]
        let built = ViewFactory().build(s.view!)
        #expect(
            built.identifiers == [
                "first", "row.0", "cell.0", "cell.1", "row.1", "cell.0", "cell.1", "row.2",
                "cell.0", "cell.1"
            ])
        #expect(s.view!.expandedCount == 1 + 1 + 3 * (1 + 1 + 2))
        let leaf = built.leaves["#view.vstack[2].hstack[0].text"]
        #expect(leaf?.kind == .text("row 1"))
        #expect(built.leaves["#view.vstack[3].hstack[2].text"]?.kind == .text("cell 1"))
    }

    @Test("Leaves inherit the foreground colour, and the corner radii that clip them, from outside")
    func inheritedDrawing() throws {
        let spec: ViewSpec = .text("a").padding(4).background(.color("blue")).foregroundColor("white").cornerRadius(20)
        let built = ViewFactory().build(spec)
        let clip = "#view.modifiers[3].clip"
        #expect(built.clips == [clip: 20])
        #expect(built.leaves["#view.text"]?.foreground == "white")
        #expect(built.leaves["#view.text"]?.clips == [clip])
        #expect(built.leaves["#view.modifiers[1].background.color"]?.clips == [clip])
        // Drawing changes no frame: the clipped view is as large as the padded text.
        let frames = try PreferenceLayoutEngine(root: built.view).layout(
            proposal: ProposedSize(width: nil, height: nil)
        ).frames
        #expect(frames[clip] == frames["#view.modifiers[1].background.color"])
        #expect(frames[clip]?.width == 4 + Font().width(of: "a") + 4)
    }

    @Test("Leaves inherit the font and line limit of the modifiers outside them")
    func inheritedText() throws {
        let spec: ViewSpec = .text("a").font(10).background(.text("b")).lineLimit(2).font(20)
        let leaves = ViewFactory().build(spec).leaves
        #expect(leaves["#view.text"]?.fontSize == 10)
        #expect(leaves["#view.text"]?.lineLimit == 2)
        #expect(leaves["#view.modifiers[1].background.text"]?.fontSize == 20)
        #expect(leaves["#view.modifiers[1].background.text"]?.lineLimit == 2)
    }

    // MARK: Errors

    @Test("A syntax error names the file, the line and the column")
    func syntaxError() {
        #expect(
            decodingError("{\n  \"name\": \"x\",\n  \"view\": {\"text\": \"a\",}\n}", file: "s.json")
                == "s.json:3:24: error: expected a key in double quotes")
        #expect(decodingError("[1, 2", file: "s.json") == "s.json:1:6: error: expected ',' or ']' in an array")
        #expect(decodingError("{\"a\": 1, \"a\": 2}", file: "s.json") == "s.json:1:10: error: duplicate key \"a\"")
        #expect(decodingError("", file: "s.json") == "s.json:1:1: error: expected a value, found the end of the text")
        #expect(decodingError("{} x", file: "s.json") == "s.json:1:4: error: unexpected text after the document's end")
    }

    /// A scenario around `view`, for error cases.
    static func scenario(view: String, proposals: String = "[[100, null]]") -> String {
        "{ \"name\": \"s\", \"proposals\": \(proposals), \"view\": \(view) }"
    }

    @Test("A misspelt key is answered with the nearest known one")
    func suggestions() {
        let json = Self.scenario(view: #"{ "vstack": [ { "text": "a", "modifiers": [ { "pading": 2 } ] } ] }"#)
        #expect(decodingError(json, file: "f.json")?.hasSuffix(#"(found "pading"; did you mean "padding"?)"#) == true)
        #expect(
            decodingError(Self.scenario(view: #"{ "vstak": [] }"#), file: "f.json")?
                .hasSuffix(#"(found "vstak"; did you mean "vstack"?)"#) == true)
        #expect(
            decodingError(Self.scenario(view: #"{ "hstack": [], "spacin": 2 }"#), file: "f.json")?
                .hasSuffix(#"; did you mean "spacing"?"#) == true)
    }

    @Test(
        "Each schema error names the file, its line and column, the JSON path and what was expected",
        arguments: [
            (
                scenario(
                    view:
                        #"{ "vstack": [ { "hstack": [ { "text": "a", "modifiers": [ {"padding": 1}, {"id": "x"}, {"colour": 1} ] } ] } ] }"#
                ),
                #"view.vstack[0].hstack[0].modifiers[2]: expected a modifier: an object with one of the keys padding, frame, fixedSize, background, overlay, layoutPriority, id, font, lineLimit, sameWidth, sameHeight, offset, position, aspectRatio, alignmentGuide, foregroundColor, cornerRadius (found "colour")"#
            ),
            (
                scenario(view: #"{ "txt": "a" }"#),
                #"view: expected a view: an object with one of the keys text, color, rectangle, roundedRectangle, spacer, hstack, vstack, zstack, group, button, textField, grid, gridRow, divider, image, repeat (found "txt"; did you mean "text"?)"#
            ),
            (
                scenario(view: #"{ "text": "a", "hstack": [] }"#),
                #"view: a view has exactly one kind key; found "text" and "hstack""#
            ),
            (scenario(view: #"{ "text": 3 }"#), "view.text: expected a string, found a number"),
            (
                scenario(view: #"{ "text": "a", "spacing": 3 }"#),
                #"view: unknown key "spacing" in a text view; expected "text", "modifiers""#
            ),
            (
                scenario(view: #"{ "hstack": [], "alignment": "firstTextBaseline" }"#),
                #"view.alignment: "firstTextBaseline" is not in the shared vocabulary yet; expected top, center or bottom"#
            ),
            (
                scenario(view: #"{ "vstack": [], "alignment": "top" }"#),
                #"view.alignment: unknown alignment "top"; expected one of leading, center, trailing"#
            ),
            (
                scenario(view: #"{ "color": "mauve" }"#),
                "view.color: unknown colour \"mauve\"; expected one of clear, black, white, gray, red, orange, yellow, green, blue, purple"
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "foregroundColor": "mauve" } ] }"#),
                "view.modifiers[0].foregroundColor: unknown colour \"mauve\"; expected one of clear, black, white, gray, red, orange, yellow, green, blue, purple"
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "cornerRadius": -1 } ] }"#),
                "view.modifiers[0].cornerRadius: expected a corner radius in points, at least 0"
            ),
            (
                scenario(view: #"{ "repeat": 2, "view": { "text": "a" } }"#),
                "view: a repeat stands only in a list of children"
            ),
            (
                scenario(view: #"{ "vstack": [ { "repeat": -1, "view": { "text": "a" } } ] }"#),
                "view.vstack[0].repeat: expected a count from 0 to 100000, found -1"
            ),
            (
                scenario(view: #"{ "vstack": [ { "repeat": 1.5, "view": { "text": "a" } } ] }"#),
                "view.vstack[0].repeat: expected a whole number, found a fraction"
            ),
            (scenario(view: #"{ "vstack": [ { "repeat": 2 } ] }"#), #"view.vstack[0]: missing field "view""#),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "frame": { "width": 1, "maxWidth": 2 } } ] }"#),
                "view.modifiers[0].frame: a frame is either fixed (width, height) or flexible (minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight), not both"
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "frame": { "width": "infinity" } } ] }"#),
                #"view.modifiers[0].frame.width: expected a number or null, found the string "infinity""#
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "frame": { "minWidth": -1 } } ] }"#),
                "view.modifiers[0].frame.minWidth: expected a length of at least 0, found -1"
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "frame": { "wide": 1 } } ] }"#),
                #"view.modifiers[0].frame: unknown key "wide" in a frame; expected "width", "height", "alignment"; did you mean "width"?"#
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "font": 0 } ] }"#),
                "view.modifiers[0].font: expected a font size in points greater than 0"
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "lineLimit": 0 } ] }"#),
                "view.modifiers[0].lineLimit: expected a line limit of at least 1 (or null for none), found 0"
            ),
            (
                scenario(view: ##"{ "text": "a", "modifiers": [ { "id": "#mine" } ] }"##),
                ##"view.modifiers[0].id: expected a non-empty identifier not starting with "#" (kept for generated ones)"##
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "padding": "wide" } ] }"#),
                "view.modifiers[0].padding: expected a padding: a number, null (16) or an object of edges, found a string"
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "fixedSize": 1 } ] }"#),
                #"view.modifiers[0].fixedSize: expected true, false or {"horizontal": B, "vertical": B}, found a number"#
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": [ { "id": "a", "alignment": "center" } ] }"#),
                #"view.modifiers[0]: unknown key "alignment" in an id modifier; expected "id""#
            ),
            (
                scenario(
                    view: #"{ "text": "a", "modifiers": [ { "background": { "text": "b" }, "alignment": "middle" } ] }"#
                ),
                #"view.modifiers[0].alignment: unknown alignment "middle"; expected one of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing"#
            ),
            (
                scenario(view: #"{ "text": "a", "modifiers": { "id": "a" } }"#),
                "view.modifiers: expected an array, found an object"
            ),
            (
                scenario(view: #"{ "text": "a" }"#, proposals: "[[100]]"),
                "proposals[0]: expected a proposal [width, height], found 1 element(s)"
            ),
            (
                scenario(view: #"{ "text": "a" }"#, proposals: #"[[100, "big"]]"#),
                #"proposals[0][1]: expected a length: a number, null or "infinity", found the string "big""#
            ),
            (scenario(view: #"{ "text": "a" }"#, proposals: "[]"), "proposals: expected at least one proposal"),
            (#"{ "name": "s", "view": { "text": "a" } }"#, #"missing field "proposals""#),
            (
                #"{ "name": "s", "proposals": [[1, 1], [2, 2]], "view": { "text": "a" }, "textChanges": [{ "before": 2, "id": "a", "text": "b" }] }"#,
                "textChanges[0].before: expected the index of a proposal after the first (1 to 1), found 2"
            ),
            (
                #"{ "name": "s", "proposals": [[1, 1], [2, 2]], "view": { "text": "a" }, "textChanges": [{ "before": 1, "id": "a" }] }"#,
                #"textChanges[0]: missing field "text""#
            ),
            (
                #"{ "name": "s", "proposals": [[1, 1]], "view": { "text": "a" }, "views": 1 }"#,
                #"unknown key "views" in a scenario; expected "name", "origin", "proposals", "compare", "view", "expect", "divergence", "textChanges"; did you mean "view"?"#
            ),
            (
                #"{ "name": "s", "proposals": [[1, 1]], "view": { "text": "a" }, "expect": "magic" }"#,
                #"expect: expected "agree", "feedbackLoop" or "divergence", found "magic""#
            ),
            (
                #"[{ "name": "s", "proposals": [[1, 1]], "view": { "text": "a" } }, { "name": "s", "proposals": [[1, 1]], "view": { "text": "b" } }]"#,
                #"[1].name: duplicate scenario name "s""#
            ),
            (
                #"[{ "name": "s", "proposals": [[1, 1]], "view": { "text": "a" } }, 3]"#,
                "[1]: expected a scenario object, found a number"
            ),
            ("42", "expected a scenario object or an array of them, found a number")
        ])
    func schemaErrors(json: String, message: String) throws {
        let description = try #require(decodingError(json, file: "f.json"))
        let separator = try #require(description.range(of: ": error: "))
        let place = description[..<separator.lowerBound].split(separator: ":")
        #expect(place.count == 3 && place[0] == "f.json" && place[1] == "1" && Int(place[2]) != nil, "\(description)")
        #expect(description[separator.upperBound...] == message)
    }
}
