import Comparisons
import LayoutModel
import Testing

// The feed item of LayoutFrameworkBenchmark, frame by frame, worked out by hand from the text
// widths at 17 pt (DejaVu Sans): "Like" 34.498046875, "Comment" 83.2900390625, "Share"
// 49.43115234375, line height 19.7890625. The item is padded by 8, its five parts 4 apart.

@Suite("Feed scenario")
struct FeedScenarioTests {
    let font = Font(size: 17)
    var line: Double { font.lineHeight }

    /// Both engines' frames of `feed-n` at its proposal `k`.
    func frames(items n: Int = 1, proposal k: Int = 0) throws -> [(engine: String, frames: [String: Rect])] {
        let report = crossCheck.run(Catalog.feed(n))
        let result = report.results[k]
        return try ["preference", "constraint"].map { engine in
            (engine, try #require(result.outcome(of: engine)?.framesIfAny, "\(engine) laid out nothing"))
        }
    }

    func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 1e-9 } ?? false }

    @Test("The font's numbers the hand computation starts from")
    func fontNumbers() {
        #expect(line == 19.7890625)
        #expect(font.width(of: "Like") == 34.498046875)
        #expect(font.width(of: "Comment") == 83.2900390625)
        #expect(font.width(of: "Share") == 49.43115234375)
    }

    @Test("One item at 375: the top bar, the poster and the social actions, by hand")
    func oneItemAt375() throws {
        let t = FeedItemTexts(item: 0)
        let w = 375.0 - 16  // inside the item's padding
        let options = font.width(of: t.options)
        // The options label is the least flexible: it keeps its width, the action label the rest.
        let expectedOptions = rect(8 + w - options, 8, options, line)
        let action = rect(8, 8, font.width(of: t.action), line)
        // Poster row 4 below the top bar: the image, 8, then the texts 1 below the row's top.
        let posterTop = 8 + line + 4
        let name = rect(66, posterTop + 1, font.width(of: t.posterName), line)
        // The headline needs its three lines at 375 - 16 - 58 - 4 = 297 points.
        let headlineY = name.maxY + 1
        let timeY = headlineY + 3 * line + 1
        let time = rect(66, timeY, font.width(of: t.posterTime), line)
        // The comment starts 3 below the time (the texts are taller than the 50-point image).
        let commentY = timeY + line + 3
        #expect(commentY > posterTop + 50)
        // Comment: three lines at 359; the content: image 200, title two lines, domain one.
        let socialY = commentY + 3 * line + 4 + 200 + 2 * line + line + 4
        let like = rect(8, socialY, 34.498046875, line)
        let comment = rect(8 + (w - 83.2900390625) / 2, socialY, 83.2900390625, line)
        let share = rect(8 + w - 49.43115234375, socialY, 49.43115234375, line)
        // The actor row: the comment (three lines at 359 - 54 = 305) is taller than the image,
        // which is centred on it.
        let actorY = socialY + line + 4
        let actorImage = rect(8, actorY + (3 * line - 50) / 2, 50, 50)
        let item = rect(0, 0, 375, actorY + 3 * line + 8)

        for (engine, f) in try frames() {
            #expect(f["item.0.options"] == expectedOptions, "\(engine)")
            #expect(f["item.0.action"] == action, "\(engine)")
            #expect(f["item.0.poster.image"] == rect(8, posterTop, 50, 50), "\(engine)")
            #expect(f["item.0.poster.name"] == name, "\(engine)")
            #expect(f["item.0.poster.headline"]?.minY == headlineY, "\(engine)")
            #expect(f["item.0.poster.headline"]?.height == 3 * line, "\(engine)")
            #expect(f["item.0.poster.time"] == time, "\(engine)")
            #expect(f["item.0.poster.comment"]?.minY == commentY, "\(engine)")
            #expect(f["item.0.content.image"] == rect(8, commentY + 3 * line + 4, w, 200), "\(engine)")
            #expect(
                f["item.0.content.domain"] == rect(8, socialY - 4 - line, font.width(of: t.contentDomain), line),
                "\(engine)")
            #expect(f["item.0.like"] == like, "\(engine)")
            #expect(f["item.0.comment"] == comment, "\(engine)")
            #expect(f["item.0.share"] == share, "\(engine)")
            #expect(f["item.0.actor.image"] == actorImage, "\(engine)")
            #expect(f["item.0.actor.comment"]?.minX == 62, "\(engine)")
            #expect(f["item.0.actor.comment"]?.minY == actorY, "\(engine)")
            #expect(f["item.0.frame"] == item, "\(engine)")
        }
    }

    @Test("At 320 the headline is cut to three lines, the comment wraps to four")
    func oneItemAt320() throws {
        let t = FeedItemTexts(item: 0)
        let headlineWidth = 320.0 - 16 - 58 - 4
        let unlimited = TextMeasurement.layout(t.posterHeadline, font: font, width: headlineWidth, lineLimit: nil)
        #expect(unlimited.lines.count > 3)  // so the limit is what keeps it at three
        for (engine, f) in try frames(proposal: 1) {
            #expect(f["item.0.poster.headline"]?.height == 3 * line, "\(engine)")
            #expect(f["item.0.poster.comment"]?.height == 4 * line, "\(engine)")
            // Edges computed as origin + width: equal up to rounding.
            #expect(close(f["item.0.options"]?.maxX, 320 - 8), "\(engine)")
            #expect(close(f["item.0.share"]?.maxX, 320 - 8), "\(engine)")
            #expect(close(f["item.0.comment"]?.midX, 160), "\(engine)")
            #expect(f["item.0.content.image"]?.size == Size(width: 304, height: 200), "\(engine)")
        }
    }

    @Test("Ten items stack edge to edge, each with its own texts")
    func tenItems() throws {
        for (engine, f) in try frames(items: 10) {
            var y = 0.0
            for i in 0..<10 {
                let frame = try #require(f["item.\(i).frame"], "\(engine): item \(i)")
                #expect(frame.minX == 0 && frame.width == 375 && abs(frame.minY - y) <= 1e-9, "\(engine): item \(i)")
                y = frame.maxY
                let name = try #require(f["item.\(i).poster.name"])
                #expect(name.width == font.width(of: "Layout Weekly, issue \(i)"), "\(engine): item \(i)")
            }
        }
    }

    @Test("An item's texts are the catalog's template with its index")
    func textsFollowTheTemplate() {
        let texts = FeedItemTexts(item: 42)
        #expect(texts.action == "Alex and 42 others liked this")
        #expect(texts.posterTime == "42 h")
        let spec = Catalog.feedItem.substitutingIndex(42)
        #expect(
            ScenarioEncoder.file([Scenario(name: "x", origin: "x", proposals: [], view: spec)])
                .contains(texts.contentTitle))
        #expect(!FeedItemTexts().contentTitle.contains("42"))
    }
}
