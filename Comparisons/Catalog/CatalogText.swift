/// The words the catalog's scenarios show, written for this package.
package enum CatalogText {
    /// One message of a conversation.
    package struct Message: Hashable, Sendable {
        package var sender: String
        package var body: String
    }

    /// A chat bubble's message of one, three and several lines at 480 points.
    package static let bubbleMessages: [(name: String, text: String)] = [
        ("1-line", "Is the layout done yet?"),
        (
            "3-lines",
            "The bubble takes its height from the text: the text is proposed the bubble's width "
                + "minus the padding, wraps, and the rounded rectangle behind it is offered exactly the "
                + "size that comes back."
        ),
        (
            "many-lines",
            "Nothing here is measured after the fact.\nA background is proposed the size of its "
                + "view, so it fits the wrapped text on the first pass.\nThe same holds at every width the window "
                + "is resized to, and for every font size.\nOnly when a size must travel up to an ancestor does "
                + "the preference system come in, and that is the conversation, not the bubble.\nLong words "
                + "such as supercalifragilisticexpialidocious still break between characters when they must."
        )
    ]

    /// The article conversation: two people, one long question and a short answer.
    package static let conversation: [Message] = [
        Message(
            sender: "Mira",
            body: "How can the sender names in a chat share one width, so that every "
                + "bubble starts at the same place?"),
        Message(sender: "Theodora", body: "Measure each name, keep the widest, and give that width to all."),
        Message(sender: "Mira", body: "Thanks!")
    ]

    /// Words of varied widths for grid cells.
    package static let gridWords = [
        "a", "grid", "cell", "wider cell", "x", "column", "row", "M", "ii", "WWW",
        "shared", "height"
    ]
}
