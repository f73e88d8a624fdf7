import Comparisons
import LayoutModel
import Testing

// At 16 pt: "User:" 41.859375, "Password:" 81.125, "Log in" 48.53125, "I forgot my password"
// 169.4921875, line height 18.625. At 17 pt the line height is 19.7890625.

@Suite("Catalog")
struct CatalogTests {
    @Test("Every catalog scenario agrees or is an explained divergence", arguments: Catalog.all.map(\.name))
    func everyScenario(name: String) throws {
        let scenario = try #require(Catalog.scenario(named: name))
        let report = crossCheck.run(scenario)
        #expect(report.results.count == scenario.proposals.count)
        for result in report.results {
            #expect(result.verdict.isAcceptable, "\(name) at \(result.proposal): \(result.verdict)")
            for (engine, outcome) in result.outcomes where outcome.failure == nil {
                let frames = try #require(outcome.framesIfAny)
                for id in result.compared {
                    #expect(frames[id] != nil, "\(engine) laid out no \"\(id)\" in \(name)")
                }
            }
        }
    }

    @Test("Scenario names are unique and every scenario has an origin and a proposal")
    func namesAreUnique() {
        let names = Catalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        for s in Catalog.all {
            #expect(!s.origin.isEmpty && !s.proposals.isEmpty)
        }
    }

    @Test("Login form: both labels take the wider label's width, trailing aligned")
    func loginForm() {
        let frames = preferenceFrames("login-form")
        #expect(frames["user.label"] == rect(16, 16, 81.125, 18.625))
        #expect(frames["password.label"] == rect(16, 16 + 18.625 + 8, 81.125, 18.625))
    }

    @Test("Login buttons by a preference: both labels centred in the wider one's width")
    func loginButtonsPreference() {
        let frames = preferenceFrames("login-buttons-preference")
        // VStack at 320: each padded button is 169.4921875 + 32 wide, centred in the stack.
        let forgot = frames["forgot.label"]
        let login = frames["login.label"]
        #expect(forgot?.width == 169.4921875)
        #expect(login?.width == 48.53125)
        #expect(login?.midX == forgot?.midX)
        #expect(forgot?.minY == 16 + 18.625 + 32 + 8)
    }

    @Test("Modifiers on a Group apply to each of its views: the Group spelling lays out as the per-button one")
    func loginButtonsGroup() {
        let group = Self.framesByEngine("login-buttons-group")
        let each = Self.framesByEngine("login-buttons-preference")
        // Rule 13: the Group's padding and colour reach each button, so the second label sits
        // where the per-button spelling puts it (y 74.625, not 42.625), in both engines.
        #expect(group.count == 2)
        for (engine, frames) in group {
            #expect(frames["forgot.label"] == each["preference"]?["forgot.label"], "\(engine)")
            #expect(frames["forgot.label"]?.minY == 74.625, "\(engine)")
        }
    }

    static func framesByEngine(_ name: String) -> [String: [String: Rect]] {
        let result = crossCheck.run(Catalog.scenario(named: name)!).results[0]
        return Dictionary(
            uniqueKeysWithValues: result.outcomes.compactMap { o in o.outcome.framesIfAny.map { (o.engine, $0) } })
    }

    @Test("Login buttons by an infinite frame fill the offered width less the paddings")
    func loginButtonsInfiniteFrame() {
        let report = crossCheck.run(Catalog.scenario(named: "login-buttons-infinite-frame")!)
        let atNarrow = report.results[0].outcome(of: "preference")!.framesIfAny!
        // 320 − 2 × 16 (outer) − 2 × 16 (inner): the frame is 256 wide and the label centred in it.
        #expect(atNarrow["login.label"]?.midX == 160)
        #expect(atNarrow["forgot.label"]?.midX == 160)
    }

    @Test("Chat bubble: as tall as the text's lines plus padding", arguments: [0, 1, 2])
    func chatBubble(index: Int) throws {
        let scenario = Catalog.chatBubbles[index]
        let frames = preferenceFrames(scenario.name)
        let text = try #require(frames["message"])
        let lines = (text.height / 19.7890625).rounded()
        #expect(lines >= 1)
        #expect(frames["bubble"] == rect(12, 12, 480, lines * 19.7890625 + 24))
        #expect(text.width <= 456)
    }

    @Test("Conversation: sender labels share the widest width, so the bubbles line up")
    func conversation() {
        let frames = preferenceFrames("conversation")
        let senders = (0..<3).compactMap { frames["sender.\($0)"] }
        let bubbles = (0..<3).compactMap { frames["bubble.\($0)"] }
        #expect(senders.count == 3 && bubbles.count == 3)
        let widest = Font(size: 17).width(of: "Theodora:") + 4
        #expect(senders.allSatisfy { $0.width == widest })
        #expect(Set(bubbles.map(\.minX)).count == 1)
    }

    @Test("Badge: padded label clipped to the offered width, truncated below its ideal width")
    func badge() {
        let report = crossCheck.run(Catalog.scenario(named: "badge-sweep-short")!)
        let ideal = Font(size: 16).width(of: "Blue circles") + 24
        for result in report.results {
            let frames = result.outcome(of: "preference")!.framesIfAny!
            let offered = result.proposal.width!
            #expect(frames["offered"]?.width == offered)
            if offered >= ideal {
                #expect(frames["badge"]?.width == ideal)
            } else {
                // Truncated with "…": as wide as the shortened line, never wider than offered.
                let text = TextMeasurement.layout(
                    "Blue circles", font: Font(size: 16), width: offered - 24,
                    lineLimit: 1)
                #expect(text.isTruncated)
                #expect(frames["badge"]?.width == text.width + 24)
            }
        }
    }

    @Test("Badge: a label changed between layouts is laid out by the same engines")
    func badgeLabelChange() {
        let report = crossCheck.run(Catalog.badgeLabelChange)
        let font = Font(size: 16)
        for (k, result) in report.results.enumerated() {
            let label = (4..<7).contains(k) ? "Sample collection of blue circles" : "Blue circles"
            let offered = result.proposal.width!
            let text = TextMeasurement.layout(label, font: font, width: offered - 24, lineLimit: 1)
            for (engine, outcome) in result.outcomes {
                #expect(outcome.framesIfAny?["badge"]?.width == text.width + 24, "\(engine) at \(k)")
            }
        }
    }

    @Test("Feedback loop: the preference engine reports the growing width, in both spellings")
    func feedbackLoop() {
        let report = crossCheck.run(Catalog.feedbackLoop)
        guard case .explained("feedback-loop", _) = report.verdict else {
            Issue.record("feedback loop verdict: \(report.verdict)")
            return
        }
        for (engine, outcome) in report.results[0].outcomes where engine.hasPrefix("preference") {
            #expect(outcome.reportedLoop, "\(engine)")
        }
    }

    @Test("Relation grid: columns share a width, rows a height")
    func relationGrid() {
        let frames = preferenceFrames("relation-grid-3x3")
        for c in 0..<3 {
            #expect(Set((0..<3).compactMap { frames["cell.\($0).\(c)"]?.width }).count == 1)
        }
        for r in 0..<3 {
            #expect(Set((0..<3).compactMap { frames["cell.\(r).\($0)"]?.height }).count == 1)
        }
    }

    @Test("GeometryReader fraction is preference only, with its reason")
    func geometryFraction() {
        let report = crossCheck.run(Catalog.scenario(named: "login-buttons-geometry-fraction")!)
        guard case .explained("preference-only", let reason) = report.verdict else {
            Issue.record("verdict: \(report.verdict)")
            return
        }
        #expect(reason.contains("GeometryReader"))
        // At 320 the buttons may be at most 0.6 × 320 wide, padding outside.
        let frames = report.results[0].outcome(of: "preference")!.framesIfAny!
        #expect(frames["forgot.label"]?.width == 169.4921875)
    }

    @Test("Feed item: the poster image is 50 × 50 beside the name, the rows stack")
    func feedItem() {
        let frames = preferenceFrames("feed-1")
        #expect(frames["item.0.poster.image"]?.size == Size(width: 50, height: 50))
        #expect(frames["item.0.poster.name"]?.minX == 66)  // padding 8, image 50, spacing 8
        #expect(frames["item.0.frame"]?.width == 375)
    }

    @Test("Scaled scenarios stand for the number of views their names say")
    func scaledSizes() {
        #expect(Catalog.scaledConversation(1_000).view!.expandedCount > 1_000 * 4)
        let built = ViewFactory().build(Catalog.scaledForm(100).view!)
        #expect(built.identifiers.count == 200)
        #expect(built.identifiers.first == "label.0" && built.identifiers.last == "field.99")
    }
}
