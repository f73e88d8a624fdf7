import Comparisons
import Foundation
import ToolSupport

/// Reads scenario files: every file is read and checked before anything is laid out, and
/// the first error of each file is reported, its line quoted (docs/ARCHITECTURE.md, "The
/// tools' conventions").
enum ScenarioFiles {
    /// The scenarios of `files` in order, or the diagnostics of every file with an error
    /// (as text for standard error).
    static func load(_ files: [String]) -> Result<[Scenario], FileErrors> {
        var scenarios: [Scenario] = []
        var errors = ""
        var fileOfScenario: [String: String] = [:]
        for file in files {
            let text: String
            switch read(file) {
            case .success(let read): text = read
            case .failure(let error):
                errors += error.rendered(quoting: error.line == nil ? nil : SourceText(bytes: bytesOf(file)))
                continue
            }
            let decoded: [Scenario]
            do {
                decoded = try ScenarioDecoder(file: file).decode(text)
            } catch {
                errors += error.diagnostic.rendered(quoting: SourceText(text))
                continue
            }
            for (index, scenario) in decoded.enumerated() {
                if let other = fileOfScenario[scenario.name] {
                    errors += duplicate(scenario.name, at: index, in: file, text: text, other: other)
                    continue
                }
                fileOfScenario[scenario.name] = file
                scenarios.append(scenario)
            }
        }
        return errors.isEmpty ? .success(scenarios) : .failure(FileErrors(text: errors))
    }

    /// The diagnostics of the files that could not be read, ready for standard error.
    struct FileErrors: Error {
        var text: String
    }

    /// The file's text; too large, unreadable or not UTF-8 is an error about the whole file.
    private static func read(_ file: String) -> Result<String, Diagnostic> {
        func failure(_ message: String) -> Result<String, Diagnostic> {
            .failure(Diagnostic(file: file, message: message))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return failure("cannot read file: no such file")
        }
        guard !isDirectory.boolValue else { return failure("cannot read file: is a directory") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int,
            size > ScenarioLimits.maximumFileBytes
        {
            return failure(ScenarioDecoder.tooLargeMessage(bytes: size))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return failure("cannot read file: permission denied")
        }
        let bytes = Array(data)
        if let bad = InvalidUTF8.first(in: bytes) {
            return .failure(Diagnostic(file: file, line: bad.line, column: bad.column, message: bad.message))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The bytes of a file read before, for quoting the line of an error in them.
    private static func bytesOf(_ file: String) -> [UInt8] {
        FileManager.default.contents(atPath: file).map { Array($0) } ?? []
    }

    /// A scenario named as one in an earlier file, at its `name`.
    private static func duplicate(
        _ name: String, at index: Int, in file: String, text: String,
        other: String
    ) -> String {
        let isArray = text.drop { $0.isWhitespace }.hasPrefix("[")
        let path = JSONPath(parsing: isArray ? "[\(index)].name" : "name")
        let location = JSONParser.location(of: path, in: text)
        let diagnostic = Diagnostic(
            file: file, line: location?.line, column: location?.column,
            message: "\(path): scenario \(Echo.quoted(name)) is also in \(Echo.text(other, limit: .max))")
        return diagnostic.rendered(quoting: SourceText(text))
    }
}
