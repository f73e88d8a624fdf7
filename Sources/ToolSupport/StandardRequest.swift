/// The requests every tool answers the same way before it reads its own options
/// (docs/ARCHITECTURE.md, "The tools' conventions").
package enum StandardRequest: Equatable, Sendable {
    /// `help` as the first argument, or `--help` / `-h`: the usage on standard output, exit 0.
    case help
    /// `--version`: `TOOL VERSION` on standard output, exit 0.
    case version

    /// What `arguments` ask for, or nil when they ask for the tool's own work.
    ///
    /// `help` counts only as the first argument and is never a file name (a file called
    /// `help` is `./help`); `--help`, `-h` and `--version` count anywhere before `--`.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Complexity: O(*n*) in the number of arguments.
    package init?(_ arguments: [String]) {
        if arguments.first == "help" {
            self = .help
            return
        }
        for argument in arguments.prefix(while: { $0 != "--" }) {
            switch argument {
            case "--help", "-h":
                self = .help
                return
            case "--version":
                self = .version
                return
            default: continue
            }
        }
        return nil
    }
}

/// A command line a tool cannot run: an unknown option, a missing value, a missing file.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong; values from the command line are echoed through ``Echo``.
    package var message: String

    /// Creates a usage error.
    package init(_ message: String) {
        self.message = message
    }

    /// `TOOL: error: MESSAGE`, then the synopsis with a pointer to `--help`, each line
    /// ending with a newline; the exit status is ``ExitStatus/badInput``.
    ///
    /// - Parameters:
    ///   - tool: The tool's name.
    ///   - synopsis: One line of usage, such as `usage: layout-solve [options] FILE`.
    package func text(tool: String, synopsis: String) -> String {
        "\(tool): error: \(message)\n\(synopsis) (see \(tool) --help)\n"
    }
}
