import Foundation
import Testing

/// The README's Swift snippets are the examples, word for word: so each one compiles (it is
/// built as an example) and prints what it says (``ExampleOutputTests``).
@Suite("README snippets are the examples")
struct ReadmeSnippetTests {
    /// The README's fenced Swift blocks, each without its fences.
    static func readmeSnippets() throws -> [String] {
        let readme = try String(
            contentsOf: ExampleProgram.packageRoot.appendingPathComponent("README.md"),
            encoding: .utf8)
        var snippets: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                snippets.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    @Test("Every Swift snippet of the README is one example's main.swift")
    func everySnippetIsAnExample() throws {
        let sources = try ExampleProgram.names.map { try ExampleProgram(name: $0).source() }
        let snippets = try Self.readmeSnippets()
        #expect(snippets.count >= 6)
        for snippet in snippets {
            // A manifest shows how to add the package; a user pastes it into their own.
            if snippet.hasPrefix("// Package.swift") { continue }
            let isExample = sources.contains(snippet)
            #expect(
                isExample,
                "this README snippet is no Examples/*/main.swift; add it as an example:\n\(snippet)")
        }
    }
}
