extension LayoutSolveCommand {
    /// A command line the command cannot run.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static let usageHint = "usage: layout-solve [--json] [--time] [--memory-budget BYTES] FILE (see --help)"

    /// Reads the options and the one FILE argument; `--` ends the options.
    static func parse(arguments: [String]) -> Result<Action, UsageError> {
        var options = Options(path: "")
        var paths: [String] = []
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                paths.append(argument)
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--help", "-h": return .success(.help)
            case "--json": options.json = true
            case "--time": options.time = true
            case "--memory-budget":
                guard index < arguments.count else {
                    return .failure(UsageError(message: "--memory-budget needs a number of bytes"))
                }
                index += 1
                guard let bytes = byteCount(arguments[index - 1]) else {
                    return .failure(UsageError(message: "--memory-budget: '\(arguments[index - 1])' is not a positive number of bytes"))
                }
                options.memoryBudget = bytes
            default:
                if argument.hasPrefix("--memory-budget=") {
                    let value = String(argument.dropFirst("--memory-budget=".count))
                    guard let bytes = byteCount(value) else {
                        return .failure(UsageError(message: "--memory-budget: '\(value)' is not a positive number of bytes"))
                    }
                    options.memoryBudget = bytes
                    continue
                }
                return .failure(UsageError(message: "unknown option '\(argument)'"))
            }
        }
        guard let path = paths.first else { return .failure(UsageError(message: "no input file")) }
        guard paths.count == 1 else {
            return .failure(UsageError(message: "expected one input file, got \(paths.count)"))
        }
        options.path = path
        return .success(.solve(options))
    }

    /// A positive number of bytes: digits, optionally followed by K, M, G or T (powers of
    /// 1024, an `i` and a `B` allowed: `512M`, `8GiB`); nil when malformed, zero or too large.
    static func byteCount(_ text: String) -> Int? {
        var digits = Substring(text)
        var unit = 1
        for (suffix, multiplier) in [("T", 1 << 40), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)] {
            for spelling in [suffix + "iB", suffix + "B", suffix, suffix.lowercased()]
            where digits.hasSuffix(spelling) && digits.count > spelling.count {
                digits = digits.dropLast(spelling.count)
                unit = multiplier
                break
            }
            if unit != 1 { break }
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let value = Int(digits), value > 0 else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }
}
