import Comparisons
import ConstraintLayout
import LayoutModel
import PreferenceLayout

// The feed of LayoutFrameworkBenchmark, the item iOS layout frameworks are timed on (Auto
// Layout, manual layout, LayoutKit, FlexLayout …): N items in a column through the preference
// engine, the constraint engine and the floor (`FeedFloor`), the same frames computed by hand the
// way the benchmark's manual-layout version does. The tree is the catalog's `FeedView`, what the
// scenario `feed-N` and `export feed` write. No relation ties one view to another: the
// constraint engine lays the feed out by the layout rules alone, with an empty solver, so the
// feed times the two engines' rules, not a solver against preferences.

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
let feedParts = [
    "action", "options", "poster.image", "poster.name", "poster.headline", "poster.time",
    "poster.comment", "content.image", "content.title", "content.domain", "like", "comment",
    "share", "actor.image", "actor.comment", "frame"
]

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
    checkFrames(FeedFloor.frames(items, width: feedWidth), what) { coldLast.frames[$0] }
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
    checkFrames(
        FeedFloor.frames(items, width: feedResizeWidths[step % feedResizeWidths.count]),
        "preference feed resize n=\(n)"
    ) { last!.frames[$0] }

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
    checkFrames(FeedFloor.frames(editedFeed(items), width: feedWidth), "preference feed text change n=\(n)") {
        last!.frames[$0]
    }

    return [
        BenchResult(
            workload: "feed", n: n, metric: "cold", engine: "preference", samples: coldSamples, counts: counts(cold)),
        BenchResult(
            workload: "feed", n: n, metric: "resize-step", engine: "preference", samples: resizeSamples,
            counts: counts(resize)),
        BenchResult(
            workload: "feed", n: n, metric: "text-changed", engine: "preference", samples: textSamples,
            counts: counts(textChange))
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
    checkFrames(FeedFloor.frames(items, width: feedWidth), what) { coldLast.frame(of: $0) }

    func width(_ step: Int) -> Double { feedResizeWidths[step % feedResizeWidths.count] }
    let resizing = ConstraintLayoutEngine(root: view)
    _ = layOut(resizing, proposal(feedWidth), what)
    let resized = constraintResizeSteps(resizing, plan, "constraint feed resize n=\(n)") { proposal(width($0)) }
    checkFrames(FeedFloor.frames(items, width: width(resized.step)), "constraint feed resize n=\(n)") {
        resized.last.frame(of: $0)
    }

    // One comment changed in place, back and forth, on a laid-out engine.
    var edited = items
    let changed = n / 2
    let editing = ConstraintLayoutEngine(root: view)
    _ = layOut(editing, proposal(feedWidth), what)
    let changes = constraintTextChanges(
        editing, of: "item.\(changed).poster.comment",
        to: (editedFeed(items)[changed].texts.posterComment, items[changed].texts.posterComment),
        proposal(feedWidth), plan, "constraint feed text change n=\(n)")
    edited[changed].texts.posterComment = changes.text
    checkFrames(FeedFloor.frames(edited, width: feedWidth), "constraint feed text change n=\(n)") {
        changes.last.frame(of: $0)
    }

    return [
        BenchResult(
            workload: "feed", n: n, metric: "cold", engine: "constraint", samples: coldSamples, counts: counts(cold)),
        BenchResult(
            workload: "feed", n: n, metric: "resize-step", engine: "constraint", samples: resized.samples,
            counts: counts(resizing.statistics)),
        BenchResult(
            workload: "feed", n: n, metric: "text-changed", engine: "constraint", samples: changes.samples,
            counts: counts(editing.statistics))
    ]
}

/// The feed with the middle item's comment longer by a sentence (one more line).
func editedFeed(_ items: [FeedItem]) -> [FeedItem] {
    var edited = items
    edited[items.count / 2].texts.posterComment += " One more sentence makes the comment a line longer."
    return edited
}

/// The floor: cold (a new floor, its texts measured through an empty cache) and one step of the
/// same resize sweep (the floor's texts as the earlier steps left them), each run's frames
/// checked against a new floor's at the same width.
func runFeedFloor(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    var cold: [Rect] = []
    let coldSamples = sample(plan) {
        cold = []
        return timed { cold = FeedFloor(items).layout(width: feedWidth) }
    }
    checkFloor(cold, FeedFloor.frames(items, width: feedWidth), "feed floor n=\(n)")

    let resizing = FeedFloor(items)
    blackHole(resizing.layout(width: feedWidth))
    var step = 0
    var resized: [Rect] = []
    let resizeSamples = sample(plan) {
        step += 1
        let width = feedResizeWidths[step % feedResizeWidths.count]
        resized = []
        return timed { resized = resizing.layout(width: width) }
    }
    checkFloor(
        resized, FeedFloor.frames(items, width: feedResizeWidths[step % feedResizeWidths.count]),
        "feed floor resize n=\(n)")
    return [
        BenchResult(workload: "feed", n: n, metric: "cold", engine: "floor", samples: coldSamples),
        BenchResult(workload: "feed", n: n, metric: "resize-step", engine: "floor", samples: resizeSamples)
    ]
}
