import PlaygroundSupport
// The conversation playground of the chat-bubble answer, as written, with `import SwiftUI`
// read as `import PreferenceLayout`. `setLiveView` prints what the view became; run it with
// LAYOUT_SVG=conversation.svg to get the picture instead.
import PreferenceLayout

struct Message {
    var sender: String
    var body: String
}

struct MessageView: View {
    var message: Message
    var body: some View {
        HStack(alignment: .bottom, spacing: 3) {
            Text(message.sender + ":").padding(2)
            Text(message.body)
                .fixedSize(horizontal: false, vertical: true).padding(6)
                .background(Color.blue.opacity(0.2))
        }
    }
}

struct ConversationView: View {
    var messages: [Message]
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages.indices) { i in
                MessageView(message: self.messages[i])
            }
        }
    }
}

let convo: [Message] = [
    .init(
        sender: "Peanutsmasher",
        body:
            "How do I get the size (width/height) of an UI element after its been rendered and pass it back to the parent for re-rendering?"
    ),
    .init(sender: "Rob", body: "First, it's worth understanding blah blah blah…")
]

PlaygroundPage.current.setLiveView(
    ConversationView(messages: convo)
        .frame(width: 480)
        .padding(12)
        .border(Color.black)
        .padding(12)
)
// prints window 1 of 1, offered 800.0×600.0: the root is 528.0×174.9453125
// prints no view has an .id(_:); set LAYOUT_SVG=FILE.svg (or pass --svg FILE.svg) to see the picture
