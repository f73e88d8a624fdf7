import Comparisons
import LayoutModel
import Testing

@Suite("Reports")
struct ReportTests {
    static func report(_ name: String) -> ScenarioReport { crossCheck.run(Catalog.scenario(named: name)!) }

    @Test("The JSON report has the documented keys and types")
    func jsonSchema() throws {
        let text = JSONReport.text([Self.report("login-form"), Self.report("login-buttons-geometry-fraction")])
        let document = try JSONParser.parse(text)
        guard case .array(let entries)? = document["scenarios"] else {
            Issue.record("no scenarios array")
            return
        }
        #expect(entries.count == 3 + 3)
        for entry in entries {
            guard case .string? = entry["name"], case .array(let proposal)? = entry["proposal"],
                case .object(let engines)? = entry["engines"], case .bool? = entry["agree"],
                let largest = entry["largestDifference"], let divergence = entry["divergence"]
            else {
                Issue.record("entry misses a documented key: \(JSONWriter.compact(entry))")
                continue
            }
            #expect(proposal.count == 2)
            if case .number = largest {} else { Issue.record("largestDifference is \(largest.kindName)") }
            switch divergence {
            case .null, .string: break
            default: Issue.record("divergence is \(divergence.kindName)")
            }
            for (_, engine) in engines {
                if case .object(let frames)? = engine["frames"] {
                    for (_, frame) in frames {
                        guard case .array(let xywh) = frame, xywh.count == 4,
                            xywh.allSatisfy({ if case .number = $0 { true } else { false } })
                        else {
                            Issue.record("a frame is not [x, y, width, height]: \(JSONWriter.compact(frame))")
                            continue
                        }
                    }
                } else if case .string? = engine["error"] {
                } else {
                    Issue.record("an engine has neither frames nor an error: \(JSONWriter.compact(engine))")
                }
                if case .number? = engine["microseconds"] {} else { Issue.record("no microseconds") }
            }
        }
        let first = entries[0]
        #expect(first["name"] == .string("login-form"))
        #expect(first["proposal"] == .array([.number(480), .null]))
        #expect(
            first["engines"]?["preference"]?["frames"]?["user.label"]
                == .array([.number(16), .number(16), .number(81.125), .number(18.625)]))
        #expect(first["engines"]?["preference"]?["passes"] == .number(2))
        #expect(first["agree"] == .bool(true))
        #expect(first["divergence"] == .null)
        let fraction = entries[3]
        #expect(fraction["divergence"] == .string("preference-only"))
        if case .string(let error)? = fraction["engines"]?["constraint"]?["error"] {
            #expect(error.hasPrefix("preference only: "))
        } else {
            Issue.record("the constraint engine of a preference-only scenario gives no error")
        }
    }

    @Test("The table names every scenario and proposal and ends with the summary")
    func table() {
        let reports = [Self.report("login-form"), Self.report("feedback-loop")]
        let table = TableReport.render(reports, engines: CrossCheck.availableEngines.map(\.name))
        #expect(table.contains("login-form"))
        #expect(table.contains("480×nil"))
        #expect(table.contains("explained: feedback-loop"))
        #expect(
            table.hasSuffix("2 scenarios (4 layouts each engine): 1 agree, 1 explained divergences, 0 unexplained\n"))
    }

    @Test("Why a row differs goes on a line of its own under the result, the columns kept in line")
    func differingRowInLine() throws {
        let check = CrossCheck(engines: [PreferenceEngineAdapter(), PaddinglessTextEngine()])
        let square = Scenario(
            name: "square", origin: "test", proposals: [ProposedSize(width: 100, height: 100)],
            view: .color("red").id("square"))
        let padded = Scenario(
            name: "padded", origin: "test", proposals: [ProposedSize(width: 200, height: nil)],
            view: .vstack([.text("Hello there").padding(10).id("hello")]))
        let table = TableReport.render([check.run(square), check.run(padded)], engines: ["preference", "paddingless"])
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("scenario") })
        #expect(lines[header] == "scenario  proposal  views  result   largest Δ  preference  paddingless")
        let starts = ["result", "largest Δ", "preference", "paddingless"].map { title in
            lines[header].distance(from: lines[header].startIndex, to: lines[header].range(of: title)!.lowerBound)
        }
        #expect(starts == [27, 36, 47, 59])
        #expect(lines[header + 2].prefix(47) == "square    100×100   1      agree    0          ")
        #expect(lines[header + 3].prefix(47) == "padded    200×nil   1      DIFFERS  20         ")
        // The engines' times start under their names.
        for row in [Array(lines[header + 2]), Array(lines[header + 3])] {
            #expect(row.count > 59 && row[58] == " " && row[59] != " " && row[46] == " " && row[47] != " ")
        }
        #expect(
            lines[header + 4] == String(repeating: " ", count: 27)
                + #""hello" differs: [0, 0, 113.84, 39.789] vs paddingless [0, 0, 93.84, 19.789]"#)
        #expect(lines[header + 5] == "")
    }

    @Test("A huge finite number prints finite, as the JSON report writes it; a small one keeps 3 decimals")
    func hugeNumbers() {
        #expect(ReportFormat.number(1e308) == "1e+308")
        #expect(ReportFormat.number(-Double.greatestFiniteMagnitude) == "-1.7976931348623157e+308")
        #expect(ReportFormat.number(2e305) == "2e+305")
        #expect(ReportFormat.number(123_456_789.123_456) == "123456789.123")
        #expect(ReportFormat.number(81.1254) == "81.125")
        #expect(ReportFormat.number(-0.0004) == "0")
        let scenario = Scenario(
            name: "huge", origin: "test", proposals: [ProposedSize(width: 1e308, height: 1e308)],
            view: .color("blue").id("fill"))
        let report = crossCheck.run(scenario)
        let table = TableReport.render([report], engines: CrossCheck.availableEngines.map(\.name))
        #expect(table.contains("huge      1e+308×1e+308  "))
        #expect(JSONReport.text([report]).contains(#""proposal": [1e+308, 1e+308]"#))
    }

    @Test("A picture draws the text at its lines, outlines identified views, highlights differences")
    func svg() {
        let check = CrossCheck(engines: [PreferenceEngineAdapter(), PaddinglessTextEngine()])
        let scenario = Scenario(
            name: "padded", origin: "test", proposals: [ProposedSize(width: 200, height: nil)],
            view: .vstack([
                .text("Hello there").padding(10).id("hello"),
                .color("blue").frame(width: 20, height: 20).id("square")
            ]))
        let report = check.run(scenario)
        let svg = SVGReport.svg(report, proposal: 0)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">Hello there</text>"))
        // DejaVu Sans' ascender at 17 pt is 928/1000... of an em: the baseline is below the top.
        #expect(svg.contains("font-family=\"DejaVu Sans, sans-serif\""))
        #expect(svg.contains("<title>hello ("))
        #expect(svg.contains("stroke=\"#d00020\""))  // "hello" differs in the planted engine
        #expect(svg.contains("fill=\"rgb(0,122,255)\""))  // the blue square, filled
        #expect(SVGReport.fileName(scenario: "a/b c", proposal: 0) == "a_b_c-1.svg")
    }
}
