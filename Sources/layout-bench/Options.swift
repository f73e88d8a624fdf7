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

/// A mistake in the command line: the message and the synopsis (the subcommand's, for a
/// mistake in one), exit status 2.
func usageError(_ message: String, synopsis: String = synopsis) -> Never {
    FileHandle.standardError.write(Data(UsageError(message).text(tool: tool, synopsis: synopsis).utf8))
    exit(ExitStatus.badInput.rawValue)
}

/// A file the tool was asked to write that cannot be written: `FILE: error: cannot write:
/// REASON`, exit status 2 (docs/ARCHITECTURE.md, "The tools' conventions").
func cannotWrite(_ path: String, _ reason: String) -> Never {
    FileHandle.standardError.write(
        Data((Diagnostic(file: path, message: "cannot write: \(reason)").header + "\n").utf8))
    exit(ExitStatus.badInput.rawValue)
}

/// Stops before any work when `path` cannot be written (see ``OutputFile/problem(writing:)``).
func checkWritable(_ path: String?) {
    if let path, let reason = OutputFile.problem(writing: path) { cannotWrite(path, reason) }
}

let exportSynopsis = "usage: layout-bench export WORKLOAD [--n N] [--output FILE]"
let peakMemorySynopsis = "usage: layout-bench peak-memory --engine preference|constraint|floor [--n N]"
let nodeStorageSynopsis = "usage: layout-bench node-storage [--n N]"

/// The arguments after a subcommand's name (or all of them), read one at a time: `--` ends
/// the options, so what follows it is an operand even when it starts with `-`.
private struct ArgumentReader {
    private var rest: ArraySlice<String>
    private var optionsEnded = false
    let synopsis: String

    init(_ arguments: ArraySlice<String>, synopsis: String) {
        rest = arguments
        self.synopsis = synopsis
    }

    /// The next argument, and whether it is an option (it starts with `-` before any `--`).
    mutating func next() -> (text: String, isOption: Bool)? {
        while let argument = rest.popFirst() {
            if !optionsEnded && argument == "--" {
                optionsEnded = true
                continue
            }
            return (argument, !optionsEnded && argument.hasPrefix("-") && argument != "-")
        }
        return nil
    }

    /// The value after `flag`.
    mutating func value(for flag: String) -> String {
        guard let value = rest.popFirst() else { usageError("\(flag) needs a value", synopsis: synopsis) }
        return value
    }

    /// Stops on an argument no case took.
    func reject(_ argument: (text: String, isOption: Bool)) -> Never {
        let what = argument.isOption ? "unknown option" : "unexpected argument"
        usageError("\(what) '\(Echo.text(argument.text))'", synopsis: synopsis)
    }

    /// A size after `--n`: a whole number from 1 to `maximum`.
    mutating func size(maximum: Int = 1_000_000) -> Int {
        let text = value(for: "--n")
        guard let parsed = Int(text), (1...maximum).contains(parsed) else {
            usageError(
                "--n takes a whole number from 1 to \(maximum), not '\(Echo.text(text))'", synopsis: synopsis)
        }
        return parsed
    }
}

/// Parses the arguments (without the program name); unknown or incomplete ones are fatal
/// with a message that names them.
func parseCommand(_ arguments: [String]) -> Command {
    switch StandardRequest(arguments) {
    case .help: return .help
    case .version: return .version
    case nil: break
    }
    switch arguments.first {
    case "--list":
        guard arguments.count == 1 else { usageError("--list takes no other argument") }
        return .list
    case "export": return parseExport(arguments.dropFirst())
    case "peak-memory": return parsePeakMemory(arguments.dropFirst())
    case "node-storage": return parseNodeStorage(arguments.dropFirst())
    default: break
    }
    var reader = ArgumentReader(arguments[...], synopsis: synopsis)
    var quick = false
    var filters: [String] = []
    var sizes: [Int] = []
    var jsonPath: String?
    while let argument = reader.next() {
        switch argument.isOption ? argument.text : "" {
        case "--quick": quick = true
        case "--n": sizes.append(reader.size())
        case "--filter": filters.append(reader.value(for: "--filter").lowercased())
        case "--json": jsonPath = reader.value(for: "--json")
        default: reader.reject(argument)
        }
    }
    return .run(quick: quick, filters: filters, sizes: sizes, jsonPath: jsonPath)
}

private func parseExport(_ arguments: ArraySlice<String>) -> Command {
    var reader = ArgumentReader(arguments, synopsis: exportSynopsis)
    var workload: String?
    var n: Int?
    var output: String?
    while let argument = reader.next() {
        if !argument.isOption && workload == nil {
            workload = argument.text
            continue
        }
        switch argument.isOption ? argument.text : "" {
        case "--n": n = reader.size()
        case "--output": output = reader.value(for: "--output")
        default: reader.reject(argument)
        }
    }
    guard let workload else { usageError("export needs a workload name; see --list", synopsis: exportSynopsis) }
    return .export(workload: workload, n: n, output: output)
}

/// The largest conversation `peak-memory` lays out: the preference engine holds about 6 KB
/// a message (590 MiB at 100 000).
private let peakMemoryMaximum = 100_000

private func parsePeakMemory(_ arguments: ArraySlice<String>) -> Command {
    var reader = ArgumentReader(arguments, synopsis: peakMemorySynopsis)
    var engine: String?
    var n = 10_000
    while let argument = reader.next() {
        switch argument.isOption ? argument.text : "" {
        case "--n": n = reader.size(maximum: peakMemoryMaximum)
        case "--engine":
            let name = reader.value(for: "--engine")
            guard peakMemoryEngines.contains(name) else {
                usageError(
                    "--engine takes preference, constraint or floor, not '\(Echo.text(name))'",
                    synopsis: peakMemorySynopsis)
            }
            engine = name
        default: reader.reject(argument)
        }
    }
    guard let engine else {
        usageError(
            "peak-memory needs --engine with one of \(peakMemoryEngines.joined(separator: ", "))",
            synopsis: peakMemorySynopsis)
    }
    return .peakMemory(engine: engine, n: n)
}

private func parseNodeStorage(_ arguments: ArraySlice<String>) -> Command {
    var reader = ArgumentReader(arguments, synopsis: nodeStorageSynopsis)
    var rows = 1_000
    while let argument = reader.next() {
        switch argument.isOption ? argument.text : "" {
        // Each row is 7 nodes held three ways: 100 000 rows take about 100 MB.
        case "--n": rows = reader.size(maximum: 100_000)
        default: reader.reject(argument)
        }
    }
    return .nodeStorage(rows: rows)
}
