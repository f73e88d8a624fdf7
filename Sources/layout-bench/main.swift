import Foundation
import ToolSupport

// layout-bench: solve times of the solver workloads and the layout engines, side by side.
// Its help, exit statuses and messages follow docs/ARCHITECTURE.md, "The tools' conventions".

let usage = """
    \(synopsis)
           layout-bench export WORKLOAD [--n N] [--output FILE]
           layout-bench peak-memory --engine preference|constraint|floor [--n N]
           layout-bench node-storage [--n N]
           layout-bench --list | help | --help | --version

    Runs each workload at growing sizes and prints median and p90 times over repeated runs
    (warm-up excluded, setup not timed, every result checked). Progress goes to standard error.

      --quick         small sizes and few runs (for CI)
      --filter NAME   only workloads whose name contains NAME (repeatable)
      --n N           run only size N instead of the workload's own sizes (repeatable)
      --json FILE     also write the figures as JSON to FILE
      --list          list the workloads, their sizes and the largest --n each takes
      export          write a solver workload in the constraint text format read by layout-solve,
                      or a scenario workload (conversation, form, feed) in the scenario file format
                      read by layout-compare
      peak-memory     lay out the conversation of N messages (10 000 by default) once, cold,
                      through one engine or the floor, alone in this process, and print the
                      process's peak resident size before and after
      node-storage    walk a tree of N rows of 7 nodes (1 000 by default) held as class nodes,
                      as values in an array kept in an object, and as values in an array the
                      walk holds, and print each one's median time a node visited
      --help, help    print this help
      --version       print the version

    Exit status: 0 every figure measured and every check passed; 1 a workload's result failed
    its check, or the engines disagree on the catalog; 2 bad usage (an unknown argument or
    workload, a debug build, a file that cannot be written).
    """

/// Whether this is an optimised build; timing a debug build would measure the wrong program.
func isReleaseBuild() -> Bool {
    #if DEBUG
    return false
    #else
    return true
    #endif
}

/// Why `--n n` is refused for `workloads`: each one's largest size.
func tooLarge(_ n: Int, for workloads: [Workload]) -> String {
    let limits = workloads.map { "\($0.name) takes at most \($0.maximumN)" }.joined(separator: ", ")
    return "--n \(n) is too large: \(limits)"
}

func findWorkload(_ name: String) -> Workload {
    guard let workload = allWorkloads.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        fail("unknown workload '\(Echo.text(name))'; known: \(allWorkloads.map(\.name).joined(separator: ", "))")
    }
    return workload
}

switch parseCommand(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(usage)

case .version:
    print(PackageVersion.line(for: tool), terminator: "")

case .list:
    for w in allWorkloads {
        print(
            "\(w.name)\t\(w.summary) (sizes \(w.sizes.map(String.init).joined(separator: ", ")); "
                + "--n up to \(w.maximumN))")
    }

case .export(let name, let n, let output):
    let workload = findWorkload(name)
    guard let export = workload.export else { fail("workload \(workload.name) has nothing to export") }
    if let n, n > workload.maximumN { usageError(tooLarge(n, for: [workload]), synopsis: exportSynopsis) }
    checkWritable(output)
    let text = export(n ?? workload.sizes[workload.sizes.count / 2])
    if let output {
        do throws(OutputFileError) { try OutputFile.write(text, to: output) } catch {
            cannotWrite(output, error.reason)
        }
    } else {
        print(text, terminator: "")
    }

case .peakMemory(let engine, let n):
    if !isReleaseBuild() { fail("refusing to measure a debug build; run `swift run -c release layout-bench`") }
    let (before, after) = conversationPeakMemory(engine: engine, n: n)
    func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
    print("conversation n=\(n) \(engine): peak resident \(mebibytes(after)) (\(mebibytes(before)) before the layout)")

case .nodeStorage(let rows):
    if !isReleaseBuild() { fail("refusing to measure a debug build; run `swift run -c release layout-bench`") }
    let figures = NodeStorageTrees(rows: rows).measure(.full)
    let base = figures[0].nanoseconds
    for (name, nanoseconds) in figures {
        let time = ReadableDuration.text(microseconds: nanoseconds / 1_000)
        print("\(name): \(time) a node visited (\(String(format: "%.2f", nanoseconds / base))× class nodes)")
    }

case .run(let quick, let filters, let sizes, let jsonPath):
    let selected = allWorkloads.filter { w in filters.isEmpty || filters.contains { w.name.lowercased().contains($0) } }
    if selected.isEmpty {
        fail(
            "no workload matches --filter \(filters.map { Echo.quoted($0) }.joined(separator: ", ")); known: "
                + allWorkloads.map(\.name).joined(separator: ", "))
    }
    for n in sizes {
        let past = selected.filter { n > $0.maximumN }
        if !past.isEmpty {
            usageError(tooLarge(n, for: past) + (filters.isEmpty ? "; choose workloads with --filter" : ""))
        }
    }
    checkWritable(jsonPath)
    if !isReleaseBuild() { fail("refusing to benchmark a debug build; run `swift run -c release layout-bench`") }
    let plan = quick ? SamplingPlan.quick : .full
    var results: [BenchResult] = []
    for workload in selected {
        for n in !sizes.isEmpty ? sizes : quick ? workload.quickSizes : workload.sizes {
            progress("running \(workload.name) n=\(n) …")
            results += workload.run(n, plan)
        }
    }
    print(renderTable(results))
    for line in comparisonLines(results) { print(line) }
    progress("cross-checking the scenario catalog …")
    print("")
    let summary = crossCheckSummary(quick: quick)
    for line in summary.lines { print(line) }
    if let jsonPath {
        do throws(OutputFileError) { try OutputFile.write(renderJSON(results), to: jsonPath) } catch {
            cannotWrite(jsonPath, error.reason)
        }
        progress("wrote \(jsonPath)")
    }
    // The figures are printed either way; a disagreement of the engines is a failure found.
    if summary.unexplained > 0 { exit(ExitStatus.failure.rawValue) }
}
