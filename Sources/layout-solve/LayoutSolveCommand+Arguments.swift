import ToolSupport

extension LayoutSolveCommand {
    /// Reads the options and the one FILE argument; `--` ends the options.
    static func parse(arguments: [String]) -> Result<Action, UsageError> {
        switch StandardRequest(arguments) {
        case .help: return .success(.help)
        case .version: return .success(.version)
        case nil: break
        }
        var options = Options(path: "")
        var paths: [String] = []
        var optionsEnded = false
        var index = 0
        /// The value after an option, or the option's own `=VALUE`.
        func value(of option: String, inline: String?) -> String? {
            if let inline { return inline }
            guard index < arguments.count else { return nil }
            index += 1
            return arguments[index - 1]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                paths.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            switch option {
            case "--": optionsEnded = true
            case "--json" where inline == nil: options.json = true
            case "--time" where inline == nil: options.time = true
            case "--memory-budget":
                guard let text = value(of: option, inline: inline) else {
                    return .failure(UsageError("--memory-budget needs a number of bytes"))
                }
                guard let bytes = byteCount(text) else {
                    return .failure(
                        UsageError("--memory-budget: '\(Echo.text(text))' \(byteCountProblem(text))"))
                }
                options.memoryBudget = bytes
            case "--max-errors":
                guard let text = value(of: option, inline: inline) else {
                    return .failure(UsageError("--max-errors needs a number"))
                }
                guard let count = Int(text), count >= 0 else {
                    return .failure(UsageError("--max-errors: '\(Echo.text(text))' is not a number of errors"))
                }
                options.maximumErrors = count == 0 ? nil : count
            default:
                return .failure(UsageError("unknown option '\(Echo.text(argument))'"))
            }
        }
        guard let path = paths.first else { return .failure(UsageError("no input file")) }
        guard paths.count == 1 else {
            return .failure(UsageError("expected one input file, got \(paths.count)"))
        }
        options.path = path
        return .success(.solve(options))
    }

    /// A positive number of bytes: digits, optionally followed by K, M, G or T (powers of
    /// 1024, an `i` and a `B` allowed: `512M`, `8GiB`); nil when malformed, zero or too large.
    static func byteCount(_ text: String) -> Int? {
        guard let (digits, unit) = byteCountParts(text), let value = Int(digits), value > 0 else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    /// Why `text` is no ``byteCount(_:)``: too large when it is written as one, else not one.
    static func byteCountProblem(_ text: String) -> String {
        if let (digits, _) = byteCountParts(text), digits.contains(where: { $0 != "0" }) {
            return "is more bytes than layout-solve can count (at most \(Int.max))"
        }
        return "is not a positive number of bytes"
    }

    /// The digits and the unit of a byte count as written, nil when it is not written as one.
    private static func byteCountParts(_ text: String) -> (digits: Substring, unit: Int)? {
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
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return (digits, unit)
    }
}
