import LayoutModel

/// The login form's floor: its frames computed directly (the widest label, then every row's
/// two frames), with the engines' own text measurement.
///
/// Every label is a `MeasuredText` measured through a `TextLayoutCache` that is empty when the
/// floor is made, as each engine's is when it is made; the ideal width is all a label needs.
/// A first layout is a cold one; a later one at another width keeps what the labels measured
/// (a resize step). What the floor does not do is in docs/PERFORMANCE.md, "The floors".
final class FormFloor {
    let labels: [String]
    private let texts: [MeasuredText]

    /// Makes the texts of `labels`, measuring nothing yet.
    init(_ labels: [String]) {
        self.labels = labels
        let cache = TextLayoutCache()
        texts = labels.map { MeasuredText($0, font: conversationFont, lineLimit: nil, cache: cache) }
    }

    /// The frames at `width`: label K at 2K, its field at 2K + 1 (the order of
    /// ``identifiers(_:)``).
    ///
    /// - Complexity: O(n) for n labels, each measured once.
    func layout(width: Double) -> [Rect] {
        let lineHeight = conversationFont.lineHeight
        var labelWidth = 0.0
        for text in texts { labelWidth = max(labelWidth, text.idealSize.width) }
        var frames: [Rect] = []
        frames.reserveCapacity(2 * labels.count)
        var y = 16.0
        for _ in texts {
            frames.append(Rect(x: 16, y: y, width: labelWidth, height: lineHeight))
            frames.append(Rect(x: 16 + labelWidth + 8, y: y, width: width - 32 - labelWidth - 8, height: lineHeight))
            y += lineHeight + 8
        }
        return frames
    }

    /// The identifiers of the frames ``layout(width:)`` gives, in its order.
    static func identifiers(_ labels: [String]) -> [String] {
        labels.indices.flatMap { ["label.\($0)", "field.\($0)"] }
    }

    /// The frames of a new floor of `labels` at `width`, by identifier (outside timed regions:
    /// what the engines' layouts are checked against).
    static func frames(_ labels: [String], width: Double) -> [(String, Rect)] {
        Array(zip(identifiers(labels), FormFloor(labels).layout(width: width)))
    }
}
