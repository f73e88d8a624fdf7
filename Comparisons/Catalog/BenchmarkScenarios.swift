import LayoutModel
import LayoutTestSupport

// The trees layout-bench times, written once here as Swift views of concrete types: the
// conversation and the form of its scenario workloads (the feed is `FeedView`, beside
// `Catalog.feed(_:)`). layout-bench lays these very views out and checks every timed layout
// against its hand-written floors; their scenarios are written from them (`Catalog.written`),
// so `layout-bench export` gives other tools what is timed. Concrete types, not a generic
// view or views built from data: an engine compiles a tree whose types it must look up at run
// time (a generic view's body, `AnyView`s) 20 % to 3× more slowly, and what is timed must stay
// what was timed (docs/ARCHITECTURE.md, "The catalog").

/// The conversation layout-bench times, seed program 2 with the relation: the senders' labels
/// share the widest width, trailing aligned, beside rounded bubbles, in 16-point text;
/// identified `sender.K` and `bubble.K` by the messages' `id`.
package struct BenchmarkConversation: View {
    package var messages: [Message]

    package init(messages: [Message]) {
        self.messages = messages
    }

    package var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":")
                        .padding(2)
                        .sameWidth(in: LayoutGroup("senders"), alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .font(size: 16)
    }
}

/// ``BenchmarkConversation`` as the seed material writes it with the preference system
/// (LayoutTestSupport's plumbing): a background GeometryReader publishes each label's width
/// under a max-reducing preference, the host keeps the widest in @State and hands it down.
package struct BenchmarkConversationRendition: View {
    package var messages: [Message]

    package init(messages: [Message]) {
        self.messages = messages
    }

    package var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(messages) { message in
                HStack(alignment: .bottom, spacing: 3) {
                    Text(message.sender + ":")
                        .padding(2)
                        .equalWidth(alignment: .trailing)
                        .id("sender.\(message.id)")
                    Text(message.body)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(6)
                        .background(RoundedRectangle(cornerRadius: 8))
                        .id("bubble.\(message.id)")
                }
            }
        }
        .equalWidthHost()
        .font(size: 16)
    }
}

/// The login form layout-bench times: a row per label, the labels sharing the widest width,
/// trailing aligned, beside a text field of the same title, padded by 16, in 16-point text;
/// identified `label.K` and `field.K`.
package struct BenchmarkForm: View {
    package var labels: [String]

    package init(labels: [String]) {
        self.labels = labels
    }

    package var body: some View {
        VStack {
            ForEach(labels.indices, id: \.self) { i in
                HStack {
                    Text(labels[i]).sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("label.\(i)")
                    TextField(labels[i]).id("field.\(i)")
                }
            }
        }
        .padding(16)
        .font(size: 16)
    }
}

extension Catalog {
    /// The conversation layout-bench times, at 480 points: the preference engine lays out its
    /// rendition, the constraint engine the tree.
    ///
    /// - Parameter messages: the messages.
    /// - Returns: the scenario `bench-conversation-N`.
    package static func benchmarkConversation(_ messages: [Message]) -> Scenario {
        Scenario(
            name: "bench-conversation-\(messages.count)",
            origin: "layout-bench: the conversation of \(messages.count) generated messages",
            proposals: [ProposedSize(width: 480, height: .infinity)],
            view: written(BenchmarkConversation(messages: messages)),
            preferenceRendition: PreferenceRendition(
                summary: "background GeometryReader → max preference → @State → environment → frame(width:)",
                make: { AnyView(BenchmarkConversationRendition(messages: messages)) }))
    }

    /// The login form layout-bench times, at 480 points.
    ///
    /// - Parameter labels: the labels.
    /// - Returns: the scenario `bench-form-N`.
    package static func benchmarkForm(_ labels: [String]) -> Scenario {
        Scenario(
            name: "bench-form-\(labels.count)", origin: "layout-bench: the login form of \(labels.count) fields",
            proposals: [ProposedSize(width: 480, height: .infinity)],
            view: written(BenchmarkForm(labels: labels)))
    }
}
