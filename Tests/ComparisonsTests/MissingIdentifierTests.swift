import Comparisons
import LayoutModel
import Testing

@Suite("Identifiers that no engine lays out")
struct MissingIdentifierTests {
    @Test("Named in `compare`, a missing identifier is a mistake; on an empty group it is absent alike")
    func missing() throws {
        // An identifier on an empty group names no view: both engines leave it out, and that
        // agrees (a random tree's identifiers are all of its own).
        let empty = try ScenarioDecoder(file: "empty.json").decode(
            #"{ "name": "empty", "proposals": [[0, 0]], "view": { "zstack": [ { "group": [], "modifiers": [ { "id": "nothing" } ] } ] } }"#
        )
        #expect(crossCheck.run(empty[0]).verdict == .agree)
        // Named in `compare`, the same identifier is a scenario that compares nothing: a file
        // saying so is refused as it is read, and a scenario made in code is no agreement.
        #expect(throws: ScenarioFileError.self) {
            try ScenarioDecoder(file: "named.json").decode(
                #"{ "name": "named", "proposals": [[0, 0]], "compare": ["nothing"], "view": { "zstack": [ { "group": [], "modifiers": [ { "id": "nothing" } ] } ] } }"#
            )
        }
        var named = empty[0]
        named.compare = ["nothing"]
        #expect(crossCheck.run(named).verdict != .agree)
    }
}

@Suite("History across proposals in the cross-check")
struct HistoryExplanationTests {
    @Test("What every engine kept from an infinite proposal is named, not hidden; fresh engines agree")
    func infiniteHistory() throws {
        // A random tree (seed 15, tree 8941): at 320.25 × 0.5, after infinity × 120, each engine
        // keeps what it made of the shared lengths there, where a fresh engine of each starts
        // from nothing: both differ from their fresh selves, and the fresh ones agree.
        let json = #"""
            { "name": "history", "proposals": [[0.5, 0], ["infinity", 120], [320.25, 0.5]],
              "view": { "hstack": [
                { "hstack": [ { "rectangle": {} },
                              { "divider": {}, "modifiers": [{ "frame": { "maxWidth": 120, "alignment": "bottom" } }] },
                              { "text": "supercalifragilisticexpialidocious",
                                "modifiers": [{ "frame": { "minWidth": 37, "minHeight": 320.25, "alignment": "leading" } }] } ],
                  "alignment": "bottom", "modifiers": [{ "id": "v749" }, { "sameWidth": "g2" }] },
                { "text": "WWWWWW",
                  "modifiers": [{ "frame": { "idealWidth": 80, "maxWidth": 0.5, "alignment": "center" } },
                                { "sameHeight": "g2", "alignment": "bottom" }] } ],
                "alignment": "center" } }
            """#
        let report = crossCheck.run(try ScenarioDecoder(file: "history.json").decode(json)[0])
        guard case .explained(let name, _) = report.results[2].verdict else {
            Issue.record("expected an explained divergence, got \(report.results[2].verdict)")
            return
        }
        #expect(name == "infinite-history")
        var fresh = report.scenario
        fresh.proposals = [fresh.proposals[2]]
        #expect(crossCheck.run(fresh).verdict == .agree)
    }

    @Test("A member inside a member of its own group keeps the same length from an infinite proposal in both engines")
    func nestedGroupAfterInfinity() throws {
        // The outer g2 member's content is the inner member, as wide as the group: an ordinary
        // member, not a feedback loop. At infinity × 0 both engines keep what 320.25 × infinity
        // made of the group: the button at x = 7.51, where a fresh engine of each puts it at NaN.
        let json = #"""
            { "name": "history", "proposals": [[320.25, "infinity"], ["infinity", 0]],
              "view": { "hstack": [ { "button": "I forgot my password", "modifiers": [ { "id": "button" } ] },
                                    { "roundedRectangle": { "cornerRadius": 4 }, "modifiers": [ { "sameWidth": "g0" } ] } ],
                        "alignment": "top", "spacing": 4,
                        "modifiers": [ { "sameWidth": "g2", "alignment": "bottom" }, { "sameWidth": "g2", "alignment": "bottom" } ] } }
            """#
        let report = crossCheck.run(try ScenarioDecoder(file: "history.json").decode(json)[0])
        #expect(report.results.map(\.verdict) == [.agree, .agree])
        let button = try #require(report.results[1].outcome(of: "constraint")?.framesIfAny?["button"])
        #expect(abs(button.origin.x - 7.51220703125) < 1e-9)
    }
}

@Suite("The preference engine's kept state in the cross-check")
struct PreferenceHistoryTests {
    @Test("A length the preference plumbing kept from an earlier proposal is named when fresh engines agree")
    func preferenceHistory() throws {
        // A tree the random generator once made (seed 4, tree 9): at its third proposal
        // (120 × infinity) the preference engine's @State still holds a length measured
        // before, where the constraint engine lays out as a fresh one does.
        let view = ViewSpec.vstack(
            alignment: .trailing, spacing: 4,
            [
                ViewSpec.hstack(alignment: .bottom, spacing: 4, [.text("WWWWWW").padding(-3)]).lineLimit(3),
                ViewSpec.roundedRectangle(cornerRadius: 12).sameHeight("g2", alignment: .center)
            ]
        ).sameHeight("g2", alignment: .leading)
        let scenario = Scenario(
            name: "preference-history", origin: "a random tree",
            proposals: [
                ProposedSize(width: 37, height: 120), ProposedSize(width: 0.5, height: nil),
                ProposedSize(width: 120, height: .infinity)
            ],
            view: view)
        let report = CrossCheck(engines: CrossCheck.availableEngines, comparesLeaves: true).run(scenario)
        let names = report.results.compactMap { result -> String? in
            if case .explained(let name, _) = result.verdict { return name }
            return nil
        }
        #expect(names.contains("preference-history"))
        #expect(report.verdict.isAcceptable)
    }
}

@Suite("Divergences named for infinite and self-measuring shared lengths")
struct SharedLengthDivergenceTests {
    static let check = CrossCheck(engines: CrossCheck.availableEngines, comparesLeaves: true)

    @Test("An infinite length in a group is named, not a failure")
    func infiniteLength() throws {
        // A cell filling 1 : 1 under an unspecified width is infinite; its group has no length
        // there: the preference engine keeps the infinity, the constraint engine the cell's own.
        let scenario = Scenario(
            name: "infinite", origin: "a random tree", proposals: [ProposedSize(width: nil, height: 0.5)],
            view: .grid([
                ViewSpec.roundedRectangle(cornerRadius: 4)
                    .modifier(.aspectRatio(ratio: nil, contentMode: .fill)).sameWidth("g2")
            ]))
        let result = Self.check.run(scenario).results[0]
        #expect(
            result.verdict == .explained(name: "infinite-length", explanation: CrossCheck.infiniteLengthExplanation))
    }

    @Test("A member inside a member of its own group keeps the same history in both engines")
    func nestedGroup() throws {
        // The outer member's content is the inner member, as tall as the group: an ordinary
        // member. At 0.5 × nil the button wraps to 336.4 tall; at 120 × 37 both engines keep
        // that height (the preference engine in @State, the constraint engine in its relation),
        // where a fresh engine of each gives 19.8.
        let scenario = Scenario(
            name: "nested", origin: "a random tree",
            proposals: [ProposedSize(width: 0.5, height: nil), ProposedSize(width: 120, height: 37)],
            view: ViewSpec.button("I forgot my password").sameHeight("g2", alignment: .bottom).sameHeight(
                "g2", alignment: .center
            ).id("b"))
        let results = Self.check.run(scenario).results
        #expect(results.map(\.verdict) == [.agree, .agree])
        let kept = try #require(results[1].outcome(of: "constraint")?.framesIfAny?["b"])
        #expect(abs(kept.size.height - 336.4140625) < 1e-9)
    }
}
