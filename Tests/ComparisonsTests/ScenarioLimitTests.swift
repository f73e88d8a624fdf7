import LayoutModel
import Testing

@testable import Comparisons

/// The caps a scenario file is held to as a whole (docs/ARCHITECTURE.md, "Scenario files"):
/// each refused with its JSON path, measured on the tree as written.
@Suite("Scenario file limits")
struct ScenarioLimitTests {
    private func error(_ json: String) -> String? {
        decodingError(json, file: "f.json")
    }

    /// `count` copies of `view` in a vstack, as JSON.
    private func repeated(_ count: Int, _ view: String) -> String {
        #"{ "vstack": [ { "repeat": \#(count), "view": \#(view) } ] }"#
    }

    @Test("Nested repeats whose product passes the cap are refused at the inner repeat")
    func repeatProduct() {
        let json = ScenarioFormatTests.scenario(view: repeated(1_000, repeated(1_000, #"{ "text": "{i}" }"#)))
        #expect(
            error(json) == "f.json:1:118: error: view.vstack[0].view.vstack[0].repeat: this repeat stands for "
                + "1 000 000 copies with the repeats around it; a file may repeat a view at most 100 000 times")
        let atTheCap = ScenarioFormatTests.scenario(view: repeated(100, repeated(1_000, #"{ "color": "red" }"#)))
        #expect(error(atTheCap) == nil)
    }

    @Test("The issue's file of a million times a million texts is refused at once")
    func issueFile() {
        let json =
            #"{"name":"r","proposals":[[300,null]],"view":{"vstack":[{"repeat":1000000,"view":{"vstack":"#
            + #"[{"repeat":1000000,"view":{"text":"{i}"}}]}}]}}"#
        #expect(
            error(json) == "f.json:1:66: error: view.vstack[0].repeat: expected a count from 0 to 100000, "
                + "found 1000000")
    }

    @Test("The size is measured on the tree as written: five nodes stand for 10^15 views")
    func measuredWithoutExpanding() {
        let tree = ViewSpec.vstack([
            .repeated(
                100_000,
                .vstack([
                    .repeated(
                        100_000,
                        .vstack([
                            .repeated(100_000, .text("{i}"))
                        ]))
                ]))
        ])
        let size = ScenarioSize(measuring: tree, at: JSONPath(parsing: "view"))
        #expect(size.writtenNodes == 7)
        #expect(size.largestRepeatProduct == 1_000_000_000_000_000)
        #expect(size.largestRepeatPath.description == "view.vstack[0].view.vstack[0].view.vstack[0].repeat")
        #expect(size.views == 1 + 100_000 + 10_000_000_000 + 1_000_000_000_000_000)
        #expect(size.textBytes == 3 * 1_000_000_000_000_000)
        let overflowing = ViewSpec.vstack([
            .repeated(
                100_000,
                .vstack([
                    .repeated(
                        100_000,
                        .vstack([
                            .repeated(100_000, .vstack([.repeated(100_000, .vstack([.repeated(100_000, .text("x"))]))]))
                        ]))
                ]))
        ])
        #expect(ScenarioSize(measuring: overflowing, at: JSONPath([])).views == .max)
    }

    @Test("Views and modifiers past the cap are refused at the tree, counted over the whole file")
    func views() {
        let text = #"{ "text": "a", "modifiers": [{ "padding": 1 }, { "font": 9 }] }"#
        let json = ScenarioFormatTests.scenario(view: repeated(100_000, text))
        #expect(
            error(json) == "f.json:1:52: error: view: this tree has 300 001 views and modifiers once its "
                + "repeats are expanded (the file so far 300 001); a file may have at most 200 000")
        let half = #"{ "name": "NAME", "proposals": [[1, null]], "view": \#(repeated(50_000, text)) }"#
        let file =
            "[" + ["a", "b"].map { half.replacingOccurrences(of: "NAME", with: $0) }.joined(separator: ", ") + "]"
        #expect(error(file)?.hasPrefix("f.json:1:") == true)
        #expect(
            error(file)?.contains(
                "error: [1].view: this tree has 150 001 views and modifiers once its repeats "
                    + "are expanded (the file so far 300 002)") == true)
    }

    @Test("Text past the cap is refused: long strings multiplied by their repeats")
    func textBytes() {
        let long = String(repeating: "w", count: 200)
        let json = ScenarioFormatTests.scenario(view: repeated(60_000, #"{ "text": "\#(long)" }"#))
        #expect(
            error(json)?.hasSuffix(
                "error: view: this tree has 12 000 000 bytes of text once its repeats are "
                    + "expanded (the file so far 12 000 000); a file may have at most 10 485 760") == true)
    }

    @Test("Views and modifiers nested past the depth cap are refused where the chain ends")
    func depth() {
        let paddings = Array(repeating: #"{ "padding": 1 }"#, count: ScenarioLimits.maximumDepth).joined(
            separator: ", ")
        let deep = ScenarioFormatTests.scenario(
            view: #"{ "vstack": [ { "text": "a", "modifiers": [\#(paddings)] } ] }"#)
        #expect(
            error(deep)?.hasSuffix(
                "error: view.vstack[0]: views and modifiers are nested 5 002 deep here; "
                    + "a file may nest them at most 5 000 deep") == true)
        let atTheCap = paddings.split(separator: ",").dropLast(2).joined(separator: ",")
        #expect(
            error(
                ScenarioFormatTests.scenario(view: #"{ "vstack": [ { "text": "a", "modifiers": [\#(atTheCap)] } ] }"#))
                == nil)
    }

    @Test("A tree at the depth cap lays out in both engines, within their own limit")
    func depthWithinTheEngines() throws {
        // A text, its paddings and an identifier: one view and 4 999 modifiers.
        var view = ViewSpec.text("deep")
        for _ in 0..<(ScenarioLimits.maximumDepth - 2) { view = view.padding(1) }
        view = view.id("deep")
        #expect(ScenarioSize(measuring: view, at: JSONPath([])).depth == ScenarioLimits.maximumDepth)
        let report = crossCheck.run(
            Scenario(
                name: "deep", origin: "test", proposals: [ProposedSize(width: nil, height: nil)],
                view: view))
        #expect(report.verdict == .agree, "\(report.results[0].verdict)")
        let frame = try #require(report.results[0].outcome(of: "constraint")?.framesIfAny?["deep"])
        #expect(frame.width == 2 * Double(ScenarioLimits.maximumDepth - 2) + Font().width(of: "deep"))
    }

    @Test("Proposals and text changes past the file's layouts are refused at the proposals")
    func layouts() {
        let proposals = "[" + Array(repeating: "[1, 1]", count: 1_001).joined(separator: ", ") + "]"
        #expect(
            error(ScenarioFormatTests.scenario(view: #"{ "text": "a" }"#, proposals: proposals))
                == "f.json:1:29: error: proposals: 1001 proposals and 0 text changes take the file to 1 001 layouts; "
                + "a file may have at most 1 000")
    }

    @Test("Views times layouts past the cap are refused at the proposals")
    func viewLayouts() {
        let proposals = "[" + Array(repeating: "[1, 1]", count: 6).joined(separator: ", ") + "]"
        let json = ScenarioFormatTests.scenario(view: repeated(100_000, #"{ "color": "red" }"#), proposals: proposals)
        #expect(
            error(json) == "f.json:1:29: error: proposals: 100 001 views and modifiers laid out 6 times take "
                + "the file to 600 006 view layouts; a file may have at most 250 000")
    }

    @Test("Every catalog scenario is within every cap")
    func catalogWithinTheCaps() throws {
        for scenario in Catalog.all {
            guard let view = scenario.view else { continue }
            let size = ScenarioSize(measuring: view, at: JSONPath([]))
            #expect(
                size.views * (scenario.proposals.count + scenario.textChanges.count)
                    <= ScenarioLimits.maximumViewLayouts, "\(scenario.name)")
            #expect(size.depth <= ScenarioLimits.maximumDepth, "\(scenario.name)")
            #expect(size.largestRepeatProduct <= ScenarioLimits.maximumRepeatProduct, "\(scenario.name)")
        }
    }
}
