import LayoutModel
import PreferenceLayout
import Testing

/// The README's conversation, written as the README shows it.
private struct ReadmeConversation: View {
    var messages: [(id: Int, sender: String, text: String)]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages, id: \.id) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":").padding(2)
                        .equalWidth(alignment: .trailing).id("sender.\(message.id)")
                    Text(message.text).fixedSize(horizontal: false, vertical: true).padding(6)
                        .background(RoundedRectangle(cornerRadius: 8)).id("bubble.\(message.id)")
                }
            }
        }
        .equalWidthHost()
        .font(size: 16)
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("README conversation: labels 81.125 + 4 wide, two passes")
    func conversation() throws {
        let engine = LayoutEngine(root: ReadmeConversation(messages: [(0, "User", "Log in"), (1, "Password", "I forgot my password")]))
        let result = try engine.layout(in: Size(width: 480, height: .infinity))
        #expect(result.frames["sender.0"] == Rect(x: 0, y: 8, width: 85.125, height: 22.625))
        #expect(result.frames["sender.1"]?.width == 85.125)
        #expect(result.statistics.passes == 2)
    }
}
