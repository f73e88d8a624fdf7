import Foundation

/// What the command line asks for.
enum Command {
    case help
    case list
    case run(quick: Bool, filters: [String], sizes: [Int], jsonPath: String?)
    case export(workload: String, n: Int?, output: String?)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-bench: error: \(message)\n".utf8))
    exit(1)
}

/// Parses the arguments (without the program name); unknown or incomplete ones are fatal
/// with a message that names them.
func parseCommand(_ arguments: [String]) -> Command {
    var rest = arguments[...]
    func value(for flag: String) -> String {
        guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
        return value
    }
    if rest.contains("--help") || rest.contains("-h") { return .help }
    if rest.first == "--list" { return .list }
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
            default: fail("unknown argument '\(argument)' to export; see --help")
            }
        }
        guard let workload else { fail("export needs a workload name; see --list") }
        return .export(workload: workload, n: n, output: output)
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
        default: fail("unknown argument '\(argument)'; see --help")
        }
    }
    return .run(quick: quick, filters: filters, sizes: sizes, jsonPath: jsonPath)
}

/// A workload size given on the command line.
private func size(_ text: String) -> Int {
    guard let parsed = Int(text), (1...1_000_000).contains(parsed) else {
        fail("--n takes a whole number from 1 to 1000000, not '\(text)'")
    }
    return parsed
}
