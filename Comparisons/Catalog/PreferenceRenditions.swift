import LayoutModel
import LayoutTestSupport
import PreferenceLayout

// The scenarios' preference renditions (`Scenario.preferenceRendition`): the articles' layouts
// written literally with the preference system, as a SwiftUI developer writes them, with the
// seed material's plumbing (LayoutTestSupport's EqualWidthPlumbing.swift). Each mirrors its
// scenario's shared tree view for view and identifier for identifier; where the tree says
// `.sameWidth(in:)`, these measure, publish, store and apply.

/// The conversation: sender labels share the widest width so the bubbles line up.
struct ConversationRendition: View {
    var messages: [CatalogText.Message]
    var width: Double?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<messages.count) { i in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(messages[i].sender + ":")
                        .padding(2)
                        .equalWidth(alignment: .trailing)
                        .id("sender.\(i)")
                    Text(messages[i].body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(Color.blue)
                        .id("bubble.\(i)")
                }
            }
        }
        .equalWidthHost()
        .frame(width: width)
        .padding(12)
    }
}

/// The login form: the labels' widest width is stored in the form's state.
struct LoginFormRendition: View {
    @State var labelWidth: Double? = nil

    var body: some View {
        VStack {
            HStack {
                label("User:").id("user.label")
                TextField("User")
            }
            HStack {
                label("Password:").id("password.label")
                TextField("Password")
            }
        }
        .padding(16)
        .font(size: 16)
        .storeMaxLabelWidth(in: $labelWidth)
    }

    private func label(_ title: String) -> some View {
        Text(title).equalSizedLabel(width: labelWidth, alignment: .trailing)
    }
}

/// The login buttons made equal by a preference: both buttons publish their width, the widest
/// is stored and applied to both. The article writes the modifiers once on a `Group`; here each
/// button carries them, which is what a modifier on a `Group` means.
struct LoginButtonsPreferenceRendition: View {
    @State var buttonWidth: Double? = nil

    var body: some View {
        VStack {
            styled(Button("Log in").id("login.label"))
            styled(Button("I forgot my password").id("forgot.label"))
        }
        .font(size: 16)
        .storeMaxLabelWidth(in: $buttonWidth)
    }

    private func styled(_ button: some View) -> some View {
        button
            .equalSizedLabel(width: buttonWidth, alignment: .center)
            .padding(16)
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(20)
    }
}

/// The login buttons at most 60 % of the offered width, read from a `GeometryReader`.
struct LoginButtonsFractionRendition: View {
    var body: some View {
        GeometryReader { geometry in
            VStack {
                styled(Button("Log in").id("login.label"), width: geometry.size.width)
                styled(Button("I forgot my password").id("forgot.label"), width: geometry.size.width)
            }
            .frame(maxWidth: .infinity)
        }
        .font(size: 16)
    }

    private func styled(_ button: some View, width: Double) -> some View {
        button
            .frame(maxWidth: width * 0.6)
            .padding(16)
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(20)
    }
}

/// The feedback loop the badge article warns about: the badge's observed width, plus its
/// padding, becomes the width of the frame being observed.
struct FeedbackLoopRendition: View {
    @State var measured: Double = 0

    var body: some View {
        Text("Blue circles")
            .padding(.horizontal, 12)
            .frame(width: measured + 24, alignment: .leading)
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { measured = $0 }
            .id("badge")
            .font(size: 16)
    }
}
