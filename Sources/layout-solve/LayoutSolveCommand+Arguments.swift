extension LayoutSolveCommand {
    /// A command line the command cannot run.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static let usageHint = "usage: layout-solve [--json] [--time] FILE (see --help)"

    /// Reads the options and the one FILE argument; `--` ends the options.
    static func parse(arguments: [String]) -> Result<Action, UsageError> {
        var options = Options(path: "")
        var paths: [String] = []
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                paths.append(argument)
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--help", "-h": return .success(.help)
            case "--json": options.json = true
            case "--time": options.time = true
            default: return .failure(UsageError(message: "unknown option '\(argument)'"))
            }
        }
        guard let path = paths.first else { return .failure(UsageError(message: "no input file")) }
        guard paths.count == 1 else {
            return .failure(UsageError(message: "expected one input file, got \(paths.count)"))
        }
        options.path = path
        return .success(.solve(options))
    }
}
