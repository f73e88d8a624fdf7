import LayoutModel
import PreferenceLayout
import SwiftUIConstraints

// Renditions through SwiftUI's `Layout` protocol, run by the preference engine: the login
// buttons by a custom equal-width layout (the fifth way, Apple's own answer in "Compose custom
// layouts with SwiftUI"), and the login form in one `RelationLayout` (SwiftUIConstraints). The
// constraint engine lays out the scenario's shared tree, with `.sameWidth(in:)`.

/// A column whose subviews are all offered the largest ideal size among them, one below the
/// other at the distance their spacing asks for, centred.
struct EqualWidthColumn: Layout {
    private func cell(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .vertical) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = cell(subviews)
        return CGSize(width: size.width, height: size.height * CGFloat(subviews.count) + gaps(subviews).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let size = cell(subviews)
        let gaps = gaps(subviews)
        var top = bounds.minY
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: top), anchor: .top, proposal: ProposedViewSize(size))
            top += size.height + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

/// The login buttons as wide as the wider one: each label fills what the column offers.
struct LoginButtonsLayoutRendition: View {
    var body: some View {
        EqualWidthColumn {
            styled(Button("Log in").id("login.label"))
            styled(Button("I forgot my password").id("forgot.label"))
        }
        .font(size: 16)
    }

    private func styled(_ button: some View) -> some View {
        button.frame(maxWidth: .infinity).padding(16).background(Color.blue)
    }
}

/// The login form in one relation layout: both labels as wide as the wider (`sameWidth`,
/// trailing-aligned), each field after its label and 8 to 16 from the trailing edge, the rows
/// 8 apart inside 16 points of margin.
struct LoginFormRelationRendition: View {
    static var relations: [ViewRelation] {
        let form = RelationItem.container
        let user = RelationItem("user.label")
        let password = RelationItem("password.label")
        let userField = RelationItem("user.field")
        let passwordField = RelationItem("password.field")
        return [
            .sameWidth([user, password]), .contentHugging(251, .horizontal, [user, password]),
            user.leading == form.leading + 16, password.leading == user.leading,
            user.top == form.top + 16, password.top == user.bottom + 8,
            userField.leading == user.trailing + 8, passwordField.leading == password.trailing + 8,
            userField.trailing == form.trailing - 16, passwordField.trailing == userField.trailing,
            userField.top == user.top, passwordField.top == password.top,
            form.bottom == password.bottom + 16
        ]
    }

    var body: some View {
        let layout = RelationLayout(Self.relations)
        return layout {
            label("User:").relationName("user.label").id("user.label")
            TextField("User").relationName("user.field")
            label("Password:").relationName("password.label").id("password.label")
            TextField("Password").relationName("password.field")
        }
        .font(size: 16)
    }

    private func label(_ title: String) -> some View {
        Text(title).frame(maxWidth: .infinity, alignment: .trailing)
    }
}

extension Catalog {
    /// The scenarios whose preference rendition goes through SwiftUI's `Layout` protocol.
    package static var layoutRenditions: [Scenario] {
        [
            Scenario(
                name: "login-buttons-layout", origin: buttonsOrigin + ", and a fifth: a custom equal-width Layout",
                proposals: buttonProposals,
                // The first way's tree: the buttons in a group of one width.
                view: loginButtons[0].view,
                preferenceRendition: PreferenceRendition(
                    summary: "a custom Layout offering each button the largest ideal size",
                    make: { AnyView(LoginButtonsLayoutRendition()) })),
            Scenario(
                name: "login-form-relations",
                origin: "article: the login form's labels (objc.io, 001), in one SwiftUIConstraints RelationLayout "
                    + "(a window's widths: under an unspecified width the stacks centre rows of different ideal "
                    + "widths, which the relations put at the leading margin)",
                proposals: [ProposedSize(width: 480, height: nil), ProposedSize(width: 320, height: .infinity)],
                compare: ["user.label", "password.label"],
                view: loginForm.view,
                preferenceRendition: PreferenceRendition(
                    summary: "one RelationLayout: sameWidth labels, each field after its label",
                    make: { AnyView(LoginFormRelationRendition()) }))
        ]
    }
}
