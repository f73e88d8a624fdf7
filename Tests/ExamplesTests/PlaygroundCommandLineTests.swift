import Foundation
import Testing

/// The playground's `--svg FILE` and `LAYOUT_SVG=FILE` held to the tools' conventions: a
/// mistake is bad input, with a message on standard error and exit status 2.
@Suite("The playground refuses a picture file it cannot use")
struct PlaygroundCommandLineTests {
    let playground = ExampleProgram(name: "ConversationPlayground")

    @Test("--svg without a file name is a usage error, not the frame listing")
    func svgWithoutFile() throws {
        for arguments in [["--svg"], ["--svg", ""]] {
            let run = try playground.run(in: try ExampleProgram.temporaryDirectory(), arguments: arguments)
            #expect(run.status == 2)
            #expect(run.output == "")
            #expect(
                run.errors
                    == "ConversationPlayground: error: --svg needs a file name\n"
                    + "usage: ConversationPlayground [--svg FILE.svg]\n")
        }
    }

    @Test("A file that cannot be written is named with the reason in words, exit status 2")
    func unwritableFile() throws {
        let directory = try ExampleProgram.temporaryDirectory()
        try Data("a file".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("pictures.svg"), withIntermediateDirectories: false)
        let cases: [(arguments: [String], environment: [String: String], message: String)] = [
            (
                ["--svg", "missing/picture.svg"], [:],
                #"missing/picture.svg: error: cannot write: no such directory "missing""#
            ),
            (
                ["--svg", "notes.txt/picture.svg"], [:],
                #"notes.txt/picture.svg: error: cannot write: "notes.txt" is not a directory"#
            ),
            (["--svg", "pictures.svg"], [:], "pictures.svg: error: cannot write: it is a directory"),
            ([], ["LAYOUT_SVG": "missing/p.svg"], #"missing/p.svg: error: cannot write: no such directory "missing""#),
            // A file name's control characters are escaped, as the tools echo file names.
            (
                ["--svg", "missing\tdir/p.svg"], [:],
                #"missing\tdir/p.svg: error: cannot write: no such directory "missing\tdir""#
            )
        ]
        for (arguments, environment, message) in cases {
            let run = try playground.run(in: directory, arguments: arguments, environment: environment)
            #expect(run.status == 2, "\(arguments) \(environment)")
            #expect(run.output == "")
            #expect(run.errors == message + "\n")
        }
        // Checking leaves nothing behind: only what the test made is there.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["notes.txt", "pictures.svg"])
    }

    @Test("A writable file gets the picture and nothing else is left beside it")
    func writableFile() throws {
        let directory = try ExampleProgram.temporaryDirectory()
        let run = try playground.run(in: directory, arguments: ["--svg", "conversation.svg"])
        #expect(run.status == 0)
        #expect(run.output == "wrote conversation.svg\n")
        #expect(run.errors == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["conversation.svg"])
    }
}
