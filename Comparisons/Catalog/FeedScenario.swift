import LayoutModel

/// The words of one feed item, in the catalog's own wording. `{i}` stands for the item's index,
/// so the items of a feed differ as the benchmark's generated data does and every text is
/// measured afresh.
public struct FeedItemTexts: Hashable, Sendable {
    public var action = "Alex and {i} others liked this"
    public var options = "•••"
    public var posterName = "Layout Weekly, issue {i}"
    /// Long enough to need the three-line limit at the narrower widths.
    public var posterHeadline = "Constraint solvers beside proposal and response: one screen of an app, "
        + "laid out twice, by two engines that must agree"
    public var posterTime = "{i} h"
    public var posterComment = "Two engines, one tree: the frames must agree to a millionth of a point, "
        + "or the difference needs a name and a reason."
    public var contentTitle = "Why equal widths are one line in a solver (part {i})"
    public var contentDomain = "layout.example"
    public var like = "Like"
    public var comment = "Comment"
    public var share = "Share"
    public var actorComment = "The grid case surprised me: columns share a width without any measuring at all."

    /// The templates, `{i}` unreplaced.
    public init() {}

    /// The texts of item `index`: every `{i}` replaced by the index.
    ///
    /// - Parameter index: the item's position in the feed, from 0.
    /// - Returns: the item's texts, as `ViewSpec.substitutingIndex(_:)` writes them.
    public init(item index: Int) {
        let value = String(index)
        func s(_ text: inout String) { text = text.replacingOccurrences(of: "{i}", with: value) }
        s(&action); s(&options); s(&posterName); s(&posterHeadline); s(&posterTime); s(&posterComment)
        s(&contentTitle); s(&contentDomain); s(&like); s(&comment); s(&share); s(&actorComment)
    }

    /// The headline's line limit (the benchmark's headline label allows three lines).
    public static let headlineLineLimit = 3
}

// MARK: The iOS layout benchmark's feed

extension Catalog {
    /// The feed sizes, in items.
    public static let feedSizes = [1, 10, 100, 1_000]

    /// The widths a feed is laid out at: a 375-point phone, a 320-point phone and a
    /// 414-point one.
    public static let feedWidths: [Double] = [375, 320, 414]

    /// One feed item of LayoutFrameworkBenchmark (github.com/layoutBox/LayoutFrameworkBenchmark),
    /// its identifiers prefixed `item.{i}`, in five parts as the benchmark's Auto Layout version
    /// groups it:
    ///
    /// 1. a top bar: the action label, taking the width the options label leaves;
    /// 2. the poster: a 50 × 50 image beside name, headline (at most three lines) and time,
    ///    the poster's comment below both;
    /// 3. the content: an image as wide as the item and 200 high, its title and domain;
    /// 4. the social actions: "Like" at the leading edge, "Comment" centred, "Share" at the
    ///    trailing edge;
    /// 5. the actor's 50 × 50 image beside the actor's comment, centred on each other.
    ///
    /// The vocabulary has no image view yet: an image of a given size is a `Color` with a fixed
    /// `frame(width:height:)` (the content image has only its height fixed and takes the
    /// item's width, as the benchmark pins it to both edges). Everything is in the default font
    /// (DejaVu Sans at 17 points, the size of UIKit's default label).
    public static var feedItem: ViewSpec {
        let t = FeedItemTexts()
        func id(_ part: String) -> String { "item.{i}.\(part)" }
        let image: ViewSpec = .color("gray").frame(width: 50, height: 50)
        let topBar: ViewSpec = .hstack(alignment: .top, [
            .text(t.action).id(id("action")).frame(maxWidth: .infinity, alignment: .leading),
            .text(t.options).id(id("options")),
        ])
        // The bottom inset keeps the comment at least 3 points below the time, as the
        // benchmark's ">= 3" does; the image alone may push it further down.
        let poster: ViewSpec = .vstack(alignment: .leading, spacing: 0, [
            .hstack(alignment: .top, [
                image.id(id("poster.image")),
                .vstack(alignment: .leading, spacing: 1, [
                    .text(t.posterName).id(id("poster.name")),
                    .text(t.posterHeadline).lineLimit(FeedItemTexts.headlineLineLimit).id(id("poster.headline")),
                    .text(t.posterTime).id(id("poster.time")),
                ]).modifier(.padding(EdgeInsets(top: 1, leading: 0, bottom: 3, trailing: 4))),
            ]),
            .text(t.posterComment).id(id("poster.comment")),
        ])
        let content: ViewSpec = .vstack(alignment: .leading, spacing: 0, [
            .color("gray").frame(height: 200).id(id("content.image")),
            .text(t.contentTitle).id(id("content.title")),
            .text(t.contentDomain).id(id("content.domain")),
        ])
        let socialActions: ViewSpec = .zstack([
            .text(t.like).id(id("like")).frame(maxWidth: .infinity, alignment: .leading),
            .text(t.comment).id(id("comment")),
            .text(t.share).id(id("share")).frame(maxWidth: .infinity, alignment: .trailing),
        ])
        let actorComment: ViewSpec = .hstack(spacing: 4, [
            image.id(id("actor.image")),
            .text(t.actorComment).id(id("actor.comment")),
        ])
        return .vstack(alignment: .leading, spacing: 4, [topBar, poster, content, socialActions, actorComment])
            .padding(8).id(id("frame"))
    }

    /// `n` feed items in a column, at the three phone widths (a resize from one to the next).
    ///
    /// - Parameter n: the number of items.
    /// - Returns: the scenario `feed-n`.
    public static func feed(_ n: Int) -> Scenario {
        Scenario(
            name: "feed-\(n)",
            origin: "LayoutFrameworkBenchmark: \(n) feed item(s) (action row, poster, comment, content, "
                + "actions, actor comment)",
            proposals: feedWidths.map { ProposedSize(width: $0, height: nil) },
            view: .vstack(alignment: .leading, spacing: 0, [.repeated(n, feedItem)]))
    }

    /// The feed at every size of ``feedSizes``.
    public static var feed: [Scenario] { feedSizes.map(feed) }
}
