import Comparisons
import ConstraintLayout
import LayoutModel
import PreferenceLayout

// The feed of LayoutFrameworkBenchmark, the item iOS layout frameworks are timed on (Auto
// Layout, manual layout, LayoutKit, FlexLayout …): N items in a column through the preference
// engine, the constraint engine and the floor, the same frames computed by hand the way the
// benchmark's manual-layout version does. The tree is the catalog's `FeedView`, what the
// scenario `feed-N` and `export feed` write; no relation ties one item to another.

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

/// The floor: every frame of the catalog's feed at `width`, item after item, each part placed where
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

/// The floor's frames by identifier (`item.K.PART`).
func feedFloorFrames(_ items: [FeedItem], width: Double) -> [(String, Rect)] {
    let floor = feedFloor(items, width: width)
    return items.flatMap { item in
        feedParts.enumerated().map { k, part in ("item.\(item.id).\(part)", floor[item.id * feedParts.count + k]) }
    }
}

/// The proposal of a feed layout at `width`: the ideal height.
private func proposal(_ width: Double) -> ProposedSize { ProposedSize(width: width, height: nil) }

/// The catalog's feed view of `items`.
private func feedView(_ items: [FeedItem]) -> FeedView { FeedView(items: items.map(\.texts)) }

/// The feed through the preference engine: a cold layout (a new engine, its own measurements),
/// one step of the resize sweep on a laid-out engine, and one comment changed (a new root
/// value), each checked against the floor.
func runPreferenceFeed(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    let view = feedView(items)
    let what = "preference feed n=\(n)"
    let (coldSamples, coldLast) = coldPreferenceLayouts(view, proposal(feedWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(feedFloorFrames(items, width: feedWidth), what) { coldLast.frames[$0] }
    verify(cold.passes == 1, "\(what): \(cold.passes) passes, expected 1 (nothing is measured)")

    var last: PreferenceLayoutResult?
    let resizing = PreferenceLayoutEngine(root: view)
    _ = layOut(resizing, proposal(feedWidth), what)
    var step = 0
    var resize = PreferenceLayoutStatistics()
    let resizeSamples = sample(plan) {
        step += 1
        let width = feedResizeWidths[step % feedResizeWidths.count]
        var result: PreferenceLayoutResult?
        let elapsed = timed { result = layOut(resizing, proposal(width), "preference feed resize n=\(n)") }
        last = result
        resize = result!.statistics
        return elapsed
    }
    checkFrames(feedFloorFrames(items, width: feedResizeWidths[step % feedResizeWidths.count]),
                "preference feed resize n=\(n)") { last!.frames[$0] }

    // One comment changed: the new root is given to a laid-out engine, which keeps the rest.
    let editedRoot = feedView(editedFeed(items))
    var textChange = PreferenceLayoutStatistics()
    let textSamples = sample(plan) {
        let engine = PreferenceLayoutEngine(root: view)
        _ = layOut(engine, proposal(feedWidth), what)
        var result: PreferenceLayoutResult?
        let elapsed = timed {
            engine.root = editedRoot
            result = layOut(engine, proposal(feedWidth), "preference feed text change n=\(n)")
        }
        textChange = result!.statistics
        last = result
        return elapsed
    }
    checkFrames(feedFloorFrames(editedFeed(items), width: feedWidth), "preference feed text change n=\(n)") {
        last!.frames[$0]
    }

    return [
        BenchResult(workload: "feed", n: n, metric: "cold", engine: "preference", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "feed", n: n, metric: "resize-step", engine: "preference", samples: resizeSamples,
                    counts: counts(resize)),
        BenchResult(workload: "feed", n: n, metric: "text-changed", engine: "preference", samples: textSamples,
                    counts: counts(textChange)),
    ]
}

/// The feed through the constraint engine: a cold layout, one step of the resize sweep and
/// one comment changed in place (`setText`), each checked against the floor.
func runConstraintFeed(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    let view = feedView(items)
    let what = "constraint feed n=\(n)"
    let (coldSamples, coldLast) = coldConstraintLayouts(view, proposal(feedWidth), plan, what)
    let cold = coldLast.statistics
    checkFrames(feedFloorFrames(items, width: feedWidth), what) { coldLast.frame(of: $0) }

    func width(_ step: Int) -> Double { feedResizeWidths[step % feedResizeWidths.count] }
    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, proposal(feedWidth), what)
    let resized = constraintResizeSteps(resizing, plan, "constraint feed resize n=\(n)") { proposal(width($0)) }
    checkFrames(feedFloorFrames(items, width: width(resized.step)), "constraint feed resize n=\(n)") {
        resized.last.frame(of: $0)
    }

    // One comment changed in place, back and forth, on a laid-out engine.
    var edited = items
    let changed = n / 2
    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, proposal(feedWidth), what)
    let changes = constraintTextChanges(editing, of: "item.\(changed).poster.comment",
                                        to: (editedFeed(items)[changed].texts.posterComment, items[changed].texts.posterComment),
                                        proposal(feedWidth), plan, "constraint feed text change n=\(n)")
    edited[changed].texts.posterComment = changes.text
    checkFrames(feedFloorFrames(edited, width: feedWidth), "constraint feed text change n=\(n)") { changes.last.frame(of: $0) }

    return [
        BenchResult(workload: "feed", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(workload: "feed", n: n, metric: "resize-step", engine: "constraint", samples: resized.samples,
                    counts: counts(resizing.statistics)),
        BenchResult(workload: "feed", n: n, metric: "text-changed", engine: "constraint", samples: changes.samples,
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
