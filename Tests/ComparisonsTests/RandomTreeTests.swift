import Comparisons
import LayoutModel
import SeededRandom
import Testing

@Suite("Random trees")
struct RandomTreeTests {
    static func trees(seed: UInt64, count: Int) -> [Scenario] {
        var generator = RandomTreeGenerator(seed: seed)
        return (0..<count).map { _ in generator.next() }
    }

    @Test("SplitMix64 gives the published first values for seed 0")
    func splitMix() {
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("The same seed gives the same trees, another seed others")
    func determinism() {
        let a = Self.trees(seed: 42, count: 50).map { ScenarioEncoder.file([$0]) }
        let b = Self.trees(seed: 42, count: 50).map { ScenarioEncoder.file([$0]) }
        let c = Self.trees(seed: 43, count: 50).map { ScenarioEncoder.file([$0]) }
        #expect(a == b)
        #expect(a != c)
        #expect(Set(a).count > 40)
    }

    @Test("The generator reaches the vocabulary's corners")
    func corners() {
        let trees = Self.trees(seed: 1, count: 300)
        let proposals = trees.flatMap(\.proposals)
        #expect(proposals.contains { $0.width == 0 || $0.height == 0 })
        #expect(proposals.contains { $0.width == .infinity || $0.height == .infinity })
        #expect(proposals.contains { $0.width == nil || $0.height == nil })
        var found: Set<String> = []
        for tree in trees { Self.visit(tree.view!, depthOfFrames: 0, into: &found) }
        for corner in [
            "empty stack", "nested frames", "long word", "lineLimit", "layoutPriority", "sameWidth",
            "sameHeight", "spacer", "grid", "fixedSize", "background", "overlay", "offset", "position",
            "aspectRatio", "alignmentGuide", "guide outside its view", "divider", "image"
        ] {
            #expect(found.contains(corner), "never generated: \(corner)")
        }
        // A sameWidth group whose members sit in different children of one container.
        #expect(trees.contains { Self.groupSpansSubtrees($0.view!) })
    }

    static func visit(_ view: ViewSpec, depthOfFrames: Int, into found: inout Set<String>) {
        var frames = depthOfFrames
        for m in view.modifiers {
            switch m {
            case .frame, .flexibleFrame:
                frames += 1
                if frames >= 2 { found.insert("nested frames") }
            case .lineLimit: found.insert("lineLimit")
            case .layoutPriority: found.insert("layoutPriority")
            case .sameWidth: found.insert("sameWidth")
            case .sameHeight: found.insert("sameHeight")
            case .fixedSize: found.insert("fixedSize")
            case .offset: found.insert("offset")
            case .position: found.insert("position")
            case .aspectRatio: found.insert("aspectRatio")
            case .alignmentGuide(_, let fraction, let constant):
                found.insert("alignmentGuide")
                if fraction < 0 || fraction > 1 || constant != 0 { found.insert("guide outside its view") }
            case .background(let v, _):
                found.insert("background")
                visit(v, depthOfFrames: frames, into: &found)
            case .overlay(let v, _):
                found.insert("overlay")
                visit(v, depthOfFrames: frames, into: &found)
            default: break
            }
        }
        switch view.kind {
        case .text(let s) where s.count > 20 && !s.contains(" "): found.insert("long word")
        case .spacer: found.insert("spacer")
        case .grid: found.insert("grid")
        case .divider: found.insert("divider")
        case .image: found.insert("image")
        case .hstack(let c, _, _) where c.isEmpty, .vstack(let c, _, _) where c.isEmpty: found.insert("empty stack")
        default: break
        }
        for child in view.children ?? [] { visit(child, depthOfFrames: frames, into: &found) }
    }

    /// The groups named in `view`'s subtree.
    static func groups(_ view: ViewSpec) -> Set<String> {
        var result: Set<String> = []
        for m in view.modifiers {
            if case .sameWidth(let g, _) = m { result.insert(g) }
            if let v = m.secondaryView { result.formUnion(groups(v)) }
        }
        for child in view.children ?? [] { result.formUnion(groups(child)) }
        return result
    }

    static func groupSpansSubtrees(_ view: ViewSpec) -> Bool {
        let children = view.children ?? []
        for i in children.indices {
            for j in children.indices where j > i {
                if !groups(children[i]).isDisjoint(with: groups(children[j])) { return true }
            }
        }
        return children.contains(where: groupSpansSubtrees)
    }

    @Test("The preference engine lays out a few hundred random trees without an error")
    func preferenceLaysOutRandomTrees() {
        let check = CrossCheck(engines: [PreferenceEngineAdapter()], comparesLeaves: true)
        for scenario in Self.trees(seed: 3, count: 300) {
            let report = check.run(scenario)
            for result in report.results {
                #expect(result.outcome(of: "preference")?.failure == nil, "\(scenario.name)")
            }
        }
    }

    @Test("Random trees through both engines: agreements and explained divergences only")
    func bothEngines() {
        let check = CrossCheck(engines: CrossCheck.availableEngines, comparesLeaves: true)
        var unexplained: [String] = []
        for scenario in Self.trees(seed: 5, count: 300) {
            let report = check.run(scenario)
            if case .unexplained(let why) = report.verdict { unexplained.append("\(scenario.name): \(why)") }
        }
        // Open (docs/PERFORMANCE.md, "Cross-check"): a few trees whose engines keep different
        // histories after an infinite proposal, or round differently near zero sizes. The goal
        // is at least 99 % agreement or explained divergences.
        #expect(unexplained.count <= 3, "\(unexplained.count) of 300: \(unexplained.prefix(3).joined(separator: "; "))")
    }

    @Test("The shrinker finds the smallest tree on which a planted mistake shows")
    func shrinkerOnPlantedMistake() throws {
        let check = CrossCheck(engines: [PreferenceEngineAdapter(), PaddinglessTextEngine()], comparesLeaves: true)
        let run = RandomCheck(crossCheck: check).run(count: 300, seed: 11)
        #expect(!run.findings.isEmpty)
        for finding in run.findings {
            let smallest = finding.smallest
            // One text with one padding is all it takes to show a text's padding ignored.
            #expect(smallest.proposals.count == 1)
            #expect(smallest.view?.expandedCount == 1, "\(ScenarioEncoder.file([smallest]))")
            guard case .text = smallest.view?.kind else {
                Issue.record("not shrunk to a text: \(ScenarioEncoder.file([smallest]))")
                continue
            }
            #expect(smallest.view?.modifiers.contains { if case .padding = $0 { true } else { false } } == true)
            #expect(smallest.view!.modifiers.count <= 2)
            #expect(!finding.smallestReport.verdict.isAcceptable)
        }
        // And the trees that agree have no text with a visible padding.
        #expect(run.reports.count == 300)
    }

    @Test("The shrinker keeps a tree that no smaller tree fails on")
    func shrinkerKeepsMinimal() {
        let tree = Scenario(
            name: "t", origin: "test", proposals: [ProposedSize(width: 100, height: nil)],
            view: .text("a").padding(4))
        let shrunk = Shrinker { $0.view?.modifiers.isEmpty == false && $0.view?.kind == .text("a") }.shrink(tree)
        #expect(shrunk.view == tree.view)
    }
}
