// layout-compare: runs scenarios through every layout engine, cross-checks the frames, and
// reports them as a table, JSON, SVG pictures and an HTML report (docs/ARCHITECTURE.md, "layout-compare";
// its help, exit statuses and messages follow "The tools' conventions").
import Comparisons
import Foundation
import ToolSupport

let tool = "layout-compare"
let synopsis =
    "usage: layout-compare [FILE…] [--filter NAME] [--json FILE] [--svg DIR] [--html DIR]"
    + " [--random N [--seed S]] [--all-views] [--export DIR]"

let usage = """
    \(synopsis)
           layout-compare help | --help | --version

    Lays every scenario out at each of its proposals through both engines and compares the
    frames of the identified views.

      FILE…           scenario files (JSON); without files, the built-in catalog. A file
                      called help is ./help; `--` ends the options
      --filter NAME   only scenarios whose name contains NAME, in any case (repeatable)
      --json FILE     the report in the documented JSON schema ('-' for standard output)
      --svg DIR       one picture per scenario and proposal, the engines side by side,
                      and DIR/index.html linking them with their verdicts
      --html DIR      a report to open in a browser: DIR/index.html lists every scenario
                      with its verdict, and links a page per scenario with its pictures and
                      both engines' frames, the differences marked
      --random N      N generated trees (at most 100000; seed S, default 1) instead of files
                      or the catalog; a disagreement is shrunk to the smallest tree that still
                      shows it
      --all-views     compare every view, not only those with an identifier
      --export DIR    write the catalog's scenarios as files into DIR and stop
      --help, help    print this help
      --version       print the version

    Errors in a file are reported as FILE:LINE:COLUMN: error: PATH: MESSAGE with the line
    quoted; every file is read before anything is laid out, and each file's first error is
    reported. A file is held to caps on its size, repeats, views, text and layouts
    (docs/ARCHITECTURE.md, "Scenario files").

    Exit status: 0 every scenario agrees or is an explained divergence; 1 an unexplained
    disagreement; 2 bad usage or bad input (a file that cannot be read, is malformed, is
    past a cap or names a view it does not have; a filter that matches nothing).

    """

/// Writes `message` to standard error and ends with `status`.
func finish(_ status: ExitStatus, _ message: String = "") -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(status.rawValue)
}

/// A mistake in the command line: the message and the synopsis, exit status 2.
func usageError(_ error: UsageError) -> Never {
    finish(.badInput, error.text(tool: tool, synopsis: synopsis))
}

/// A tool-level error about no file in particular (`layout-compare: error: …`), exit status 2.
func toolError(_ message: String) -> Never {
    finish(.badInput, "\(tool): error: \(message)\n")
}

func write(_ text: String, to path: String) {
    if path == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    do throws(OutputFileError) {
        try OutputFile.write(text, to: path)
    } catch {
        finish(.badInput, Diagnostic(file: path, message: "cannot write: \(error.reason)").header + "\n")
    }
}

func makeDirectory(_ path: String) {
    if let reason = OutputFile.problem(creatingDirectory: path) { cannotCreate(path, reason) }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        cannotCreate(path, OutputFile.problem(creatingDirectory: path) ?? "the directory could not be made")
    }
}

func cannotCreate(_ path: String, _ reason: String) -> Never {
    finish(.badInput, Diagnostic(file: path, message: "cannot create: \(reason)").header + "\n")
}

/// Stops before any work when an output the options name cannot be written.
func checkOutputs(_ options: Options) {
    if let path = options.jsonPath, path != "-", let reason = OutputFile.problem(writing: path) {
        finish(.badInput, Diagnostic(file: path, message: "cannot write: \(reason)").header + "\n")
    }
    for directory in [options.svgDirectory, options.htmlDirectory, options.exportDirectory].compactMap({ $0 }) {
        if let reason = OutputFile.problem(creatingDirectory: directory) { cannotCreate(directory, reason) }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch StandardRequest(arguments) {
case .help:
    print(usage, terminator: "")
    exit(ExitStatus.success.rawValue)
case .version:
    print(PackageVersion.line(for: tool), terminator: "")
    exit(ExitStatus.success.rawValue)
case nil:
    break
}
let options: Options
do {
    options = try Options(parsing: arguments)
} catch {
    usageError(error)
}

checkOutputs(options)

if let directory = options.exportDirectory {
    makeDirectory(directory)
    var skipped: [String] = []
    for scenario in Catalog.all {
        guard scenario.view != nil else {
            skipped.append(scenario.name)
            continue
        }
        write(
            ScenarioEncoder.file([scenario]),
            to: (directory as NSString).appendingPathComponent("\(scenario.name).json"))
    }
    FileHandle.standardError.write(Data("wrote \(Catalog.all.count - skipped.count) scenarios to \(directory)\n".utf8))
    if !skipped.isEmpty {
        FileHandle.standardError.write(Data("not written (no shared tree): \(skipped.joined(separator: ", "))\n".utf8))
    }
    exit(ExitStatus.success.rawValue)
}

let engines = CrossCheck.availableEngines
let crossCheck = CrossCheck(engines: engines, comparesLeaves: options.allViews || options.randomCount != nil)
var reports: [ScenarioReport] = []
var findings: [RandomCheck.Finding] = []

if let count = options.randomCount {
    (reports, findings) = RandomCheck(crossCheck: crossCheck).run(count: count, seed: options.seed)
} else {
    var scenarios: [Scenario]
    if options.files.isEmpty {
        scenarios = Catalog.all
    } else {
        switch ScenarioFiles.load(options.files) {
        case .success(let loaded): scenarios = loaded
        case .failure(let errors): finish(.badInput, errors.text)
        }
    }
    if !options.filters.isEmpty {
        scenarios = scenarios.filter { scenario in options.filters.contains { scenario.name.lowercased().contains($0) }
        }
        if scenarios.isEmpty {
            let source =
                options.files.isEmpty
                ? "the built-in catalog" : options.files.map { Echo.text($0, limit: .max) }.joined(separator: ", ")
            toolError(
                "no scenario of \(source) matches --filter "
                    + options.filters.map { Echo.quoted($0) }.joined(separator: ", "))
        }
    }
    for scenario in scenarios {
        FileHandle.standardError.write(Data("\(scenario.name)\n".utf8))
        reports.append(crossCheck.run(scenario))
    }
}

let engineNames = engines.map(\.name)
var table = ""
if options.randomCount != nil {
    // A thousand rows say nothing a summary does not: show only what needs reading, and no
    // table at all when nothing does.
    let interesting = reports.filter { $0.verdict != .agree }
    if !interesting.isEmpty { table += TableReport.render(interesting, engines: engineNames) }
    table += TableReport.summary(reports) + "\n"
} else {
    table += TableReport.render(reports, engines: engineNames)
}
for finding in findings {
    table += "\n\(finding.report.scenario.name) disagrees; the smallest tree that still does:\n"
    table += ScenarioEncoder.file([finding.smallest])
    if let problem = finding.smallestReport.results.compactMap({ result -> String? in
        if case .unexplained(let why) = result.verdict { return why } else { return nil }
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
        for index in report.results.indices {
            let path = (directory as NSString).appendingPathComponent(
                SVGReport.fileName(scenario: report.scenario.name, proposal: index))
            write(SVGReport.svg(report, proposal: index), to: path)
        }
    }
    write(
        SVGIndexPage.html(reports, tool: PackageVersion.line(for: tool).trimmingCharacters(in: .newlines)),
        to: (directory as NSString).appendingPathComponent("index.html"))
}
if let directory = options.htmlDirectory {
    // A random run lists only the trees that need reading, as its table does.
    let listed = options.randomCount == nil ? reports : reports.filter { $0.verdict != .agree }
    let note =
        options.randomCount == nil
        ? nil
        : "\(reports.count - listed.count) of the \(reports.count) generated trees (seed \(options.seed)) agree "
            + "and are not listed."
    for file in HTMLReport.files(
        listed, engines: engineNames, note: note,
        tool: PackageVersion.line(for: tool).trimmingCharacters(in: .newlines))
    {
        let path = (directory as NSString).appendingPathComponent(file.path)
        makeDirectory((path as NSString).deletingLastPathComponent)
        write(file.contents, to: path)
    }
    FileHandle.standardError.write(
        Data("report: \((directory as NSString).appendingPathComponent("index.html"))\n".utf8))
}
exit((reports.allSatisfy { $0.verdict.isAcceptable } ? ExitStatus.success : .failure).rawValue)
