import Foundation
import ToolSupport

/// What the command line asks for.
enum Command {
    case help
    case version
    case list
    case run(quick: Bool, filters: [String], sizes: [Int], jsonPath: String?)
    case export(workload: String, n: Int?, output: String?)
    case peakMemory(engine: String, n: Int)
    case nodeStorage(rows: Int)
}

let tool = "layout-bench"
let synopsis = "usage: layout-bench [--quick] [--filter NAME] [--n N] [--json FILE]"

/// Stops on bad usage or bad input: `layout-bench: error: MESSAGE`, exit status 2
/// (docs/ARCHITECTURE.md, "The tools' conventions").
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(tool): error: \(message)\n".utf8))
    exit(ExitStatus.badInput.rawValue)
}

/// A mistake in the command line: the message and the synopsis, exit status 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data(UsageError(message).text(tool: tool, synopsis: synopsis).utf8))
    exit(ExitStatus.badInput.rawValue)
}

/// Parses the arguments (without the program name); unknown or incomplete ones are fatal
/// with a message that names them.
func parseCommand(_ arguments: [String]) -> Command {
    switch StandardRequest(arguments) {
    case .help: return .help
    case .version: return .version
    case nil: break
    }
    var rest = arguments[...]
    func value(for flag: String) -> String {
        guard let value = rest.popFirst() else { usageError("\(flag) needs a value") }
        return value
    }
    if rest.first == "--list" {
        guard rest.count == 1 else { usageError("--list takes no other argument") }
        return .list
    }
    if rest.first == "export" {
        rest.removeFirst()
        var workload: String?
        var n: Int?
        var output: String?
        while let argument = rest.popFirst() {
            switch argument {
            case "--n": n = size(value(for: "--n"))
            case "--output": output = value(for: "--output")
            case _ where workload == nil && !argument.hasPrefix("-"): workload = argument
            default: usageError("unknown argument '\(Echo.text(argument))' to export")
            }
        }
        guard let workload else { usageError("export needs a workload name; see --list") }
        return .export(workload: workload, n: n, output: output)
    }
    if rest.first == "peak-memory" {
        rest.removeFirst()
        var engine: String?
        var n = 10_000
        while let argument = rest.popFirst() {
            switch argument {
            case "--n": n = size(value(for: "--n"))
            case "--engine": engine = value(for: "--engine")
            default: usageError("unknown argument '\(Echo.text(argument))' to peak-memory")
            }
        }
        guard let engine, peakMemoryEngines.contains(engine) else {
            usageError("peak-memory needs --engine with one of \(peakMemoryEngines.joined(separator: ", "))")
        }
        return .peakMemory(engine: engine, n: n)
    }
    if rest.first == "node-storage" {
        rest.removeFirst()
        var rows = 1_000
        while let argument = rest.popFirst() {
            switch argument {
            case "--n":
                // Each row is 7 nodes held three ways: 100 000 rows take about 200 MB.
                let text = value(for: "--n")
                guard let parsed = Int(text), (1...100_000).contains(parsed) else {
                    usageError("node-storage --n takes a whole number from 1 to 100000, not '\(Echo.text(text))'")
                }
                rows = parsed
            default: usageError("unknown argument '\(Echo.text(argument))' to node-storage")
            }
        }
        return .nodeStorage(rows: rows)
    }
    var quick = false
    var filters: [String] = []
    var sizes: [Int] = []
    var jsonPath: String?
    while let argument = rest.popFirst() {
        switch argument {
        case "--quick": quick = true
        case "--n": sizes.append(size(value(for: "--n")))
        case "--filter": filters.append(value(for: "--filter").lowercased())
        case "--json": jsonPath = value(for: "--json")
        default: usageError("unknown argument '\(Echo.text(argument))'")
        }
    }
    return .run(quick: quick, filters: filters, sizes: sizes, jsonPath: jsonPath)
}

/// A workload size given on the command line.
private func size(_ text: String) -> Int {
    guard let parsed = Int(text), (1...1_000_000).contains(parsed) else {
        usageError("--n takes a whole number from 1 to 1000000, not '\(Echo.text(text))'")
    }
    return parsed
}
