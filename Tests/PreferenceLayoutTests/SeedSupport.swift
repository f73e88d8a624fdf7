import LayoutModel
import PreferenceLayout

// The seed material's helpers, written literally with the engine's primitives.

/// The widest width seen, or nil when no view reported one.
struct MaxWidthKey: PreferenceKey {
    static let defaultValue: Double? = nil
    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        guard let next = nextValue() else { return }
        value = max(value ?? next, next)
    }
}

struct EqualWidthEnvironmentKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    var equalWidth: Double? {
        get { self[EqualWidthEnvironmentKey.self] }
        set { self[EqualWidthEnvironmentKey.self] = newValue }
    }
}

/// Measures the view, publishes its width, and applies the shared width from the environment.
struct EqualWidth: ViewModifier {
    var alignment: Alignment
    @Environment(\.equalWidth) var width

    func body(content: Content) -> some View {
        content
            .background(GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
            })
            .frame(width: width, alignment: alignment)
    }
}

/// Receives the widest width, keeps it in state and hands it down.
struct EqualWidthHost: ViewModifier {
    @State var width: Double? = nil

    func body(content: Content) -> some View {
        content
            .onPreferenceChange(MaxWidthKey.self) { width = $0 }
            .environment(\.equalWidth, width)
    }
}

extension View {
    func equalWidth(alignment: Alignment = .center) -> some View {
        modifier(EqualWidth(alignment: alignment))
    }

    func equalWidthHost() -> some View {
        modifier(EqualWidthHost())
    }

    /// The login form's label helper: measure in the background, apply the stored width.
    func equalSizedLabel(width: Double?, alignment: Alignment) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
        })
        .frame(width: width, alignment: alignment)
    }

    func storeMaxLabelWidth(in binding: Binding<Double?>) -> some View {
        onPreferenceChange(MaxWidthKey.self) { binding.wrappedValue = $0 }
    }
}

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
