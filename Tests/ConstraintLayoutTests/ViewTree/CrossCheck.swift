import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout
import Testing

/// Lays `view` out at each proposal in order with one engine of each kind (as a window being
/// resized) and expects every identified frame to agree within `FrameTolerance` (NaN in both
/// engines is the same answer: the rules' own for an infinite length centred in an infinite one).
func expectSameFrames<V: View>(
    _ view: V, at proposals: [ProposedSize], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let preference = PreferenceLayoutEngine(root: view)
    let constraint = ConstraintLayoutEngine(root: view)
    for proposal in proposals {
        let expected = try preference.layout(proposal: proposal)
        let actual = try constraint.layout(proposal: proposal)
        #expect(!expected.frames.isEmpty, "nothing identified", sourceLocation: sourceLocation)
        #expect(
            Set(actual.frames.keys) == Set(expected.frames.keys), "identifiers at \(proposal)",
            sourceLocation: sourceLocation)
        let mismatches = frameMismatches(expected: expected.frames.sorted { $0.key < $1.key }, nanMatchesNaN: true) {
            actual.frames[$0]
        }
        #expect(
            mismatches.isEmpty, "at \(proposal), constraint against preference: \(mismatches)",
            sourceLocation: sourceLocation)
    }
}

extension RelationConversation {
    /// Three messages whose senders differ in width, one of them long enough to wrap.
    static let sample = RelationConversation(messages: [
        Message(id: 0, sender: "User", body: "Log in"),
        Message(id: 1, sender: "Password", body: "I forgot my password"),
        Message(
            id: 2, sender: "Support",
            body: "We sent a link to the address you gave when you signed up. It expires in an hour, so use it soon.")
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
