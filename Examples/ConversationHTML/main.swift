// A conversation laid out by the constraint engine and written as an HTML page. The sender
// names share one width (trailing aligned), so every bubble starts at the same place: one
// relation, no second pass. Each line of text is placed where the engine measured it, so the
// page shows the engine's layout (exactly so where the browser has DejaVu Sans).
//
//   swift run ConversationHTML conversation.html
import ConstraintLayout
import Foundation
import LayoutModel

struct Message {
    var sender: String
    var text: String
}

struct Conversation: View {
    var messages: [Message]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(messages.indices), id: \.self) { index in
                HStack(alignment: .bottom, spacing: 8) {
                    Text(messages[index].sender + ":")
                        .id("sender.\(index)")
                        .sameWidth(in: LayoutGroup("senders"), alignment: .trailing)
                    Text(messages[index].text)
                        .fixedSize(horizontal: false, vertical: true)
                        .id("text.\(index)")
                        .padding(8)
                        .background(RoundedRectangle(cornerRadius: 12))
                        .id("bubble.\(index)")
                }
            }
        }
        .frame(width: 420, alignment: .leading)
        .padding(12)
        .font(size: 16)
    }
}

let messages = [
    Message(
        sender: "Mira",
        text: "How can the sender names in a chat share one width, so that every bubble "
            + "starts at the same place?"),
    Message(sender: "Theodora", text: "Measure each name, keep the widest, and give that width to all."),
    Message(sender: "Mira", text: "Thanks!")
]
let font = Font(size: 16)
let result = try ConstraintLayoutEngine(root: Conversation(messages: messages))
    .layout(in: Size(width: 444, height: .infinity))

/// One absolutely placed element: a box, or a line of text at its measured place.
func element(_ frame: Rect, style: String, text: String = "") -> String {
    let place = "left:\(frame.minX)px;top:\(frame.minY)px;width:\(frame.width)px;height:\(frame.height)px"
    let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    return "<div style=\"position:absolute;\(place);\(style)\">\(escaped)</div>\n"
}

/// The lines of `text` in `frame`, each where the engine measured it.
func lines(of text: String, in frame: Rect?, color: String) -> String {
    guard let frame else { return "" }
    let layout = TextMeasurement.layout(text, font: font, width: frame.width, lineLimit: nil)
    return layout.lines.enumerated().map { number, line in
        let top = frame.minY + Double(number) * font.lineHeight
        return element(
            Rect(x: frame.minX, y: top, width: frame.width, height: font.lineHeight),
            style: "white-space:pre;color:\(color)", text: line)
    }.joined()
}

var page = """
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"><title>A conversation</title></head>
    <body style="margin:0;font:16px/\(font.lineHeight)px 'DejaVu Sans',sans-serif">
    <div style="position:relative;width:444px">

    """
for (index, message) in messages.enumerated() {
    if let bubble = result.frame(of: "bubble.\(index)") {
        page += element(bubble, style: "background:#2f6fde;border-radius:12px")
    }
    page += lines(of: message.sender + ":", in: result.frame(of: "sender.\(index)"), color: "#555")
    page += lines(of: message.text, in: result.frame(of: "text.\(index)"), color: "white")
}
page += "</div>\n</body></html>\n"

let path = CommandLine.arguments.dropFirst().first ?? "conversation.html"
try page.write(toFile: path, atomically: true, encoding: .utf8)
let bubbleStarts = Set(messages.indices.compactMap { result.frame(of: "bubble.\($0)")?.minX })
print("wrote \(path)")  // prints wrote conversation.html
print("every bubble starts at x =", bubbleStarts)  // prints every bubble starts at x = [101.265625]
