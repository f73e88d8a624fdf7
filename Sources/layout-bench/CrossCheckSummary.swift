import Comparisons

// The closing summary: the scenario catalog through both engines, frame by frame, as
// `layout-compare` runs it (the quick run takes the articles' scenarios only).

/// Runs the catalog's cross-check and returns its summary lines, unexplained disagreements
/// listed by name, and how many there are.
func crossCheckSummary(quick: Bool) -> (lines: [String], unexplained: Int) {
    let scenarios = quick ? Catalog.articles : Catalog.all
    let check = CrossCheck(engines: CrossCheck.availableEngines)
    var agree = 0
    var explained = 0
    var unexplained: [String] = []
    for scenario in scenarios {
        switch check.run(scenario).verdict {
        case .agree: agree += 1
        case .explained: explained += 1
        case .unexplained(let why): unexplained.append("  \(scenario.name): \(why)")
        }
    }
    let lines =
        [
            "cross-check of \(scenarios.count) scenarios through both engines (layout-compare): "
                + "\(agree) agree, \(explained) explained divergences, \(unexplained.count) unexplained"
        ] + unexplained
    return (lines, unexplained.count)
}
