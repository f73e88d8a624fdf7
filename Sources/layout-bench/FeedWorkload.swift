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

/// The width of resize step K: the sweep.
private func resizeWidth(_ step: Int) -> Double { feedResizeWidths[step % feedResizeWidths.count] }

/// The feed through the preference engine, the constraint engine and the floor, each metric's
/// figures sampled in turn (`runInTurn`): cold; one step of the resize sweep on a laid-out
/// engine; one comment changed (a new root value for the preference engine, `setText` for the
/// constraint engine), each checked against the floor.
func runFeed(_ n: Int, _ plan: SamplingPlan) -> [BenchResult] {
    let items = makeFeed(n)
    let view = feedView(items)
    let floorFrames = FeedFloor.frames(items, width: feedWidth)
    func resizedFrames(_ step: Int) -> [(String, Rect)] { FeedFloor.frames(items, width: resizeWidth(step)) }
    let edited = editedFeed(items)
    let changed = n / 2

    let cold = {
        [
            preferenceColdTrial(view, proposal(feedWidth), "preference feed n=\(n)") { result in
                checkFrames(floorFrames, "preference feed n=\(n)") { result.frames[$0] }
                verify(
                    result.statistics.passes == 1,
                    "preference feed n=\(n): \(result.statistics.passes) passes, expected 1 (nothing is measured)")
            },
            constraintColdTrial(view, proposal(feedWidth), "constraint feed n=\(n)") { result in
                checkFrames(floorFrames, "constraint feed n=\(n)") { result.frame(of: $0) }
            },
            floorColdTrial(
                { FeedFloor(items) }, layout: { $0.layout(width: feedWidth) },
                check: {
                    checkFloor($0, floorFrames, "feed floor n=\(n)")
                })
        ]
    }
    let resize = {
        [
            preferenceResizeTrial(
                view, first: proposal(feedWidth), { proposal(resizeWidth($0)) }, "preference feed resize n=\(n)",
                check: { result, step in
                    checkFrames(resizedFrames(step), "preference feed resize n=\(n)") { result.frames[$0] }
                }),
            constraintResizeTrial(
                view, first: proposal(feedWidth), { proposal(resizeWidth($0)) }, "constraint feed resize n=\(n)",
                check: { result, step in
                    checkFrames(resizedFrames(step), "constraint feed resize n=\(n)") { result.frame(of: $0) }
                }),
            floorResizeTrial(
                FeedFloor(items), first: feedWidth, resizeWidth, layout: { $0.layout(width: $1) },
                check: { frames, step in
                    checkFloor(frames, resizedFrames(step), "feed floor resize n=\(n)")
                })
        ]
    }
    let textChange = {
        [
            preferenceRootChangeTrial(
                roots: [feedView(edited), view], proposal(feedWidth), "preference feed text change n=\(n)",
                check: { result, root in
                    checkFrames(
                        FeedFloor.frames(root == 0 ? edited : items, width: feedWidth),
                        "preference feed text change n=\(n)"
                    ) { result.frames[$0] }
                }),
            constraintTextChangeTrial(
                view, of: "item.\(changed).poster.comment",
                to: (edited[changed].texts.posterComment, items[changed].texts.posterComment),
                proposal(feedWidth), "constraint feed text change n=\(n)",
                check: { result, text in
                    checkFrames(
                        FeedFloor.frames(text == items[changed].texts.posterComment ? items : edited, width: feedWidth),
                        "constraint feed text change n=\(n)"
                    ) { result.frame(of: $0) }
                })
        ]
    }
    return runInTurn("feed", n, plan, engines: ["preference", "constraint", "floor"], [cold, resize, textChange])
}

/// The feed with the middle item's comment longer by a sentence (one more line).
func editedFeed(_ items: [FeedItem]) -> [FeedItem] {
    var edited = items
    edited[items.count / 2].texts.posterComment += " One more sentence makes the comment a line longer."
    return edited
}
