import Comparisons
import ConstraintLayout
import LayoutModel
import PreferenceLayout

// The feed of LayoutFrameworkBenchmark, the item iOS layout frameworks are timed on (Auto
// Layout, manual layout, LayoutKit, FlexLayout …): N items in a column through the preference
// engine, the constraint engine and the floor, the same frames computed by hand the way the
// benchmark's manual-layout version does. The tree is the catalog's `feed-N` (`FeedScenario`),
// written here in the view vocabulary; no relation ties one item to another.

/// One item's data: its index (for its identifiers) and its texts.
struct FeedItem: Identifiable {
    var id: Int
    var texts: FeedItemTexts
}

func makeFeed(_ n: Int) -> [FeedItem] {
    (0..<n).map { FeedItem(id: $0, texts: FeedItemTexts(item: $0)) }
}

/// The width a feed is first laid out at, and the resize sweep: the window narrows in steps of
/// 5 points and starts again, so no step repeats any of the engine's last three proposals.
let feedWidth = 375.0
let feedResizeWidths = (0..<10).map { feedWidth - 5 * Double($0) }

/// The parts of an item whose frames are compared, in the floor's order
/// (`item.<index>.<part>`).
let feedParts = ["action", "options", "poster.image", "poster.name", "poster.headline", "poster.time",
                 "poster.comment", "content.image", "content.title", "content.domain", "like", "comment",
                 "share", "actor.image", "actor.comment", "frame"]

/// `Catalog.feedItem` in the view vocabulary. An image of a given size is a `Color` with a fixed
/// frame: the vocabulary has no image view yet.
struct FeedItemView: View {
    var item: FeedItem

    var body: some View {
        let t = item.texts
        let prefix = "item.\(item.id)."
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                Text(t.action).id(prefix + "action").frame(maxWidth: .infinity, alignment: .leading)
                Text(t.options).id(prefix + "options")
            }
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .top) {
                    Color.gray.frame(width: 50, height: 50).id(prefix + "poster.image")
                    VStack(alignment: .leading, spacing: 1) {
                        Text(t.posterName).id(prefix + "poster.name")
                        Text(t.posterHeadline).lineLimit(FeedItemTexts.headlineLineLimit).id(prefix + "poster.headline")
                        Text(t.posterTime).id(prefix + "poster.time")
                    }
                    .padding(EdgeInsets(top: 1, leading: 0, bottom: 3, trailing: 4))
                }
                Text(t.posterComment).id(prefix + "poster.comment")
            }
            VStack(alignment: .leading, spacing: 0) {
                Color.gray.frame(height: 200).id(prefix + "content.image")
                Text(t.contentTitle).id(prefix + "content.title")
                Text(t.contentDomain).id(prefix + "content.domain")
            }
            ZStack {
                Text(t.like).id(prefix + "like").frame(maxWidth: .infinity, alignment: .leading)
                Text(t.comment).id(prefix + "comment")
                Text(t.share).id(prefix + "share").frame(maxWidth: .infinity, alignment: .trailing)
            }
            HStack(spacing: 4) {
                Color.gray.frame(width: 50, height: 50).id(prefix + "actor.image")
                Text(t.actorComment).id(prefix + "actor.comment")
            }
        }
        .padding(8)
        .id(prefix + "frame")
    }
}

struct FeedView: View {
    var items: [FeedItem]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items) { FeedItemView(item: $0) }
        }
    }
}

/// The floor: every frame of `FeedView` at `width`, item after item, each part placed where
/// the layout rules put it (docs/ARCHITECTURE.md, "Layout rules"), its texts measured once at
/// the width the stacks offer them.
///
/// - Returns: `feedParts.count` frames per item, in the order of ``feedParts``.
/// - Complexity: O(n) text measurements for n items.
func feedFloor(_ items: [FeedItem], width: Double) -> [Rect] {
    let font = Font()
    let w = width - 16  // inside the item's padding
    let x = 8.0
    func size(_ text: String, _ offered: Double, lineLimit: Int? = nil) -> Size {
        let e = TextMeasurement.extent(text, font: font, width: offered, lineLimit: lineLimit)
        return Size(width: e.width, height: e.height)
    }
    var frames: [Rect] = []
    frames.reserveCapacity(items.count * feedParts.count)
    var top = 0.0
    for item in items {
        let t = item.texts
        var y = top + 8

        // Top bar: the options label is the less flexible, offered half of what the spacing
        // leaves; the action label's frame takes the rest.
        let options = size(t.options, (w - 8) / 2)
        let action = size(t.action, w - 8 - options.width)
        frames.append(Rect(x: x, y: y, width: action.width, height: action.height))
        frames.append(Rect(x: x + w - options.width, y: y, width: options.width, height: options.height))
        y += max(action.height, options.height) + 4

        // Poster: the 50-point image first, the padded texts in the rest, the comment below.
        let column = w - 8 - 50 - 4
        let name = size(t.posterName, column)
        let headline = size(t.posterHeadline, column, lineLimit: FeedItemTexts.headlineLineLimit)
        let time = size(t.posterTime, column)
        let nameY = y + 1, headlineY = nameY + name.height + 1, timeY = headlineY + headline.height + 1
        let rowHeight = max(50, timeY + time.height + 3 - y)
        frames.append(Rect(x: x, y: y, width: 50, height: 50))
        frames.append(Rect(x: x + 58, y: nameY, width: name.width, height: name.height))
        frames.append(Rect(x: x + 58, y: headlineY, width: headline.width, height: headline.height))
        frames.append(Rect(x: x + 58, y: timeY, width: time.width, height: time.height))
        let comment = size(t.posterComment, w)
        frames.append(Rect(x: x, y: y + rowHeight, width: comment.width, height: comment.height))
        y += rowHeight + comment.height + 4

        // Content: the image as wide as the item, then title and domain.
        let title = size(t.contentTitle, w), domain = size(t.contentDomain, w)
        frames.append(Rect(x: x, y: y, width: w, height: 200))
        frames.append(Rect(x: x, y: y + 200, width: title.width, height: title.height))
        frames.append(Rect(x: x, y: y + 200 + title.height, width: domain.width, height: domain.height))
        y += 200 + title.height + domain.height + 4

        // Social actions: three texts in one ZStack row, leading, centred and trailing.
        let like = size(t.like, w), middle = size(t.comment, w), share = size(t.share, w)
        let rowTall = max(like.height, middle.height, share.height)
        frames.append(Rect(x: x, y: y + (rowTall - like.height) / 2, width: like.width, height: like.height))
        frames.append(Rect(x: x + (w - middle.width) / 2, y: y + (rowTall - middle.height) / 2,
                           width: middle.width, height: middle.height))
        frames.append(Rect(x: x + w - share.width, y: y + (rowTall - share.height) / 2,
                           width: share.width, height: share.height))
        y += rowTall + 4

        // Actor: the image and the comment 4 apart, centred on each other.
        let actor = size(t.actorComment, w - 54)
        let actorHeight = max(50, actor.height)
        frames.append(Rect(x: x, y: y + (actorHeight - 50) / 2, width: 50, height: 50))
        frames.append(Rect(x: x + 54, y: y + (actorHeight - actor.height) / 2, width: actor.width, height: actor.height))
        y += actorHeight + 8

        frames.append(Rect(x: 0, y: top, width: width, height: y - top))
        top = y
    }
    return frames
}

/// Every compared frame `frame(id)` gives equals the floor's at `width`, within `FrameTolerance`.
func checkFeed(_ items: [FeedItem], width: Double, _ what: String, _ frame: (String) -> Rect?) {
    let floor = feedFloor(items, width: width)
    for item in items {
        for (k, part) in feedParts.enumerated() {
            let id = "item.\(item.id).\(part)"
            let actual = frame(id), expected = floor[item.id * feedParts.count + k]
            let agrees = actual.map { FrameTolerance.agrees($0, expected) } ?? false
            verify(agrees, "\(what): \(id) is \(actual.map(String.init(describing:)) ?? "missing"), floor says \(expected)")
        }
    }
}

/// The catalog's `feed-n`, the tree `export feed` writes, laid out by the preference engine
/// equals the floor at every width of the scenario: what is timed is what is exported.
private func checkCatalogFeed(_ items: [FeedItem]) {
    let scenario = Catalog.feed(items.count)
    let built = ViewFactory(identifiesLeaves: false).build(scenario.view!)
    let engine = PreferenceLayoutEngine(root: built.view)
    for proposal in scenario.proposals {
        let result: PreferenceLayoutResult
        do { result = try engine.layout(proposal: proposal) } catch { checkFailed("catalog feed-\(items.count): \(error)") }
        checkFeed(items, width: proposal.width!, "catalog feed-\(items.count) at \(proposal.width!)") { result.frames[$0] }
    }
}

private func layOut<V: View>(_ engine: PreferenceLayoutEngine<V>, width: Double, _ what: String) -> PreferenceLayoutResult {
    do { return try engine.layout(proposal: ProposedSize(width: width, height: nil)) } catch {
        checkFailed("\(what): \(error)")
    }
}

private func layOut<V: View>(_ engine: ConstraintLayoutEngine<V>, width: Double, _ what: String) -> ConstraintLayoutResult {
    do { return try engine.layout(proposal: ProposedSize(width: width, height: nil)) } catch {
        checkFailed("\(what): \(error)")
    }
}

private func counts(_ s: PreferenceLayoutStatistics) -> [(String, Int)] {
    [("passes", s.passes), ("body_evaluations", s.bodyEvaluations), ("size_computations", s.sizeComputations)]
}

private func counts(_ s: ConstraintLayoutStatistics) -> [(String, Int)] {
    [("constraints", s.constraints), ("pivots", s.pivots), ("solves", s.solves),
     ("text_measurements", s.textMeasurements), ("size_computations", s.sizeComputations)]
}

/// The feed through the preference engine: a cold layout (a new engine, an empty text cache)
/// and one step of the resize sweep on a laid-out engine, each checked against the floor.
func runPreferenceFeed(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    checkCatalogFeed(items)
    let view = FeedView(items: items)
    var last: PreferenceLayoutResult?
    var cold = PreferenceLayoutStatistics()
    let coldSamples = sample(plan) {
        last = nil
        var engine: PreferenceLayoutEngine<FeedView>?
        let elapsed = timed {
            engine = PreferenceLayoutEngine(root: view)
            last = layOut(engine!, width: feedWidth, "preference feed n=\(n)")
        }
        blackHole(engine)
        cold = last!.statistics
        return elapsed
    }
    checkFeed(items, width: feedWidth, "preference feed n=\(n)") { last!.frames[$0] }
    verify(cold.passes == 1, "preference feed n=\(n): \(cold.passes) passes, expected 1 (nothing is measured)")

    let resizing = PreferenceLayoutEngine(root: view)
    _ = layOut(resizing, width: feedWidth, "preference feed n=\(n)")
    var step = 0
    var resize = PreferenceLayoutStatistics()
    let resizeSamples = sample(plan) {
        step += 1
        let width = feedResizeWidths[step % feedResizeWidths.count]
        var result: PreferenceLayoutResult?
        let elapsed = timed { result = layOut(resizing, width: width, "preference feed resize n=\(n)") }
        last = result
        resize = result!.statistics
        return elapsed
    }
    checkFeed(items, width: feedResizeWidths[step % feedResizeWidths.count], "preference feed resize n=\(n)") {
        last!.frames[$0]
    }

    // One comment changed: the new root is given to a laid-out engine, which keeps the rest.
    let edited = editedFeed(items)
    var textChange = PreferenceLayoutStatistics()
    let textSamples = sample(plan) {
        let engine = PreferenceLayoutEngine(root: view)
        _ = layOut(engine, width: feedWidth, "preference feed n=\(n)")
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            engine.root = FeedView(items: edited)
            result = layOut(engine, width: feedWidth, "preference feed text change n=\(n)")
        }
        textChange = result!.statistics
        last = result
        return elapsed
    }
    checkFeed(edited, width: feedWidth, "preference feed text change n=\(n)") { last!.frames[$0] }

    return [
        BenchResult(workload: "feed", n: n, metric: "cold", engine: "preference", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "feed", n: n, metric: "resize-step", engine: "preference", samples: resizeSamples,
                    counts: counts(resize)),
        BenchResult(workload: "feed", n: n, metric: "text-changed", engine: "preference", samples: textSamples,
                    counts: counts(textChange)),
    ]
}

/// The feed through the constraint engine: a cold layout and one step of the resize sweep,
/// each checked against the floor.
func runConstraintFeed(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    let view = FeedView(items: items)
    var last: ConstraintLayoutResult?
    var cold = ConstraintLayoutStatistics()
    var engine: ConstraintLayoutEngine<FeedView>?
    let coldSamples = sample(plan) {
        engine = nil
        last = nil
        let elapsed = timed {
            engine = ConstraintLayoutEngine(root: view)
            last = layOut(engine!, width: feedWidth, "constraint feed n=\(n)")
        }
        cold = last!.statistics
        return elapsed
    }
    checkFeed(items, width: feedWidth, "constraint feed n=\(n)") { last!.frame(of: $0) }
    engine = nil

    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, width: feedWidth, "constraint feed n=\(n)")
    var step = 0
    let resizeSamples = sample(plan) {
        step += 1
        let width = feedResizeWidths[step % feedResizeWidths.count]
        // A result kept past the next layout holds the placement it read (copied on write).
        last = nil
        var result: ConstraintLayoutResult?
        let elapsed = timed { result = layOut(resizing, width: width, "constraint feed resize n=\(n)") }
        last = result
        return elapsed
    }
    checkFeed(items, width: feedResizeWidths[step % feedResizeWidths.count], "constraint feed resize n=\(n)") {
        last!.frame(of: $0)
    }

    // One comment changed in place, back and forth, on a laid-out engine.
    let edited = editedFeed(items)
    let changed = n / 2
    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, width: feedWidth, "constraint feed n=\(n)")
    var edits = 0
    let textSamples = sample(plan) {
        edits += 1
        last = nil
        let string = edits % 2 == 1 ? edited[changed].texts.posterComment : items[changed].texts.posterComment
        var result: ConstraintLayoutResult?
        let elapsed = timed {
            do { try editing.setText(string, of: "item.\(changed).poster.comment") } catch { checkFailed("setText: \(error)") }
            result = layOut(editing, width: feedWidth, "constraint feed text change n=\(n)")
        }
        last = result
        return elapsed
    }
    checkFeed(edits % 2 == 1 ? edited : items, width: feedWidth, "constraint feed text change n=\(n)") { last!.frame(of: $0) }

    return [
        BenchResult(workload: "feed", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "feed", n: n, metric: "resize-step", engine: "constraint", samples: resizeSamples,
                    counts: counts(resizing.statistics)),
        BenchResult(workload: "feed", n: n, metric: "text-changed", engine: "constraint", samples: textSamples,
                    counts: counts(editing.statistics)),
    ]
}

/// The feed with the middle item's comment longer by a sentence (one more line).
func editedFeed(_ items: [FeedItem]) -> [FeedItem] {
    var edited = items
    edited[items.count / 2].texts.posterComment += " One more sentence makes the comment a line longer."
    return edited
}

/// The floor: cold and one step of the same resize sweep; it keeps no measurements, so every
/// text is measured at every step.
func runFeedFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    let coldSamples = sample(plan) {
        timed { blackHole(feedFloor(items, width: feedWidth)) }
    }
    var step = 0
    let resizeSamples = sample(plan) {
        step += 1
        let width = feedResizeWidths[step % feedResizeWidths.count]
        return timed { blackHole(feedFloor(items, width: width)) }
    }
    return [
        BenchResult(workload: "feed", n: n, metric: "cold", engine: "floor", samples: coldSamples),
        BenchResult(workload: "feed", n: n, metric: "resize-step", engine: "floor", samples: resizeSamples),
    ]
}
