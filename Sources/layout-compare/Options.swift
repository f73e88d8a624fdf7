import ToolSupport

/// What the command line asks `layout-compare` for.
struct Options {
    var files: [String] = []
    var filter: String?
    var jsonPath: String?
    var svgDirectory: String?
    var htmlDirectory: String?
    var randomCount: Int?
    var seed: UInt64 = 1
    var allViews = false
    var exportDirectory: String?

    /// Reads the arguments (without the program name); `--` ends the options, so a file may
    /// start with `-`. `help`, `--help` and `--version` are answered before this.
    ///
    /// - Throws: ``UsageError`` naming an unknown option, a missing or bad value, or files
    ///   beside `--random`.
    init(parsing arguments: [String]) throws(UsageError) {
        var index = 0
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
            return arguments[index]
        }
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--filter": filter = try value(argument)
            case "--json": jsonPath = try value(argument)
            case "--svg": svgDirectory = try value(argument)
            case "--html": htmlDirectory = try value(argument)
            case "--random":
                let text = try value(argument)
                guard let count = Int(text), count >= 0 else {
                    throw UsageError("--random needs a count of at least 0, not '\(Echo.text(text))'")
                }
                randomCount = count
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else {
                    throw UsageError("--seed needs a whole number from 0 to \(UInt64.max), not '\(Echo.text(text))'")
                }
                self.seed = seed
            case "--all-views": allViews = true
            case "--export": exportDirectory = try value(argument)
            default: throw UsageError("unknown option '\(Echo.text(argument))'")
            }
            index += 1
        }
        if randomCount != nil && !files.isEmpty {
            throw UsageError("--random and scenario files exclude each other")
        }
    }
}
