import LayoutModel
import LayoutTestSupport

/// The conversation's floor: its frames computed directly, in two loops (the widest label, then
/// each row once), with the engines' own text measurement.
///
/// Every text is a `MeasuredText` measured through a `TextLayoutCache` that is empty when the
/// floor is made, as each engine's is when it is made: the labels' ideal widths, then each
/// bubble's text wrapped at the width the row leaves it (its words measured once, as the
/// engines measure them). A first layout is a cold one; a later one at another width keeps
/// what the texts measured, as an engine keeps its texts between layouts (a resize step).
/// What the floor does not do is in docs/PERFORMANCE.md, "The floors".
final class ConversationFloor {
    let messages: [Message]
    private let labels: [MeasuredText]
    private let bodies: [MeasuredText]

    /// Makes the texts of `messages`, measuring nothing yet.
    init(_ messages: [Message]) {
        self.messages = messages
        let cache = TextLayoutCache()
        labels = messages.map { MeasuredText($0.sender + ":", font: conversationFont, lineLimit: nil, cache: cache) }
        bodies = messages.map { MeasuredText($0.body, font: conversationFont, lineLimit: nil, cache: cache) }
    }

    /// The frames at `width`: message K's label at 2K, its bubble at 2K + 1 (the order of
    /// ``identifiers(_:)``).
    ///
    /// - Complexity: O(n) for n messages, each text measured at most twice.
    func layout(width: Double) -> [Rect] {
        let labelHeight = conversationFont.lineHeight + 4
        var labelWidth = 0.0
        for label in labels { labelWidth = max(labelWidth, label.idealSize.width + 4) }
        // The row offers its width minus the spacing; the fixed-width label takes its share first.
        let textWidth = width - 3 - labelWidth - 12
        var frames: [Rect] = []
        frames.reserveCapacity(2 * messages.count)
        var y = 0.0
        for text in bodies {
            let measured = text.size(width: textWidth)
            let bubble = Size(width: measured.width + 12, height: measured.height + 12)
            let rowHeight = max(labelHeight, bubble.height)
            frames.append(Rect(x: 0, y: y + rowHeight - labelHeight, width: labelWidth, height: labelHeight))
            frames.append(
                Rect(x: labelWidth + 3, y: y + rowHeight - bubble.height, width: bubble.width, height: bubble.height))
            y += rowHeight + 4
        }
        return frames
    }

    /// The identifiers of the frames ``layout(width:)`` gives, in its order.
    static func identifiers(_ messages: [Message]) -> [String] {
        messages.indices.flatMap { ["sender.\($0)", "bubble.\($0)"] }
    }

    /// The frames of a new floor of `messages` at `width`, by identifier (outside timed regions:
    /// what the engines' layouts are checked against).
    static func frames(_ messages: [Message], width: Double) -> [(String, Rect)] {
        Array(zip(identifiers(messages), ConversationFloor(messages).layout(width: width)))
    }
}
