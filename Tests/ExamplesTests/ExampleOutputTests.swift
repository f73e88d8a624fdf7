import Foundation
import Testing

/// Each example run as a user runs it: it exits 0 and prints, line for line, what its
/// `// prints` comments say.
@Suite("Examples print what their comments say")
struct ExampleOutputTests {
    @Test("The example prints its promised lines, in order", arguments: ExampleProgram.names)
    func printsWhatItPromises(name: String) throws {
        let example = ExampleProgram(name: name)
        let promised = try example.promisedOutput()
        #expect(!promised.isEmpty, "\(name) promises no output: write `// prints …` after its print calls")
        let run = try example.run(in: try ExampleProgram.temporaryDirectory())
        #expect(run.status == 0)
        let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(printed.count == promised.count, "\(name) printed \(printed)")
        for (line, comment) in zip(printed, promised) {
            #expect(
                ExampleProgram.matches(line, comment: comment),
                "\(name) printed \"\(line)\"; its comment says \"\(comment)\"")
        }
    }

    @Test("The conversation page places every bubble where the engine put it, lined up")
    func conversationPage() throws {
        let directory = try ExampleProgram.temporaryDirectory()
        #expect(try ExampleProgram(name: "ConversationHTML").run(in: directory).status == 0)
        let page = try String(contentsOf: directory.appendingPathComponent("conversation.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // Three bubbles, each starting where the widest sender name ends: the 12-point padding,
        // "Theodora:" (81.265625 at 16 pt) and the 8-point spacing.
        let bubbles = page.components(separatedBy: "left:\(12 + 81.265625 + 8)px;").count - 1
        #expect(bubbles == 3)
        #expect(page.contains(">Theodora:</div>"))
        #expect(page.contains("left:12.0px;top:124.5px;width:81.265625px;height:18.625px"))
    }

    @Test("The playground writes its picture where LAYOUT_SVG says: the article's texts, on the bubbles' blue")
    func playgroundPicture() throws {
        let directory = try ExampleProgram.temporaryDirectory()
        let run = try ExampleProgram(name: "ConversationPlayground").run(
            in: directory,
            environment: ["LAYOUT_SVG": "conversation.svg"])
        #expect(run.status == 0)
        #expect(run.output == "wrote conversation.svg\n")
        let picture = try String(contentsOf: directory.appendingPathComponent("conversation.svg"), encoding: .utf8)
        // The root is 528 wide (480 + 2 × 12 + 2 × 12), as the listing says.
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"528\" height=\"174.945\""))
        for text in [
            ">Peanutsmasher:</text>", ">Rob:</text>", ">First, it's worth understanding blah blah blah…</text>"
        ] {
            #expect(picture.contains(text))
        }
        // Color.blue.opacity(0.2) behind each message, and the border in black.
        #expect(picture.components(separatedBy: "fill=\"rgb(0,122,255)\" fill-opacity=\"0.2\"").count - 1 == 2)
        #expect(picture.contains("stroke=\"rgb(0,0,0)\""))
    }
}
