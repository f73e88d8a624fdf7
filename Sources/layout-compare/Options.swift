import ToolSupport

/// What the command line asks `layout-compare` for.
struct Options {
    var files: [String] = []
    /// What `--filter` asked for, lowercased: a scenario whose name contains one of them is run.
    var filters: [String] = []
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
        var seedGiven = false
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--filter": filters.append(try value(argument).lowercased())
            case "--json": jsonPath = try value(argument)
            case "--svg": svgDirectory = try value(argument)
            case "--html": htmlDirectory = try value(argument)
            case "--random":
                let text = try value(argument)
                // Every tree's report is kept for the JSON and HTML reports: about 9 KB each.
                guard let count = Int(text), (0...Self.maximumRandomCount).contains(count) else {
                    throw UsageError(
                        "--random needs a count from 0 to \(Self.maximumRandomCount), not '\(Echo.text(text))'")
                }
                randomCount = count
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else {
                    throw UsageError("--seed needs a whole number from 0 to \(UInt64.max), not '\(Echo.text(text))'")
                }
                self.seed = seed
                seedGiven = true
            case "--all-views": allViews = true
            case "--export": exportDirectory = try value(argument)
            default: throw UsageError("unknown option '\(Echo.text(argument))'")
            }
            index += 1
        }
        if randomCount != nil && !files.isEmpty {
            throw UsageError("--random and scenario files exclude each other")
        }
        if randomCount == nil && seedGiven { throw UsageError("--seed is the seed of --random, which is not given") }
        if randomCount != nil && !filters.isEmpty {
            throw UsageError("--filter chooses among files or the catalog; --random generates its trees")
        }
    }

    /// The most trees `--random` generates (about 900 MB of reports).
    static let maximumRandomCount = 100_000
}
