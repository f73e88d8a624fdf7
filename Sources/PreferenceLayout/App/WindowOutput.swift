import Foundation
import LayoutModel
import ToolSupport

/// What `App.main()` and `PlaygroundPage.setLiveView(_:)` show of their windows, where there
/// is no screen: each window's identified frames on standard output, or, when an argument
/// `--svg FILE` or the environment variable `LAYOUT_SVG=FILE` asks, its picture written to
/// FILE (the second window to FILE-2.svg, and so on).
package enum WindowOutput {
    /// The environment variable naming the file a picture is written to.
    package static let environmentVariable = "LAYOUT_SVG"

    /// The file pictures go to, if the arguments (`--svg FILE`, without the program name) or
    /// the environment ask for one; the argument wins.
    package static func destination(arguments: [String], environment: [String: String]) -> String? {
        if let flag = arguments.firstIndex(of: "--svg"), flag + 1 < arguments.count { return arguments[flag + 1] }
        if let file = environment[environmentVariable], !file.isEmpty { return file }
        return nil
    }

    /// The file of the `index`th window (0-based): the destination itself for the first,
    /// `NAME-2.svg`, `NAME-3.svg`, … for the next ones.
    package static func file(_ destination: String, window index: Int) -> String {
        guard index > 0 else { return destination }
        let stem = destination.hasSuffix(".svg") ? String(destination.dropLast(4)) : destination
        return "\(stem)-\(index + 1).svg"
    }

    /// Shows `windows`, each laid out at `size` by the preference engine.
    ///
    /// - Parameters:
    ///   - windows: the windows' root views, in order.
    ///   - size: the window size.
    ///   - destination: where pictures go, or nil to list the frames.
    /// - Returns: what to print on standard output: the frames, or a line per picture written.
    /// - Throws: the engine's error for a window that cannot be laid out, or the error of a
    ///   file that cannot be written.
    package static func show(_ windows: [AnyView], size: Size, destination: String?) throws -> String {
        var out = ""
        for (k, window) in windows.enumerated() {
            var renderer = ImageRenderer(content: window)
            renderer.proposedSize = ProposedSize(size)
            let rendered = try renderer.render()
            if let destination {
                let file = self.file(destination, window: k)
                try OutputFile.write(rendered.svg, to: file)
                out += "wrote \(file)\n"
                continue
            }
            out += "window \(k + 1) of \(windows.count), offered \(size): the root is \(rendered.size)\n"
            out +=
                rendered.frames.isEmpty
                ? "no view has an .id(_:); set \(environmentVariable)=FILE.svg (or pass --svg FILE.svg) to see the picture\n"
                : rendered.frameListing
        }
        return out
    }

    /// ``show(_:size:destination:)`` with the process's arguments and environment, printed.
    /// As the package's tools do (docs/ARCHITECTURE.md, "The tools' conventions"), a `--svg`
    /// without a file name or a file that cannot be written is bad input, said before anything
    /// is laid out: a message on standard error and exit status 2. A window that cannot be laid
    /// out ends the process with status 1.
    package static func showAndReport(_ windows: [AnyView], size: Size, subject: String) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? subject
        if let flag = arguments.firstIndex(of: "--svg"), flag + 1 == arguments.count || arguments[flag + 1].isEmpty {
            stop(2, "\(program): error: --svg needs a file name\nusage: \(program) [--svg FILE.svg]\n")
        }
        let destination = self.destination(arguments: arguments, environment: ProcessInfo.processInfo.environment)
        if let destination, let reason = OutputFile.problem(writing: destination) {
            stop(2, Diagnostic(file: destination, message: "cannot write: \(reason)").header + "\n")
        }
        do {
            print(try show(windows, size: size, destination: destination), terminator: "")
        } catch let error as OutputFileError {
            stop(2, Diagnostic(file: error.path, message: "cannot write: \(error.reason)").header + "\n")
        } catch {
            stop(1, "\(subject): \(error)\n")
        }
    }

    private static func stop(_ status: Int32, _ message: String) -> Never {
        FileHandle.standardError.write(Data(message.utf8))
        exit(status)
    }
}
