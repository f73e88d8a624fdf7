import LayoutModel

/// A text of the compiled tree: the node that shows it, and the text with its measurements
/// (`MeasuredText`, shared with the other engine's text nodes; the rules are `Rules/Text.swift`).
struct TextItem {
    var text: MeasuredText
    /// The node that shows it.
    let node: Int

    init(string: String, font: Font, lineLimit: Int?, node: Int, cache: TextLayoutCache) {
        text = MeasuredText(string, font: font, lineLimit: lineLimit, cache: cache)
        self.node = node
    }
}
