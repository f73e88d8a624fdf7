import LayoutModel
import SeededRandom

/// Generates scenarios of random trees in the shared vocabulary, reaching its corners: zero,
/// infinite and nil proposals, empty stacks, nested frames, long words, line limits,
/// priorities, `sameWidth` / `sameHeight` groups whose members sit in different subtrees, and
/// the layout modifiers and views beyond them (offsets, positions, aspect ratios, alignment
/// guides outside their views, dividers, images).
///
/// The same seed gives the same trees on every machine (``SplitMix64``, no hashing).
package struct RandomTreeGenerator {
    private var random: SplitMix64
    package let seed: UInt64
    private var produced = 0

    /// At most this many views in one tree (modifiers' secondary views included).
    package var maximumViews = 24
    /// At most this many levels of containers.
    package var maximumDepth = 4

    package init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
    }

    /// The next scenario, named `random-SEED-K`.
    package mutating func next() -> Scenario {
        let index = produced
        produced += 1
        var budget = random.nextInt(in: 1...maximumViews)
        let view = makeView(depth: 0, budget: &budget)
        let count = random.nextInt(in: 1...3)
        return Scenario(
            name: "random-\(seed)-\(index)", origin: "random: seed \(seed), tree \(index)",
            proposals: (0..<count).map { _ in proposal() }, view: view)
    }

    static let lengths: [Double?] = [nil, 0, 0.5, 37, 120, 320.25, .infinity]
    static let words = [
        "", "a", "Log in", "I forgot my password", "User:", "Password:",
        "supercalifragilisticexpialidocious", "well-known pre-release", "two\nlines",
        "The quick brown fox jumps over the lazy dog and keeps running", "WWWWWW", "i i i i i i"
    ]
    static let groups = ["g0", "g1", "g2"]

    private mutating func proposal() -> ProposedSize {
        ProposedSize(width: random.nextElement(of: Self.lengths), height: random.nextElement(of: Self.lengths))
    }

    private mutating func makeView(depth: Int, budget: inout Int) -> ViewSpec {
        budget -= 1
        var view: ViewSpec
        if depth < maximumDepth && budget > 0 && random.nextBool(probability: 0.45) {
            view = makeContainer(depth: depth, budget: &budget)
        } else {
            view = makeLeaf()
        }
        let modifierCount = random.nextElement(of: [0, 0, 1, 1, 2, 3])
        for _ in 0..<modifierCount { view = view.modifier(makeModifier(depth: depth, budget: &budget)) }
        return view
    }

    private mutating func makeChildren(depth: Int, budget: inout Int) -> [ViewSpec] {
        let count = random.nextElement(of: [0, 1, 2, 2, 3, 4])
        var children: [ViewSpec] = []
        for _ in 0..<count where budget > 0 { children.append(makeView(depth: depth + 1, budget: &budget)) }
        return children
    }

    private mutating func makeContainer(depth: Int, budget: inout Int) -> ViewSpec {
        let spacing: Double? = random.nextElement(of: [nil, nil, 0, 4, 8.5])
        switch random.nextInt(in: 0...9) {
        case 0...2:
            return .hstack(
                alignment: random.nextElement(of: [nil, .top, .center, .bottom]), spacing: spacing,
                makeChildren(depth: depth, budget: &budget))
        case 3...5:
            return .vstack(
                alignment: random.nextElement(of: [nil, .leading, .center, .trailing]), spacing: spacing,
                makeChildren(depth: depth, budget: &budget))
        case 6, 7:
            return .zstack(
                alignment: random.nextElement(of: [nil, .topLeading, .bottomTrailing, .center, .top]),
                makeChildren(depth: depth, budget: &budget))
        case 8:
            return .group(makeChildren(depth: depth, budget: &budget))
        default:
            let rows = random.nextInt(in: 0...3)
            var cells: [ViewSpec] = []
            for _ in 0..<rows where budget > 0 {
                budget -= 1
                cells.append(.gridRow(makeChildren(depth: depth + 1, budget: &budget)))
            }
            return .grid(
                alignment: random.nextElement(of: [nil, .leading, .topLeading]),
                horizontalSpacing: random.nextElement(of: [nil, 0, 6]),
                verticalSpacing: random.nextElement(of: [nil, 0, 6]), cells)
        }
    }

    private mutating func makeLeaf() -> ViewSpec {
        switch random.nextInt(in: 0...11) {
        case 0...3: return .text(random.nextElement(of: Self.words))
        case 4: return .color(random.nextElement(of: ["red", "blue", "green", "clear"]))
        case 5: return .rectangle
        case 6: return .roundedRectangle(cornerRadius: random.nextElement(of: [0, 4, 12]))
        case 7: return .spacer(minLength: random.nextElement(of: [nil, 0, 20]))
        case 8: return .button(random.nextElement(of: ["OK", "Log in", "I forgot my password"]))
        case 9: return .textField(random.nextElement(of: ["Name", "", "A long placeholder text"]))
        case 10: return ViewSpec(.divider)
        default:
            return ViewSpec(
                .image(
                    width: random.nextElement(of: [0, 20, 53, 120]), height: random.nextElement(of: [0, 10, 35, 90]),
                    resizable: random.nextBool(probability: 0.5)))
        }
    }

    /// A coordinate of an offset or a position.
    private mutating func coordinate() -> Double { random.nextElement(of: [-20, -5, 0, 2.5, 25, 40]) }

    private mutating func optionalLength(finite: Bool) -> Double? {
        let value = random.nextElement(of: Self.lengths)
        return finite && value == .infinity ? 80 : value
    }

    private mutating func makeModifier(depth: Int, budget: inout Int) -> ModifierSpec {
        let alignment: Alignment? = random.nextElement(of: [nil, .center, .leading, .topTrailing, .bottom])
        switch random.nextInt(in: 0...17) {
        case 0: return .padding(EdgeInsets(.all, random.nextElement(of: [0, 4, 16, -3])))
        case 1:
            return .padding(
                EdgeInsets(
                    top: random.nextElement(of: [0, 2]), leading: random.nextElement(of: [0, 12]), bottom: 0,
                    trailing: random.nextElement(of: [0, 5])))
        case 2:
            return .frame(
                width: optionalLength(finite: true), height: optionalLength(finite: true),
                alignment: alignment)
        case 3, 4:
            var f = ModifierSpec.FlexibleFrame(
                minWidth: random.nextBool(probability: 0.4) ? optionalLength(finite: false) : nil,
                idealWidth: random.nextBool(probability: 0.3) ? optionalLength(finite: true) : nil,
                maxWidth: random.nextBool(probability: 0.5) ? optionalLength(finite: false) : nil,
                minHeight: random.nextBool(probability: 0.3) ? optionalLength(finite: false) : nil,
                maxHeight: random.nextBool(probability: 0.4) ? optionalLength(finite: false) : nil,
                alignment: alignment)
            if [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].allSatisfy({ $0 == nil })
            {
                f.maxWidth = .infinity  // a flexible frame with no length would be written as a fixed one
            }
            return .flexibleFrame(f)
        case 5:
            return .fixedSize(
                horizontal: random.nextBool(probability: 0.6), vertical: random.nextBool(probability: 0.6))
        case 6:
            let secondary =
                budget > 1 && random.nextBool(probability: 0.3)
                ? makeView(depth: depth + 1, budget: &budget) : makeLeaf()
            return .background(secondary, alignment: alignment)
        case 7: return .overlay(makeLeaf(), alignment: alignment)
        case 8: return .layoutPriority(random.nextElement(of: [-1, 1, 2]))
        case 9: return .font(size: random.nextElement(of: [9, 13, 20, 31]))
        case 10: return .lineLimit(random.nextElement(of: [1, 2, 3, nil]))
        case 11: return .sameWidth(group: random.nextElement(of: Self.groups), alignment: alignment)
        case 12: return .sameHeight(group: random.nextElement(of: Self.groups), alignment: alignment)
        case 13: return .offset(x: coordinate(), y: coordinate())
        case 14: return .position(x: coordinate(), y: coordinate())
        case 15:
            return .aspectRatio(
                ratio: random.nextElement(of: [nil, 0.5, 1, 2, 3]),
                contentMode: random.nextBool(probability: 0.5) ? .fit : .fill)
        case 16:
            // Fractions outside 0...1 and constants put the line outside the view.
            let guide: AlignmentGuideModifier.Guide =
                random.nextBool(probability: 0.5)
                ? .horizontal(random.nextElement(of: [.leading, .center, .trailing]))
                : .vertical(random.nextElement(of: [.top, .center, .bottom]))
            return .alignmentGuide(
                guide, fraction: random.nextElement(of: [0, 0.25, 0.5, 1, -0.5, 2]),
                constant: random.nextElement(of: [0, 0, 5, -10, 20, 2.5]))
        default: return .id("v\(random.nextInt(in: 0...999))")
        }
    }
}
