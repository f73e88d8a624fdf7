import Comparisons
import LayoutModel

/// The feed's floor: every frame of the catalog's feed computed directly, item after item, each
/// part placed where the layout rules put it (docs/ARCHITECTURE.md, "Layout rules"), with the
/// engines' own text measurement.
///
/// Every text is a `MeasuredText` measured through a `TextLayoutCache` that is empty when the
/// floor is made, as each engine's is when it is made, at the width its stack offers it: its
/// ideal size first, then, where that is wider, wrapped over its words (the headline, with a
/// line limit, through the cache). A first layout is a cold one; a later one at another width
/// keeps what the texts measured, as an engine keeps its texts (a resize step). What the floor
/// does not do is in docs/PERFORMANCE.md, "The floors".
final class FeedFloor {
    /// The texts of one item, in the order `layout(width:)` reads them.
    private struct ItemTexts {
        var action, options, posterName, posterHeadline, posterTime, posterComment: MeasuredText
        var contentTitle, contentDomain, like, comment, share, actorComment: MeasuredText
    }

    private let items: [ItemTexts]

    /// Makes the texts of `items`, measuring nothing yet.
    init(_ items: [FeedItem]) {
        let cache = TextLayoutCache()
        let font = Font()
        func text(_ string: String, lineLimit: Int? = nil) -> MeasuredText {
            MeasuredText(string, font: font, lineLimit: lineLimit, cache: cache)
        }
        self.items = items.map { item in
            let t = item.texts
            return ItemTexts(
                action: text(t.action), options: text(t.options), posterName: text(t.posterName),
                posterHeadline: text(t.posterHeadline, lineLimit: FeedItemTexts.headlineLineLimit),
                posterTime: text(t.posterTime), posterComment: text(t.posterComment),
                contentTitle: text(t.contentTitle), contentDomain: text(t.contentDomain), like: text(t.like),
                comment: text(t.comment), share: text(t.share), actorComment: text(t.actorComment))
        }
    }

    /// The frames at `width`: `feedParts.count` per item, in the order of ``feedParts``.
    ///
    /// - Complexity: O(n) text measurements for n items.
    func layout(width: Double) -> [Rect] {
        let w = width - 16  // inside the item's padding
        let x = 8.0
        var frames: [Rect] = []
        frames.reserveCapacity(items.count * feedParts.count)
        var top = 0.0
        for t in items {
            var y = top + 8

            // Top bar: the options label is the less flexible, offered half of what the spacing
            // leaves; the action label's frame takes the rest.
            let options = t.options.size(width: (w - 8) / 2)
            let action = t.action.size(width: w - 8 - options.width)
            frames.append(Rect(x: x, y: y, width: action.width, height: action.height))
            frames.append(Rect(x: x + w - options.width, y: y, width: options.width, height: options.height))
            y += max(action.height, options.height) + 4

            // Poster: the 50-point image first, the padded texts in the rest, the comment below.
            let column = w - 8 - 50 - 4
            let name = t.posterName.size(width: column)
            let headline = t.posterHeadline.size(width: column)
            let time = t.posterTime.size(width: column)
            let nameY = y + 1
            let headlineY = nameY + name.height + 1
            let timeY = headlineY + headline.height + 1
            let rowHeight = max(50, timeY + time.height + 3 - y)
            frames.append(Rect(x: x, y: y, width: 50, height: 50))
            frames.append(Rect(x: x + 58, y: nameY, width: name.width, height: name.height))
            frames.append(Rect(x: x + 58, y: headlineY, width: headline.width, height: headline.height))
            frames.append(Rect(x: x + 58, y: timeY, width: time.width, height: time.height))
            let comment = t.posterComment.size(width: w)
            frames.append(Rect(x: x, y: y + rowHeight, width: comment.width, height: comment.height))
            y += rowHeight + comment.height + 4

            // Content: the image as wide as the item, then title and domain.
            let title = t.contentTitle.size(width: w)
            let domain = t.contentDomain.size(width: w)
            frames.append(Rect(x: x, y: y, width: w, height: 200))
            frames.append(Rect(x: x, y: y + 200, width: title.width, height: title.height))
            frames.append(Rect(x: x, y: y + 200 + title.height, width: domain.width, height: domain.height))
            y += 200 + title.height + domain.height + 4

            // Social actions: three texts in one ZStack row, leading, centred and trailing.
            let like = t.like.size(width: w)
            let middle = t.comment.size(width: w)
            let share = t.share.size(width: w)
            let rowTall = max(like.height, middle.height, share.height)
            frames.append(Rect(x: x, y: y + (rowTall - like.height) / 2, width: like.width, height: like.height))
            frames.append(
                Rect(
                    x: x + (w - middle.width) / 2, y: y + (rowTall - middle.height) / 2,
                    width: middle.width, height: middle.height))
            frames.append(
                Rect(
                    x: x + w - share.width, y: y + (rowTall - share.height) / 2,
                    width: share.width, height: share.height))
            y += rowTall + 4

            // Actor: the image and the comment 4 apart, centred on each other.
            let actor = t.actorComment.size(width: w - 54)
            let actorHeight = max(50, actor.height)
            frames.append(Rect(x: x, y: y + (actorHeight - 50) / 2, width: 50, height: 50))
            frames.append(
                Rect(x: x + 54, y: y + (actorHeight - actor.height) / 2, width: actor.width, height: actor.height))
            y += actorHeight + 8

            frames.append(Rect(x: 0, y: top, width: width, height: y - top))
            top = y
        }
        return frames
    }

    /// The identifiers of the frames ``layout(width:)`` gives, in its order (`item.K.PART`).
    static func identifiers(_ items: [FeedItem]) -> [String] {
        items.flatMap { item in feedParts.map { "item.\(item.id).\($0)" } }
    }

    /// The frames of a new floor of `items` at `width`, by identifier (outside timed regions:
    /// what the engines' layouts are checked against).
    static func frames(_ items: [FeedItem], width: Double) -> [(String, Rect)] {
        Array(zip(identifiers(items), FeedFloor(items).layout(width: width)))
    }
}
