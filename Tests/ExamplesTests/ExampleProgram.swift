import Foundation

/// One program of `Examples/`: its source, what its comments say it prints, and a way to run
/// the built executable.
struct ExampleProgram: CustomStringConvertible {
    /// The target's name, which is also its folder's.
    var name: String

    var description: String { name }

    /// Every example, by folder.
    static let names = [
        "LoginFormViewTree", "LoginFormAnchors", "LoginFormPreferences", "ChatBubble",
        "ConversationHTML", "SolverBasics", "SolverConflict", "TextMeasuring", "ConversationPlayground",
        "CustomLayouts", "LoginFormRelations", "LoginButtonsRelations"
    ]

    /// The package's root, found from this file's place in `Tests/ExamplesTests/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `Examples/NAME/main.swift`.
    func source() throws -> String {
        try String(contentsOf: Self.packageRoot.appendingPathComponent("Examples/\(name)/main.swift"), encoding: .utf8)
    }

    /// What the source says the program prints: the text after `// prints ` in every comment
    /// that starts so (trailing a `print` or on a line of its own), in source order.
    ///
    /// A comment may go on past the output to say why (`// prints 3: the group's wish …`); only
    /// what comes before `: ` or two spaces is output, or the whole comment when the printed
    /// line is that long (``matches(_:comment:)``).
    func promisedOutput() throws -> [String] {
        try source().split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let range = line.range(of: "// prints ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    /// Whether `output`, a printed line, is what `comment` promises: the whole comment, or its
    /// start followed by `: ` and an explanation.
    static func matches(_ output: String, comment: String) -> Bool {
        comment == output || comment.hasPrefix(output + ": ")
    }

    /// Runs the built executable in `directory` with `arguments`, and `environment` added to
    /// this process's; its standard output, standard error and exit status.
    func run(
        in directory: URL, arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> (output: String, errors: String, status: Int32) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The examples write a few lines to standard error at most: reading it second cannot
        // leave the program blocked on a full pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
            process.terminationStatus
        )
    }

    /// The executable beside the test bundle in the build products directory.
    private func executable() throws -> URL {
        var directories = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        ]
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name) near \(directories)"])
    }

    /// A new empty directory to run a program in.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
