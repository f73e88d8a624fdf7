// A message in a bubble at most 480 points wide, laid out by both engines. The bubble is
// the text's background, so it is offered the wrapped text's size: nothing is measured
// after the fact, and neither engine needs a second pass.
import ConstraintLayout
import PreferenceLayout

struct ChatBubble: View {
    var message: String

    var body: some View {
        Text(message)
            .fixedSize(horizontal: false, vertical: true)
            .id("text")
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 16).fill(.blue))
            .frame(maxWidth: 480, alignment: .leading)
            .id("bubble")
            .padding(12)
            .font(size: 16)
    }
}

let window = Size(width: 600, height: .infinity)
for message in [
    "Is the layout done yet?",
    "The bubble takes its height from the text: the text wraps at the bubble's width, and the "
        + "rounded rectangle behind it is offered exactly the size that comes back."
] {
    let bubble = ChatBubble(message: message)
    let constraint = try ConstraintLayoutEngine(root: bubble).layout(in: window)
    let preference = try PreferenceLayoutEngine(root: bubble).layout(in: window)
    print(constraint.frame(of: "text")!, constraint.frame(of: "text") == preference.frames["text"])
}
// prints (24.0, 24.0) 183.5859375×18.625 true
// prints (24.0, 24.0) 446.8515625×55.875 true
