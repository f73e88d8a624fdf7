import LayoutModel

/// The words of one feed item, in the catalog's own wording. `{i}` stands for the item's index,
/// so the items of a feed differ as the benchmark's generated data does and every text is
/// measured afresh.
package struct FeedItemTexts: Hashable, Sendable {
    package var action = "Alex and {i} others liked this"
    package var options = "•••"
    package var posterName = "Layout Weekly, issue {i}"
    /// Long enough to need the three-line limit at the narrower widths.
    package var posterHeadline =
        "Constraint solvers beside proposal and response: one screen of an app, "
        + "laid out twice, by two engines that must agree"
    package var posterTime = "{i} h"
    package var posterComment =
        "Two engines, one tree: the frames must agree to a millionth of a point, "
        + "or the difference needs a name and a reason."
    package var contentTitle = "Why equal widths are one line in a solver (part {i})"
    package var contentDomain = "layout.example"
    package var like = "Like"
    package var comment = "Comment"
    package var share = "Share"
    package var actorComment = "The grid case surprised me: columns share a width without any measuring at all."

    /// The templates, `{i}` unreplaced.
    package init() {}

    /// The texts of item `index`: every `{i}` replaced by the index.
    ///
    /// - Parameter index: the item's position in the feed, from 0.
    /// - Returns: the item's texts, as `ViewSpec.substitutingIndex(_:)` writes them.
    package init(item index: Int) {
        let value = String(index)
        func s(_ text: inout String) { text = text.replacingOccurrences(of: "{i}", with: value) }
        s(&action)
        s(&options)
        s(&posterName)
        s(&posterHeadline)
        s(&posterTime)
        s(&posterComment)
        s(&contentTitle)
        s(&contentDomain)
        s(&like)
        s(&comment)
        s(&share)
        s(&actorComment)
    }

    /// The headline's line limit (the benchmark's headline label allows three lines).
    package static let headlineLineLimit = 3
}

// MARK: The iOS layout benchmark's feed

extension Catalog {
    /// The feed sizes, in items.
    package static let feedSizes = [1, 10, 100, 1_000]

    /// The widths a feed is laid out at: a 375-point phone, a 320-point phone and a
    /// 414-point one.
    package static let feedWidths: [Double] = [375, 320, 414]

    /// One feed item (``FeedItemView``) in the scenario file format, its texts and identifiers
    /// templates (`{i}`) for a `repeat`.
    package static var feedItem: ViewSpec {
        written(FeedItemView(texts: FeedItemTexts(), index: "{i}"))
    }

    /// `n` feed items in a column, at the three phone widths (a resize from one to the next).
    ///
    /// - Parameter n: the number of items.
    /// - Returns: the scenario `feed-n`.
    package static func feed(_ n: Int) -> Scenario {
        Scenario(
            name: "feed-\(n)",
            origin: "LayoutFrameworkBenchmark: \(n) feed item(s) (action row, poster, comment, content, "
                + "actions, actor comment)",
            proposals: feedWidths.map { ProposedSize(width: $0, height: nil) },
            view: .vstack(alignment: .leading, spacing: 0, [.repeated(n, feedItem)]))
    }

    /// The feed at every size of ``feedSizes``.
    package static var feed: [Scenario] { feedSizes.map(feed) }
}
