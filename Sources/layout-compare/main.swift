// layout-compare: runs scenarios through every layout engine, cross-checks the frames, and
// reports them as a table, JSON and SVG pictures (docs/ARCHITECTURE.md, "layout-compare").
import Comparisons
import Foundation

let usage = """
    usage: layout-compare [FILE…] [--filter NAME] [--json FILE] [--svg DIR] [--random N [--seed S]]
                          [--all-views] [--export DIR]
      FILE…           scenario files (JSON); without files, the built-in catalog
      --filter NAME   only scenarios whose name contains NAME
      --json FILE     the report in the documented JSON schema ('-' for standard output)
      --svg DIR       one picture per scenario and proposal, the engines side by side
      --random N      N generated trees (seed S, default 1) instead of files or the catalog;
                      a disagreement is shrunk to the smallest tree that still shows it
      --all-views     compare every view, not only those with an identifier
      --export DIR    write the catalog's scenarios as files into DIR and stop
    exit status: 0 all agree or are explained, 1 an unexplained disagreement, 2 bad input

    """

struct Options {
    var files: [String] = []
    var filter: String?
    var jsonPath: String?
    var svgDirectory: String?
    var randomCount: Int?
    var seed: UInt64 = 1
    var allViews = false
    var exportDirectory: String?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-compare: error: \(message)\n".utf8))
    exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var i = 0
    func value(_ flag: String) -> String {
        i += 1
        guard i < arguments.count else { fail("\(flag) needs a value\n\(usage)") }
        return arguments[i]
    }
    while i < arguments.count {
        let a = arguments[i]
        switch a {
        case "--filter": options.filter = value(a)
        case "--json": options.jsonPath = value(a)
        case "--svg": options.svgDirectory = value(a)
        case "--random":
            guard let n = Int(value(a)), n >= 0 else { fail("--random needs a count of at least 0") }
            options.randomCount = n
        case "--seed":
            guard let s = UInt64(value(a)) else { fail("--seed needs a whole number from 0 to \(UInt64.max)") }
            options.seed = s
        case "--all-views": options.allViews = true
        case "--export": options.exportDirectory = value(a)
        case "-h", "--help":
            print(usage, terminator: "")
            exit(0)
        default:
            if a.hasPrefix("--") { fail("unknown option \(a)\n\(usage)") }
            options.files.append(a)
        }
        i += 1
    }
    return options
}

func write(_ text: String, to path: String) {
    if path == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(path): \(error.localizedDescription)")
    }
}

func makeDirectory(_ path: String) {
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        fail("cannot create \(path): \(error.localizedDescription)")
    }
}

/// Every scenario of the files, all read before anything is laid out.
func loadScenarios(_ files: [String]) -> [Scenario] {
    var scenarios: [Scenario] = []
    var names: [String: String] = [:]
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
        guard let text = String(data: data, encoding: .utf8) else { fail("\(file) is not UTF-8 text") }
        do {
            for scenario in try ScenarioDecoder(file: file).decode(text) {
                if let other = names[scenario.name] {
                    fail("\(file): scenario \"\(scenario.name)\" is also in \(other)")
                }
                names[scenario.name] = file
                scenarios.append(scenario)
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }
    return scenarios
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))

if let directory = options.exportDirectory {
    makeDirectory(directory)
    var skipped: [String] = []
    for scenario in Catalog.all {
        guard scenario.view != nil else {
            skipped.append(scenario.name)
            continue
        }
        write(ScenarioEncoder.file([scenario]), to: (directory as NSString).appendingPathComponent("\(scenario.name).json"))
    }
    FileHandle.standardError.write(Data("wrote \(Catalog.all.count - skipped.count) scenarios to \(directory)\n".utf8))
    if !skipped.isEmpty {
        FileHandle.standardError.write(Data("not written (no shared tree): \(skipped.joined(separator: ", "))\n".utf8))
    }
    exit(0)
}

let engines = CrossCheck.availableEngines
let crossCheck = CrossCheck(engines: engines, comparesLeaves: options.allViews || options.randomCount != nil)
var reports: [ScenarioReport] = []
var findings: [RandomCheck.Finding] = []

if let count = options.randomCount {
    if !options.files.isEmpty { fail("--random and scenario files exclude each other") }
    (reports, findings) = RandomCheck(crossCheck: crossCheck).run(count: count, seed: options.seed)
} else {
    var scenarios = options.files.isEmpty ? Catalog.all : loadScenarios(options.files)
    if let filter = options.filter { scenarios = scenarios.filter { $0.name.contains(filter) } }
    if scenarios.isEmpty { fail("no scenario matches") }
    for scenario in scenarios {
        FileHandle.standardError.write(Data("\(scenario.name)\n".utf8))
        reports.append(crossCheck.run(scenario))
    }
}

let engineNames = engines.map(\.name)
var table = ""
if options.randomCount != nil {
    // A thousand rows say nothing a summary does not: show only what needs reading.
    let interesting = reports.filter { $0.verdict != .agree }
    table += TableReport.render(interesting, engines: engineNames) + TableReport.summary(reports) + "\n"
} else {
    table += TableReport.render(reports, engines: engineNames)
}
for finding in findings {
    table += "\n\(finding.report.scenario.name) disagrees; the smallest tree that still does:\n"
    table += ScenarioEncoder.file([finding.smallest])
    if let problem = finding.smallestReport.results.compactMap({ r -> String? in
        if case .unexplained(let why) = r.verdict { return why } else { return nil }
    }).first {
        table += "  \(problem)\n"
    }
}
// With the JSON report on standard output, the table goes to standard error.
(options.jsonPath == "-" ? FileHandle.standardError : FileHandle.standardOutput).write(Data(table.utf8))

if let path = options.jsonPath { write(JSONReport.text(reports), to: path) }
if let directory = options.svgDirectory {
    makeDirectory(directory)
    for report in reports {
        for k in report.results.indices {
            let path = (directory as NSString).appendingPathComponent(
                SVGReport.fileName(scenario: report.scenario.name, proposal: k))
            write(SVGReport.svg(report, proposal: k), to: path)
        }
    }
}
exit(reports.allSatisfy { $0.verdict.isAcceptable } ? 0 : 1)
