import Foundation
import PreferenceLayout

/// Not the article's: where `setLiveView` is asked to write the picture (`--svg FILE` or
/// `LAYOUT_SVG=FILE`), checked before the playground runs, so that a mistake there is bad
/// input as the package's tools report it (docs/ARCHITECTURE.md, "The tools' conventions"):
/// a message on standard error and exit status 2. `setLiveView` alone would list the frames
/// for a `--svg` without a file, and end an unwritable file with the raw error and status 1.
enum PictureFileCheck {
    static let program = "ConversationPlayground"

    /// Returns when the playground may run; else writes the message and exits with status 2.
    static func exitOnBadInput() {
        guard
            let message = problem(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        else { return }
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }

    /// What is wrong with the picture's destination, newline-terminated, or nil.
    ///
    /// - Parameters:
    ///   - arguments: the command line, without the program's name.
    ///   - environment: the process's environment.
    static func problem(arguments: [String], environment: [String: String]) -> String? {
        if let flag = arguments.firstIndex(of: "--svg"), flag + 1 == arguments.count || arguments[flag + 1].isEmpty {
            return "\(program): error: --svg needs a file name\nusage: \(program) [--svg FILE.svg]\n"
        }
        // The destination as `setLiveView` reads it, so the check and the write agree.
        guard let file = WindowOutput.destination(arguments: arguments, environment: environment),
            let reason = whyUnwritable(file)
        else { return nil }
        return "\(escaped(file)): error: cannot write: \(reason)\n"
    }

    /// Why the picture cannot be written to `file`, in plain words, or nil when it can.
    static func whyUnwritable(_ file: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            return "is a directory"
        }
        // The picture is written atomically: a temporary file beside it, then renamed. Making
        // such a file there meets what would stop the write, with the system's own reason.
        let directory = (file as NSString).deletingLastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.playground-check-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor < 0 else {
            close(descriptor)
            unlink(template)
            return nil
        }
        return reason(errno)
    }

    /// A write's failure in words: the common ones as a user would say them, else the system's.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such directory"
        case ENOTDIR: "not a directory"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// `name` with its control characters escaped and never cut, as the tools echo a file
    /// name (ToolSupport's `Echo`, which an example does not import).
    static func escaped(_ name: String) -> String {
        var shown = ""
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x00: shown += "\\0"
            case 0x09: shown += "\\t"
            case 0x0A: shown += "\\n"
            case 0x0D: shown += "\\r"
            case 0x01...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
