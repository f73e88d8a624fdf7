import LayoutModel

/// One feed item of LayoutFrameworkBenchmark (github.com/layoutBox/LayoutFrameworkBenchmark),
/// its identifiers prefixed `item.K.`, in five parts as the benchmark's Auto Layout version
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
package struct FeedItemView: View, Equatable {
    package var texts: FeedItemTexts
    /// The item's index in its identifiers (`{i}` in the catalog's template).
    package var index: String

    package init(texts: FeedItemTexts, index: String) {
        self.texts = texts
        self.index = index
    }

    package var body: some View {
        let t = texts
        let prefix = "item.\(index)."
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                Text(t.action).id(prefix + "action").frame(maxWidth: .infinity, alignment: .leading)
                Text(t.options).id(prefix + "options")
            }
            // The bottom inset keeps the comment at least 3 points below the time, as the
            // benchmark's ">= 3" does; the image alone may push it further down.
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

/// Feed items in a column, as `Catalog.feed(_:)` writes them: what layout-bench times.
package struct FeedView: View {
    /// Each item's texts, item K identified `item.K.…`.
    package var items: [FeedItemTexts]

    package init(items: [FeedItemTexts]) {
        self.items = items
    }

    package var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<items.count) { FeedItemView(texts: items[$0], index: String($0)) }
        }
    }
}
