import LayoutModel

/// The built-in scenarios (docs/ARCHITECTURE.md, "Comparisons"): the articles' layouts, their
/// scaled-up versions, the iOS layout benchmark's feed and the newer vocabulary's classes. Each is named data with its origin;
/// every file under `Comparisons/Scenarios/` is one of them written out.
package enum Catalog {
    /// Every scenario, articles first.
    package static var all: [Scenario] {
        articles + scaled + feed + vocabulary
    }

    /// The sizes the scaled families come in.
    package static let scaledSizes = [10, 100, 1_000, 10_000]

    /// The scenario named `name`, nil when there is none.
    package static func scenario(named name: String) -> Scenario? {
        all.first { $0.name == name }
    }

    // MARK: From the articles

    package static var articles: [Scenario] {
        chatBubbles + [conversation, loginForm] + loginButtons + layoutRenditions + badgeSweeps
            + [badgeLabelChange, feedbackLoop]
    }

    static let chatOrigin = "article: the chat bubble sized by its text (Stack Overflow answer, 000/002)"

    /// A message in a 480-point bubble: the background is offered the text's size, so nothing
    /// is measured.
    package static var chatBubbles: [Scenario] {
        CatalogText.bubbleMessages.map { message in
            Scenario(
                name: "chat-bubble-\(message.name)", origin: chatOrigin,
                proposals: [
                    ProposedSize(width: nil, height: nil), ProposedSize(width: 600, height: nil),
                    ProposedSize(width: 320, height: 200)
                ],
                view: .text(message.text)
                    .fixedSize(horizontal: false, vertical: true)
                    .id("message")
                    .padding(12)
                    .frame(width: 480)
                    .background(.roundedRectangle(cornerRadius: 8))
                    .id("bubble")
                    .padding(12))
        }
    }

    /// The conversation's tree at `width`, for `messages`.
    static func conversationView(_ messages: [CatalogText.Message], width: Double?) -> ViewSpec {
        var stack: ViewSpec = .vstack(
            alignment: .leading, spacing: 4,
            messages.enumerated().map { i, m in
                .hstack(
                    alignment: .bottom, spacing: 3,
                    [
                        .text(m.sender + ":").padding(2).sameWidth("senders", alignment: .trailing).id("sender.\(i)"),
                        .text(m.body).fixedSize(horizontal: false, vertical: true).padding(6)
                            .background(.color("blue")).id("bubble.\(i)")
                    ])
            })
        if let width { stack = stack.frame(width: width) }
        return stack.padding(12)
    }

    /// The form in the scenario file format of a tree the catalog writes in Swift views.
    ///
    /// Such trees use only views the format has words for (the catalog's tests lay every
    /// scenario out), so a view without one is a mistake in the catalog's own code.
    static func written<V: View>(_ view: V) -> ViewSpec {
        do { return try ViewDescriber.describe(view) } catch { preconditionFailure("the catalog's tree: \(error)") }
    }

    /// Sender labels of equal width, trailing aligned, so the bubbles' leading edges line up.
    package static var conversation: Scenario {
        let messages = CatalogText.conversation
        return Scenario(
            name: "conversation", origin: "article: the conversation's sender labels (Stack Overflow answer, 000/002)",
            proposals: [ProposedSize(width: nil, height: nil), ProposedSize(width: 800, height: .infinity)],
            view: conversationView(messages, width: 480),
            preferenceRendition: PreferenceRendition(
                summary: "background GeometryReader → max preference → @State → environment → frame(width:)",
                make: { AnyView(ConversationRendition(messages: messages, width: 480)) }))
    }

    /// "User:" and "Password:" of equal width beside their text fields.
    package static var loginForm: Scenario {
        func row(_ label: String, _ id: String, _ field: String) -> ViewSpec {
            .hstack([.text(label).sameWidth("labels", alignment: .trailing).id(id), .textField(field)])
        }
        return Scenario(
            name: "login-form", origin: "article: the login form's labels (objc.io, 001)",
            proposals: [
                ProposedSize(width: 480, height: nil), ProposedSize(width: 320, height: .infinity),
                ProposedSize(width: nil, height: nil)
            ],
            compare: ["user.label", "password.label"],
            view: .vstack([row("User:", "user.label", "User"), row("Password:", "password.label", "Password")])
                .padding(16).font(16),
            preferenceRendition: PreferenceRendition(
                summary: "background GeometryReader → max preference → @State → frame(width:)",
                make: { AnyView(LoginFormRendition()) }))
    }

    static let buttonsOrigin = "article: the login buttons made equal four ways (Swift by Sundell, 004)"
    static let buttonProposals = [
        ProposedSize(width: 320, height: nil), ProposedSize(width: 480, height: nil),
        ProposedSize(width: nil, height: nil)
    ]

    static var buttonLabels: [ViewSpec] {
        [.button("Log in").id("login.label"), .button("I forgot my password").id("forgot.label")]
    }

    /// A button as the article styles it: padded, on blue, white text, rounded corners (the
    /// last two are drawn, no layout).
    static func styled(_ button: ViewSpec) -> ViewSpec {
        button.padding(16).background(.color("blue")).foregroundColor("white").cornerRadius(20)
    }

    /// Each button with the modifiers the article writes once on a `Group` around both
    /// (docs/ARCHITECTURE.md: a modifier on a `Group` applies to each of its views).
    static func eachButton(_ modifiers: (ViewSpec) -> ViewSpec) -> [ViewSpec] {
        buttonLabels.map(modifiers)
    }

    /// "Log in" and "I forgot my password" of equal width, four ways, and the article's `Group`
    /// spelling of the first.
    package static var loginButtons: [Scenario] {
        [
            Scenario(
                name: "login-buttons-preference", origin: buttonsOrigin + ", by a preference",
                proposals: buttonProposals,
                view: .vstack(eachButton { styled($0.sameWidth("buttons")) }).font(16),
                preferenceRendition: PreferenceRendition(
                    summary: "background GeometryReader → max preference → @State → frame(width:)",
                    make: { AnyView(LoginButtonsPreferenceRendition()) })),
            Scenario(
                name: "login-buttons-group", origin: buttonsOrigin + ", by a preference, modifiers on a Group",
                proposals: buttonProposals,
                view: .vstack([styled(.group(buttonLabels).sameWidth("buttons"))])
                    .font(16)),
            Scenario(
                name: "login-buttons-infinite-frame", origin: buttonsOrigin + ", by an infinite maximum width",
                proposals: buttonProposals,
                view: .vstack(
                    eachButton {
                        styled($0.frame(maxWidth: .infinity)).padding(.horizontal, 16)
                    }
                ).font(16)),
            Scenario(
                name: "login-buttons-geometry-fraction", origin: buttonsOrigin + ", by a GeometryReader fraction",
                proposals: buttonProposals, compare: ["login.label", "forgot.label"],
                view: nil,
                preferenceRendition: PreferenceRendition(
                    summary: "GeometryReader → frame(maxWidth: 0.6 × proxy width)",
                    make: { AnyView(LoginButtonsFractionRendition()) }),
                expectation: .preferenceOnly(
                    reason: "the maximum width is read from a GeometryReader's proxy while laying out; the "
                        + "shared vocabulary has no reader, and the relation it stands for (width <= 0.6 × "
                        + "container) is no view modifier")),
            Scenario(
                name: "login-buttons-grid", origin: buttonsOrigin + ", by a grid (the article's LazyHGrid as a Grid)",
                proposals: buttonProposals,
                view: .grid(
                    buttonLabels.map { label in
                        .gridRow([styled(label.frame(maxWidth: .infinity))])
                    }
                ).font(16))
        ]
    }

    static let badgeOrigin = "article: the badge measured while the offered width changes (onGeometryChange, 003)"

    /// A padded one-line label whose width is observed while the offered width sweeps like a
    /// slider, once with the short label and once with the long one.
    package static var badgeSweeps: [Scenario] {
        let sweep: [Double] = [260, 300, 340, 220, 180, 120, 90, 60, 340]
        return [("short", "Blue circles"), ("long", "Sample collection of blue circles")].map { variant in
            Scenario(
                name: "badge-sweep-\(variant.0)", origin: badgeOrigin + ", label \"\(variant.1)\"",
                proposals: sweep.map { ProposedSize(width: $0, height: nil) },
                view: .text(variant.1).lineLimit(1).id("badge.text")
                    .padding(.horizontal, 12).padding(.vertical, 8)
                    .background(.color("blue"))
                    .id("badge")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .id("offered")
                    .font(16))
        }
    }

    /// The badge while the slider moves and, halfway, the label changes to the long one: each
    /// engine is told the new text and lays out again (the preference engine gets a new root
    /// value, the constraint engine changes the text in place).
    package static var badgeLabelChange: Scenario {
        var scenario = badgeSweeps[0]
        scenario.name = "badge-sweep-label-change"
        scenario.origin = badgeOrigin + ", label changed from \"Blue circles\" to \"Sample collection of blue circles\""
        scenario.textChanges = [
            TextChange(
                beforeProposal: 4, identifier: "badge.text",
                text: "Sample collection of blue circles"),
            TextChange(beforeProposal: 7, identifier: "badge.text", text: "Blue circles")
        ]
        return scenario
    }

    /// A measured width fed back into its own frame.
    package static var feedbackLoop: Scenario {
        Scenario(
            name: "feedback-loop", origin: "article: the feedback loop the badge article warns about (003)",
            proposals: [ProposedSize(width: 360, height: nil)],
            compare: [],
            view: .text("Blue circles").sameWidth("badge").padding(.horizontal, 12).sameWidth("badge")
                .id("badge").font(16),
            preferenceRendition: PreferenceRendition(
                summary: "onGeometryChange → @State → frame(width: measured + 24) on the measured view",
                make: { AnyView(FeedbackLoopRendition()) }),
            expectation: .feedbackLoop)
    }

    // MARK: Scaled

    package static var scaled: [Scenario] {
        scaledSizes.map(scaledConversation) + scaledSizes.map(scaledForm)
            + [(3, 3), (10, 10), (30, 30)].flatMap {
                [
                    grid(rows: $0.0, columns: $0.1),
                    relationGrid(rows: $0.0, columns: $0.1)
                ]
            }
            + [10, 100, 1_000].map(deepNesting)
    }

    /// The conversation with `n` messages (two per repeated copy: a short and a long one).
    package static func scaledConversation(_ n: Int) -> Scenario {
        let pair: ViewSpec = .group([
            .hstack(
                alignment: .bottom, spacing: 3,
                [
                    .text("Ann:").padding(2).sameWidth("senders", alignment: .trailing).id("sender.{i}.a"),
                    .text("Message {i}, short.").fixedSize(horizontal: false, vertical: true).padding(6)
                        .background(.color("blue")).id("bubble.{i}.a")
                ]),
            .hstack(
                alignment: .bottom, spacing: 3,
                [
                    .text("Bartholomew:").padding(2).sameWidth("senders", alignment: .trailing).id("sender.{i}.b"),
                    .text(
                        "Message {i} is the longer one of the pair, long enough to wrap onto a second line "
                            + "at the narrower of the two widths."
                    )
                    .fixedSize(horizontal: false, vertical: true).padding(6)
                    .background(.color("blue")).id("bubble.{i}.b")
                ])
        ])
        return Scenario(
            name: "conversation-\(n)", origin: "scaled: the conversation with \(n) messages",
            proposals: [ProposedSize(width: 480, height: nil), ProposedSize(width: 360, height: nil)],
            view: .vstack(alignment: .leading, spacing: 4, [.repeated(n / 2, pair)]).padding(12))
    }

    /// The login form with `n` fields.
    package static func scaledForm(_ n: Int) -> Scenario {
        Scenario(
            name: "form-\(n)", origin: "scaled: the login form with \(n) fields",
            proposals: [ProposedSize(width: 480, height: nil), ProposedSize(width: 320, height: nil)],
            view: .vstack([
                .repeated(
                    n,
                    .hstack([
                        .text("Field {i}:").sameWidth("labels", alignment: .trailing).id("label.{i}"),
                        .textField("Value {i}").id("field.{i}")
                    ]))
            ]).padding(16).font(16))
    }

    /// Row `r`'s cell text: a word of the row's own (so rows differ in width) and the column
    /// index (so columns differ too).
    static func gridCell(row r: Int) -> ViewSpec {
        .text("\(CatalogText.gridWords[r % CatalogText.gridWords.count]) {i}").font(Double(12 + r % 3 * 4)).padding(4)
    }

    /// `rows` × `columns` cells in a `Grid`: columns share the widest cell, rows the tallest.
    package static func grid(rows: Int, columns: Int) -> Scenario {
        Scenario(
            name: "grid-\(rows)x\(columns)", origin: "scaled: a \(rows) × \(columns) Grid",
            proposals: [ProposedSize(width: nil, height: nil), ProposedSize(width: 2_000, height: nil)],
            view: .grid(
                (0..<rows).map { r in
                    .gridRow([.repeated(columns, gridCell(row: r).id("cell.\(r).{i}"))])
                }))
    }

    /// The same cells as ``grid(rows:columns:)`` in stacks, the shared lengths said as relations:
    /// each column `sameWidth`, each row `sameHeight`.
    package static func relationGrid(rows: Int, columns: Int) -> Scenario {
        Scenario(
            name: "relation-grid-\(rows)x\(columns)",
            origin: "scaled: \(rows) × \(columns) cells in stacks with sameWidth columns and sameHeight rows",
            proposals: [ProposedSize(width: nil, height: nil), ProposedSize(width: 2_000, height: nil)],
            view: .vstack(
                spacing: 8,
                (0..<rows).map { r in
                    .hstack(
                        spacing: 8,
                        [
                            .repeated(
                                columns,
                                gridCell(row: r).sameWidth("column.{i}")
                                    .sameHeight("row.\(r)").id("cell.\(r).{i}"))
                        ])
                }))
    }

    /// A text inside `depth` levels of padding, every tenth level a stack (alternating axes)
    /// beside a label. Stacks nest `depth / 10` deep: the preference engine's sizing of nested
    /// stacks grows faster than linearly with their depth (a thousand nested stacks take about a
    /// minute in a debug build). The constraint engine takes trees this deep on a thread with a
    /// large stack (`LargeStackThread`).
    package static func deepNesting(_ depth: Int) -> Scenario {
        var view: ViewSpec = .text("innermost").id("level.0")
        for level in 1...depth {
            view = view.padding(1)
            if level % 10 == 0 {
                let label: ViewSpec = .text("\(level)")
                view = level % 20 == 0 ? .hstack([view, label]) : .vstack(alignment: .leading, [view, label])
            }
            if level % 10 == 0 || level == depth { view = view.id("level.\(level)") }
        }
        return Scenario(
            name: "deep-nesting-\(depth)", origin: "scaled: \(depth) levels of nesting, every tenth a stack",
            proposals: [ProposedSize(width: nil, height: nil), ProposedSize(width: 4_000, height: 4_000)],
            view: view)
    }

    // The iOS layout benchmark's feed is in FeedScenario.swift.
}
