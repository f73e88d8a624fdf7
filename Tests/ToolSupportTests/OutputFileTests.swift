import Foundation
import Testing
import ToolSupport

/// Why an output cannot be written, found before a tool's work starts.
@Suite("OutputFile")
struct OutputFileTests {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    @Test("A file in an existing directory can be written; a missing directory, a file as directory cannot")
    func writing() throws {
        let directory = try scratch()
        let plain = "\(directory)/plain.txt"
        try OutputFile.write("text\n", to: plain)
        #expect(try String(contentsOfFile: plain, encoding: .utf8) == "text\n")
        #expect(OutputFile.problem(writing: plain) == nil, "an existing file is replaced")
        #expect(OutputFile.problem(writing: "\(directory)/new.txt") == nil)
        #expect(OutputFile.problem(writing: directory) == "it is a directory")
        #expect(OutputFile.problem(writing: "\(directory)/no/x.txt") == "no such directory \"\(directory)/no\"")
        #expect(OutputFile.problem(writing: "\(plain)/x.txt") == "\"\(plain)\" is not a directory")
        #expect(throws: OutputFileError(path: "\(directory)/no/x.txt", reason: "no such directory \"\(directory)/no\""))
        {
            try OutputFile.write("text", to: "\(directory)/no/x.txt")
        }
    }

    @Test("A directory can be made below an existing one, not below a file")
    func creatingDirectories() throws {
        let directory = try scratch()
        let plain = "\(directory)/plain.txt"
        try OutputFile.write("", to: plain)
        #expect(OutputFile.problem(creatingDirectory: directory) == nil, "it is there")
        #expect(OutputFile.problem(creatingDirectory: "\(directory)/a/b/c") == nil)
        #expect(OutputFile.problem(creatingDirectory: plain) == "it is not a directory")
        #expect(OutputFile.problem(creatingDirectory: "\(plain)/svg/x") == "\"\(plain)\" is not a directory")
    }
}
