import Foundation

// layout-bench: solve times of the solver workloads and the layout engines, side by side.

let usage = """
    usage: layout-bench [--quick] [--filter NAME] [--json FILE]
           layout-bench export WORKLOAD --n N [--output FILE]
           layout-bench --list | --help

    Runs each workload at growing sizes and prints median and p90 times over repeated runs
    (warm-up excluded, setup not timed). Progress goes to standard error.

      --quick         small sizes and few runs (for CI)
      --filter NAME   only workloads whose name contains NAME (repeatable)
      --json FILE     also write the figures as JSON to FILE
      --list          list the workloads
      export          write a solver workload in the constraint text format (layout-solve's input)
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-bench: error: \(message)\n".utf8))
    exit(1)
}

#if DEBUG
fail("refusing to benchmark a debug build; run `swift run -c release layout-bench`")
#endif

var arguments = Array(CommandLine.arguments.dropFirst())

func takeValue(after flag: String) -> String {
    guard let i = arguments.firstIndex(of: flag) else { fail("internal: \(flag) missing") }
    guard i + 1 < arguments.count else { fail("\(flag) needs a value") }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}

if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if arguments.contains("--list") {
    for w in allWorkloads { print("\(w.name)\t\(w.summary)\tsizes \(w.sizes.map(String.init).joined(separator: ", "))") }
    exit(0)
}

if arguments.first == "export" {
    arguments.removeFirst()
    var output: String?
    var n: Int?
    if arguments.contains("--output") { output = takeValue(after: "--output") }
    if arguments.contains("--n") {
        let text = takeValue(after: "--n")
        guard let value = Int(text), value > 0, value <= 1_000_000 else { fail("--n takes a whole number from 1 to 1000000, not '\(text)'") }
        n = value
    }
    guard arguments.count == 1 else { fail("export takes one workload name; see --help") }
    guard let workload = allWorkloads.first(where: { $0.name.lowercased() == arguments[0].lowercased() }) else {
        fail("unknown workload '\(arguments[0])'; known: \(allWorkloads.map(\.name).joined(separator: ", "))")
    }
    guard let export = workload.export else { fail("workload \(workload.name) has no constraint system to export") }
    let text = export(n ?? workload.sizes[workload.sizes.count / 2])
    if let output {
        do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch { fail("cannot write \(output): \(error.localizedDescription)") }
    } else {
        print(text, terminator: "")
    }
    exit(0)
}

var quick = false
var filters: [String] = []
var jsonPath: String?
while let first = arguments.first {
    switch first {
    case "--quick": quick = true; arguments.removeFirst()
    case "--filter": filters.append(takeValue(after: "--filter").lowercased())
    case "--json": jsonPath = takeValue(after: "--json")
    default: fail("unknown argument '\(first)'; see --help")
    }
}

let selected = allWorkloads.filter { w in filters.isEmpty || filters.contains { w.name.lowercased().contains($0) } }
if selected.isEmpty { fail("no workload matches the filter; known: \(allWorkloads.map(\.name).joined(separator: ", "))") }

let plan = quick ? SamplingPlan.quick : .full
var results: [BenchResult] = []
for workload in selected {
    for n in quick ? workload.quickSizes : workload.sizes {
        progress("running \(workload.name) n=\(n) …")
        results += workload.run(n, plan)
    }
}
print(renderTable(results))
for line in comparisonLines(results) { print(line) }
if let jsonPath {
    do { try renderJSON(results).write(toFile: jsonPath, atomically: true, encoding: .utf8) } catch {
        fail("cannot write \(jsonPath): \(error.localizedDescription)")
    }
    progress("wrote \(jsonPath)")
}
