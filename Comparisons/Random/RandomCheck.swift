/// Random trees through the cross-check: each disagreeing tree is shrunk to the smallest
/// tree that still disagrees.
package struct RandomCheck {
    package var crossCheck: CrossCheck

    package init(crossCheck: CrossCheck) {
        self.crossCheck = crossCheck
    }

    /// A random tree whose engines disagree, with its smallest disagreeing form.
    package struct Finding: Sendable {
        package var report: ScenarioReport
        package var smallest: Scenario
        package var smallestReport: ScenarioReport
    }

    /// Generates `count` trees from `seed` and cross-checks each.
    ///
    /// - Returns: every report, and a finding per unexplained disagreement.
    /// - Complexity: O(count × layout cost), plus the shrinking of each finding.
    package func run(count: Int, seed: UInt64) -> (reports: [ScenarioReport], findings: [Finding]) {
        var generator = RandomTreeGenerator(seed: seed)
        var reports: [ScenarioReport] = []
        var findings: [Finding] = []
        for _ in 0..<count {
            let scenario = generator.next()
            let report = crossCheck.run(scenario)
            reports.append(report)
            if !report.verdict.isAcceptable {
                let smallest = shrink(scenario)
                findings.append(Finding(report: report, smallest: smallest, smallestReport: crossCheck.run(smallest)))
            }
        }
        return (reports, findings)
    }

    /// The smallest form of `scenario` on which the engines still disagree.
    package func shrink(_ scenario: Scenario) -> Scenario {
        let check = crossCheck
        return Shrinker { !check.run($0).verdict.isAcceptable }.shrink(scenario)
    }
}
