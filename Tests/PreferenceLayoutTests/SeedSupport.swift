import LayoutModel
import PreferenceLayout

// The seed material's helpers (`equalWidth`, `equalWidthHost`, `equalSizedLabel`,
// `storeMaxLabelWidth`, `MaxWidthPreferenceKey`) are test fixtures (SeedHelpers.swift),
// written literally with the engine's public primitives.

struct Message: Identifiable {
    var id: Int
    var sender: String
    var body: String
}

/// Seed program 2: the conversation.
struct Conversation: View {
    var messages: [Message]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":").id("senderText.\(message.id)")
                        .padding(2)
                        .equalWidth(alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8).fill(.blue))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .equalWidthHost()
        .font(size: 16)
    }
}

/// Seed program 7: the conversation with the relation instead of the plumbing.
struct RelationConversation: View {
    var messages: [Message]
    let senders = LayoutGroup("senders")

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":").id("senderText.\(message.id)")
                        .padding(2)
                        .sameWidth(in: senders, alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8).fill(.blue))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .font(size: 16)
    }
}

/// Seed program 3: the login form.
struct LoginForm: View {
    @State var labelWidth: Double? = nil

    var body: some View {
        VStack {
            HStack {
                Text("User:").id("userText")
                    .equalSizedLabel(width: labelWidth, alignment: .trailing)
                    .id("user")
                TextField("User name").id("userField")
            }
            HStack {
                Text("Password:").id("passwordText")
                    .equalSizedLabel(width: labelWidth, alignment: .trailing)
                    .id("password")
                TextField("Password").id("passwordField")
            }
        }
        .storeMaxLabelWidth(in: $labelWidth)
        .font(size: 16)
    }
}

/// Seed program 3 with the relation.
struct RelationLoginForm: View {
    let labels = LayoutGroup("labels")

    var body: some View {
        VStack {
            HStack {
                Text("User:").id("userText").sameWidth(in: labels, alignment: .trailing).id("user")
                TextField("User name").id("userField")
            }
            HStack {
                Text("Password:").id("passwordText").sameWidth(in: labels, alignment: .trailing).id("password")
                TextField("Password").id("passwordField")
            }
        }
        .font(size: 16)
    }
}

/// Collects what observers were given (actions may write anything, not only state).
final class Log<Value> {
    var values: [Value] = []
}
