import LayoutModel

/// A layout problem run through every engine and cross-checked: a name, where it comes from,
/// the view tree written once, the proposals it is laid out at (in order, as a window being
/// resized), and the views whose frames are compared.
package struct Scenario: Sendable {
    /// A short, unique, file-name-safe name (`login-form`, `conversation-1000`).
    package var name: String
    /// Which article, or which scaled or random family, it comes from.
    package var origin: String
    /// Laid out in this order by one engine of each kind.
    package var proposals: [ProposedSize]
    /// The identifiers compared; nil compares every identified view.
    package var compare: [String]?
    /// The tree in the shared vocabulary; nil only for a scenario that exists only in the
    /// preference world (see ``Expectation/preferenceOnly(reason:)``).
    package var view: ViewSpec?
    /// The same layout written literally with the preference system's own tools (a background
    /// `GeometryReader`, a preference key, `@State`), as the articles write it. When present
    /// the preference engine lays this out instead of ``view``: the literal plumbing is what
    /// is checked against the constraint engine's single relation.
    package var preferenceRendition: PreferenceRendition?
    /// What the cross-check must find.
    package var expectation: Expectation
    /// Texts changed between layouts (a label changing while the window is resized): each
    /// engine is told the new string and lays out again, without a new engine.
    package var textChanges: [TextChange] = []

    package init(
        name: String, origin: String, proposals: [ProposedSize], compare: [String]? = nil,
        view: ViewSpec?, preferenceRendition: PreferenceRendition? = nil,
        expectation: Expectation = .agree, textChanges: [TextChange] = []
    ) {
        self.textChanges = textChanges
        self.name = name
        self.origin = origin
        self.proposals = proposals
        self.compare = compare
        self.view = view
        self.preferenceRendition = preferenceRendition
        self.expectation = expectation
    }
}

/// A text changed between two layouts of a scenario.
package struct TextChange: Hashable, Sendable {
    /// The change is made before the layout at this proposal index (at least 1).
    package var beforeProposal: Int
    /// The identified view holding the one text that changes.
    package var identifier: String
    package var text: String

    package init(beforeProposal: Int, identifier: String, text: String) {
        self.beforeProposal = beforeProposal
        self.identifier = identifier
        self.text = text
    }
}

/// A view tree built for the preference engine alone, with a description for reports.
package struct PreferenceRendition: Sendable {
    /// What the rendition is made of, in one line ("background GeometryReader → max preference
    /// → @State → frame(width:)").
    package var summary: String
    /// Makes a fresh tree; called once per engine.
    package var make: @Sendable () -> AnyView

    package init(summary: String, make: @escaping @Sendable () -> AnyView) {
        self.summary = summary
        self.make = make
    }
}

/// What the cross-check of a scenario must find.
package enum Expectation: Hashable, Sendable {
    /// Every compared frame agrees within the tolerance.
    case agree
    /// The engines may differ, for a reason the catalog names and explains.
    case divergence(Divergence)
    /// Only the preference engine can lay it out; the reason says why the shared vocabulary
    /// cannot say it.
    case preferenceOnly(reason: String)
    /// A measured length fed back into its own frame: the preference engine must report the
    /// value that kept changing, the constraint engine an unsatisfiable required relation.
    case feedbackLoop
}

/// A named, explained difference between the engines.
package struct Divergence: Hashable, Sendable {
    package var name: String
    package var explanation: String

    package init(name: String, explanation: String) {
        self.name = name
        self.explanation = explanation
    }

    /// SwiftUI offers a stack's children their share one by one in flexibility order; a linear
    /// system solves all lengths at once.
    package static let greedyStackDistribution = Divergence(
        name: "greedy-stack-distribution",
        explanation: "SwiftUI offers each stack child remaining / count in flexibility order and lets it "
            + "answer (a wrapped text may take less than its share, leaving more for the next); the "
            + "constraint engine solves all lengths at once, so several flexible children can split the "
            + "space differently.")
}
