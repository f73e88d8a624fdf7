import Foundation

/// A file a tool was asked to write. The tools check the path before their work starts, so a
/// path that cannot be written fails at once, not after a long run. They report a reason a
/// person reads, `FILE: error: cannot write: no such directory "out"`, not Foundation's error
/// text.
package enum OutputFile {
    /// Why a file cannot be written at `path` now, nil when it can: the path is not a
    /// directory, and its directory exists and is writable (the file is written to a new file
    /// there, then moved over the old one, so a read-only old file is replaced all the same).
    ///
    /// - Parameter path: The path as the user named it.
    /// - Returns: The reason, in words, with the directory named when it is the cause.
    package static func problem(writing path: String) -> String? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let directory = (path as NSString).deletingLastPathComponent
        let parent = directory.isEmpty ? "." : directory
        guard files.fileExists(atPath: parent, isDirectory: &isDirectory) else {
            return "no such directory \(named(parent))"
        }
        guard isDirectory.boolValue else { return "\(named(parent)) is not a directory" }
        return files.isWritableFile(atPath: parent) ? nil : "permission denied in \(named(parent))"
    }

    /// Why a directory cannot be made (with the ones above it) at `path`, nil when it can or
    /// is there: the nearest existing directory above it must be a writable directory.
    ///
    /// - Parameter path: The path as the user named it.
    /// - Returns: The reason, in words.
    package static func problem(creatingDirectory path: String) -> String? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        var existing = path.isEmpty ? "." : path
        while !files.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let parent = (existing as NSString).deletingLastPathComponent
            let above = parent.isEmpty ? "." : parent
            if above == existing { return "no such directory \(named(existing))" }
            existing = above
        }
        guard isDirectory.boolValue else {
            return existing == path ? "it is not a directory" : "\(named(existing)) is not a directory"
        }
        if existing == path { return nil }
        return files.isWritableFile(atPath: existing) ? nil : "permission denied in \(named(existing))"
    }

    /// A path quoted in a reason: escaped, never cut (docs/ARCHITECTURE.md, "Echoed values").
    private static func named(_ path: String) -> String { "\"" + Echo.text(path, limit: .max) + "\"" }

    /// Writes `text` to `path` as UTF-8, replacing the file as a whole.
    ///
    /// - Throws: the reason, in words (see ``problem(writing:)``), when the file cannot be
    ///   written.
    package static func write(_ text: String, to path: String) throws(OutputFileError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw OutputFileError(path: path, reason: problem(writing: path) ?? "the file could not be written")
        }
    }
}

/// A file that could not be written, and why, in words.
package struct OutputFileError: Error, Sendable, Equatable {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
