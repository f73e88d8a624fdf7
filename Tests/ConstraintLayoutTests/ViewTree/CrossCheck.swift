import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

/// Lays `view` out at each proposal in order with one engine of each kind (as a window being
/// resized) and expects every identified frame to agree within `FrameTolerance` (NaN in both
/// engines is the same answer: the rules' own for an infinite length centred in an infinite one).
func expectSameFrames<V: View>(_ view: V, at proposals: [ProposedSize], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let preference = PreferenceLayoutEngine(root: view)
    let constraint = ConstraintLayoutEngine(root: view)
    for proposal in proposals {
        let expected = try preference.layout(proposal: proposal)
        let actual = try constraint.layout(proposal: proposal)
        #expect(!expected.frames.isEmpty, "nothing identified", sourceLocation: sourceLocation)
        #expect(Set(actual.frames.keys) == Set(expected.frames.keys), "identifiers at \(proposal)", sourceLocation: sourceLocation)
        for (id, frame) in expected.frames.sorted(by: { $0.key < $1.key }) {
            guard let other = actual.frames[id] else { continue }
            #expect(FrameTolerance.agrees(frame, other, nanMatchesNaN: true),
                    "\(id) at \(proposal): preference \(frame), constraint \(other)", sourceLocation: sourceLocation)
        }
    }
}

struct Message: Identifiable {
    var id: Int
    var sender: String
    var text: String
}

/// Seed program 2 with the relation: sender labels as wide as the widest, bubbles beside them.
struct Conversation: View {
    var messages: [Message]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":").id("senderText.\(message.id)")
                        .padding(2)
                        .sameWidth(in: LayoutGroup("senders"), alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.text)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .font(size: 16)
    }

    static let sample = Conversation(messages: [
        Message(id: 0, sender: "User", text: "Log in"),
        Message(id: 1, sender: "Password", text: "I forgot my password"),
        Message(id: 2, sender: "Support", text: "We sent a link to the address you gave when you signed up. It expires in an hour, so use it soon."),
    ])
}

/// The login form: labels of equal width beside text fields.
struct LoginFormView: View {
    var labels = ["User:", "Password:"]

    var body: some View {
        VStack {
            ForEach(Array(labels.enumerated()), id: \.offset) { index, label in
                HStack {
                    Text(label)
                        .sameWidth(in: LayoutGroup("labels"), alignment: .trailing)
                        .id("label.\(index)")
                    TextField(label.dropLast() + "").id("field.\(index)")
                }
            }
        }
        .padding(16)
        .font(size: 16)
    }
}
