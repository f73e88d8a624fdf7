import LayoutModel
import PreferenceLayout

// The seed material's programs 2, 3 and 7 as the tests lay them out: the conversation and the
// login form, each with the preference plumbing (EqualWidthPlumbing.swift) and with the
// relation (`sameWidth(in:)`), every view the tests read identified.

/// One message of a conversation.
package struct Message: Identifiable, Sendable {
    package var id: Int
    package var sender: String
    package var body: String

    package init(id: Int, sender: String, body: String) {
        self.id = id
        self.sender = sender
        self.body = body
    }
}

/// Seed program 2: the conversation, sender labels sharing the widest width through the
/// preference plumbing.
package struct Conversation: View {
    package var messages: [Message]

    package init(messages: [Message]) {
        self.messages = messages
    }

    package var body: some View {
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
package struct RelationConversation: View {
    package var messages: [Message]
    let senders = LayoutGroup("senders")

    package init(messages: [Message]) {
        self.messages = messages
    }

    package var body: some View {
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

/// Seed program 3: the login form, the labels' widest width kept in the form's state.
package struct LoginForm: View {
    @State var labelWidth: Double? = nil

    package init() {}

    package var body: some View {
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
package struct RelationLoginForm: View {
    let labels = LayoutGroup("labels")

    package init() {}

    package var body: some View {
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
