import Foundation

/// A built tool run as a process: exit status, standard output and standard error exactly
/// as scripts and other tools see them.
enum ToolProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable called `name` next to the test bundle in the build products directory.
    static func executable(_ name: String) throws -> URL {
        var directories: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name) near \(directories)"])
    }

    /// Runs the tool `name` with `arguments`, `input` on its standard input, in `directory`.
    static func run(
        _ name: String, _ arguments: [String], input: [UInt8]? = nil,
        in directory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = try executable(name)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input ?? []))
        try standardInput.fileHandleForWriting.close()
        // Read standard error on another thread so neither pipe can fill and block the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1_000) }
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self))
    }

    /// A new temporary directory.
    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tool-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A file called `name` holding `contents`, in a new temporary directory; its path.
    static func file(_ contents: [UInt8], name: String) throws -> String {
        let url = try directory().appendingPathComponent(name)
        try Data(contents).write(to: url)
        return url.path
    }
}

/// Bytes handed from a reader thread to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    func get() -> Data { lock.withLock { data ?? Data() } }
}
